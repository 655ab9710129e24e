/**
 * A calendar day (`YYYY-MM-DD`) in a person's words, the same in the CLI and the window:
 * "Mon, Dec 7" / "seg., 7 de dez.". Formatted at noon UTC in UTC, so the day named is the
 * one written, whatever the machine's time zone.
 */
export const civilNoon = (date: string): Date => new Date(`${date}T12:00:00Z`);

export const dayWords = (date: string, locale: string | undefined): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(civilNoon(date));
