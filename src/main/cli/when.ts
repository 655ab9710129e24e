import { asOf, formatAsOf, formatCount, type AsOfDay } from '../../shared/format';
import { formattingLocale, type Locale } from '../../shared/i18n/locale';
import { spokenLocale } from '../core/i18n';

/** The `language` setting when it is not `auto` (set once at start by `speakCliLanguage`). */
let forced: Locale | null = null;

export function setForcedLanguage(locale: Locale | null): void {
  forced = locale;
}

/** The process's locale as POSIX names it (`LC_ALL`, else `LC_TIME`, else `LANG`), as a BCP 47 tag. */
function posixFormatLocale(env: NodeJS.ProcessEnv): string | undefined {
  const name = [env.LC_ALL, env.LC_TIME, env.LANG].find((v) => typeof v === 'string' && v !== '');
  if (name === undefined) return undefined;
  const tag = name.replace(/[.@].*$/, '').replace(/_/g, '-');
  if (tag === '' || tag === 'C' || tag === 'POSIX') return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined; // not a locale Intl knows how to read
  }
}

/**
 * The locale the CLI formats numbers and times in — the one place the CLI decides it. With
 * the `language` setting forced, that language's locale (the system's own variant of it
 * when the system speaks it: en-GB stays en-GB for English); with `auto`, the process's, as
 * POSIX names it (e.g. `de_DE.UTF-8` → `de-DE`). When POSIX names none (`C`, `POSIX`, unset,
 * empty or unknown), the language spoken: left to `Intl`, an empty `LANG` gave ICU's
 * "undetermined" locale, which writes dates as "2019 M08 9" (also in a Markdown summary).
 */
export function cliLocale(env: NodeJS.ProcessEnv = process.env, language: Locale | null = forced): string {
  const system = posixFormatLocale(env);
  if (language === null) return system ?? spokenLocale();
  return formattingLocale(language, system === undefined ? [] : [system]);
}

/**
 * The CLI's one way of saying when something happened, in local time: the time alone today
 * ("10:42 AM"), date and time on other days. `--json` keeps ISO 8601 instead.
 */
export function formatWhen(iso: string | null | undefined, now = Date.now()): string {
  return formatAsOf(iso, now, cliLocale());
}

/** `formatWhen` for a message with a word before it, which depends on `day` (see `AsOfDay`). */
export function whenWords(iso: string | null | undefined, now = Date.now()): { when: string; day: AsOfDay } {
  return asOf(iso, now, cliLocale());
}

/**
 * A count for a message: `count` chooses its plural, `countText` is how it is read
 * ("1,102" / "1.102"), as the window's count messages take them.
 */
export function countWords(count: number): { count: number; countText: string } {
  return { count, countText: formatCount(count, cliLocale()) };
}
