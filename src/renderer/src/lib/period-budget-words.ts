/**
 * What the window says of a period budget (issue 34): its limit per period, this period's use
 * in the budget's halves, the pace, the last period's result; one sentence each, in the
 * language spoken. The card, the details and the customer header's chip share them.
 */
import { formatCount, formatHours } from '../../../shared/format';
import { shownMoney, type MoneyDisplay } from '../../../shared/money';
import type {
  BudgetPace,
  BudgetPeriod,
  PeriodBudget,
  PeriodBudgetStatus,
  PeriodUse,
} from '../../../shared/period-budget';
import { m } from './i18n.svelte';

const PER: Record<BudgetPeriod, (words: { limit: string }) => string> = {
  week: (words) => m.budget_per_week(words),
  month: (words) => m.budget_per_month(words),
  cycle: (words) => m.budget_per_cycle(words),
};
const CURRENT: Record<BudgetPeriod, () => string> = {
  week: () => m.period_week(),
  month: () => m.period_month(),
  cycle: () => m.period_cycle(),
};
const LAST: Record<BudgetPeriod, () => string> = {
  week: () => m.period_last_week(),
  month: () => m.period_last_month(),
  cycle: () => m.period_last_cycle(),
};
const PACE: Record<BudgetPace, () => string> = {
  on_pace: () => m.budget_pace_on_pace(),
  slightly_ahead: () => m.budget_pace_slightly_ahead(),
  ahead: () => m.budget_pace_ahead(),
  slightly_behind: () => m.budget_pace_slightly_behind(),
  behind: () => m.budget_pace_behind(),
};

const hoursText = (hours: number, locale: string): string =>
  m.budget_hours_limit({ hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours) });

/** "40 h", "R$ 5.000,00", or "40 h or R$ 5.000,00". */
export function limitWords(budget: PeriodBudget, locale: string, money: MoneyDisplay): string {
  const hours = budget.hours === null ? null : hoursText(budget.hours, locale);
  const value = budget.value === null ? null : shownMoney(budget.value, { ...money, locale });
  return hours !== null && value !== null ? m.budget_limit_both({ hours, value }) : (hours ?? value ?? '');
}

/** "40 h a billing cycle". */
export const perWords = (budget: PeriodBudget, locale: string, money: MoneyDisplay): string =>
  PER[budget.per]({ limit: limitWords(budget, locale, money) });

/** What a period used, in the halves the budget counts: "24 h 48 min", "24 h 48 min · R$ 3.100,00". */
function usedWords(budget: PeriodBudget, use: PeriodUse, locale: string, money: MoneyDisplay): string {
  const hours = formatHours(use.used.seconds, locale);
  return budget.value === null
    ? hours
    : `${hours} · ${shownMoney(use.used.value ?? 0, { ...money, locale })}`;
}

/** The progress bar's sentences for this period: "This cycle: 24 h 48 min", then each half's percent. */
export function currentLines(status: PeriodBudgetStatus, locale: string, money: MoneyDisplay): string[] {
  const { budget, current } = status;
  const lines: string[] = [
    m.budget_period_used({ period: CURRENT[budget.per](), used: usedWords(budget, current, locale, money) }),
  ];
  const { hours, value } = current.progress?.parts ?? { hours: null, value: null };
  if (budget.hours !== null && hours !== null)
    lines.push(
      m.budget_hours_of({
        percent: formatCount(hours, locale),
        hours: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(budget.hours),
      }),
    );
  if (budget.value !== null && value !== null)
    lines.push(
      m.budget_value_percent({
        percent: formatCount(value, locale),
        budget: shownMoney(budget.value, { ...money, locale }),
      }),
    );
  return lines;
}

/** "55% of the working days gone: slightly ahead", or null before any figure. */
export function paceWords(status: PeriodBudgetStatus, locale: string): string | null {
  if (status.pace === null) return null;
  return m.budget_pace_line({
    gone: formatCount(Math.round(status.elapsed * 100), locale),
    pace: PACE[status.pace](),
  });
}

/** "Last cycle: 43 h 0 min — 108% of 40 h". */
export function lastWords(status: PeriodBudgetStatus, locale: string, money: MoneyDisplay): string {
  const { budget, last } = status;
  const period = LAST[budget.per]();
  if (last.progress === null || last.partial) return m.budget_last_unknown({ period });
  return m.budget_last_line({
    period,
    used: usedWords(budget, last, locale, money),
    percent: formatCount(last.progress.percent, locale),
    limit: limitWords(budget, locale, money),
  });
}

/** The whole of it in one line, for a screen reader and a tooltip (the customer header's chip). */
export function summaryWords(status: PeriodBudgetStatus, locale: string, money: MoneyDisplay): string {
  const pace = paceWords(status, locale);
  return [
    perWords(status.budget, locale, money),
    ...currentLines(status, locale, money),
    pace,
    lastWords(status, locale, money),
  ]
    .filter(Boolean)
    .join('. ');
}
