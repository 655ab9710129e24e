/**
 * The periods a consultant counts hours in (issue 33): today, this and last week, month and
 * billing cycle, a month by name and any range of days. Pure: the CLI, the core, the tray and
 * the window share it.
 *
 * A day is a civil date, `YYYY-MM-DD`: the machine's local calendar day (`localToday`), never
 * a fixed offset. Everything after that is arithmetic on dates alone (through `Date.UTC`,
 * where no day has 23 or 25 hours), so a daylight-saving change cannot move a period's edge.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type CivilDate = string;

/** Both ends included. */
export interface DateRange {
  from: CivilDate;
  to: CivilDate;
}

export type WeekStart = 'monday' | 'sunday';
/** The `weekStart` preference: `auto` is the locale's first day of the week. */
export const WEEK_START_CHOICES = ['auto', 'monday', 'sunday'] as const;
export type WeekStartPreference = (typeof WEEK_START_CHOICES)[number];

/** The `cycleStartDay` preference's bounds: every month has a day 28. */
export const CYCLE_START_DAYS = { min: 1, max: 28 } as const;

/** Every day a cycle may start on, in order (the window's choices, the CLI's completion). */
export const cycleStartDays = (): number[] =>
  Array.from({ length: CYCLE_START_DAYS.max - CYCLE_START_DAYS.min + 1 }, (_, i) => CYCLE_START_DAYS.min + i);

export interface PeriodRules {
  /** The billing cycle starts on this day of each month (1: the cycle is the calendar month). */
  cycleStartDay: number;
  weekStart: WeekStart;
}

/** The periods with a name; `month` with `month` set is a named month (`2026-11`). */
export const PERIOD_NAMES = [
  'today',
  'yesterday',
  'week',
  'last-week',
  'month',
  'last-month',
  'cycle',
  'last-cycle',
] as const;
export type PeriodName = (typeof PERIOD_NAMES)[number];

export type Period = DateRange &
  (
    | { kind: PeriodName }
    /** A month given by its number: `2026-11`. */
    | { kind: 'a-month'; month: string }
    /** Any range of days: `2026-11-07..2026-12-06`. */
    | { kind: 'range' }
  );

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The machine's local calendar day at `now` (ms). */
export function localToday(now: number): CivilDate {
  const date = new Date(now);
  return civil(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** `YYYY-MM-DD` of a year, month (1–12) and day; months and days past their end roll over. */
export function civil(year: number, month: number, day: number): CivilDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCivilDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && civil(Number(match[1]), Number(match[2]), Number(match[3])) === text;
}

const parts = (date: CivilDate): [number, number, number] => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
};
const epochDay = (date: CivilDate): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export function addDays(date: CivilDate, days: number): CivilDate {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (`to` − `from`; negative when `to` is earlier). */
export const daysBetween = (from: CivilDate, to: CivilDate): number => epochDay(to) - epochDay(from);

/** 0 Sunday … 6 Saturday. */
export const weekday = (date: CivilDate): number => new Date(epochDay(date) * DAY_MS).getUTCDay();

/** Every day of `range`, in order. */
export function daysOf(range: DateRange): CivilDate[] {
  const days: CivilDate[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export const contains = (range: DateRange, day: CivilDate): boolean => range.from <= day && day <= range.to;

/** The week (7 days from `weekStart`) that holds `day`. */
export function weekOf(day: CivilDate, weekStart: WeekStart): DateRange {
  const first = weekStart === 'monday' ? 1 : 0;
  const from = addDays(day, -((weekday(day) - first + 7) % 7));
  return { from, to: addDays(from, 6) };
}

/** The calendar month that holds `day`. */
export function monthOf(day: CivilDate): DateRange {
  const [year, month] = parts(day);
  return { from: civil(year, month, 1), to: civil(year, month + 1, 0) };
}

/** The billing cycle that holds `day`: from `startDay` of a month to the day before it next month. */
export function cycleOf(day: CivilDate, startDay: number): DateRange {
  const [year, month, date] = parts(day);
  const startMonth = date >= startDay ? month : month - 1;
  return { from: civil(year, startMonth, startDay), to: civil(year, startMonth + 1, startDay - 1) };
}

/** The named period around `today`. */
export function namedPeriod(name: PeriodName, today: CivilDate, rules: PeriodRules): Period {
  const range = ((): DateRange => {
    switch (name) {
      case 'today':
        return { from: today, to: today };
      case 'yesterday': {
        const day = addDays(today, -1);
        return { from: day, to: day };
      }
      case 'week':
        return weekOf(today, rules.weekStart);
      case 'last-week':
        return weekOf(addDays(today, -7), rules.weekStart);
      case 'month':
        return monthOf(today);
      case 'last-month':
        return monthOf(addDays(monthOf(today).from, -1));
      case 'cycle':
        return cycleOf(today, rules.cycleStartDay);
      case 'last-cycle':
        return cycleOf(addDays(cycleOf(today, rules.cycleStartDay).from, -1), rules.cycleStartDay);
    }
  })();
  return { kind: name, ...range };
}

/** Portuguese names a Brazilian user may type for the same periods (the English ones always work). */
const ALIASES: Readonly<Record<string, PeriodName>> = {
  hoje: 'today',
  ontem: 'yesterday',
  semana: 'week',
  'semana-passada': 'last-week',
  mes: 'month',
  mês: 'month',
  'mes-passado': 'last-month',
  'mês-passado': 'last-month',
  ciclo: 'cycle',
  'ciclo-passado': 'last-cycle',
};

/** The longest range `parsePeriod` takes: a few years of entries, asked month by month. */
export const MAX_RANGE_DAYS = 3 * 366;

/**
 * A period as typed: a name (`cycle`, `last-week`…, or its Portuguese alias), a month
 * (`2026-11`) or a range (`2026-11-07..2026-12-06`, both days included). Null when it is none
 * of these, or a range that ends before it starts or is longer than `MAX_RANGE_DAYS`.
 */
export function parsePeriod(text: string, today: CivilDate, rules: PeriodRules): Period | null {
  const typed = text.trim().toLowerCase();
  const name = (PERIOD_NAMES as readonly string[]).includes(typed)
    ? (typed as PeriodName)
    : Object.hasOwn(ALIASES, typed)
      ? ALIASES[typed]!
      : null;
  if (name !== null) return namedPeriod(name, today, rules);
  const month = /^(\d{4})-(\d{2})$/.exec(typed);
  if (month) {
    const first = `${typed}-01`;
    return isCivilDate(first) ? { kind: 'a-month', month: typed, ...monthOf(first) } : null;
  }
  const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(typed);
  if (!range) return null;
  const [, from, to] = range as unknown as [string, string, string];
  if (!isCivilDate(from) || !isCivilDate(to)) return null;
  const length = daysBetween(from, to);
  if (length < 0 || length >= MAX_RANGE_DAYS) return null;
  return { kind: 'range', from, to };
}

/** `range` cut at the edges of calendar months, in order: a long report is asked month by month. */
export function monthsOf(range: DateRange): DateRange[] {
  const pieces: DateRange[] = [];
  for (let from = range.from; from <= range.to;) {
    const end = monthOf(from).to;
    const to = end < range.to ? end : range.to;
    pieces.push({ from, to });
    from = addDays(to, 1);
  }
  return pieces;
}

/** The smallest range holding both. */
export const spanOf = (a: DateRange, b: DateRange): DateRange => ({
  from: a.from < b.from ? a.from : b.from,
  to: a.to > b.to ? a.to : b.to,
});

/**
 * The first day of the week for the `weekStart` preference: `auto` asks the locale (CLDR's
 * week data through `Intl.Locale`: Sunday in Brazil and the US, Monday in most of Europe),
 * Monday where it cannot tell.
 */
export function weekStartOf(preference: WeekStartPreference, locale: string | undefined): WeekStart {
  if (preference !== 'auto') return preference;
  try {
    const tag = new Intl.Locale(locale ?? 'und') as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    // `getWeekInfo()` in newer engines, the `weekInfo` getter in older ones (Node 20).
    const firstDay = (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay;
    return firstDay === 7 ? 'sunday' : 'monday';
  } catch {
    return 'monday';
  }
}
