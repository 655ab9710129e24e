import { setTimeout as sleep } from 'node:timers/promises';
import type { HealthReport } from '../../shared/health';
import type { SignOutOutcome } from '../../shared/ipc';
import type { Preferences } from '../../shared/preferences';
import { isKeychainCode } from '../../shared/result';
import type { Budget } from '../../shared/budget';
import type { AccountSummary, AppSnapshot, Project, ProjectDetails, SignInInput } from '../../shared/types';
import { AccountTokens, isUnauthorized } from './accounts/account-tokens';
import { boundBaseUrlOrNull } from './accounts/bound-base-url';
import { checkTokens } from './accounts/check-tokens';
import { ClientPool } from './api/client-pool';
import { defaultConfigDir } from './settings/config-dir';
import { CoreState } from './state/core-state';
import { removeAbandonedTempFiles } from './files/crash-leftovers';
import { KeepAlive, type KeepAliveOptions, type KeepAliveOutcome } from './accounts/keep-alive';
import { LastUsedStore } from './accounts/last-used';
import { PendingTokens } from './accounts/pending-tokens';
import { SessionEpochs } from './accounts/session-epochs';
import { settingsStamp } from './settings/settings-stamp';
import { watchSettingsFile } from './settings/settings-watch';
import { SettingsStore, type AccountRecord, type Settings } from './settings/settings-store';
import { initialView, noAccount, sessionEnded } from './state/snapshot';
import { BudgetAlertWatch } from './budgets/budget-alert-watch';
import type { BudgetAlert } from './budgets/budget-alerts';
import { BudgetService } from './budgets/budget-service';
import { normalizeBaseUrl } from './api/base-url';
import { tokenProblem, type Credential } from './api/credential';
import { PRODUCT_USER_AGENT } from './api/user-agent';
import { CoreError, isCoreError } from './core-error';
import type { AppHealthFacts } from './doctor/doctor';
import { DetailsCache } from './projects/details-cache';
import { ProjectCache } from './projects/project-cache';
import { ProjectDetailsService } from './projects/project-details';
import { ProjectService, setReason } from './projects/project-service';
import { accountKey, KeytarSecretStore, type SecretStore } from './vault';
import type { CoreOptions, ImportTokenInput } from './state/core-options';
import { m, spokenLocale } from './i18n';
import { formattingLocale } from '../../shared/i18n/locale';

export { noAccount, sessionEnded };

/** Why `importToken` refused a pasted token. */
export const tokenRefused = (): string => m.core_token_refused();
export type { CoreOptions, ImportTokenInput };

export type { SignOutOutcome };

/** What a completed sign-out could not clean up, e.g. "the saved project list (Could not delete …)". */
export const leftBehindWarning = (what: string): string => m.core_left_behind({ what });
/** Said when the token is gone but the account could not be taken off the list. */
export const tokenGoneBut = (why: string): string => m.core_token_gone_but({ why });

/** The sentence of a failure (file failures are already worded by `fileProblem`). */
const problemOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The app's bound on one keep-alive call (see `CoreOptions.keepAliveDeadlineMs`). */
const KEEP_ALIVE_DEADLINE_MS = 20_000;

/** How long `close` waits for running requests before dropping them. */
const CLOSE_GRACE_MS = 2000;

/**
 * The app's core, shared by the Electron main process and the CLI: accounts (settings +
 * keychain), sessions, the project list and its cache. It imports no `electron`.
 *
 * Throws `ApiError` (from the client) or `CoreError`. A 401 marks that account signed out
 * with {@link sessionEnded}, deletes the dead token (unless another sign-in replaced it
 * meanwhile) and throws `CoreError('signed_out')`; settings and cached projects stay so the
 * next sign-in restores everything. A token is only ever sent to the origin its keychain
 * entry names (see `boundBaseUrl`).
 */
export class TimetrayCore {
  private readonly clients: ClientPool;
  private readonly tokens: AccountTokens;
  private readonly projects: ProjectService;
  private readonly details: ProjectDetailsService;
  /** Each account's last use (last-used.json) and the keep-alive of idle ones. */
  private readonly keepAlive: KeepAlive;
  private readonly keepAliveClients: ClientPool;
  private readonly epochs = new SessionEpochs();
  /** Which settings.json `reload` last read (see `settingsStamp`); '' before the first read. */
  private stamp = '';
  private reloading: Promise<void> = Promise.resolve();
  private stopWatching: () => void = () => undefined;
  private readonly pending: PendingTokens;
  private readonly budgets: BudgetService;
  private readonly budgetAlerts: BudgetAlertWatch;
  /** The preferences settings.json held that were invalid (at their defaults), as last read. */
  private problems: string[] = [];
  /** The next try of a locked keychain (see `CoreOptions.keychainRetryMs`), when one is due. */
  private lockedRetry: NodeJS.Timeout | null = null;
  private closed = false;
  /** Why settings.json could not be read at the last reload (see `unreadableSettings`), or null. */
  private unreadable: string | null = null;
  /** The last reload reported something about settings.json (moved aside, newer, unreadable…). */
  private settingsInDoubt = false;

  private constructor(
    private readonly store: SettingsStore,
    private readonly state: CoreState,
    private readonly cache: ProjectCache,
    private readonly detailsCache: DetailsCache,
    secrets: SecretStore,
    private readonly options: CoreOptions,
  ) {
    const caFile = () => options.caFile ?? state.value.settings.preferences.caFile ?? undefined;
    this.clients = new ClientPool(caFile, options.systemProxy);
    this.tokens = new AccountTokens(secrets, this.clients);
    const now = options.now ?? Date.now;
    this.projects = new ProjectService(state, cache, this.tokens, this.clients, this.epochs, (key) =>
      this.keepAlive.noteUse(key),
    );
    this.keepAliveClients = new ClientPool(caFile, options.systemProxy, {
      deadlineMs: options.keepAliveDeadlineMs ?? KEEP_ALIVE_DEADLINE_MS,
    });
    const lastUsed = new LastUsedStore(store.dir, now);
    this.keepAlive = new KeepAlive(state, this.projects, lastUsed, now, this.keepAliveClients);
    this.budgets = new BudgetService(state);
    this.details = new ProjectDetailsService(
      state,
      this.projects,
      cache,
      detailsCache,
      this.epochs,
      { prefetch: options.prefetchTotals ?? false },
      (key, isGone, before) => this.budgets.unpinGone(key, isGone, before),
    );
    this.pending = new PendingTokens(store.dir);
    this.budgetAlerts = new BudgetAlertWatch(state);
  }

  /** Loads settings, checks which accounts have a token, and the active account's cache. */
  static async open(options: CoreOptions = {}): Promise<TimetrayCore> {
    const dir = options.configDir ?? defaultConfigDir();
    const store = new SettingsStore(dir);
    // A cache file that cannot be read or written is shown, not fatal (called only after `state` exists).
    const cacheProblem = (sentence: string) => state.warn(sentence);
    const cache = new ProjectCache(dir, cacheProblem);
    const details = new DetailsCache((key) => cache.fileOf(key), cacheProblem);
    const state = new CoreState(store, cache, initialView(options.languages), (key) => details.totals(key));
    const secrets = options.secrets ?? new KeytarSecretStore();
    const core = new TimetrayCore(store, state, cache, details, secrets, options);
    await removeAbandonedTempFiles(dir); // writes a killed process never finished
    await core.reload(); // the first one reads everything: no file's stamp is ''
    await core.reconcilePending();
    if (options.watchSettings)
      core.stopWatching = watchSettingsFile(dir, () => void core.reload().catch(() => undefined));
    return core;
  }

  snapshot(): AppSnapshot {
    return this.state.snapshot();
  }

  /**
   * Why settings.json exists but could not be read (permissions, a folder in its place), with
   * the fix; null when it reads. While set, nothing is saved over it (the accounts are in
   * there) and the snapshot's error says the same. A promise like every other method (see
   * `startingCore`): callers may be waiting for the core to open.
   */
  async unreadableSettings(): Promise<string | null> {
    return this.unreadable;
  }

  /**
   * Problems that failed nothing since the last call, each once: a cache file that could not be
   * read or saved (file, cause, fix). The window sees them as the snapshot's error; the CLI,
   * whose snapshot a refresh may have cleared since, prints these. Still answers after `close`.
   */
  async takeWarnings(): Promise<string[]> {
    return this.state.takeWarnings();
  }

  /** Calls `listener` with every new snapshot; returns the unsubscribe function. */
  onChange(listener: (snapshot: AppSnapshot) => void): () => void {
    return this.state.onChange(listener);
  }

  /**
   * Signs in (`POST /auth`), stores the token with its User-Agent in the keychain, saves the
   * account as the active one and refreshes its projects. The password is used for this one
   * request only. A refresh failure does not fail the sign-in; it shows in `snapshot().error`.
   */
  async signIn(input: SignInInput & { label?: string }): Promise<AccountSummary> {
    // Before a token exists: one the settings or the keychain could not record would stay
    // live, unknown (a locked or missing keychain is named instead of asking the service).
    await this.state.assertWritable();
    const baseUrl = normalizeBaseUrl(input.baseUrl);
    await this.tokens.assertCanStore();
    const typedId = input.accountId.trim();
    const { credential, accountId } = await this.clients
      .get(baseUrl)
      .signIn(
        { email: input.email.trim(), password: input.password, accountId: typedId },
        this.options.userAgent ?? PRODUCT_USER_AGENT,
      );
    const key = await this.adopt(baseUrl, accountId || typedId, input.email, credential, true, input.label);
    this.keepAlive.noteUse(key);
    await this.refreshProjects().catch(() => undefined);
    return this.state.summary(key);
  }

  /**
   * Adopts a token made elsewhere. `userAgent` must be the exact one it was made with: the
   * service destroys a token presented with another. The token is checked by listing the
   * projects before it is stored; a refused token throws `signed_out` and changes nothing
   * (settings, keychain and the current session stay as they were).
   */
  async importToken(input: ImportTokenInput): Promise<AccountSummary> {
    const [token, userAgent, accountId, email] = [
      input.token.trim(),
      input.userAgent,
      input.accountId.trim(),
      input.email,
    ];
    if (!token || !userAgent.trim() || !accountId || !email.trim()) {
      throw new CoreError('bad_input', m.core_import_needs_all());
    }
    const unsendable = tokenProblem(token);
    if (unsendable !== null) throw new CoreError('bad_input', unsendable);
    // As for a sign-in: settings and keychain first, before the token is sent anywhere.
    await this.state.assertWritable();
    const baseUrl = normalizeBaseUrl(input.baseUrl);
    await this.tokens.assertCanStore();
    const credential: Credential = { token, userAgent };
    // Checked before anything is stored: adopting first would revoke a working token and
    // list the account even when the pasted one is refused.
    const list = await this.clients
      .get(baseUrl)
      .listProjects(credential)
      .catch((error: unknown) => {
        if (!isUnauthorized(error)) throw error;
        throw new CoreError('signed_out', tokenRefused(), { cause: error });
      });
    const key = await this.adopt(baseUrl, accountId, email, credential, false, input.label);
    this.keepAlive.noteUse(key);
    const { answeredAt: _answered, ...fetched } = list;
    const fetchedAt = new Date().toISOString();
    const account = this.state.account(key);
    const epoch = this.epochs.current(key);
    await this.state.change((view) => this.projects.keep(account, epoch, { ...fetched, fetchedAt }, view));
    await this.details.afterListRefresh();
    return this.state.summary(key);
  }

  /**
   * Revokes the token on the server (`GET /auth/revoke`) and deletes it from the keychain;
   * the account stays in the list. `state` says what happened to the token: `revoked`,
   * `not_reached` (the server could not be told, e.g. offline; the local token is deleted
   * anyway), or `not_signed_in` (there was none: nothing revoked, `revoked: false`). The
   * account's cached projects are deleted (the user left).
   * Once the token is gone the sign-out has happened: what could not be cleaned up after it
   * (a cache file, the settings' note) is `warning` (also the snapshot's error), not a failure.
   */
  async signOut(
    key: string | undefined = this.state.value.settings.activeKey ?? undefined,
  ): Promise<SignOutOutcome> {
    if (key === undefined) throw new CoreError('signed_out', noAccount());
    return this.forget(key, (s) => setReason(s, key, null), false);
  }

  /**
   * Like `signOut`, and also forgets the account; the first remaining one becomes active.
   * Settings that cannot be saved fail it (the account is still listed), saying that the
   * token is gone all the same.
   */
  async removeAccount(key: string): Promise<SignOutOutcome> {
    const outcome = await this.forget(
      key,
      (s) => {
        s.accounts = s.accounts.filter((a) => a.key !== key);
        if (s.activeKey === key) s.activeKey = s.accounts[0]?.key ?? null;
      },
      true,
    );
    this.keepAlive.forget(key);
    return outcome;
  }

  /** Makes `key` the active account and shows its cached projects (no network call). */
  async useAccount(key: string): Promise<void> {
    await this.state.change(async (view) => {
      try {
        this.state.account(key);
        await view.saveSettings((s) => void (s.activeKey = key));
      } catch (error) {
        // Callers (the window) show failures from the snapshot, not from the rejection.
        if (isCoreError(error)) view.showError({ code: error.code, message: error.message });
        throw error;
      }
      await view.showCachedList();
      // The last error was about the other account; a keychain that cannot be asked is about all.
      if (!isKeychainCode(view.value.error?.code)) view.showError(null);
    });
  }

  /**
   * Fetches the active account's projects; updates the snapshot and the cache. Picks up
   * first what another process changed (`use`, `logout`, a new login), so the window's
   * refresh acts on the same account the CLI left active.
   */
  async refreshProjects(): Promise<Project[]> {
    await this.reload();
    const account = this.state.activeAccount();
    const before = this.state.value.projects;
    const projects = await this.projects.refresh(account);
    // A pinned project the service no longer has is unpinned, with a note naming it.
    const ids = new Set(projects.map((p) => p.id));
    await this.budgets.unpinGone(account.key, (id) => !ids.has(id), before).catch(() => undefined);
    await this.details.afterListRefresh();
    return projects;
  }

  /** The active account's cached details of project `id` (no network), or null. */
  async cachedProject(id: number): Promise<ProjectDetails | null> {
    return this.details.cached(id);
  }

  /**
   * Why the active account's saved list (or saved details) file exists but could not be read
   * when last tried: file, cause and fix; null when it was read, or there is none. Then
   * "nothing saved yet" would be untrue: the saved copy is there, unreadable.
   */
  async savedCopyProblem(what: 'list' | 'details'): Promise<string | null> {
    const { key } = this.state.activeAccount();
    return (what === 'list' ? this.cache : this.detailsCache).readProblem(key);
  }

  /** See `ProjectDetailsService.open`; `remember: false` (the CLI) leaves `recent` alone. */
  async getProject(id: number, options: { remember?: boolean } = {}): Promise<ProjectDetails> {
    return this.details.open(id, options.remember ?? true);
  }

  /**
   * The rows in view: their totals are fetched a few at a time (see `TotalsQueue`). Resolves
   * at once, without waiting for them; a promise like every method (see `startingCore`).
   */
  async wantTotals(ids: readonly number[]): Promise<void> {
    this.details.wantTotals(ids);
  }

  /**
   * Sets the budget of project `id` of the active account's list (see `BudgetService.set`:
   * a refused budget throws `bad_input` and saves nothing); the snapshot's `budgets` follows.
   */
  async setBudget(id: number, budget: unknown): Promise<Budget> {
    return this.budgets.set(id, budget);
  }

  /** Removes the budget of project `id` (and what its alerts remembered). */
  async clearBudget(id: number): Promise<null> {
    return this.budgets.clear(id);
  }

  /** Pins or unpins project `id` of the active account; answers the pinned ids. */
  async setPinned(id: number, pinned: boolean): Promise<number[]> {
    return this.budgets.setPinned(id, pinned);
  }

  /** The active account's web-app address (`https:` on its own host only; see `webAppAddress`). */
  async webAppAddress(): Promise<string> {
    return this.budgets.webAppAddress();
  }

  /**
   * Calls `listener` with the budget alerts each fresh set of totals calls for (see
   * `decideBudgetAlerts`), remembered in settings.json; resolves with the unsubscribe function.
   * Async so the app can call it on the starting core (see `startingCore`).
   */
  async onBudgetAlerts(listener: (alerts: BudgetAlert[]) => void): Promise<() => void> {
    return this.budgetAlerts.listen(listener);
  }

  /** Renames a customer at the service, then in the cached projects of that account. */
  async renameCustomer(customerId: number, name: string): Promise<{ customerId: number; name: string }> {
    return this.projects.renameCustomer(this.state.activeAccount(), customerId, name);
  }

  /**
   * One light call for each signed-in account unused for 7 days (see `KeepAlive`), one at
   * a time; first picks up what other processes changed and recorded.
   */
  async keepAliveDue(options: KeepAliveOptions = {}): Promise<Map<string, KeepAliveOutcome>> {
    await this.reload();
    await this.keepAlive.loadUses();
    return this.keepAlive.runDue(options);
  }

  /**
   * Checks and saves one preference (see `changePreference`: a refused value throws
   * `bad_input` and saves nothing); the next snapshot carries it. Returns all preferences.
   */
  async changePreference(change: unknown): Promise<Preferences> {
    // Loaded when a preference changes: its zod rules are not needed to read settings.
    const { changePreference } = await import('./settings/preference-change');
    const saved = await changePreference(this.store, change);
    await this.reload(); // the snapshot (and so the window and the tray) follow at once
    return saved;
  }

  /** The preferences settings.json held that were invalid and are at their defaults, one sentence each. */
  async preferenceProblems(): Promise<string[]> {
    await this.reload();
    return [...this.problems];
  }

  /**
   * Every health check (`timetray doctor`'s) on this core's settings, keychain and CA file;
   * `app`: what only the running app knows (shortcut registration, the OS proxy).
   */
  async healthCheck(app?: AppHealthFacts): Promise<HealthReport> {
    // Loaded when asked: the checks reach undici and TLS, which local CLI commands never need.
    const { runHealthCheck } = await import('./doctor');
    const { report } = await runHealthCheck({
      configDir: this.store.dir,
      ...(this.options.caFile ? { caFile: this.options.caFile } : {}),
      ...(this.options.secrets ? { secrets: this.options.secrets } : {}),
      ...(app ? { app } : {}),
      // The window's dates in the language it speaks (the CLI's doctor sets its own).
      times: { locale: formattingLocale(spokenLocale(), this.options.languages ?? []) },
    });
    return report;
  }

  /**
   * Re-reads settings, tokens and the active account's cache, for changes made by another
   * process (e.g. `timetray login` or `logout` while the tray app runs). No network call;
   * when settings.json did not change since the last read and the keychain answered last
   * time, only one `stat`.
   */
  reload(): Promise<void> {
    // One at a time: a second caller must not see the new stamp before the first has read the file.
    const run = this.reloading.then(() => this.reloadNow());
    this.reloading = run.catch(() => undefined);
    return run;
  }

  private async reloadNow(): Promise<void> {
    const stamp = await settingsStamp(this.store.file);
    // A keychain locked or unavailable at the last check is asked again even when the
    // settings are unchanged: unlocking it later must bring the sessions back.
    // Likewise an unreadable settings.json: a `chmod` changes no stamp the watch would see.
    const unresolved =
      this.state.value.fallbackReason !== null ||
      isKeychainCode(this.state.value.error?.code) ||
      this.unreadable !== null;
    if (stamp === this.stamp && !unresolved) return;
    // Taken before the read: a write landing in between makes the next reload read again.
    this.stamp = stamp;
    const { settings, notice, problems, unreadable } = await this.store.load();
    this.problems = problems ?? [];
    this.settingsInDoubt = notice !== null && (problems ?? []).length === 0;
    // Readable again (e.g. after the `chown` it named): its error goes with it.
    const fixed = this.unreadable !== null && this.state.value.error?.message === this.unreadable;
    this.unreadable = unreadable ?? null;
    // One snapshot for the whole re-read, and none when it shows nothing new.
    await this.state.change(
      async (view) => {
        if (fixed) view.showError(null);
        view.showSettings(settings);
        if (notice) view.showError({ code: 'settings', message: notice });
        await checkTokens(view, this.tokens);
        await this.keepAlive.loadUses(); // publishes by itself when the uses shown change
        this.cache.invalidate(); // another process may have refreshed or removed a cache file
        this.details.invalidate();
        await view.showCachedList();
      },
      { skipIfSame: true },
    );
    this.#retryWhileLocked();
  }

  /** Locked: a reload is due in `keychainRetryMs`, and again after it while still locked. */
  // `#`: not a method of the core (startingCore forwards every prototype method as async).
  #retryWhileLocked(): void {
    const every = this.options.keychainRetryMs;
    if (every === undefined || this.lockedRetry !== null || this.closed) return;
    if (this.state.value.error?.code !== 'keychain_locked') return;
    this.lockedRetry = setTimeout(() => {
      this.lockedRetry = null;
      void this.reload().catch(() => undefined);
    }, every);
    this.lockedRetry.unref();
  }

  /**
   * Gives running requests a moment to finish (and cache their result), then drops whatever
   * is still running and closes the connections; the core is unusable afterwards. Bounded:
   * quitting must not wait for a slow service (a request may run for a minute and more).
   */
  async close(): Promise<void> {
    this.closed = true;
    this.stopWatching();
    if (this.lockedRetry !== null) clearTimeout(this.lockedRetry);
    this.state.close();
    this.details.close();
    const deadline = sleep(CLOSE_GRACE_MS, undefined, { ref: false });
    await Promise.race([
      Promise.all([this.projects.settle(), this.details.settle(), this.keepAlive.settle()]),
      deadline,
    ]);
    this.epochs.close(); // answers arriving from now on are dropped, not written
    // The pool's own close waits for requests still running; it finishes in the background.
    await Promise.race([Promise.all([this.clients.close(), this.keepAliveClients.close()]), deadline]);
  }

  /**
   * Tokens a killed sign-in stored in the keychain but never listed in settings.json are
   * revoked at their origin and deleted (see `PendingTokens`). Skipped while the settings
   * cannot be trusted to list every account (unreadable, moved aside, or from a newer version).
   */
  private async reconcilePending(): Promise<void> {
    if (this.settingsInDoubt) return;
    const listed = (key: string) => this.state.value.settings.accounts.some((a) => a.key === key);
    await this.pending.reconcile(listed, this.tokens);
  }

  /**
   * Revokes and deletes the token and the cache of `key`, then applies `change` to settings.
   * After the revoke nothing fails the sign-out but a `change` that `mustChange` (see `signOut`).
   */
  private async forget(
    key: string,
    change: (settings: Settings) => void,
    mustChange: boolean,
  ): Promise<SignOutOutcome> {
    const account = this.state.account(key);
    // First: a refresh still running for this account must not write back or report our revoke's 401.
    this.epochs.bump(key);
    // A tampered address must not receive the token, but signing out must still work.
    const state = await this.tokens.revokeAndDelete(key, boundBaseUrlOrNull(account));
    // One snapshot once everything is cleaned up (or could not be).
    return this.state.change(async (view) => {
      view.markSignedIn(key, false);
      const left: string[] = [];
      const leftBehind = (what: () => string) => (error: unknown) =>
        void left.push(`${what()} (${problemOf(error)})`);
      await this.cache.remove(key).catch(leftBehind(m.core_left_saved_list));
      await this.details.forget(key).catch(leftBehind(m.core_left_saved_details));
      try {
        await view.saveSettings(change);
      } catch (error) {
        if (mustChange) throw new CoreError('settings', tokenGoneBut(problemOf(error)), { cause: error });
        leftBehind(m.core_left_settings)(error);
      }
      await view.showCachedList();
      const warning = left.length > 0 ? leftBehindWarning(left.join('; ')) : undefined;
      view.showError(warning ? { code: 'settings', message: warning } : null);
      const outcome: SignOutOutcome = { revoked: state === 'revoked', state };
      return warning ? { ...outcome, warning } : outcome;
    });
  }

  /** Stores a credential and saves its account as the active one; returns the account key. */
  private async adopt(
    baseUrl: string,
    accountId: string,
    email: string,
    credential: Credential,
    ownToken: boolean,
    label?: string,
  ): Promise<string> {
    const key = accountKey(baseUrl, accountId, email);
    // Noted first: a kill between the keychain write and the settings write must not leave
    // a live token nobody lists (the next start revokes it).
    const listed = await this.pending.begin(key, baseUrl).catch(async (error: unknown) => {
      // The config folder refuses writes (its sentence names why): nothing will hold our
      // new token, so end it now.
      if (ownToken) await this.tokens.revokeQuietly(baseUrl, credential);
      throw error;
    });
    await this.tokens.store(key, baseUrl, credential, ownToken).catch(async (error: unknown) => {
      await listed();
      throw error;
    });
    const mail = email.trim();
    // One snapshot: the account listed, signed in and its cached projects shown.
    await this.state.change(async (view) => {
      await view.saveSettings((s) => {
        const existing = s.accounts.find((a) => a.key === key);
        const name = label?.trim() || existing?.label || mail;
        const record: AccountRecord = {
          key,
          baseUrl,
          accountId,
          email: mail,
          label: name,
          signedOutReason: null,
          ...(existing?.recent ? { recent: existing.recent } : {}),
          // Signing in again keeps what the user set on the account's projects (issue #19).
          ...(existing?.budgets ? { budgets: existing.budgets } : {}),
          ...(existing?.pinned ? { pinned: existing.pinned } : {}),
          ...(existing?.budgetAlerted ? { budgetAlerted: existing.budgetAlerted } : {}),
        };
        s.accounts = existing ? s.accounts.map((a) => (a.key === key ? record : a)) : [...s.accounts, record];
        s.activeKey = key;
      });
      await listed();
      view.markSignedIn(key, true);
      view.showError(null);
      view.setFallbackReason(null);
      await view.showCachedList();
    });
    return key;
  }
}
