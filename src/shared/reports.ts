/**
 * Period figures (issue 33): hours and money of today, this week, this cycle or any period,
 * from Rabbiit's reports. Plain types shared by main, the window and the CLI; main computes
 * them (core/reports/report-figures.ts). A figure the service did not give is null, never 0.
 */
import type { PeriodBudgetStatus } from './period-budget';
import type { DateRange, Period } from './periods';
import type { AppError } from './result';

/** Time and money, yours apart from everyone's where entries name other people. */
export interface Figures {
  seconds: number;
  /** null: no entry carried money (not "0.00"). */
  value: number | null;
  /**
   * The signed-in user's share, set only when some entries are someone else's (a manager's
   * view of a team): then `seconds`/`value` are everyone's. null: one figure, all yours.
   */
  mine: { seconds: number; value: number | null } | null;
}

export type PeriodFigures = Figures & DateRange;

/** A project's hours in the periods the tray and the list show (seconds). */
export interface ProjectPeriods {
  today: number;
  week: number;
  cycle: number;
  cycleValue: number | null;
}

/**
 * A project's hours once the periods are known but none of its entries fall in them: ready
 * figures without an entry for a project mean no time (0), never "unknown".
 */
export const projectPeriodsOf = (view: PeriodsView, id: number): ProjectPeriods =>
  view.projects[id] ?? { today: 0, week: 0, cycle: 0, cycleValue: null };

/** What the snapshot carries of the active account's reports. */
export interface PeriodsView {
  /**
   * `ready`: figures below; `not_offered`: the service has no reports for this account (said
   * in one calm line, nothing else changes); `none`: none fetched yet (offline, or just signed in).
   */
  status: 'ready' | 'not_offered' | 'none';
  /** When the figures' days were fetched (the oldest of them); null with no figures. */
  asOf: string | null;
  /** Some days of the current periods could not be fetched: the figures are partial. */
  partial: boolean;
  today: PeriodFigures | null;
  week: PeriodFigures | null;
  cycle: PeriodFigures | null;
  /** Only projects with time this cycle or week, by id. */
  projects: Readonly<Record<number, ProjectPeriods>>;
  /** Why the last fetch failed (the saved figures stay), or null. */
  error: AppError | null;
  /** The account's budgets per week, month or cycle, measured (issue 34). */
  budgets: readonly PeriodBudgetStatus[];
}

/** Before any report is read, and for an account with none saved. */
export const NO_PERIODS: PeriodsView = Object.freeze({
  status: 'none',
  asOf: null,
  partial: false,
  today: null,
  week: null,
  cycle: null,
  projects: Object.freeze({}),
  error: null,
  budgets: Object.freeze([]),
});

/** One project's days of the current cycle, for the details view's chart. */
export interface ProjectCycleDays {
  from: string;
  to: string;
  /** The machine's local day, to mark it. */
  today: string;
  days: { date: string; seconds: number | null }[];
}

export type ReportGrouping = 'project' | 'customer' | 'day';
export const REPORT_GROUPINGS: readonly ReportGrouping[] = ['project', 'customer', 'day'];

/** One line of a report: a project, a customer or a day. */
export interface ReportRow extends Figures {
  /** The project id, the customer id, or the day `YYYY-MM-DD`; null: entries with no project (or customer). */
  key: number | string | null;
  /** The project's or customer's name as the saved list (else the entries) gives it; null for a day. */
  name: string | null;
  /** By project: the project's customer. */
  customerId: number | null;
  customerName: string | null;
  /** By project: its hourly rate as the saved list has it (null: unknown). */
  rate: number | null;
}

/** A period's report: totals, rows by the grouping asked, and every day for a chart. */
export interface PeriodReport extends Figures {
  period: Period;
  grouping: ReportGrouping;
  rows: ReportRow[];
  /** Every day of the period: its seconds (null: not fetched) and value. */
  days: { date: string; seconds: number | null; value: number | null }[];
  /** When the oldest of its days was fetched; null when none is known. */
  asOf: string | null;
  /** Days of the period whose entries are not known (a month that failed, offline): partial. */
  missing: DateRange[];
  /** Whether its figures were fetched just now (false: the saved ones). */
  fresh: boolean;
  /** Why fetching failed, when the saved figures stand in; null otherwise. */
  error: AppError | null;
}

/** The periods the window's "Hours by period" view switches between. */
export const WINDOW_PERIODS = ['cycle', 'last-cycle', 'week', 'month'] as const;
export type WindowPeriod = (typeof WINDOW_PERIODS)[number];

/** The window lists projects or customers (a day's figures are its chart). */
export const WINDOW_GROUPINGS = ['project', 'customer'] as const;
export type WindowGrouping = (typeof WINDOW_GROUPINGS)[number];

/**
 * What the window asks of `reports:period`: `saved`, main's saved days only (at once, no
 * network); `service`, fetched first (the saved days stand in, with the reason, if it fails).
 */
export interface PeriodRequest {
  period: WindowPeriod;
  grouping: WindowGrouping;
  source: 'saved' | 'service';
}

/** A report as the window gets it: `offered` false, the service has no reports for this account. */
export type WindowReport = PeriodReport & { offered: boolean };

/**
 * Whether the window should fetch after showing the saved report: always for a closed
 * period (its days may have been edited since they were saved) and for a current one with
 * days missing; a current week or cycle with every day saved is fresh from the last refresh,
 * which fetched it.
 */
export const wantsFetch = (report: WindowReport): boolean =>
  report.offered &&
  (report.missing.length > 0 || !(report.period.kind === 'cycle' || report.period.kind === 'week'));
