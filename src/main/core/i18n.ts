import { messages as enCli } from '../../shared/i18n/paraglide/areas/cli/en.js';
import { messages as enCore } from '../../shared/i18n/paraglide/areas/core/en.js';
import type * as Catalog from '../../shared/i18n/paraglide/messages/_index.js';
import { BASE_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locale';

/**
 * The words of the main process and the CLI: the same compiled catalog as the window
 * (messages/AREA/{locale}.json), in the language the process speaks. One process speaks one
 * language at a time — the CLI picks it once at start, the app each time the `language`
 * setting (or the system's) changes — so `m.key(params)` reads like the window's and needs
 * no locale argument. Call it when the words are needed, never at module load: a sentence
 * kept in a constant would stay in the language of the moment it was made.
 *
 * A process loads only the areas whose words it speaks (`loadAreas`), each its own chunk:
 * a CLI command pays to parse every byte it loads (`npm run bench -- cli`), and a language's
 * whole catalog is twice what a command uses. English `core` and `cli` are always here (the
 * base language, and what tests speak); the CLI adds its language's `core` and `cli`, and
 * `doctor` for `timetray doctor`; the app loads every area of every language at start, so a
 * switch in Settings applies at once. A message of an area not loaded is a bug in the caller:
 * `test/unit/i18n-areas.test.ts` checks which areas each part of the code may use.
 */
export type Messages = typeof Catalog;

/** The catalog's areas (messages/AREA/), as project.inlang/settings.json lists them. */
export const AREAS = ['window', 'core', 'cli', 'doctor', 'shell'] as const;
export type Area = (typeof AREAS)[number];

// Typed through the catalog's index (see `Messages`); an area's messages are a part of it.
type AreaMessages = object;
const loaders: Record<Locale, Record<Area, () => Promise<AreaMessages>>> = {
  en: {
    window: async () => (await import('../../shared/i18n/paraglide/areas/window/en.js')).messages,
    core: async () => enCore,
    cli: async () => enCli,
    doctor: async () => (await import('../../shared/i18n/paraglide/areas/doctor/en.js')).messages,
    shell: async () => (await import('../../shared/i18n/paraglide/areas/shell/en.js')).messages,
  },
  'pt-BR': {
    window: async () => (await import('../../shared/i18n/paraglide/areas/window/pt-BR.js')).messages,
    core: async () => (await import('../../shared/i18n/paraglide/areas/core/pt-BR.js')).messages,
    cli: async () => (await import('../../shared/i18n/paraglide/areas/cli/pt-BR.js')).messages,
    doctor: async () => (await import('../../shared/i18n/paraglide/areas/doctor/pt-BR.js')).messages,
    shell: async () => (await import('../../shared/i18n/paraglide/areas/shell/pt-BR.js')).messages,
  },
};

/** Each loaded language's messages so far (its loaded areas in one object), and which areas. */
const catalogs: Partial<Record<Locale, Messages>> = { en: { ...enCore, ...enCli } as Messages };
const loadedAreas: Partial<Record<Locale, Set<Area>>> = { en: new Set(['core', 'cli']) };

let spoken: Locale = BASE_LOCALE;

/** Makes every area of `locale`'s words available to `speak` and `messagesIn`. */
export async function loadLanguage(locale: Locale): Promise<void> {
  await loadAreas(locale, AREAS);
}

/** Makes `areas` of `locale`'s words available (each area once): what a CLI command speaks. */
export async function loadAreas(locale: Locale, areas: readonly Area[]): Promise<void> {
  const loaded = (loadedAreas[locale] ??= new Set());
  const missing = areas.filter((area) => !loaded.has(area));
  const modules = await Promise.all(missing.map((area) => loaders[locale][area]()));
  catalogs[locale] = Object.assign({}, catalogs[locale], ...modules) as Messages;
  for (const area of missing) loaded.add(area);
}

/** Makes one area of every language available: words saved in any language are recognised. */
export async function loadAreaOfEveryLanguage(area: Area): Promise<void> {
  await Promise.all(LOCALES.map((locale) => loadAreas(locale, [area])));
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

/** "bash, zsh, or fish" in the language spoken ("bash, zsh ou fish"): a choice, not a list. */
export function oneOf(choices: readonly string[]): string {
  return new Intl.ListFormat(spokenLocale(), { type: 'disjunction' }).format(choices);
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
