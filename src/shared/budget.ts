/**
 * A project's budget (issue #19): the consultant's own limit per project, kept locally per
 * account (the service's API has no budget field). Pure: shared by the core, the CLI, the
 * window and the tray.
 */

/** A budget in hours and/or in value (money); at least one is set. */
export interface Budget {
  /** Hours agreed (e.g. 120); null: no limit in hours. */
  hours: number | null;
  /** Value agreed, in the account's money (e.g. 15000); null: no limit in value. */
  value: number | null;
}

/** The thresholds that change how a budget shows and that notify once each. */
export const BUDGET_THRESHOLDS = [80, 100] as const;
export type BudgetThreshold = (typeof BUDGET_THRESHOLDS)[number];

/** `none` below 80%, `warning` from 80%, `over` from 100%. */
export type BudgetLevel = 'none' | 'warning' | 'over';

export interface BudgetProgress {
  /** The larger of time_total / hours and value_total / value (1 = exactly used up). */
  ratio: number;
  /** `ratio` as a whole percentage, rounded (82 for 0.8249). */
  percent: number;
  level: BudgetLevel;
  /** The highest threshold reached, or null below 80%. */
  reached: BudgetThreshold | null;
  /** Each budgeted half's own rounded percentage; null when unbudgeted or its total unknown. */
  parts: { hours: number | null; value: number | null };
}

/** The totals a budget is measured against (`ProjectTotals` fits). */
export interface BudgetTotals {
  timeTotalSeconds: number | null;
  valueTotal: number | null;
}

const usable = (limit: number | null): limit is number =>
  limit !== null && Number.isFinite(limit) && limit > 0;

/**
 * How far `totals` are into `budget`; null when there is no budget or no total it can be
 * measured with (details not fetched yet, or only the unbudgeted one known).
 */
export function budgetProgress(
  budget: Budget | null | undefined,
  totals: BudgetTotals | null | undefined,
): BudgetProgress | null {
  if (!budget || !totals) return null;
  const hours =
    usable(budget.hours) && totals.timeTotalSeconds !== null && totals.timeTotalSeconds >= 0
      ? totals.timeTotalSeconds / 3600 / budget.hours
      : null;
  const value =
    usable(budget.value) && totals.valueTotal !== null && Number.isFinite(totals.valueTotal)
      ? Math.max(0, totals.valueTotal) / budget.value
      : null;
  const ratios = [hours, value].filter((r): r is number => r !== null);
  if (ratios.length === 0) return null;
  const ratio = Math.max(...ratios);
  const percent = Math.round(ratio * 100);
  // Levels follow the exact ratio, not the rounded percent: 79.6% shows "80%" but is not yet 80%.
  const reached = ratio >= 1 ? 100 : ratio >= 0.8 ? 80 : null;
  const level: BudgetLevel = reached === 100 ? 'over' : reached === 80 ? 'warning' : 'none';
  const rounded = (part: number | null) => (part === null ? null : Math.round(part * 100));
  return { ratio, percent, level, reached, parts: { hours: rounded(hours), value: rounded(value) } };
}

/** Two budgets are the same limit (a change of either figure resets the alerts). */
export const sameBudget = (a: Budget | null | undefined, b: Budget | null | undefined): boolean =>
  (a?.hours ?? null) === (b?.hours ?? null) && (a?.value ?? null) === (b?.value ?? null);

/** The largest hours or value a budget may hold (far above any real project). */
export const MAX_BUDGET_HOURS = 1_000_000;
export const MAX_BUDGET_VALUE = 1_000_000_000_000;
