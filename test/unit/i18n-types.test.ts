import { describe, expect, it } from 'vitest';
import { m } from '../../src/shared/i18n/paraglide/messages.js';
import type * as English from '../../src/shared/i18n/paraglide/messages/en.js';
import type * as Portuguese from '../../src/shared/i18n/paraglide/messages/pt-BR.js';

/**
 * The catalog is typed: `npx tsc -b` fails on each line below if it stops being an error
 * (an unused `@ts-expect-error` is itself an error). Never called: only compiled.
 */
export function misuses(): void {
  // @ts-expect-error a key the catalog does not have
  m.no_such_message();
  // @ts-expect-error a required parameter left out
  m.as_of({});
  // @ts-expect-error a parameter under another name
  m.as_of({ when: '10:42' });
  // @ts-expect-error no parameters at all where one is needed
  m.age_days();
  // @ts-expect-error a language Timetray does not have
  m.loading({}, { locale: 'pt-PT' });
}

// Each language's module (what the window loads) has exactly the other's messages and parameters.
export const sameShape: [typeof English, typeof Portuguese] = [{} as typeof Portuguese, {} as typeof English];

describe('the compiled catalog, as main and the CLI call it', () => {
  it('speaks each language, with its plurals (Intl.PluralRules)', () => {
    expect(m.age_days({ count: 1 }, { locale: 'en' })).toBe('1 day ago');
    expect(m.age_days({ count: 2 }, { locale: 'en' })).toBe('2 days ago');
    expect(m.age_days({ count: 1 }, { locale: 'pt-BR' })).toBe('há 1 dia');
    expect(m.age_days({ count: 2 }, { locale: 'pt-BR' })).toBe('há 2 dias');
    expect(m.health_problems({ count: 3 }, { locale: 'pt-BR' })).toBe('3 problemas');
    expect(m.label_open_tasks({}, { locale: 'pt-BR' })).toBe('Tarefas abertas');
  });
});
