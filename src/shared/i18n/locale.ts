/**
 * Which language Timetray speaks: the `language` preference, and the one pure rule that
 * turns it (and, for `auto`, what the system says) into a locale we have. Shared by the
 * app (candidates: Electron's `app.getPreferredSystemLanguages()`, passed in by the shell)
 * and the CLI (candidates: the POSIX locale variables, `posixLanguage`).
 */

/** The languages Timetray has, as BCP 47 tags; also the keys of the message catalog. */
export const LOCALES = ['en', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

/** The English catalog is the source: every other language translates its keys. */
export const BASE_LOCALE: Locale = 'en';

/** The `language` preference: `auto` follows the system. Never translated (a settings value). */
export const LANGUAGE_CHOICES = ['auto', ...LOCALES] as const;
export type LanguagePreference = (typeof LANGUAGE_CHOICES)[number];

/**
 * The locale we have for one system language tag, or null: any Portuguese (`pt`, `pt-PT`,
 * `pt_BR.UTF-8`) is Brazilian Portuguese, any English is English. Case, `_` for `-` and a
 * POSIX `.codeset`/`@modifier` are forgiven.
 */
export function supportedLocaleOf(tag: string): Locale | null {
  const language = tag
    .trim()
    .split(/[-_.@]/)[0]
    ?.toLowerCase();
  if (language === 'pt') return 'pt-BR';
  if (language === 'en') return 'en';
  return null;
}

/**
 * The locale to speak. A forced language is itself; `auto` is the first of `candidates`
 * (most preferred first) that we have, else English.
 */
export function resolveLocale(preference: LanguagePreference, candidates: readonly string[]): Locale {
  if (preference !== 'auto') return preference;
  for (const candidate of candidates) {
    const locale = supportedLocaleOf(candidate);
    if (locale) return locale;
  }
  return BASE_LOCALE;
}

/**
 * The CLI's system language, as gettext programs (git, coreutils) choose theirs: the first of
 * LC_ALL, LC_MESSAGES and LANG that is set and not empty is the locale, even when it is `C` or
 * `POSIX` (which mean English). Unless it is one of those, GNU's LANGUAGE list, when set,
 * comes before it and replaces it (`LANGUAGE=pt_BR:en`, what a desktop session sets; a list
 * of languages we lack means English, as in gettext). As a candidate list for
 * `resolveLocale`: empty when no locale is set.
 */
export function posixLanguage(env: Readonly<Record<string, string | undefined>>): string[] {
  const locale = ['LC_ALL', 'LC_MESSAGES', 'LANG'].map((name) => env[name]?.trim()).find((value) => value);
  if (!locale) return [];
  if (locale === 'C' || locale === 'POSIX' || locale.startsWith('C.')) return ['en'];
  const preferred = (env['LANGUAGE'] ?? '')
    .split(':')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return preferred.length > 0 ? preferred : [locale];
}

/**
 * The locale numbers and dates are written in (`Intl`): the system's own variant of the
 * language spoken (en-GB dates for a British system speaking English), else that language
 * (a forced pt-BR on an English system writes `1.234,50`).
 */
export function formattingLocale(locale: Locale, systemLanguages: readonly string[]): string {
  return systemLanguages.find((tag) => supportedLocaleOf(tag) === locale) ?? locale;
}
