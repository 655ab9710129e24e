/**
 * Numbers and dates as people read them, in their locale, through `Intl`. Pure: shared by
 * the window, the tray, the CLI and the clipboard summary. "–" stands for unknown.
 */

/** Shown where a number or a date is not known. */
export const UNKNOWN = '–';

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
  const number = numberFormat(locale, 0);
  return `${number.format(hours)} h ${number.format(minutes)} min`;
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
  return numberFormat(locale, 0).format(value);
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
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...zone(options) });
  if (day.format(time) === day.format(now)) {
    const text = new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone(options) }).format(time);
    return { when: text, day: 'today' };
  }
  return { when: formatDateTime(iso, locale, options), day: 'other' };
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
