import type * as Catalog from '../../../shared/i18n/paraglide/messages/_index.js';
import type { messages as WindowArea } from '../../../shared/i18n/paraglide/areas/window/en.js';
import {
  BASE_LOCALE,
  formattingLocale,
  LOCALES,
  resolveLocale,
  type Locale,
} from '../../../shared/i18n/locale';

/**
 * The window's words: the `window` area of the catalog (messages/window/). Each language is
 * its own chunk (Paraglide's `locale-modules` output, cut to that area by `paraglide/areas/window/`),
 * imported when first needed: the window paints its first screen having loaded only the
 * language it shows, and a language switched to in Settings is loaded then.
 *
 * Components call `m.some_key(params)`: typed by the compiled catalog (a missing key or a
 * wrong parameter does not compile), and reactive — `m` reads the current catalog, a rune,
 * so everything on screen re-renders when the language changes.
 */
export type Messages = Pick<typeof Catalog, keyof typeof WindowArea>;

// Typed through the catalog's index (whose functions take no argument where none is needed);
// at run time only one language's module is in memory.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => (await import('../../../shared/i18n/paraglide/areas/window/en.js')).messages as Messages,
  'pt-BR': async () =>
    (await import('../../../shared/i18n/paraglide/areas/window/pt-BR.js')).messages as Messages,
};

class I18n {
  /** Null until the first language is loaded (nothing with words renders before). */
  catalog = $state.raw<Messages | null>(null);
  locale = $state<Locale>(BASE_LOCALE);
  /** The locale `Intl` formats numbers and dates in (see `formattingLocale`). */
  formatLocale = $state<string>(BASE_LOCALE);
  #wanted: Locale | null = null;
  #loaded!: () => void;
  /** Resolves once the first language is loaded: the window has words to paint. */
  readonly ready = new Promise<void>((resolve) => (this.#loaded = resolve));

  /** Loads `locale`'s messages (once) and makes it the window's language, `<html lang>` too. */
  async use(locale: Locale): Promise<void> {
    if (this.#wanted === locale) return;
    this.#wanted = locale;
    let catalog: Messages;
    try {
      catalog = await loaders[locale]();
    } catch (error) {
      if (this.#wanted === locale) this.#wanted = null; // the next snapshot may try again
      throw error;
    }
    if (this.#wanted !== locale) return; // another switch overtook this one
    this.catalog = catalog;
    this.#loaded();
    this.locale = locale;
    this.formatLocale = formattingLocale(locale, navigator.languages);
    document.documentElement.lang = locale;
    document.title = catalog.window_title();
  }
}

export const i18n = new I18n();

/** The messages of the window's language (see `I18n`); only called once one is loaded. */
export const m: Messages = new Proxy({} as Messages, {
  get: (_target, key: string) => {
    const catalog = i18n.catalog;
    if (!catalog) throw new Error(`message "${key}" asked for before any language was loaded`);
    return catalog[key as keyof Messages];
  },
});

/**
 * The language main chose, as it passes it in the page's address (`?locale=pt-BR`), so the
 * first screen's words load with the page instead of after the first snapshot; else the
 * browser's own languages (the snapshot then corrects it).
 */
export function startingLocale(search: string, languages: readonly string[]): Locale {
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once, never changed
  const asked = new URLSearchParams(search).get('locale');
  const given = LOCALES.find((locale) => locale === asked);
  return given ?? resolveLocale('auto', languages);
}
