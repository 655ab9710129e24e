/**
 * Each period budget's use this period and last (issue 34), from the saved days of the
 * account's reports (pure). Everyone's entries count, as a lifetime budget counts the
 * project's total: a retainer is what the client is billed, whoever logged the hours.
 */
import {
  budgetPace,
  elapsedShare,
  LAST_PERIOD,
  periodUse,
  targetName,
  targetOf,
  type BudgetPeriod,
  type PeriodBudget,
  type PeriodBudgetStatus,
  type WeekdayName,
} from '../../../shared/period-budget';
import { namedPeriod, type DateRange, type PeriodRules } from '../../../shared/periods';
import type { Project } from '../../../shared/types';
import { periodReport, type ReportFilter } from './report-figures';
import type { StoredReports } from './report-store';

export interface BudgetClock {
  today: string;
  /** The share of today gone by the local clock (0–1): see `elapsedShare`. */
  todayGone: number;
  rules: PeriodRules;
  workDays: readonly WeekdayName[];
}

/** The current and the last period of a budget per `per`. */
export function budgetPeriods(per: BudgetPeriod, clock: Pick<BudgetClock, 'today' | 'rules'>) {
  return {
    current: namedPeriod(per, clock.today, clock.rules),
    last: namedPeriod(LAST_PERIOD[per], clock.today, clock.rules),
  };
}

/** Every period budget's status, customers' and projects' in the order they were set. */
export function periodBudgetStatuses(
  stored: StoredReports,
  budgets: Readonly<Record<string, PeriodBudget>>,
  projects: readonly Project[],
  clock: BudgetClock,
): PeriodBudgetStatus[] {
  const statuses: PeriodBudgetStatus[] = [];
  for (const [key, budget] of Object.entries(budgets)) {
    const target = targetOf(key);
    if (target === null) continue;
    const filter: ReportFilter =
      target.kind === 'project' ? { projectId: target.id } : { customerId: target.id };
    const useOf = (period: ReturnType<typeof budgetPeriods>['current']) => {
      const report = periodReport(stored, period, 'day', projects, filter);
      const used = { seconds: report.seconds, value: report.value, mine: report.mine };
      return periodUse(budget, period, used, report.missing.length > 0);
    };
    const { current, last } = budgetPeriods(budget.per, clock);
    const now = useOf(current);
    const elapsed = elapsedShare(current, clock.today, clock.workDays, clock.todayGone);
    statuses.push({
      key,
      target,
      name: targetName(target, projects),
      budget,
      current: now,
      elapsed,
      pace: now.progress === null ? null : budgetPace(now.progress.ratio, elapsed),
      last: useOf(last),
    });
  }
  return statuses;
}

/** The days the budgets need: each one's current period, and its last one while days of it are unknown. */
export function budgetRanges(
  budgets: Readonly<Record<string, PeriodBudget>>,
  clock: Pick<BudgetClock, 'today' | 'rules'>,
  isWhole: (range: DateRange) => boolean,
): DateRange[] {
  const ranges: DateRange[] = [];
  for (const per of new Set(Object.values(budgets).map((b) => b.per))) {
    const { current, last } = budgetPeriods(per, clock);
    ranges.push(current);
    if (!isWhole(last)) ranges.push(last);
  }
  return ranges;
}
