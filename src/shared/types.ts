/** Plain data shared by main, preload and renderer. No electron, node or DOM imports. */
import type { Budget } from './budget';
import type { Locale } from './i18n/locale';
import type { Preferences } from './preferences';
import type { PeriodsView } from './reports';
import type { AppError } from './result';

/** A project as the client normalises it from whatever the service sends. */
export interface Project {
  id: number;
  name: string;
  description: string | null;
  /** Members can log time only on active projects. */
  active: boolean;
  /** `active` or `archived` per the docs; kept as sent when it is something else. */
  status: string | null;
  /** 1 public, 2 private. */
  privacy: number | null;
  customerId: number | null;
  customerName: string | null;
  billable: boolean | null;
  billBy: 'project' | 'user' | null;
  rate: number | null;
  requiredTask: boolean | null;
  template: boolean | null;
  /** ISO 8601 (the service's `-0200` offsets are rewritten as `-02:00`). */
  dateCreated: string | null;
  dateChanged: string | null;
  createdBy: number | null;
  deletedBy: number | null;
  isMember: boolean | null;
  isManager: boolean | null;
  valueTotal: number | null;
  /** `time_total` (`HHH:MM:SS`) in seconds. */
  timeTotalSeconds: number | null;
  totalMembers: number | null;
  totalActiveTasks: number | null;
}

/** One row of the window's list: the handful of fields a row shows, not the 25 of a Project. */
export interface ProjectRow {
  id: number;
  name: string;
  customerId: number | null;
  customerName: string | null;
  /** `status: archived` or not active (see `isArchived`). */
  archived: boolean;
}

/** What `GET /projects/<id>` adds: the totals the list never carries. */
export interface ProjectTotals {
  timeTotalSeconds: number | null;
  valueTotal: number | null;
  /** ISO time these details were fetched from the service. */
  fetchedAt: string;
}

/** A project's details (`GET /projects/<id>`), as cached per account beside the list. */
export interface ProjectDetails {
  /** The full normalised project, totals included. */
  project: Project;
  /** ISO time of that fetch ("as of 10:42"). */
  fetchedAt: string;
}

/** One account the user has added; never carries the token. */
export interface AccountSummary {
  /** Local, stable key of the account (also its keychain entry name). */
  key: string;
  label: string;
  baseUrl: string;
  accountId: string;
  email: string;
  /** A token for it is in the keychain. */
  signedIn: boolean;
  active: boolean;
  /**
   * ISO time of the last successful use of its token by any Timetray process; null when
   * none is on record (an account from before uses were recorded, or a time in the future).
   */
  lastUsed: string | null;
}

export type SessionState =
  | { status: 'signed_in'; account: AccountSummary }
  /** `reason` says why, e.g. "the service ended this session — sign in again". */
  | { status: 'signed_out'; reason: string | null };

/** Everything the window and the tray show, pushed from main as one immutable snapshot. */
export interface AppSnapshot {
  session: SessionState;
  accounts: AccountSummary[];
  projects: Project[];
  /** Items of the last list the service sent that could not be read (no id or name). */
  skippedProjects: number;
  /** ISO time of the last successful refresh, or null if never. */
  lastRefresh: string | null;
  refreshing: boolean;
  /** The last failure worth showing, cleared by the next success. */
  error: AppError | null;
  /**
   * Every project of the active account whose details are known (from the details cache),
   * by id; replaced by a new object only when it changes.
   */
  totals: Readonly<Record<number, ProjectTotals>>;
  /** Ids of the last 5 projects opened (details view or tray), newest first, per account. */
  recent: number[];
  /**
   * The active account's budgets by project id (issue #19; set locally, the service has none).
   * Progress: `budgetProgress(budgets[id], totals[id])` (src/shared/budget.ts).
   */
  budgets: Readonly<Record<number, Budget>>;
  /** The active account's pinned project ids, in the order they were pinned (shown first). */
  pinned: number[];
  /** The preferences as saved in settings.json (invalid values already at their defaults). */
  preferences: Preferences;
  /** The language every surface speaks now: the `language` preference, `auto` resolved. */
  locale: Locale;
  /** The active account's hours of today, this week and this cycle, from its reports (issue 33). */
  periods: PeriodsView;
}

/**
 * What the window receives: the snapshot with slim rows instead of full projects (made in
 * main by `toWindowSnapshot`); details come on demand (`getProject`).
 */
export type WindowSnapshot = Omit<AppSnapshot, 'projects'> & {
  projects: ProjectRow[];
  /**
   * Set on a `state:get` answer that carries only the rows of the window's first screen (the
   * first customers in display order, see `firstScreenOf`): the page paints them at once, and
   * main pushes the whole list once the page says they are painted. Counts are unknown until then.
   */
  firstScreenOnly?: true;
  /** Numbers a first-screen answer; the page names it when it has painted it (`window:painted`). */
  firstScreenId?: number;
};

export interface SignInInput {
  baseUrl: string;
  email: string;
  password: string;
  accountId: string;
}
