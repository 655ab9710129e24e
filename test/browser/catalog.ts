import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

/**
 * Every message of one language, from the files project.inlang lists (as
 * scripts/catalog-files.mjs reads them). Not imported from there: Playwright's loader turns
 * that ES module into CommonJS and Node then refuses it ("exports is not defined in ES module
 * scope"), which left every spec using `wordsOf` unlisted ("No tests found").
 */
function readCatalog(locale: string): Record<string, unknown> {
  const settings = JSON.parse(readFileSync(join(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
    'plugin.inlang.messageFormat': { pathPattern: string | string[] };
  };
  const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
  const messages: Record<string, unknown> = {};
  for (const pattern of patterns) {
    const file = join(ROOT, pattern.replace('{locale}', locale));
    Object.assign(messages, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  return messages;
}

/** A message's variants: chosen by inputs only here (`day=today`, `*`), not by plural forms. */
type Variants = [{ selectors: string[]; match: Record<string, string> }];

/** The first variant whose every `input=value` holds for `params` (`*` holds for anything). */
function variantFor(key: string, message: Variants, params: Record<string, string | number>): string {
  for (const [when, text] of Object.entries(message[0].match)) {
    const holds = when.split(',').every((condition) => {
      const [name, value] = condition.trim().split('=') as [string, string];
      if (value === '*') return true;
      if (name.endsWith('Plural')) throw new Error(`"${key}" depends on a count: find it otherwise`);
      return String(params[name]) === value;
    });
    if (holds) return text;
  }
  throw new Error(`"${key}" has no variant for ${JSON.stringify(params)}`);
}

/**
 * The window's words in one language, read from messages/AREA/{locale}.json (the catalog the
 * window is compiled from), so a test finds "Entrar no Timetray" by its key and survives a
 * better wording. `{name}` placeholders are filled from `params`, which also choose among a
 * message's variants (e.g. `day: 'today'`); plural messages are not for finding things by
 * (their forms depend on a count).
 */
export function wordsOf(
  locale: 'en' | 'pt-BR',
): (key: string, params?: Record<string, string | number>) => string {
  const catalog = readCatalog(locale);
  return (key, params = {}) => {
    const message = catalog[key];
    if (message === undefined) throw new Error(`messages/AREA/${locale}.json has no message "${key}"`);
    const text = typeof message === 'string' ? message : variantFor(key, message as Variants, params);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  };
}
