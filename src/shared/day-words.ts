/**
 * A calendar day (`YYYY-MM-DD`) in a person's words, the same in the CLI and the window:
 * "Mon, Dec 7" / "seg., 7 de dez.". Formatted at noon UTC in UTC, so the day named is the
 * one written, whatever the machine's time zone.
 */
import type { DateRange } from './periods';

export const civilNoon = (date: string): Date => new Date(`${date}T12:00:00Z`);

export const dayWords = (date: string, locale: string | undefined): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(civilNoon(date));

/** "7 Nov – 6 Dec 2026" / "7 de nov. – 6 de dez. de 2026" (a day alone: "2 Dec 2026"). */
export function dateRangeWords(range: DateRange, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return range.from === range.to
    ? format.format(civilNoon(range.from))
    : format.formatRange(civilNoon(range.from), civilNoon(range.to));
}
