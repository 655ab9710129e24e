import { readCatalog } from '../../scripts/catalog-files.mjs';

/**
 * The window's words in one language, read from messages/AREA/{locale}.json (the catalog the
 * window is compiled from), so a test finds "Entrar no Timetray" by its key and survives a
 * better wording. `{name}` placeholders are filled from `params`; plural messages are not
 * for finding things by (their forms depend on a count).
 */
export function wordsOf(
  locale: 'en' | 'pt-BR',
): (key: string, params?: Record<string, string | number>) => string {
  const catalog = readCatalog(locale);
  return (key, params = {}) => {
    const text = catalog[key];
    if (typeof text !== 'string')
      throw new Error(`messages/AREA/${locale}.json has no plain message "${key}"`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  };
}
