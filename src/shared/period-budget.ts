/**
 * Retainers (issue 34): a budget per week, month or billing cycle, for one project or a whole
 * customer, measured against that period's entries only, with the pace of its working days.
 * Pure: shared by the core, the CLI, the window and the tray. Lifetime budgets stay as they
 * were (src/shared/budget.ts, per project, against the project's totals).
 */
import { budgetProgress, type Budget, type BudgetProgress } from './budget';
import { daysOf, weekday, type DateRange, type PeriodName } from './periods';
import type { Figures } from './reports';

/** The periods a budget can start again in; `lifetime` is the older, per-project budget. */
export const BUDGET_PERIODS = ['week', 'month', 'cycle'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const BUDGET_PERS = ['lifetime', ...BUDGET_PERIODS] as const;
export type BudgetPer = (typeof BUDGET_PERS)[number];

/** The period before the current one, by name (`periods.ts` computes it). */
export const LAST_PERIOD: Readonly<Record<BudgetPeriod, PeriodName>> = {
  week: 'last-week',
  month: 'last-month',
  cycle: 'last-cycle',
};

/** What a period budget is for: one project, or every project of one customer. */
export interface BudgetTarget {
  kind: 'project' | 'customer';
  id: number;
}

export interface PeriodBudget extends Budget {
  per: BudgetPeriod;
}

/** How settings.json keys a target: `project:12`, `customer:3`. */
export const targetKey = (target: BudgetTarget): string => `${target.kind}:${target.id}`;

const TARGET_KEY = /^(project|customer):([1-9][0-9]{0,15})$/;

/** The target a settings.json key names, or null when it names none. */
export function targetOf(key: string): BudgetTarget | null {
  const match = TARGET_KEY.exec(key);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] as BudgetTarget['kind'], id } : null;
}

/** The days of the week as the `workDays` setting names them, Sunday first (as `Date#getDay`). */
export const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
export const DEFAULT_WORK_DAYS: readonly WeekdayName[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** A `workDays` value: at least one day, each once, in week order. */
export const isWorkDays = (value: unknown): value is WeekdayName[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((day, i) => {
    const at = WEEKDAY_NAMES.indexOf(day as WeekdayName);
    return at >= 0 && (i === 0 || WEEKDAY_NAMES.indexOf(value[i - 1] as WeekdayName) < at);
  });

/**
 * The share (0–1) of `range`'s working days gone: what "on pace" is measured against. The
 * days before `today` count whole, today by `todayGone` (the share of it past, by the local
 * clock: at 9:00 on a Monday a week is not a fifth gone). A period with no working day
 * counts its calendar days instead.
 */
export function elapsedShare(
  range: DateRange,
  today: string,
  workDays: readonly WeekdayName[],
  todayGone = 1,
): number {
  if (today < range.from) return 0;
  if (today > range.to) return 1;
  const days = daysOf(range);
  const working = days.filter((day) => workDays.includes(WEEKDAY_NAMES[weekday(day)]!));
  const counted = working.length > 0 ? working : days;
  const before = counted.filter((day) => day < today).length;
  const partOfToday = counted.includes(today) ? Math.min(1, Math.max(0, todayGone)) : 0;
  return (before + partOfToday) / counted.length;
}

/** The project's name, or the customer's as any of its listed projects gives it; null when unlisted. */
export function targetName(
  target: BudgetTarget,
  projects: readonly { id: number; name: string; customerId: number | null; customerName: string | null }[],
): string | null {
  if (target.kind === 'project') return projects.find((p) => p.id === target.id)?.name ?? null;
  return projects.find((p) => p.customerId === target.id && p.customerName !== null)?.customerName ?? null;
}

/**
 * Used against gone: within 5 points `on_pace`; up to 15 `slightly_ahead` or `slightly_behind`;
 * beyond, `ahead` (more used than the days gone: the budget will run out early) or `behind`.
 */
export type BudgetPace = 'on_pace' | 'slightly_ahead' | 'ahead' | 'slightly_behind' | 'behind';

export function budgetPace(usedRatio: number, elapsed: number): BudgetPace {
  const points = Math.round((usedRatio - elapsed) * 100);
  if (Math.abs(points) <= 5) return 'on_pace';
  if (points > 0) return points <= 15 ? 'slightly_ahead' : 'ahead';
  return points >= -15 ? 'slightly_behind' : 'behind';
}

/** The status of `target`'s budget per period among `statuses`, if it has one. */
export const statusOf = (
  statuses: readonly PeriodBudgetStatus[],
  target: BudgetTarget,
): PeriodBudgetStatus | undefined => statuses.find((s) => s.key === targetKey(target));

/** A period's use of a budget. */
export interface PeriodUse extends DateRange {
  used: Figures;
  progress: BudgetProgress | null;
  /** Days of the period whose entries are not known: the figures are partial. */
  partial: boolean;
}

/** One period budget as the CLI, the window and the tray show it. */
export interface PeriodBudgetStatus {
  key: string;
  target: BudgetTarget;
  /** The project's or customer's name as the saved list gives it; null when it is not listed. */
  name: string | null;
  budget: PeriodBudget;
  current: PeriodUse;
  /** Share of the current period's working days gone (0–1) and the pace against it. */
  elapsed: number;
  pace: BudgetPace | null;
  last: PeriodUse;
}

/** A period's use of `budget` (everyone's entries, as a lifetime budget counts the project's total). */
export function periodUse(budget: Budget, range: DateRange, used: Figures, partial: boolean): PeriodUse {
  // No entry at all is no money used; entries that carried none leave the value unknown.
  const valueTotal = used.value ?? (used.seconds === 0 ? 0 : null);
  const progress = budgetProgress(budget, { timeTotalSeconds: used.seconds, valueTotal });
  return { from: range.from, to: range.to, used, progress, partial };
}
