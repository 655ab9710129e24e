import * as en from '../../shared/i18n/paraglide/messages/en.js';
import * as ptBR from '../../shared/i18n/paraglide/messages/pt-BR.js';
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
 * Both languages are bundled (about 40 KB each): main must switch at once, without a load.
 */
export type Messages = typeof Catalog;

const catalogs: Record<Locale, Messages> = {
  en: en as unknown as Messages,
  'pt-BR': ptBR as unknown as Messages,
};

let spoken: Locale = BASE_LOCALE;

/** From now on, `m` speaks `locale`. */
export function speak(locale: Locale): void {
  spoken = locale;
}

/** The language `m` speaks now. */
export function spokenLocale(): Locale {
  return spoken;
}

/** The messages in the language spoken now (see `speak`). */
export const m: Messages = new Proxy({} as Messages, {
  get: (_target, key: string) => catalogs[spoken][key as keyof Messages],
});

/** The messages of one language, whatever is spoken (e.g. to test both). */
export const messagesIn = (locale: Locale): Messages => catalogs[locale];
