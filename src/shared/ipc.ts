import type { Budget } from './budget';
import type { BudgetTarget, PeriodBudget } from './period-budget';
import type { PeriodRequest, ProjectCycleDays, WindowReport } from './reports';
import type { HealthReport } from './health';
import type { PreferenceChange, Preferences, SettingsInfo } from './preferences';
import type { Result } from './result';
import type { AccountSummary, ProjectDetails, ProjectRow, SignInInput, WindowSnapshot } from './types';

/** Adopting a token made elsewhere ("advanced" in the sign-in form). */
export interface ImportTokenRequest {
  baseUrl: string;
  accountId: string;
  email: string;
  token: string;
  /** Exactly the User-Agent the token was created with: the service destroys it otherwise. */
  userAgent: string;
}

/**
 * The one IPC contract. Channel names read `domain:verb`; the preload, the main-side
 * handlers, their argument schemas (`ipc/validation.ts`) and the browser-test harness all
 * derive their types from this map, so a signature changes in exactly one place.
 */
export interface IpcContract {
  'state:get': () => WindowSnapshot;
  /** Refreshes the list from the service; answers with the new list's rows. */
  'projects:list': () => Result<ProjectRow[]>;
  /** The project's details from the per-account details cache, no network; null when none. */
  'projects:cached': (id: number) => Result<ProjectDetails | null>;
  /**
   * `GET /projects/<id>`: caches the details, updates `totals`, records the id in `recent`.
   * A project the service no longer has fails with `not_found` (its message says so in the
   * app's language) and is dropped from the list and the caches.
   */
  'projects:get': (id: number) => Result<ProjectDetails>;
  /**
   * The rows now in view (at most {@link MAX_WANTED_TOTALS} ids): main fetches the details of
   * those whose totals are missing or older than the last list refresh, a few at a time; a
   * newer call replaces ids no longer in view. Results arrive in `totals` pushes.
   */
  'projects:want-totals': (ids: number[]) => void;
  /** Puts a short Markdown status of the project on the clipboard (in main); answers with it. */
  'projects:copy-summary': (id: number) => Result<{ text: string }>;
  /**
   * The project's hours on each day of the current cycle, from the saved reports (no network:
   * the figures follow each refresh); a day never fetched has `seconds: null`.
   */
  'projects:cycle-days': (id: number) => Result<ProjectCycleDays>;
  /**
   * The active account's report of a period by project or customer, with its days, for the
   * "Hours by period" view: the saved days, or fetched first (see {@link PeriodRequest}).
   */
  'reports:period': (request: PeriodRequest) => Result<WindowReport>;
  'customers:rename': (customerId: number, name: string) => Result<{ customerId: number; name: string }>;
  /**
   * Sets the active account's budget of a project in its list (hours and/or value, each
   * positive or null, not both null); a changed budget notifies 80% and 100% afresh.
   * Answers the budget as saved; the snapshot's `budgets` follows.
   */
  'budgets:set': (projectId: number, budget: Budget) => Result<Budget>;
  /** Removes the project's budget (and its alert memory); answers null. Clearing none is fine. */
  'budgets:clear': (projectId: number) => Result<null>;
  /**
   * Sets the budget per week, month or cycle of a project or customer of the active account's
   * list (issue 34); answers it as saved, and the snapshot's `periods.budgets` follows.
   */
  'budgets:set-period': (target: BudgetTarget, budget: PeriodBudget) => Result<PeriodBudget>;
  /** Removes the period budget of a project or customer; answers null. Clearing none is fine. */
  'budgets:clear-period': (target: BudgetTarget) => Result<null>;
  /** Pins (true) or unpins (false) a project of the list; answers the pinned ids as saved. */
  'projects:pin': (projectId: number, pinned: boolean) => Result<number[]>;
  /**
   * Opens the active account's projects page in the system browser: only `https:` on the
   * account's own host (`webAppAddress`), never an address from the service's data. Answers it.
   */
  'webapp:open': () => Result<{ url: string }>;
  /** Also while signed in: adds (or re-signs) an account and makes it the active one. */
  'session:sign-in': (input: SignInInput) => Result<AccountSummary>;
  /** What happened to the token: see `SignOutOutcome`. */
  'session:sign-out': () => Result<SignOutOutcome>;
  /** Checks the token by listing the projects, then stores it; the account becomes active. */
  'session:import-token': (input: ImportTokenRequest) => Result<AccountSummary>;
  /** Makes the account with this key the active one (its cached projects show at once). */
  'accounts:use': (key: string) => Result<{ key: string }>;
  /** Signs the account out (revoking its token) and forgets it: the outcome as for sign-out, and the budgets and pins that went with it. */
  'accounts:remove': (key: string) => Result<RemoveOutcome>;
  /** Hides the panel (Escape), as a click elsewhere does. */
  'window:hide': () => void;
  /** The About facts, the desktop's state of the settings and settings.json's ignored values. */
  'settings:info': () => Result<SettingsInfo>;
  /**
   * Checks and saves one preference, then makes the running app follow it (timer, login
   * item, shortcut); answers all preferences as saved. A refused value saves nothing.
   */
  'settings:set': (change: PreferenceChange) => Result<Preferences>;
  /** Main's file dialog, then the same check and save as `settings:set` caFile; null: cancelled. */
  'settings:choose-ca-file': () => Result<Preferences | null>;
  /** Every health check (`timetray doctor`'s), with what only the running app knows. */
  'health:run': () => Result<HealthReport>;
  /**
   * The page has painted the first screen of rows a `state:get` answer brought (the answer's
   * `firstScreenId`): main pushes the whole list now, not before, so moving it never delays
   * that paint. A call naming any other answer (one to a page since reloaded) is ignored.
   */
  'window:painted': (firstScreenId: number) => void;
}

export type IpcChannel = keyof IpcContract;

/** Main → renderer pushes (a {@link SnapshotPush}). */
export const STATE_CHANGED = 'state:changed';

/**
 * A pushed snapshot. `projects` is left out when the list is the one pushed last (it is
 * large, and most snapshots only change flags): the renderer keeps its last list then.
 * `totals` is always present (small: only projects whose details were fetched).
 */
export type SnapshotPush = Omit<WindowSnapshot, 'projects'> & { projects?: ProjectRow[] };
/** Main → renderer: what a tray item asked the window to show. */
export const WINDOW_INTENT = 'window:intent';

/**
 * "Add account…" opens the sign-in form; a tray project item or a Recent item opens that
 * project's details; `search` focuses the search field.
 */
export type WindowIntent = { kind: 'add-account' } | { kind: 'project'; id: number } | { kind: 'search' };

/** The most ids one `wantTotals` call may name (a screenful of rows is far fewer). */
export const MAX_WANTED_TOTALS = 200;

/**
 * What a sign-out did with the token: `revoked` at the service (or the service had already
 * ended it) and deleted here; `not_signed_in`: there was no token, nothing to revoke;
 * `not_reached`: deleted here, but the service could not be told, so it stays valid there.
 */
export type SignOutState = 'revoked' | 'not_signed_in' | 'not_reached';

/**
 * A sign-out or removal that went through. `revoked` is true only when a token was ended at
 * the service (`state: 'revoked'`); `warning` names what could not be cleaned up.
 */
export interface SignOutOutcome {
  revoked: boolean;
  state: SignOutState;
  warning?: string;
}

/**
 * A removal that went through: the sign-out, and how many budgets and pins went with the
 * account (they were kept only on this computer; signing in again does not bring them back).
 */
export interface RemoveOutcome extends SignOutOutcome {
  forgotten: { budgets: number; pins: number };
}

/**
 * The renderer's name for each channel it calls: `window.timetray[method](...args)` invokes
 * `channel` with those arguments. The preload builds the bridge from this table (the browser
 * tests run that preload), and {@link TimetrayBridge}'s methods take their types from it, so a new
 * channel is one line here (plus its contract entry, schema and handler). `state:get` is not
 * here: `getState` answers from the request the preload makes early.
 */
export const BRIDGE_METHODS = {
  listProjects: 'projects:list',
  getCachedProject: 'projects:cached',
  getProject: 'projects:get',
  wantTotals: 'projects:want-totals',
  copySummary: 'projects:copy-summary',
  getCycleDays: 'projects:cycle-days',
  getPeriodReport: 'reports:period',
  renameCustomer: 'customers:rename',
  setBudget: 'budgets:set',
  clearBudget: 'budgets:clear',
  setPeriodBudget: 'budgets:set-period',
  clearPeriodBudget: 'budgets:clear-period',
  setPinned: 'projects:pin',
  openWebApp: 'webapp:open',
  signIn: 'session:sign-in',
  signOut: 'session:sign-out',
  importToken: 'session:import-token',
  useAccount: 'accounts:use',
  removeAccount: 'accounts:remove',
  hideWindow: 'window:hide',
  getSettingsInfo: 'settings:info',
  setPreference: 'settings:set',
  chooseCaFile: 'settings:choose-ca-file',
  runHealthCheck: 'health:run',
  /** See `window:painted`: called once the first screen of a first-screen answer is painted. */
  firstScreenPainted: 'window:painted',
} as const satisfies Record<string, Exclude<IpcChannel, 'state:get'>>;

type BridgeMethodTable = typeof BRIDGE_METHODS;

/** Each method of the table: its channel's arguments, its channel's answer in a Promise. */
export type BridgeInvokers = {
  [M in keyof BridgeMethodTable]: (
    ...args: Parameters<IpcContract[BridgeMethodTable[M]]>
  ) => Promise<ReturnType<IpcContract[BridgeMethodTable[M]]>>;
};

/** What `window.timetray` offers the renderer: every call async, never the token. */
export interface TimetrayBridge extends BridgeInvokers {
  /** `state:get`: the first call gets the answer to the request the preload made at load. */
  getState(): Promise<WindowSnapshot>;
  /**
   * Calls `listener` with every new snapshot (without `projects` when the list did not
   * change); returns the unsubscribe function.
   */
  onState(listener: (push: SnapshotPush) => void): () => void;
  /**
   * Calls `listener` with each intent from the tray, starting with one that arrived before
   * the page subscribed (the window may be created by that very click).
   */
  onIntent(listener: (intent: WindowIntent) => void): () => void;
}

/**
 * The table's methods over `invoke` (the preload's `ipcRenderer.invoke`): each sends its own
 * channel with the arguments it is given. Main checks every argument (`ipc/validation.ts`).
 */
export function bridgeInvokers(
  invoke: (channel: IpcChannel, ...args: unknown[]) => Promise<unknown>,
): BridgeInvokers {
  const invokers: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [method, channel] of Object.entries(BRIDGE_METHODS)) {
    invokers[method] = (...args) => invoke(channel, ...args);
  }
  return invokers as BridgeInvokers;
}
