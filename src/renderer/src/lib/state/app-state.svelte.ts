import type { TimetrayBridge } from '../../../../shared/ipc';
import { groupByCustomer } from '../../../../shared/project-groups';
import type { AppError, Result } from '../../../../shared/result';
import type { AppSnapshot, SignInInput } from '../../../../shared/types';
import { capRows, filterGroups, indexGroups } from '../../../../shared/project-filter';

export const UNREVOKED_NOTICE =
  'Signed out on this computer. The service could not be reached to end the session there; it ends by itself after 30 days unused.';

/** Rows in the DOM at most; the filter narrows the rest. */
export const MAX_ROWS = 400;

/**
 * The renderer's state: the latest snapshot from main (the truth) plus what only the
 * window cares about (the filter text, the clock for "N min ago"). One instance, shared by
 * every component.
 */
class AppState {
  /** Replaced whole on every push: `raw` skips deep proxies over thousands of projects. */
  snapshot = $state.raw<AppSnapshot | null>(null);
  filter = $state('');
  now = $state(Date.now());
  /** An action's failure that the snapshot does not carry (e.g. refresh refused). */
  actionError = $state<AppError | null>(null);
  busy = $state<'refresh' | 'sign-out' | null>(null);
  /** Shown on the sign-in screen after a sign-out the service could not be told about. */
  notice = $state<string | null>(null);

  readonly signedIn = $derived(this.snapshot?.session.status === 'signed_in');
  /** Sorted once per snapshot, not per keystroke. */
  readonly #indexed = $derived(indexGroups(groupByCustomer(this.snapshot?.projects ?? [])));
  readonly filtered = $derived(filterGroups(this.#indexed, this.filter));
  readonly visible = $derived(capRows(this.filtered, MAX_ROWS));
  readonly matchCount = $derived(this.filtered.reduce((n, g) => n + g.projects.length, 0));

  #bridge: TimetrayBridge | null = null;

  /** Connects to `window.timetray`; returns the unsubscribe function. */
  async connect(bridge: TimetrayBridge): Promise<() => void> {
    this.#bridge = bridge;
    const stop = bridge.onState((snapshot) => {
      this.snapshot = snapshot;
    });
    this.snapshot = await bridge.getState();
    return stop;
  }

  async reload(): Promise<void> {
    if (this.#bridge) this.snapshot = await this.#bridge.getState();
  }

  async signIn(input: SignInInput): Promise<Result<unknown>> {
    const result = await this.#call((b) => b.signIn(input));
    if (result.ok) this.notice = null;
    await this.reload();
    return result;
  }

  async refresh(): Promise<void> {
    this.busy = 'refresh';
    try {
      const result = await this.#call((b) => b.listProjects());
      this.actionError = result.ok ? null : result.error;
      await this.reload();
    } finally {
      this.busy = null;
    }
  }

  async signOut(): Promise<void> {
    this.busy = 'sign-out';
    try {
      const result = await this.#call((b) => b.signOut());
      this.actionError = result.ok ? null : result.error;
      this.notice = result.ok && !result.value.revoked ? UNREVOKED_NOTICE : null;
      await this.reload();
    } finally {
      this.busy = null;
    }
  }

  /** On success the new name arrives with the next snapshot; we also pull it at once. */
  async renameCustomer(customerId: number, name: string): Promise<Result<unknown>> {
    const result = await this.#call((b) => b.renameCustomer(customerId, name));
    if (result.ok) await this.reload();
    return result;
  }

  async #call<T>(run: (bridge: TimetrayBridge) => Promise<Result<T>>): Promise<Result<T>> {
    if (!this.#bridge)
      return { ok: false, error: { code: 'internal', message: 'Timetray is not connected.' } };
    try {
      return await run(this.#bridge);
    } catch {
      // The main process refused or crashed the call; its details stay in main's log.
      return {
        ok: false,
        error: { code: 'internal', message: 'Timetray could not do that. Please try again.' },
      };
    }
  }
}

export const appState = new AppState();
