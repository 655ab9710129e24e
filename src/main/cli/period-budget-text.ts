/**
 * How the CLI writes a period budget (issue 34): its limit per period, this period's use and
 * pace, and the last period's result, in the user's language; and the `--json` form, whose
 * keys and codes never change with it.
 */
import type { Budget } from '../../shared/budget';
import { formatHours } from '../../shared/format';
import { shownMoney, type MoneyDisplay } from '../../shared/money';
import {
  LAST_PERIOD,
  type BudgetPace,
  type BudgetPer,
  type PeriodBudgetStatus,
  type PeriodUse,
} from '../../shared/period-budget';
import { m } from '../core/i18n';
import { budgetLimitText, progressText } from './budget-text';
import { printable } from './printable';
import { periodWords } from './report-text';

const PER_WORDS: Record<BudgetPer, (limit: { limit: string }) => string> = {
  lifetime: (words) => m.budget_cli_per_lifetime(words),
  week: (words) => m.budget_cli_per_week(words),
  month: (words) => m.budget_cli_per_month(words),
  cycle: (words) => m.budget_cli_per_cycle(words),
};

/** "40 h a cycle", "R$ 5.000,00 a month", "120 h in all". */
export const perLimitText = (budget: Budget, per: BudgetPer, display: MoneyDisplay): string =>
  PER_WORDS[per]({ limit: budgetLimitText(budget, display) });

const PACE_WORDS: Record<BudgetPace, () => string> = {
  on_pace: () => m.budget_cli_pace_on_pace(),
  slightly_ahead: () => m.budget_cli_pace_slightly_ahead(),
  ahead: () => m.budget_cli_pace_ahead(),
  slightly_behind: () => m.budget_cli_pace_slightly_behind(),
  behind: () => m.budget_cli_pace_behind(),
};

/** `project “Site” (#7)` or `customer “ACME” (#3)`, the name neutralised (it is the service's). */
export function targetWords(status: Pick<PeriodBudgetStatus, 'target' | 'name'>): string {
  const { kind, id } = status.target;
  const name = status.name === null ? null : printable(status.name);
  if (kind === 'project')
    return name === null ? m.budget_cli_project_id({ id }) : m.budget_cli_project_named({ name, id });
  return name === null ? m.budget_cli_customer_id({ id }) : m.budget_cli_customer_named({ name, id });
}

/** "24 h 48 min (R$ 3.100,00)": what the period used, in the halves the budget counts. */
function usedWords(budget: Budget, use: PeriodUse, display: MoneyDisplay, locale: string): string {
  const hours = formatHours(use.used.seconds, locale);
  if (budget.value === null) return hours;
  return m.budget_cli_used_both({ hours, value: shownMoney(use.used.value ?? 0, display) });
}

/** One period's line: "This cycle · 7 Nov – 6 Dec 2026: 24 h 48 min — 62% of 40 h". */
function useLine(
  budget: Budget,
  use: PeriodUse,
  period: Parameters<typeof periodWords>[0],
  display: MoneyDisplay,
  locale: string,
): string {
  const progress =
    use.progress === null ? m.budget_cli_progress_none() : progressText(budget, use.progress, display);
  const line = m.budget_cli_period_line({
    period: periodWords(period, locale),
    used: usedWords(budget, use, display, locale),
    progress,
  });
  return use.partial ? `${line} ${m.budget_cli_partial()}` : line;
}

/** The three lines `budgets` and `budget --per` show for one period budget. */
export function periodBudgetLines(status: PeriodBudgetStatus, display: MoneyDisplay, locale: string): string {
  const { budget, current, last } = status;
  const per = budget.per;
  const head = m.budget_cli_period_head({
    target: targetWords(status),
    budget: perLimitText(budget, per, display),
  });
  const now = useLine(budget, current, { kind: per, from: current.from, to: current.to }, display, locale);
  const pace =
    status.pace === null
      ? ''
      : m.budget_cli_pace_line({
          gone: String(Math.round(status.elapsed * 100)),
          pace: PACE_WORDS[status.pace](),
        });
  const before = useLine(
    budget,
    last,
    { kind: LAST_PERIOD[per], from: last.from, to: last.to },
    display,
    locale,
  );
  return `${head}\n  ${now}${pace ? `; ${pace}` : ''}\n  ${before}\n`;
}

/** A period's use in `--json`: seconds, value (null: none carried money), percent (null: unknown). */
const useJson = (use: PeriodUse) => ({
  from: use.from,
  to: use.to,
  seconds: use.used.seconds,
  value: use.used.value,
  percent: use.progress?.percent ?? null,
  partial: use.partial,
});

/** The `--json` form of a period budget. */
export function periodBudgetJson(status: PeriodBudgetStatus) {
  return {
    target: status.target.kind,
    id: status.target.id,
    name: status.name,
    per: status.budget.per,
    hours: status.budget.hours,
    value: status.budget.value,
    current: {
      ...useJson(status.current),
      elapsed: Math.round(status.elapsed * 1000) / 1000,
      pace: status.pace,
    },
    last: useJson(status.last),
  };
}
