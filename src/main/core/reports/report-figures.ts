/**
 * Period figures from the saved days of an account's reports (pure): a period's totals,
 * its rows by project, customer or day, its days for a chart, and the tray's and list's
 * today / week / cycle. A day never fetched is missing, never zero; money is summed in
 * cents and is null where no entry carried any.
 */
import { contains, daysOf, spanOf, type DateRange, type Period } from '../../../shared/periods';
import type {
  Figures,
  PeriodFigures,
  PeriodReport,
  PeriodsView,
  ProjectPeriods,
  ReportGrouping,
  ReportRow,
} from '../../../shared/reports';
import { NO_PERIODS } from '../../../shared/reports';
import { ROUND_TO_CHOICES, type RoundToMinutes } from '../../../shared/preferences';
import type { Project } from '../../../shared/types';
import type { StoredReports, StoredRow } from './report-store';

/**
 * Sums rows; `mine` kept apart only once a row is someone else's. `rounding`: the index in
 * `ROUND_TO_CHOICES` whose rounded sums are counted instead of the exact ones (invoices).
 */
class Sum {
  seconds = 0;
  cents = 0;
  valued = 0;
  mineSeconds = 0;
  mineCents = 0;
  mineValued = 0;
  others = false;

  constructor(private readonly rounding: number | null = null) {}

  add(row: StoredRow): void {
    const i = this.rounding;
    const seconds = i === null ? row.seconds : row.rounded[2 * i]!;
    const cents = i === null ? row.cents : row.rounded[2 * i + 1]!;
    this.seconds += seconds;
    this.cents += cents;
    this.valued += row.valued;
    if (row.mine === false) this.others = true;
    if (row.mine !== false) {
      this.mineSeconds += seconds;
      this.mineCents += cents;
      this.mineValued += row.valued;
    }
  }

  figures(): Figures {
    return {
      seconds: this.seconds,
      value: money(this.cents, this.valued),
      mine: this.others ? { seconds: this.mineSeconds, value: money(this.mineCents, this.mineValued) } : null,
    };
  }
}

const money = (cents: number, valued: number): number | null => (valued === 0 ? null : cents / 100);

export interface ReportFilter {
  projectId?: number;
  customerId?: number;
  /** Only the signed-in user's entries (those naming someone else left out), as the tray counts. */
  mine?: boolean;
}

/** What the saved list and the entries know of a project. */
interface ProjectFacts {
  name: string | null;
  customerId: number | null;
  customerName: string | null;
  rate: number | null;
}

function factsOf(
  stored: StoredReports,
  projects: ReadonlyMap<number, Project>,
  id: number | null,
): ProjectFacts {
  if (id === null) return { name: null, customerId: null, customerName: null, rate: null };
  const project = projects.get(id);
  if (project)
    return {
      name: project.name,
      customerId: project.customerId,
      customerName: project.customerName,
      rate: project.rate,
    };
  const named = stored.names[String(id)];
  return {
    name: named?.name ?? null,
    customerId: named?.customerId ?? null,
    customerName: named?.customerName ?? null,
    rate: null,
  };
}

/** The days of `range` not in `stored`, as ranges of consecutive days. */
export function missingDays(stored: StoredReports, range: DateRange): DateRange[] {
  const missing: DateRange[] = [];
  let open: DateRange | null = null;
  for (const date of daysOf(range)) {
    if (stored.days[date] !== undefined) {
      open = null;
      continue;
    }
    if (open) open.to = date;
    else missing.push((open = { from: date, to: date }));
  }
  return missing;
}

/** When the oldest known day of `range` was fetched, as ISO time; null when none is known. */
function asOfIn(stored: StoredReports, range: DateRange): string | null {
  let oldest = Infinity;
  for (const date of daysOf(range)) {
    const day = stored.days[date];
    if (day && day.at < oldest) oldest = day.at;
  }
  return Number.isFinite(oldest) ? new Date(oldest).toISOString() : null;
}

/**
 * The report of `period` grouped by `grouping` (no `fresh`/`error`: the service adds them).
 * `roundTo`: each entry rounded up to so many minutes (an invoice); null: exact.
 */
export function periodReport(
  stored: StoredReports,
  period: Period,
  grouping: ReportGrouping,
  projects: readonly Project[],
  filter: ReportFilter = {},
  roundTo: RoundToMinutes = null,
): Omit<PeriodReport, 'fresh' | 'error'> {
  const rounding = roundTo === null ? null : ROUND_TO_CHOICES.indexOf(roundTo);
  const byId = new Map(projects.map((project) => [project.id, project]));
  const facts = new Map<number | null, ProjectFacts>();
  const factsFor = (id: number | null): ProjectFacts => {
    let known = facts.get(id);
    if (!known) facts.set(id, (known = factsOf(stored, byId, id)));
    return known;
  };
  const total = new Sum(rounding);
  const groups = new Map<number | string | null, { sum: Sum; row: Omit<ReportRow, keyof Figures> }>();
  const days: PeriodReport['days'] = [];
  for (const date of daysOf(period)) {
    const day = stored.days[date];
    const daySum = new Sum(rounding);
    for (const row of day?.rows ?? []) {
      const project = factsFor(row.projectId);
      if (filter.projectId !== undefined && row.projectId !== filter.projectId) continue;
      if (filter.customerId !== undefined && project.customerId !== filter.customerId) continue;
      if (filter.mine && row.mine === false) continue;
      total.add(row);
      daySum.add(row);
      const key =
        grouping === 'project' ? row.projectId : grouping === 'customer' ? project.customerId : date;
      let group = groups.get(key);
      if (!group) {
        group = { sum: new Sum(rounding), row: rowFacts(grouping, key, project) };
        groups.set(key, group);
      }
      group.sum.add(row);
    }
    const figures = daySum.figures();
    days.push({ date, seconds: day ? figures.seconds : null, value: day ? figures.value : null });
  }
  const rows = [...groups.values()].map(({ sum, row }) => ({ ...row, ...sum.figures() }));
  rows.sort(grouping === 'day' ? byKey : bySecondsThenName);
  return {
    period,
    grouping,
    ...total.figures(),
    rows,
    days,
    asOf: asOfIn(stored, period),
    missing: missingDays(stored, period),
  };
}

function rowFacts(
  grouping: ReportGrouping,
  key: number | string | null,
  project: ProjectFacts,
): Omit<ReportRow, keyof Figures> {
  switch (grouping) {
    case 'project':
      return {
        key,
        name: project.name,
        customerId: project.customerId,
        customerName: project.customerName,
        rate: project.rate,
      };
    case 'customer':
      return {
        key,
        name: project.customerName,
        customerId: project.customerId,
        customerName: project.customerName,
        rate: null,
      };
    case 'day':
      return { key, name: null, customerId: null, customerName: null, rate: null };
  }
}

const byKey = (a: ReportRow, b: ReportRow): number => String(a.key).localeCompare(String(b.key));
const bySecondsThenName = (a: ReportRow, b: ReportRow): number =>
  b.seconds - a.seconds ||
  (a.name ?? '').localeCompare(b.name ?? '') ||
  String(a.key).localeCompare(String(b.key));

/** Per project with time in the cycle or the week: its today, week and cycle (the list's and the tray's figures). */
export function projectPeriods(
  stored: StoredReports,
  periods: { today: DateRange; week: DateRange; cycle: DateRange },
): Record<number, ProjectPeriods> {
  const span = spanOf(periods.week, periods.cycle);
  const result: Record<number, ProjectPeriods> = {};
  const cycleSums = new Map<number, Sum>();
  for (const date of daysOf(span)) {
    for (const row of stored.days[date]?.rows ?? []) {
      if (row.projectId === null || row.mine === false) continue; // the tray shows your hours
      const entry = (result[row.projectId] ??= { today: 0, week: 0, cycle: 0, cycleValue: null });
      if (contains(periods.today, date)) entry.today += row.seconds;
      if (contains(periods.week, date)) entry.week += row.seconds;
      if (contains(periods.cycle, date)) {
        entry.cycle += row.seconds;
        let sum = cycleSums.get(row.projectId);
        if (!sum) cycleSums.set(row.projectId, (sum = new Sum()));
        sum.add(row);
      }
    }
  }
  for (const [id, sum] of cycleSums) result[id]!.cycleValue = sum.figures().value;
  return result;
}

/** The current periods: what the tray, the list and the details view count in. */
export interface CurrentPeriods {
  today: Period;
  week: Period;
  cycle: Period;
}

/** What the snapshot carries of an account's saved reports for the current periods. */
export function periodsView(
  stored: StoredReports,
  periods: CurrentPeriods,
  error: PeriodsView['error'] = null,
  budgets: PeriodsView['budgets'] = NO_PERIODS.budgets,
): PeriodsView {
  // The budgets stay listed without figures to measure them: they are still the user's own.
  if (stored.offered?.yes === false) return { ...NO_PERIODS, status: 'not_offered', budgets };
  const span: DateRange = spanOf(periods.week, periods.cycle);
  const asOf = asOfIn(stored, span);
  if (asOf === null) return { ...NO_PERIODS, error, budgets };
  const figuresOf = (period: Period): PeriodFigures => {
    const { seconds, value, mine } = periodReport(stored, period, 'day', []);
    return { from: period.from, to: period.to, seconds, value, mine };
  };
  return {
    status: 'ready',
    asOf,
    partial: missingDays(stored, span).length > 0,
    today: figuresOf(periods.today),
    week: figuresOf(periods.week),
    cycle: figuresOf(periods.cycle),
    projects: projectPeriods(stored, periods),
    error,
    budgets,
  };
}
