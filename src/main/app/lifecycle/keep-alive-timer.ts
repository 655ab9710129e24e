import type { KeepAliveOptions } from '../../core/accounts/keep-alive';

/**
 * How often the running app looks for idle accounts. Not hourly like a refresh could be:
 * each account is called at most once a day anyway (see `KeepAlive`), and two hours still
 * catch every day the app runs for a while.
 */
export const KEEP_ALIVE_EVERY_MS = 2 * 60 * 60_000;
/** The first look, after the start's own refresh and the user's first minutes: 2 to 5 min. */
const FIRST_LOOK_MS = 2 * 60_000;
const FIRST_LOOK_JITTER_MS = 3 * 60_000;
/** Between two accounts' calls: 30 to 90 s, so several idle accounts never make a burst. */
const GAP_MS = 30_000;
const GAP_JITTER_MS = 60_000;

export interface KeepAliveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: KeepAliveTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/**
 * The app's side of the keep-alive: the logic (who is due, one call each, the record) is
 * the core's `keepAliveDue`; this only says when. One pass at a time (a look while one runs
 * is skipped); `stop` clears the timers and ends a running pass before its next account.
 */
export class KeepAliveTimer {
  #first: unknown = null;
  #every: unknown = null;
  #running = false;
  #stop = new AbortController();

  constructor(
    private readonly keepAliveDue: (options: KeepAliveOptions) => Promise<unknown>,
    private readonly timers: KeepAliveTimers = realTimers,
    private readonly random: () => number = Math.random,
  ) {}

  start(): void {
    this.stop();
    this.#stop = new AbortController();
    this.#first = this.timers.setTimeout(this.look, FIRST_LOOK_MS + this.random() * FIRST_LOOK_JITTER_MS);
    this.#every = this.timers.setInterval(this.look, KEEP_ALIVE_EVERY_MS);
  }

  stop(): void {
    if (this.#first !== null) this.timers.clearTimeout(this.#first);
    if (this.#every !== null) this.timers.clearInterval(this.#every);
    this.#first = this.#every = null;
    this.#stop.abort();
  }

  /** One pass over the due accounts; failures are the core's to show (a 401 signs out). */
  readonly look = (): void => {
    if (this.#running || this.#stop.signal.aborted) return;
    this.#running = true;
    this.keepAliveDue({ gapMs: () => GAP_MS + this.random() * GAP_JITTER_MS, signal: this.#stop.signal })
      .catch(() => undefined)
      .finally(() => (this.#running = false));
  };
}
