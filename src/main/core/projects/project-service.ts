import type { Project } from '../../../shared/types';
import { isUnauthorized, type AccountTokens } from '../accounts/account-tokens';
import { boundBaseUrl } from '../accounts/bound-base-url';
import type { ClientPool } from '../api/client-pool';
import type { CoreState } from '../state/core-state';
import type { ViewChanges } from '../state/view-changes';
import type { SessionEpochs } from '../accounts/session-epochs';
import type { AccountRecord, Settings } from '../settings/settings-store';
import { noToken, sessionEnded, spokenReason } from '../state/snapshot';
import { ApiError, isApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
import type { Credential } from '../api/credential';
import { CoreError, isCoreError } from '../core-error';
import type { CachedProjects, ProjectCache } from './project-cache';
import { nextSeq, withLaterRenames, withRename } from './rename-order';
import { m } from '../i18n';
import { displayText } from '../../../shared/display-text';

/** Failures after which a rename may have been applied at the service (see `settleLostRename`). */
const ANSWER_MAY_BE_LOST = new Set(['timeout', 'network', 'bad_response', 'server']);

/** When the token changed twice during one call (sign-ins elsewhere); the session is fine. */
export const signInChanged = (): string => m.core_sign_in_changed();

/**
 * The network half of the core: refreshing an account's projects and renaming customers,
 * with what a refused token means for the session. The account lifecycle (sign-in/out,
 * switching) stays in `TimetrayCore`.
 */
export class ProjectService {
  /** The running refresh per account, with the session epoch it belongs to. */
  private readonly refreshes = new Map<string, { epoch: number; promise: Promise<Project[]> }>();

  constructor(
    private readonly state: CoreState,
    private readonly cache: ProjectCache,
    private readonly tokens: AccountTokens,
    private readonly clients: ClientPool,
    private readonly epochs: SessionEpochs,
    /** Told of every call the service accepted the token for (see LastUsedStore). */
    private readonly noteUse: (key: string) => void = () => undefined,
  ) {}

  /**
   * Fetches `account`'s projects; one list request per account and session at a time. A
   * refresh of an older session (signed out since) is not reused: it ends with
   * "Signed out during the refresh." and would leave the new session without its list.
   */
  refresh(account: AccountRecord): Promise<Project[]> {
    const epoch = this.epochs.current(account.key);
    const running = this.refreshes.get(account.key);
    if (running && running.epoch === epoch) return running.promise;
    // One change from the fetch to the end: the new list and the spinner's end go out in one snapshot.
    const promise: Promise<Project[]> = this.state.change(async (view) => {
      try {
        return await this.doRefresh(account, epoch, view);
      } finally {
        // Only our own entry: a newer session's refresh may have taken the slot meanwhile.
        if (this.refreshes.get(account.key)?.promise === promise) this.refreshes.delete(account.key);
        view.setRefreshing(this.refreshes.keys());
      }
    });
    this.refreshes.set(account.key, { epoch, promise });
    this.state.change((view) => view.setRefreshing(this.refreshes.keys()));
    return promise;
  }

  private isActive(account: AccountRecord): boolean {
    return this.state.value.settings.activeKey === account.key;
  }

  /** Renames a customer at the service, then in the cached projects of that account. */
  async renameCustomer(
    account: AccountRecord,
    customerId: number,
    name: string,
  ): Promise<{ customerId: number; name: string }> {
    const epoch = this.epochs.current(account.key);
    const { answeredAt, ...result } = await this.call(account, (client, cred) =>
      client.renameCustomer(cred, customerId, name),
    ).catch((error: unknown) => this.settleLostRename(account, customerId, name, error));
    this.epochs.check(account.key, epoch);
    // From the file, under its lock, with the name read back from the service: two renames
    // at once (in one process or several) must leave what the service kept, and the last
    // lock holder reads after both were answered. Without a read-back, the answer order.
    await this.state.change(async (view) => {
      const kept = await this.keep(
        account,
        epoch,
        async (current) => {
          if (!current) return null;
          const now = await this.readBack(account, current, result.customerId);
          return now
            ? withRename(current, result.customerId, now, { answeredAt: Date.now(), readBack: true })
            : withRename(current, result.customerId, result.name, { answeredAt, readBack: false });
        },
        view,
      );
      if (!kept && this.isActive(account)) view.showError(null);
    });
    return result;
  }

  /**
   * A rename whose answer was lost or unreadable (too slow, cut off, a web page in its place,
   * a server failure) may have been applied all the same: the name the service has now
   * decides. The new name: it went through, and is said so. Another name: the failure, saying
   * the name it still has. Nothing could be asked: the failure, saying the rename may have
   * been applied. Never "failed" over a rename that went through, nor "done" over one that
   * did not.
   */
  private async settleLostRename(
    account: AccountRecord,
    customerId: number,
    name: string,
    error: unknown,
  ): Promise<{ customerId: number; name: string; answeredAt: number }> {
    if (!isApiError(error) || !ANSWER_MAY_BE_LOST.has(error.code)) throw error;
    // Loaded only on this path: local commands never load the network's words.
    const { failedBeforeSending } = await import('../net/network-errors');
    if (failedBeforeSending(error)) throw error;
    const cached = await this.cache.get(account.key);
    const now = cached ? await this.readBack(account, cached, customerId) : null;
    const applied = now !== null && now === name.trim();
    const settled = applied
      ? null
      : new ApiError(
          error.code,
          now === null
            ? m.core_rename_may_have_applied({ problem: error.message })
            : m.core_rename_not_applied({ problem: error.message, name: displayText(now) }),
          error.status,
          { cause: error },
        );
    // The failure `call` showed is replaced by what is now known.
    await this.state.change((view) => {
      if (this.isActive(account)) view.showError(settled && { code: settled.code, message: settled.message });
    });
    if (settled) throw settled;
    return { customerId, name: name.trim(), answeredAt: Date.now() };
  }

  /**
   * The customer's name as the service has it now, read through one of its cached projects
   * (there is no customer endpoint); null when that cannot be asked. Failures stay silent:
   * the rename itself succeeded.
   */
  private async readBack(
    account: AccountRecord,
    cached: CachedProjects,
    customerId: number,
  ): Promise<string | null> {
    const sample = cached.projects.find((p) => p.customerId === customerId);
    if (!sample) return null;
    try {
      const credential = await this.tokens.read(account.key);
      if (!credential) return null;
      const project = await this.clients.get(boundBaseUrl(account)).getProject(credential, sample.id);
      this.noteUse(account.key);
      return project.customerId === customerId ? project.customerName : null;
    } catch {
      return null;
    }
  }

  /** Settles when every running refresh has (for `close`). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.refreshes.values()].map((r) => r.promise));
  }

  private async doRefresh(account: AccountRecord, epoch: number, view: ViewChanges): Promise<Project[]> {
    // The cache's write count as the list is asked for: renames written after it may be missing from the list.
    const askedAtSeq = (await this.cache.get(account.key))?.seq ?? 0;
    const { answeredAt: _answeredAt, ...list } = await this.call(account, (client, cred) =>
      client.listProjects(cred),
    );
    const fresh = { ...list, fetchedAt: new Date().toISOString() };
    const kept = await this.keep(
      account,
      epoch,
      (current) => withLaterRenames(fresh, current, askedAtSeq),
      view,
    );
    return kept?.projects ?? fresh.projects;
  }

  /**
   * Caches a list (fetched, or changed by a rename) and shows it if `account` is active,
   * unless the account was signed out since `epoch` (then nothing is kept and it throws).
   * `next` gets the cache as on disk now (see `ProjectCache.update`); null keeps it as is.
   * Shown through `view`: the caller's change publishes it with whatever else it changes.
   */
  async keep(
    account: AccountRecord,
    epoch: number,
    next:
      | CachedProjects
      | ((current: CachedProjects | null) => CachedProjects | null | Promise<CachedProjects | null>),
    view: ViewChanges,
  ): Promise<CachedProjects | null> {
    this.epochs.check(account.key, epoch);
    const change = typeof next === 'function' ? next : () => next;
    // Every write counts up the cache's `seq` (see rename-order.ts), whatever it writes.
    const entry = await this.cache.update(account.key, async (current) => {
      const written = await change(current);
      return written && { ...written, seq: nextSeq(current) };
    });
    if (this.epochs.changed(account.key, epoch)) {
      // Signed out while the cache was written: the sign-out's own removal may have run first.
      await this.cache.remove(account.key);
      this.epochs.check(account.key, epoch);
    }
    if (entry && this.isActive(account)) view.showList(entry);
    return entry;
  }

  /**
   * Runs one authenticated call; records a failure in the snapshot; a 401 ends the session
   * unless the token was replaced meanwhile (then the call is retried once with the new
   * one; replaced once more, the call fails with {@link signInChanged}, session intact).
   * If the account was signed out while the call ran, its result and its failure are
   * dropped: `CoreError('signed_out', signedOutDuring)`. `quiet` calls (project details,
   * whose callers show their own failures) leave the snapshot's error alone.
   */
  async call<T>(
    account: AccountRecord,
    run: (client: ApiClient, cred: Credential) => Promise<T>,
    /** `clients`: another pool than the core's (the keep-alive's, with its short deadline). */
    options: { quiet?: boolean; clients?: ClientPool } = {},
  ): Promise<T> {
    const epoch = this.epochs.current(account.key);
    // A failure is published when the call ends (a success changes nothing shown here).
    return this.state.change(async (view) => {
      try {
        for (let attempt = 1; ; attempt += 1) {
          const credential = await this.tokens.read(account.key);
          this.epochs.check(account.key, epoch);
          if (!credential) {
            view.markSignedIn(account.key, false);
            throw new CoreError('signed_out', spokenReason(account.signedOutReason) ?? noToken());
          }
          const client = (options.clients ?? this.clients).get(boundBaseUrl(account));
          try {
            const result = await run(client, credential);
            this.epochs.check(account.key, epoch);
            this.noteUse(account.key);
            return result;
          } catch (error) {
            // Signed out meanwhile: a 401 now is our own revoke, not news for the user.
            this.epochs.check(account.key, epoch);
            if (!isUnauthorized(error)) throw error;
            const outcome = await this.tokens.dropIfCurrent(account.key, credential);
            this.epochs.check(account.key, epoch);
            if (outcome === 'replaced' && attempt === 1) continue; // signed in again meanwhile
            // Replaced again: the session is alive with a newer token; only this call failed.
            if (outcome === 'replaced')
              throw new ApiError('server', signInChanged(), undefined, { cause: error });
            throw await this.endSession(account, error, outcome, view);
          }
        }
      } catch (error) {
        const shown = !options.quiet && this.isActive(account) && !this.epochs.changed(account.key, epoch);
        if (shown && (isApiError(error) || isCoreError(error))) {
          view.showError({ code: error.code, message: error.message });
        }
        throw error;
      }
    });
  }

  /** The service refused the token: it is forgotten (see `dropIfCurrent`); settings and cache stay. */
  private async endSession(
    account: AccountRecord,
    cause: unknown,
    outcome: 'dropped' | 'gone',
    view: ViewChanges,
  ): Promise<CoreError> {
    view.markSignedIn(account.key, false);
    if (outcome === 'gone')
      return new CoreError('signed_out', spokenReason(account.signedOutReason) ?? noToken(), { cause });
    const ended = sessionEnded();
    await view.saveSettings((s) => setReason(s, account.key, ended)).catch(() => undefined);
    return new CoreError('signed_out', ended, { cause });
  }
}

export function setReason(settings: Settings, key: string, reason: string | null): void {
  const record = settings.accounts.find((a) => a.key === key);
  if (record) record.signedOutReason = reason;
}
