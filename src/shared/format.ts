/**
 * Numbers and dates as people read them, in their locale: through `Intl`, or as `Intl` writes
 * them for the languages Timetray speaks (see `WRITTEN_OUT`). Pure: shared by the window, the
 * tray, the CLI and the clipboard summary. "–" stands for unknown.
 */

/** Shown where a number or a date is not known. */
export const UNKNOWN = '–';

/**
 * Whole numbers and short times in the locales Timetray speaks, written out: CLDR's patterns
 * for exactly these tags. The first `Intl` formatter of a kind builds ICU's table of every
 * locale it has (about 10 ms of CPU in Node, a date formatter more), which a local CLI
 * command would pay for one count and one time. Any other locale, a fraction, money or
 * another time zone goes through `Intl`; shared-format.test.ts holds each written-out
 * format to Intl's own output.
 */
const WRITTEN_OUT: Readonly<Record<string, { group: string; clock: 12 | 24 }>> = {
  en: { group: ',', clock: 12 },
  'en-US': { group: ',', clock: 12 },
  'pt-BR': { group: '.', clock: 24 },
};
const writtenOut = (locale: string | undefined) =>
  locale !== undefined && Object.hasOwn(WRITTEN_OUT, locale) ? WRITTEN_OUT[locale] : undefined;

/** Whether `formatHours` and `formatCount` write `locale`'s whole numbers without making an Intl formatter. */
export const wholeNumbersWithoutIntl = (locale: string | undefined): boolean =>
  writtenOut(locale) !== undefined;

/** `value` with its thousands grouped, e.g. "1,102"; null where only Intl knows how (see `WRITTEN_OUT`). */
function writtenOutWhole(value: number, locale: string | undefined): string | null {
  const format = writtenOut(locale);
  if (format === undefined || !Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = String(Math.abs(value));
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += format.group + digits.slice(i, i + 3);
  return value < 0 ? `-${text}` : text;
}

/** Formatters are costly to make and a list formats hundreds of numbers: one per locale and style. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string | undefined, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale ?? ''}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Hours and minutes with a unit, e.g. "1,102 h 53 min" (en) or "1.102 h 53 min" (de).
 * Seconds are truncated, as on a timesheet; hours are not capped at 24.
 */
export function formatHours(seconds: number | null | undefined, locale?: string): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return UNKNOWN;
  const totalMinutes = Math.floor(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${formatCount(hours, locale)} h ${formatCount(minutes, locale)} min`;
}

/** Hours as a decimal with 2 places, as invoices write them: "12.50" (en), "12,50" (pt-BR). */
export function formatDecimalHours(seconds: number, locale?: string): string {
  return numberFormat(locale, 2).format(seconds / 3600);
}

/**
 * A money amount with 2 places. The API names no currency: plain ("20,472.97") unless the
 * user chose one (the `currency` preference, an ISO 4217 code), then in the locale's way
 * ("R$ 20.472,97" in pt-BR). `none` or null: plain.
 */
export function formatMoney(
  value: number | null | undefined,
  locale?: string,
  currency?: string | null,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return UNKNOWN;
  if (currency && currency !== 'none') return currencyFormat(locale, currency).format(value);
  return numberFormat(locale, 2).format(value);
}

function currencyFormat(locale: string | undefined, currency: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    numberFormats.set(key, format);
  }
  return format;
}

/** A count, e.g. members or open tasks. */
export function formatCount(value: number | null | undefined, locale?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return UNKNOWN;
  return writtenOutWhole(value, locale) ?? numberFormat(locale, 0).format(value);
}

export interface DateFormatOptions {
  /** IANA zone; the machine's by default (tests pin one). */
  timeZone?: string;
}

/** Date and time, e.g. "Mar 4, 2026, 10:42 AM". */
export function formatDateTime(
  iso: string | null | undefined,
  locale?: string,
  options: DateFormatOptions = {},
): string {
  return formatIn(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }, options);
}

/** A date alone, e.g. "Mar 4, 2026" (a certificate's last day). */
export function formatDate(
  iso: string | null | undefined,
  locale?: string,
  options: DateFormatOptions = {},
): string {
  return formatIn(iso, locale, { dateStyle: 'medium' }, options);
}

/** `iso` in `styles` (and the zone of `options`); "–" when it is no time. */
function formatIn(
  iso: string | null | undefined,
  locale: string | undefined,
  styles: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
  options: DateFormatOptions,
): string {
  const time = parseTime(iso);
  if (time === null) return UNKNOWN;
  return new Intl.DateTimeFormat(locale, { ...styles, ...zone(options) }).format(time);
}

/**
 * Whether `asOf` said the time alone (`today`) or a date and time (`other`): Portuguese
 * puts a different word before each ("salva às 10:42", "salva em 23 de nov. de 2026, 10:42"),
 * so the messages that carry it choose by it.
 */
export type AsOfDay = 'today' | 'other';

/**
 * When something was fetched, as short as is clear: the time alone on the same day as
 * `now` ("10:42 AM"), else date and time; with which of the two it is.
 */
export function asOf(
  iso: string | null | undefined,
  now: number,
  locale?: string,
  options: DateFormatOptions = {},
): { when: string; day: AsOfDay } {
  const time = parseTime(iso);
  if (time === null) return { when: UNKNOWN, day: 'other' };
  // The machine's zone and UTC are `Date`'s own; another zone only Intl knows.
  const clock = clockOf(options);
  const dayOf = clock?.day ?? intlDayOf(options);
  if (dayOf(time) !== dayOf(now)) return { when: formatDateTime(iso, locale, options), day: 'other' };
  const text =
    (clock && writtenOutTime(time, locale, clock)) ??
    new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone(options) }).format(time);
  return { when: text, day: 'today' };
}

/** A time's calendar day in the zone of `options`, through Intl ("2026-11-25"). */
function intlDayOf(options: DateFormatOptions): (time: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...zone(options) });
  return (time) => format.format(time);
}

/** A time's calendar day and hour and minute, read by `Date` itself: the machine's zone or UTC. */
interface Clock {
  day(time: number): string;
  hourAndMinute(time: number): [number, number];
}

const LOCAL_CLOCK: Clock = {
  day: (time) => new Date(time).toDateString(),
  hourAndMinute: (time) => {
    const date = new Date(time);
    return [date.getHours(), date.getMinutes()];
  },
};
const UTC_CLOCK: Clock = {
  day: (time) => new Date(time).toISOString().slice(0, 10),
  hourAndMinute: (time) => {
    const date = new Date(time);
    return [date.getUTCHours(), date.getUTCMinutes()];
  },
};

/** `Date`'s clock for the zone of `options` when it has one (the machine's, or UTC); else null. */
const clockOf = (options: DateFormatOptions): Clock | null =>
  options.timeZone === undefined ? LOCAL_CLOCK : options.timeZone === 'UTC' ? UTC_CLOCK : null;

/** A short time, "1:05 PM" or "13:05"; null where only Intl knows how (see `WRITTEN_OUT`). */
function writtenOutTime(time: number, locale: string | undefined, clock: Clock): string | null {
  const format = writtenOut(locale);
  if (format === undefined) return null;
  const [hour, minute] = clock.hourAndMinute(time);
  const mm = String(minute).padStart(2, '0');
  if (format.clock === 24) return `${String(hour).padStart(2, '0')}:${mm}`;
  return `${hour % 12 || 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `asOf`'s text alone, where no word stands before it (e.g. the CLI's table cells). */
export function formatAsOf(
  iso: string | null | undefined,
  now: number,
  locale?: string,
  options: DateFormatOptions = {},
): string {
  return asOf(iso, now, locale, options).when;
}

function parseTime(iso: string | null | undefined): number | null {
  if (typeof iso !== 'string') return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

const zone = (options: DateFormatOptions): { timeZone?: string } =>
  options.timeZone ? { timeZone: options.timeZone } : {};
