/**
 * Which projects' details to fetch next, for their totals: at most {@link MAX_IN_FLIGHT}
 * requests at a time, so neither the service nor the machine sees a burst. Two lanes: the
 * rows in the window's view (replaced by every `wantTotals` call, first served) and the
 * background lane a list refresh fills (recent projects, the tray's first groups; replaced
 * by the next refresh). Ids already asked for or no longer needed are skipped when their
 * turn comes, not when they are queued: a newer answer may have made them current.
 */

/** The most details requests running at once. */
export const MAX_IN_FLIGHT = 3;

export type TotalsLane = 'view' | 'background';

export interface TotalsJob {
  /** The account the ids belong to; a job of another account is dropped. */
  accountKey: string;
  id: number;
}

export class TotalsQueue {
  private readonly lanes: Record<TotalsLane, number[]> = { view: [], background: [] };
  private accountKey: string | null = null;
  private readonly running = new Set<string>();
  private stopped = false;

  constructor(
    /** Fetches one project's details; its failures are the fetcher's business (it must not reject). */
    private readonly fetch: (job: TotalsJob) => Promise<void>,
    /** Whether the id still needs fetching (unknown or older than the last list refresh). */
    private readonly needed: (job: TotalsJob) => boolean,
  ) {}

  /** Replaces the lane's ids (of `accountKey`); a different account replaces both lanes. */
  want(accountKey: string, ids: readonly number[], lane: TotalsLane): void {
    if (this.stopped) return;
    if (accountKey !== this.accountKey) this.clear();
    this.accountKey = accountKey;
    this.lanes[lane] = [...new Set(ids)];
    this.pump();
  }

  /** Forgets every queued id (requests already running finish). */
  clear(): void {
    this.lanes.view = [];
    this.lanes.background = [];
  }

  /** For good (the core is closing). */
  stop(): void {
    this.stopped = true;
    this.clear();
  }

  /** How many requests are running now. */
  get inFlight(): number {
    return this.running.size;
  }

  /** Queued ids, view lane first (for tests). */
  get queued(): number[] {
    return [...this.lanes.view, ...this.lanes.background];
  }

  private next(): TotalsJob | null {
    const accountKey = this.accountKey;
    if (accountKey === null) return null;
    for (const lane of ['view', 'background'] as const) {
      const ids = this.lanes[lane];
      while (ids.length > 0) {
        const id = ids.shift()!;
        const job = { accountKey, id };
        if (!this.running.has(tag(job)) && this.needed(job)) return job;
      }
    }
    return null;
  }

  private pump(): void {
    while (!this.stopped && this.running.size < MAX_IN_FLIGHT) {
      const job = this.next();
      if (!job) return;
      const key = tag(job);
      this.running.add(key);
      void this.fetch(job)
        .catch(() => undefined)
        .finally(() => {
          this.running.delete(key);
          this.pump();
        });
    }
  }
}

const tag = (job: TotalsJob): string => `${job.id}\u0000${job.accountKey}`;
