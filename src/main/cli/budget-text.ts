import { budgetProgress, type Budget, type BudgetProgress, type BudgetTotals } from '../../shared/budget';
import { formatCount } from '../../shared/format';
import { shownMoney, type MoneyDisplay } from '../../shared/money';
import { m } from '../core/i18n';

/**
 * How the CLI writes a budget (issue #19): its limit ("120 h", "R$ 15.000,00", both), its
 * progress ("82% of 120 h — 80% reached") and its `--json` form. Words from the catalog.
 */

/** The `--json` form: `{"hours", "value", "percent"}` (percent null while totals are unknown), or null. */
export interface BudgetJson {
  hours: number | null;
  value: number | null;
  percent: number | null;
}

export function budgetJson(
  budget: Budget | undefined,
  totals: BudgetTotals | null | undefined,
): BudgetJson | null {
  if (!budget) return null;
  return {
    hours: budget.hours,
    value: budget.value,
    percent: budgetProgress(budget, totals)?.percent ?? null,
  };
}

const hoursFormats = new Map<string, Intl.NumberFormat>();
function hoursText(hours: number, locale: string | undefined): string {
  const key = locale ?? '';
  let format = hoursFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    hoursFormats.set(key, format);
  }
  return m.budget_cli_hours({ hours: format.format(hours) });
}

/** "120 h", "R$ 15.000,00" (hidden money: "•••"), or "120 h or R$ 15.000,00". */
export function budgetLimitText(budget: Budget, display: MoneyDisplay): string {
  const hours = budget.hours === null ? null : hoursText(budget.hours, display.locale);
  const value = budget.value === null ? null : shownMoney(budget.value, display);
  if (hours !== null && value !== null) return m.budget_cli_both({ hours, value });
  return hours ?? value ?? '';
}

/**
 * "82% of 120 h": the percentage with the half it measures. With both halves budgeted, the
 * one further along ("115% of 300 h"), or, in `both`, each with its own ("115% of 300 h,
 * 93% of R$ 40.000,00"): "115% of 300 h or R$ 40.000,00" would hide which was exceeded.
 */
function progressWords(
  budget: Budget,
  progress: BudgetProgress,
  display: MoneyDisplay,
  both: boolean,
): string {
  const { hours, value } = progress.parts;
  // One half: its percentage of its limit; in `both`, a budgeted half with no total (a value
  // without a rate) is still named.
  const half = (part: number | null, limit: string | null): string | null => {
    if (limit === null) return null;
    if (part !== null) return m.budget_cli_progress({ percent: formatCount(part, display.locale), limit });
    return both ? m.budget_cli_half_unknown({ limit }) : null;
  };
  const ofHours = half(hours, budget.hours === null ? null : hoursText(budget.hours, display.locale));
  const ofValue = half(value, budget.value === null ? null : shownMoney(budget.value, display));
  if (both && ofHours !== null && ofValue !== null)
    return m.budget_cli_progress_both({ hours: ofHours, value: ofValue });
  // Else the half measured, or the one further along (`budgetProgress` measured at least one).
  if (hours !== null && value !== null) return hours >= value ? ofHours! : ofValue!;
  return (hours !== null ? ofHours : ofValue)!;
}

/**
 * "82% of 120 h", with words (never a colour alone) at 80% and 100%; while the totals are
 * unknown, the limit and how to learn the progress.
 */
export function budgetProgressText(
  id: number,
  budget: Budget,
  totals: BudgetTotals | null | undefined,
  display: MoneyDisplay,
): string {
  const limit = budgetLimitText(budget, display);
  const progress = budgetProgress(budget, totals);
  if (progress === null) return m.budget_cli_progress_unknown({ limit, id });
  return progressText(budget, progress, display);
}

/** "82% of 120 h", with words (never a colour alone) at 80% and 100%. */
export function progressText(budget: Budget, progress: BudgetProgress, display: MoneyDisplay): string {
  const text = progressWords(budget, progress, display, true);
  if (progress.level === 'over') return m.budget_cli_over({ progress: text });
  if (progress.level === 'warning') return m.budget_cli_near({ progress: text });
  return text;
}

/** The `projects` column: "82% of 120 h", "⚠ 120% of 10 h" over budget, "?% of 120 h" while unknown. */
export function budgetCell(
  budget: Budget | undefined,
  totals: BudgetTotals | null | undefined,
  display: MoneyDisplay,
): string {
  if (!budget) return '';
  const progress = budgetProgress(budget, totals);
  // Not "–" beside the hours' own "–": the budget is known, only its progress is not.
  if (progress === null) return m.budget_cli_cell_unknown({ limit: budgetLimitText(budget, display) });
  const text = progressWords(budget, progress, display, false);
  return progress.level === 'over' ? m.budget_cli_cell_over({ progress: text }) : text;
}
