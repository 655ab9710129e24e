import type { Budget } from '../../shared/budget';
import type { BudgetTarget, PeriodBudget, PeriodBudgetStatus } from '../../shared/period-budget';
import type { HealthReport } from '../../shared/health';
import { formattingLocale } from '../../shared/i18n/locale';
import type { RemoveOutcome, SignOutOutcome } from '../../shared/ipc';
import type { Preferences } from '../../shared/preferences';
import type { AccountSummary, AppSnapshot, Project, ProjectDetails, SignInInput } from '../../shared/types';
import {
  leftBehindWarning,
  tokenGoneBut,
  tokenRefused,
  type AccountSessions,
} from './accounts/account-sessions';
import { checkTokens } from './accounts/check-tokens';
import type { KeepAliveOptions, KeepAliveOutcome } from './accounts/keep-alive';
import type { BudgetAlert } from './budgets/budget-alerts';
import type { BudgetService } from './budgets/budget-service';
import type { ApiError } from './api/api-error';
import type { CoreError } from './core-error';
import { closeCoreParts, makeCoreParts, type CoreParts } from './core-parts';
import type { AppHealthFacts } from './doctor/doctor';
import { removeAbandonedTempFiles } from './files/crash-leftovers';
import { spokenLocale } from './i18n';
import type { ProjectDetailsService } from './projects/project-details';
import type { SettingsReload } from './settings/settings-reload';
import { watchSettingsFile } from './settings/settings-watch';
import type { CoreOptions, ImportTokenInput } from './state/core-options';
import type { CoreState } from './state/core-state';
import type { ReportAnswerOf, ReportOptions } from './reports/report-service';
import { namedPeriod, type Period, type PeriodRules } from '../../shared/periods';
import type { PeriodRequest, ProjectCycleDays, WindowReport } from '../../shared/reports';
import { noAccount, sessionEnded } from './state/snapshot';

export { leftBehindWarning, noAccount, sessionEnded, tokenGoneBut, tokenRefused };
export type { CoreOptions, ImportTokenInput };
export type { RemoveOutcome, SignOutOutcome };

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
  private readonly parts: CoreParts;
  private readonly state: CoreState;
  private readonly sessions: AccountSessions;
  private readonly settings: SettingsReload;
  private readonly details: ProjectDetailsService;
  private readonly budgets: BudgetService;
  private stopWatching: () => void = () => undefined;

  private constructor(private readonly options: CoreOptions) {
    this.parts = makeCoreParts(options, () => this.refreshProjects());
    ({ state: this.state, sessions: this.sessions, settings: this.settings } = this.parts);
    ({ details: this.details, budgets: this.budgets } = this.parts);
  }

  /** Loads settings, checks which accounts have a token, and the active account's cache. */
  static async open(options: CoreOptions = {}): Promise<TimetrayCore> {
    const core = new TimetrayCore(options);
    const dir = core.parts.store.dir;
    await removeAbandonedTempFiles(dir); // writes a killed process never finished
    // The first reload reads everything (no file's stamp is ''). It publishes to no listener
    // yet: what it shows is the snapshot the app's first listeners are given.
    await core.reload();
    // Tokens a killed sign-in left in the keychain (see `AccountSessions.reconcilePending`).
    if (options.asksKeychain !== false) await core.sessions.reconcilePending(core.settings.settingsInDoubt);
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
    return this.settings.unreadable;
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
    return this.sessions.signIn(input);
  }

  /**
   * Adopts a token made elsewhere. `userAgent` must be the exact one it was made with: the
   * service destroys a token presented with another. The token is checked by listing the
   * projects before it is stored; a refused token throws `signed_out` and changes nothing
   * (settings, keychain and the current session stay as they were).
   */
  async importToken(input: ImportTokenInput): Promise<AccountSummary> {
    return this.sessions.importToken(input);
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
    return this.sessions.signOut(key);
  }

  /**
   * Like `signOut`, and also forgets the account; the first remaining one becomes active.
   * Settings that cannot be saved fail it (the account is still listed), saying that the
   * token is gone all the same.
   */
  async removeAccount(key: string): Promise<RemoveOutcome> {
    return this.sessions.removeAccount(key);
  }

  /** What `removeAccount(key)` would delete that the service cannot give back (budgets, pins). */
  async keptOnlyHere(key: string): Promise<RemoveOutcome['forgotten']> {
    return this.sessions.keptOnlyHere(key);
  }

  /** Makes `key` the active account and shows its cached projects (no network call). */
  async useAccount(key: string): Promise<void> {
    return this.sessions.useAccount(key);
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
    const projects = await this.parts.projects.refresh(account);
    // A pinned project the service no longer has is unpinned, with a note naming it.
    const ids = new Set(projects.map((p) => p.id));
    await this.budgets.unpinGone(account.key, (id) => !ids.has(id), before).catch(() => undefined);
    await this.details.afterListRefresh();
    // After the list, not awaited: the list (and the refresh's end) is never held up by the
    // reports, and a second refresh joining this one gets the list it asked for. Failures
    // are the periods' own (see `ReportService`); `close` waits for a fetch still running.
    if (this.options.fetchPeriods) void this.parts.reports.refresh(account).catch(() => undefined);
    return projects;
  }

  /**
   * The report of `period` for the active account (see `ReportService.report`): fetched from
   * the service unless `cached`, else the saved days with the reason it could not be.
   */
  async report(period: Period, options: ReportOptions = {}): Promise<ReportAnswerOf> {
    await this.reload();
    return this.parts.reports.report(period, options);
  }

  /**
   * Project `id`'s hours on each day of the current cycle, from the saved reports (no
   * network): the user's own, as the details' figures beside the chart are.
   */
  async projectCycleDays(id: number): Promise<ProjectCycleDays> {
    const { cycle } = this.parts.reports.current();
    const report = await this.parts.reports.report(cycle, {
      grouping: 'day',
      filter: { projectId: id, mine: true },
      cached: true,
    });
    return {
      from: cycle.from,
      to: cycle.to,
      today: this.parts.reports.today(),
      days: report.days.map(({ date, seconds }) => ({ date, seconds })),
    };
  }

  /**
   * The "Hours by period" view's report: the named period of today, by project or customer,
   * from the saved days or fetched first. What crosses to the window is plain data: the
   * failure's code and words (`error`), not the error object.
   */
  async windowReport({ period, grouping, source }: PeriodRequest): Promise<WindowReport> {
    const { rules, today } = await this.periodRules();
    const { failure: _failure, ...report } = await this.report(namedPeriod(period, today, rules), {
      grouping,
      cached: source === 'saved',
    });
    return report;
  }

  /** The period rules in force (`cycleStartDay`, the week's first day) and today, for parsing a period. */
  async periodRules(): Promise<{ rules: PeriodRules; today: string }> {
    return { rules: this.parts.reports.rules(), today: this.parts.reports.today() };
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
    return (what === 'list' ? this.parts.cache : this.parts.detailsCache).readProblem(key);
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

  /**
   * Sets the budget per week, month or cycle of a project or customer of the active account's
   * list (see `BudgetService.setPeriod`); the snapshot's `periods.budgets` follows, and the
   * days it needs that are not saved are fetched (not awaited, as after a refresh).
   */
  async setPeriodBudget(target: BudgetTarget, budget: unknown): Promise<PeriodBudget> {
    const saved = await this.budgets.setPeriod(target, budget);
    await this.periodBudgetsChanged(true);
    return saved;
  }

  /** Removes the period budget of `target` (and its alert). */
  async clearPeriodBudget(target: BudgetTarget): Promise<null> {
    await this.budgets.clearPeriod(target);
    await this.periodBudgetsChanged(false);
    return null;
  }

  /**
   * The active account's period budgets, measured on the saved days; unless `cached`, the
   * days they need are fetched first, and `failure` says why that failed (the saved days
   * stand in). `asOf`: when the oldest of the current week's and cycle's days was fetched.
   */
  async periodBudgets(options: { cached?: boolean } = {}): Promise<{
    budgets: readonly PeriodBudgetStatus[];
    failure: ApiError | CoreError | null;
    asOf: string | null;
    offered: boolean;
  }> {
    const account = this.state.activeAccount();
    // Nothing to measure, nothing to fetch (`timetray budgets` with lifetime budgets only).
    const none = Object.keys(account.periodBudgets ?? {}).length === 0;
    const failure = options.cached || none ? null : await this.parts.reports.fetchCurrent(account);
    const view = await this.parts.reports.viewOf(account.key);
    return { budgets: view.budgets, failure, asOf: view.asOf, offered: view.status !== 'not_offered' };
  }

  private async periodBudgetsChanged(fetch: boolean): Promise<void> {
    const account = this.state.activeAccount();
    const view = await this.parts.reports.viewOf(account.key, this.state.value.periods.error);
    this.state.change((changes) => changes.showPeriods(view), { skipIfSame: true });
    if (fetch && this.options.fetchPeriods) void this.parts.reports.refresh(account).catch(() => undefined);
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
    return this.parts.budgetAlerts.listen(listener);
  }

  /** Renames a customer at the service, then in the saved list and details of that account. */
  async renameCustomer(customerId: number, name: string): Promise<{ customerId: number; name: string }> {
    const account = this.state.activeAccount();
    const result = await this.parts.projects.renameCustomer(account, customerId, name);
    await this.parts.details.customerRenamed(account.key, result.customerId);
    return result;
  }

  /**
   * One light call for each signed-in account unused for 7 days (see `KeepAlive`), one at
   * a time; first picks up what other processes changed and recorded.
   */
  async keepAliveDue(options: KeepAliveOptions = {}): Promise<Map<string, KeepAliveOutcome>> {
    await this.reload();
    await this.parts.keepAlive.loadUses();
    return this.parts.keepAlive.runDue(options);
  }

  /**
   * Checks and saves one preference (see `changePreference`: a refused value throws
   * `bad_input` and saves nothing); the next snapshot carries it. Returns all preferences.
   */
  async changePreference(change: unknown): Promise<Preferences> {
    // Loaded when a preference changes: its zod rules are not needed to read settings.
    const { changePreference } = await import('./settings/preference-change');
    const saved = await changePreference(this.parts.store, change);
    await this.reload(); // the snapshot (and so the window and the tray) follow at once
    // New period rules move the week's and cycle's days: fetch the ones not saved yet, as a
    // list refresh would (not awaited, like there: the saved figures show meanwhile).
    const { key } = change as { key: string };
    const signedIn = this.state.value.settings.activeKey !== null;
    if (this.options.fetchPeriods && signedIn && (key === 'cycleStartDay' || key === 'weekStart'))
      void this.parts.reports.refresh(this.state.activeAccount()).catch(() => undefined);
    // Working days move only the pace: measured again on the saved days.
    else if (signedIn && key === 'workDays') await this.periodBudgetsChanged(false);
    return saved;
  }

  /** The preferences settings.json held that were invalid and are at their defaults, one sentence each. */
  async preferenceProblems(): Promise<string[]> {
    await this.reload();
    return [...this.settings.problems];
  }

  /**
   * Every health check (`timetray doctor`'s) on this core's settings, keychain and CA file;
   * `app`: what only the running app knows (shortcut registration, the OS proxy).
   */
  async healthCheck(app?: AppHealthFacts): Promise<HealthReport> {
    // Loaded when asked: the checks reach undici and TLS, which local CLI commands never need.
    const { runHealthCheck } = await import('./doctor');
    const { report } = await runHealthCheck({
      configDir: this.parts.store.dir,
      ...(this.options.caFile ? { caFile: this.options.caFile } : {}),
      ...(this.options.secrets ? { secrets: this.options.secrets } : {}),
      ...(app ? { app } : {}),
      // The window's dates in the language it speaks (the CLI's doctor sets its own).
      times: { locale: formattingLocale(spokenLocale(), this.options.languages ?? []) },
    });
    return report;
  }

  /**
   * Asks the keychain which accounts hold a token, for a core opened with `asksKeychain:
   * false` that needs to know after all (`timetray pin ID` with no saved list: signed out,
   * or the keychain locked?). The snapshot then shows it, as after opening with the question.
   */
  async askKeychain(): Promise<void> {
    await this.parts.state.change((view) => checkTokens(view, this.parts.tokens));
  }

  /**
   * Re-reads settings, tokens and the active account's cache, for changes made by another
   * process (e.g. `timetray login` or `logout` while the tray app runs). No network call;
   * when settings.json did not change since the last read and the keychain answered last
   * time, only one `stat`.
   */
  reload(): Promise<void> {
    return this.settings.reload();
  }

  /**
   * Gives running requests a moment to finish (and cache their result), then drops whatever
   * is still running and closes the connections; the core is unusable afterwards. Bounded:
   * quitting must not wait for a slow service (a request may run for a minute and more).
   */
  async close(): Promise<void> {
    this.stopWatching();
    await closeCoreParts(this.parts);
  }
}
