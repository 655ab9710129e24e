import * as en from '../../shared/i18n/paraglide/messages/en.js';
import type * as Catalog from '../../shared/i18n/paraglide/messages/_index.js';
import { BASE_LOCALE, type Locale } from '../../shared/i18n/locale';

/**
 * The words of the main process and the CLI: the same compiled catalog as the window
 * (messages/AREA/{locale}.json), in the language the process speaks. One process speaks one
 * language at a time — the CLI picks it once at start, the app each time the `language`
 * setting (or the system's) changes — so `m.key(params)` reads like the window's and needs
 * no locale argument. Call it when the words are needed, never at module load: a sentence
 * kept in a constant would stay in the language of the moment it was made.
 *
 * English is always here (the base language, and what tests speak). Another language is its
 * own chunk, loaded by `loadLanguage` before it is spoken: each language's catalog is about
 * 120 KB of code, and a CLI command pays to parse every byte it loads (`npm run bench -- cli`).
 * The app loads every language at start, so a switch in Settings applies at once.
 */
export type Messages = typeof Catalog;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  'pt-BR': () => import('../../shared/i18n/paraglide/messages/pt-BR.js'),
};

const catalogs: Partial<Record<Locale, Messages>> = { en: en as unknown as Messages };

let spoken: Locale = BASE_LOCALE;

/** Makes `locale`'s words available to `speak` and `messagesIn` (once; English always is). */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (catalogs[locale]) return;
  catalogs[locale] = (await loaders[locale as Exclude<Locale, 'en'>]()) as Messages;
}

/** The catalog of `locale`; a language never loaded is a bug in the caller, said plainly. */
function catalogOf(locale: Locale): Messages {
  const catalog = catalogs[locale];
  if (!catalog)
    throw new Error(`the ${locale} messages are not loaded: await loadLanguage('${locale}') first`);
  return catalog;
}

/** From now on, `m` speaks `locale` (loaded with `loadLanguage`). */
export function speak(locale: Locale): void {
  catalogOf(locale);
  spoken = locale;
}

/** The language `m` speaks now. */
export function spokenLocale(): Locale {
  return spoken;
}

/** The languages loaded so far (English first). */
export const loadedLocales = (): Locale[] => Object.keys(catalogs) as Locale[];

/** The messages in the language spoken now (see `speak`). */
export const m: Messages = new Proxy({} as Messages, {
  get: (_target, key: string) => catalogOf(spoken)[key as keyof Messages],
});

/** The messages of one loaded language, whatever is spoken (e.g. the window's summary). */
export const messagesIn = (locale: Locale): Messages => catalogOf(locale);

/** What publishes snapshots with the language they are in (the core, or its starting stand-in). */
interface LanguageSource {
  snapshot(): { locale: Locale };
  onChange(listener: (snapshot: { locale: Locale }) => void): () => void;
}

/**
 * From now on `m` speaks each snapshot's language: the system's until the settings are read,
 * then the `language` setting's, switched the moment it changes. Call it before subscribing
 * anything else, so every other listener runs with the new words already spoken. Main does
 * this (index.ts), and so does the browser harness that stands in for it. Returns the stop.
 */
export function speakSnapshotLanguage(source: LanguageSource): () => void {
  speak(source.snapshot().locale);
  return source.onChange((next) => speak(next.locale));
}
