/**
 * Period figures of the active account (issue 33): the days of the current week and cycle
 * fetched from the service's reports after each list refresh, kept in the `ReportStore`,
 * and any period's report on demand. A service without reports is remembered (asked again at
 * most daily) and changes nothing else; a fetch that fails keeps the saved days, says why,
 * and leaves the days it could not fetch missing: partial, never zero.
 */
import {
  addDays,
  daysOf,
  localToday,
  monthsOf,
  namedPeriod,
  spanOf,
  weekStartOf,
  type DateRange,
  type Period,
  type PeriodRules,
} from '../../../shared/periods';
import type { RoundToMinutes } from '../../../shared/preferences';
import type { PeriodReport, PeriodsView, ReportGrouping } from '../../../shared/reports';
import type { AppError } from '../../../shared/result';
import { isApiError, type ApiError } from '../api/api-error';
import type { ReportAnswer } from '../api/reports';
import { isCoreError, type CoreError } from '../core-error';
import type { ProjectService } from '../projects/project-service';
import type { AccountRecord } from '../settings/settings-store';
import type { CoreState } from '../state/core-state';
import { budgetRanges, periodBudgetStatuses, type BudgetClock } from './period-budget-status';
import { periodReport, periodsView, type CurrentPeriods, type ReportFilter } from './report-figures';
import type { ReportStore, StoredDay, StoredReports } from './report-store';

/** How long "reports not offered" is believed before the service is asked again. */
export const NOT_OFFERED_FOR_MS = 24 * 3600_000;

/** A locale tag as Intl reads it: POSIX `pt_BR.UTF-8` is `pt-BR`. */
const localeTag = (language: string | undefined): string | undefined =>
  language?.replace(/[.@].*$/, '').replace(/_/g, '-') || undefined;

export interface ReportOptions {
  grouping?: ReportGrouping;
  filter?: ReportFilter;
  /** Only the saved days (no network): the CLI's `--cached`. */
  cached?: boolean;
  /** Each entry rounded up to so many minutes (invoices only); null or absent: exact. */
  roundTo?: RoundToMinutes;
}

/** A report on demand: the figures, and the failure itself (the CLI's exit code is its). */
export type ReportAnswerOf = PeriodReport & {
  /** false: the service has no reports for this account (nothing else is true of the figures). */
  offered: boolean;
  failure: ApiError | CoreError | null;
};

export class ReportService {
  /** Per account, the refresh running now (a second caller waits for it). */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly state: CoreState,
    private readonly projects: ProjectService,
    private readonly store: ReportStore,
    private readonly now: () => number,
  ) {}

  /** Resolves when every refresh running now has ended. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  rules(): PeriodRules {
    const { cycleStartDay, weekStart } = this.state.value.settings.preferences;
    return { cycleStartDay, weekStart: weekStartOf(weekStart, localeTag(this.state.value.languages[0])) };
  }

  today(): string {
    return localToday(this.now());
  }

  current(): CurrentPeriods {
    const today = this.today();
    const rules = this.rules();
    return {
      today: namedPeriod('today', today, rules),
      week: namedPeriod('week', today, rules),
      cycle: namedPeriod('cycle', today, rules),
    };
  }

  /** Today, the period rules and the working days: what a period budget is measured by. */
  clock(): BudgetClock {
    const now = this.now();
    const midnight = new Date(now).setHours(0, 0, 0, 0);
    const nextMidnight = new Date(midnight).setDate(new Date(midnight).getDate() + 1);
    return {
      today: localToday(now),
      // By the local clock: a day of 23 or 25 hours (daylight saving) is still one day.
      todayGone: (now - midnight) / (nextMidnight - midnight),
      rules: this.rules(),
      workDays: this.state.value.settings.preferences.workDays,
    };
  }

  /** The saved figures of account `key` for the current periods, its period budgets measured. */
  async viewOf(key: string, error: AppError | null = null): Promise<PeriodsView> {
    const stored = await this.store.get(key);
    const budgets = periodBudgetStatuses(
      stored,
      this.periodBudgetsOf(key),
      this.state.value.projects,
      this.clock(),
    );
    return periodsView(stored, this.current(), error, budgets);
  }

  private periodBudgetsOf(key: string) {
    return this.state.value.settings.accounts.find((a) => a.key === key)?.periodBudgets ?? {};
  }

  /** Fetches the current week's and cycle's days of `account`, then shows them if it is the active one. */
  refresh(account: AccountRecord): Promise<void> {
    const running = this.running.get(account.key);
    if (running) return running;
    const run = this.refreshNow(account).finally(() => this.running.delete(account.key));
    this.running.set(account.key, run);
    return run;
  }

  private async refreshNow(account: AccountRecord): Promise<void> {
    const failure = await this.fetchCurrent(account);
    if (this.state.value.settings.activeKey !== account.key) return;
    const view = await this.viewOf(account.key, failure && { code: failure.code, message: failure.message });
    this.state.change((changes) => changes.showPeriods(view), { skipIfSame: true });
  }

  /**
   * Fetches the days the tray's week and cycle and the period budgets of `account` need;
   * answers why it failed, or null (a service that refused reports lately is not asked).
   */
  async fetchCurrent(account: AccountRecord): Promise<ApiError | CoreError | null> {
    const { week, cycle } = this.current();
    const stored = await this.store.get(account.key);
    const recentlyRefused =
      stored.offered?.yes === false && this.now() - stored.offered.checkedAt < NOT_OFFERED_FOR_MS;
    // The tray's week and cycle, and what the period budgets need (a month, a last period).
    // A last period is settled once each of its days was fetched after that day ended: hours
    // logged late (on the web, on Friday for the whole week) are fetched again until then.
    const whole = (range: DateRange) => daysOf(range).every((date) => fetchedAfter(stored, date));
    const ranges = [
      spanOf(week, cycle),
      ...budgetRanges(this.periodBudgetsOf(account.key), this.clock(), whole),
    ];
    return recentlyRefused ? null : this.fetch(account, ...ranges);
  }

  /**
   * The report of `period` for the active account: fetched (unless `cached`), else from the
   * saved days with the reason; the days neither gave are `missing`.
   */
  async report(period: Period, options: ReportOptions = {}): Promise<ReportAnswerOf> {
    const account = this.state.activeAccount();
    const failure = options.cached ? null : await this.fetch(account, period);
    const stored = await this.store.get(account.key);
    const figures = periodReport(
      stored,
      period,
      options.grouping ?? 'project',
      this.state.value.projects,
      options.filter,
      options.roundTo ?? null,
    );
    return {
      ...figures,
      fresh: !options.cached && failure === null,
      error: failure && { code: failure.code, message: failure.message },
      failure,
      offered: stored.offered?.yes !== false,
    };
  }

  /**
   * Fetches `ranges` month by month into the store, each month once; stops at the first
   * failure (offline, every month would fail slowly) and answers it, or null. A refusal of
   * reports is remembered.
   */
  private async fetch(account: AccountRecord, ...ranges: DateRange[]): Promise<ApiError | CoreError | null> {
    for (const month of merged(ranges).flatMap(monthsOf)) {
      let answer: ReportAnswer;
      try {
        answer = await this.projects.call(
          account,
          (client, credential) => client.detailedReport(credential, month, account.email),
          { quiet: true },
        );
      } catch (error) {
        if (isApiError(error) || isCoreError(error)) return error;
        throw error;
      }
      const checkedAt = this.now();
      if (!answer.offered) {
        await this.store.update(account.key, (s) => ({ ...s, offered: { yes: false, checkedAt } }));
        return null;
      }
      await this.store.update(account.key, (s) => withMonth(s, month, answer, checkedAt));
      if (!answer.complete) return null; // the days past its last full one stay missing: partial
    }
    return null;
  }
}

/** Whether day `date` was fetched after it ended (local midnight), so nothing more can be logged live. */
function fetchedAfter(stored: StoredReports, date: string): boolean {
  const day = stored.days[date];
  if (day === undefined) return false;
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return day.at >= new Date(year, month - 1, dayOfMonth + 1).getTime();
}

/** `ranges` as the fewest ranges holding the same days, in order: no day asked twice. */
export function merged(ranges: readonly DateRange[]): DateRange[] {
  const out: DateRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.from.localeCompare(b.from))) {
    const last = out.at(-1);
    if (last && range.from <= addDays(last.to, 1)) {
      if (range.to > last.to) last.to = range.to;
    } else out.push({ from: range.from, to: range.to });
  }
  return out;
}

/** `stored` with the days of `month` as `answer` gave them (every day of it, empty ones too). */
function withMonth(
  stored: StoredReports,
  month: DateRange,
  answer: Extract<ReportAnswer, { offered: true }>,
  checkedAt: number,
): StoredReports {
  const rows = answer.rows.rows();
  // An answer cut short (a page not followed) holds its entries in date order: the days
  // before its last entry's are whole, that one and the later ones are not known.
  const lastWhole = answer.complete
    ? month.to
    : addDays(
        rows.reduce((last, row) => (row.date > last ? row.date : last), addDays(month.from, -1)),
        -1,
      );
  const days: Record<string, StoredDay> = { ...stored.days };
  for (let date = month.from; date <= lastWhole; date = addDays(date, 1))
    days[date] = { at: checkedAt, rows: [] };
  for (const row of rows) {
    if (row.date < month.from || row.date > lastWhole) continue;
    const { projectId, mine, seconds, cents, valued, rounded } = row;
    days[row.date]!.rows.push({ projectId, mine, seconds, cents, valued, rounded });
  }
  const names = { ...stored.names };
  for (const [id, named] of answer.rows.names) names[String(id)] = named;
  return { offered: { yes: true, checkedAt }, days, names };
}
