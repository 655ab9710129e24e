import { setTimeout as sleep } from 'node:timers/promises';
import { isCoreError } from '../core-error';
import type { ProjectService } from '../projects/project-service';
import type { ClientPool } from '../api/client-pool';
import type { CoreState } from '../state/core-state';
import type { LastUsedStore, UseRecord } from './last-used';
import { DAY_MS } from './idle-limits';

/** The service destroys a token unused for 30 days; one unused for this long gets a call. */
export const KEEP_ALIVE_AFTER_MS = 7 * DAY_MS;
/** At most one keep-alive attempt per account in this time, whether it worked or not. */
export const KEEP_ALIVE_RETRY_MS = DAY_MS;

/** What one account's keep-alive came to. */
export type KeepAliveOutcome = 'used' | 'signed-out' | 'failed';

export interface KeepAliveOptions {
  /** Waited between two accounts' calls (the app spreads them out; the CLI does not wait). */
  gapMs?: () => number;
  /** Stops before the next account (a CLI run's short deadline, the app quitting). */
  signal?: AbortSignal;
}

/** Due when neither a use in the last 7 days nor an attempt in the last day is on record. */
export function isKeepAliveDue(record: UseRecord, now: number): boolean {
  if (record.used !== null && now - record.used < KEEP_ALIVE_AFTER_MS) return false;
  return record.tried === null || now - record.tried >= KEEP_ALIVE_RETRY_MS;
}

/**
 * Keeps idle accounts' tokens alive: only the active account is used day to day, and the
 * service destroys a token after 30 idle days. Each signed-in account whose token has not
 * been used for 7 days gets one light authenticated call (`GET /projects`, read only, its
 * answer not kept) through `ProjectService.call`: the token's own User-Agent, the usual
 * 401 handling (the account is signed out as "session ended"), and a successful call
 * records the use. Accounts go one at a time; every attempt is claimed in last-used.json
 * under its lock first, so no two processes (app and CLI, or two CLI runs) call for the
 * same account on the same day.
 */
export class KeepAlive {
  constructor(
    private readonly state: CoreState,
    private readonly projects: ProjectService,
    private readonly lastUsed: LastUsedStore,
    private readonly now: () => number,
    /** Clients with the keep-alive's own deadline (see `CoreOptions.keepAliveDeadlineMs`). */
    private readonly clients: ClientPool,
  ) {}

  /** Records a successful use of `key`'s token (at most once a minute) and shows it. */
  noteUse(key: string): void {
    const at = this.lastUsed.noteUse(key);
    if (at !== null) this.state.showUse(key, at);
  }

  /** Shows the uses recorded in last-used.json (by any process, this one's writes included). */
  async loadUses(): Promise<void> {
    const uses = new Map<string, number>();
    for (const [key, record] of await this.lastUsed.readAll())
      if (record.used !== null) uses.set(key, record.used);
    this.state.showUses(uses);
  }

  /** The account was removed: its record goes too. */
  forget(key: string): void {
    this.lastUsed.forget(key);
  }

  /** Waits for the record's writes still running (see `LastUsedStore.settle`). */
  settle(): Promise<void> {
    return this.lastUsed.settle();
  }

  /** Keys of the signed-in accounts due now (by the record as on disk). */
  async due(): Promise<string[]> {
    const records = await this.lastUsed.readAll();
    const now = this.now();
    return this.state.value.settings.accounts
      .filter((a) => this.state.value.signedIn.has(a.key))
      .filter((a) => isKeepAliveDue(records.get(a.key) ?? { used: null, tried: null }, now))
      .map((a) => a.key);
  }

  /** Every due account, one after the other; returns what each came to (claimed ones only). */
  async runDue(options: KeepAliveOptions = {}): Promise<Map<string, KeepAliveOutcome>> {
    const outcomes = new Map<string, KeepAliveOutcome>();
    for (const key of await this.due()) {
      if (options.signal?.aborted) break;
      if (outcomes.size > 0 && options.gapMs) {
        const stopped = await sleep(options.gapMs(), false, { signal: options.signal }).catch(() => true);
        if (stopped) break;
      }
      const outcome = await this.ping(key);
      if (outcome !== null) outcomes.set(key, outcome);
    }
    return outcomes;
  }

  /** One keep-alive call for `key` if it is (still) due and signed in; null: not claimed. */
  private async ping(key: string): Promise<KeepAliveOutcome | null> {
    const account = this.state.value.settings.accounts.find((a) => a.key === key);
    if (!account || !this.state.value.signedIn.has(key)) return null;
    // No claim, no call: without a record of the attempt (an unwritable config folder), a
    // call could be repeated by every command; the doctor's idle check still warns in time.
    if (!(await this.lastUsed.claim(key, isKeepAliveDue))) return null;
    try {
      await this.projects.call(account, (client, credential) => client.listProjects(credential), {
        quiet: true,
        clients: this.clients,
      });
      return 'used';
    } catch (error) {
      return isCoreError(error) && error.code === 'signed_out' ? 'signed-out' : 'failed';
    }
  }
}
