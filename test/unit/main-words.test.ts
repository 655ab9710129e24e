import { afterEach, describe, expect, it } from 'vitest';
import { m, speak, spokenLocale } from '../../src/main/core/i18n';

describe("main's and the CLI's words (core/i18n)", () => {
  afterEach(() => speak('en'));

  it('speak English until told otherwise, then the language spoken, at once', () => {
    expect(spokenLocale()).toBe('en');
    expect(m.back()).toBe('Back');
    speak('pt-BR');
    expect(m.back()).toBe('Voltar');
    expect(m.age_days({ count: 1 })).toMatch(/1 dia/);
    expect(m.age_days({ count: 2 })).toMatch(/2 dias/);
  });

  it("counts in both languages' plurals: `status` says 1 cached project, 2 cached projects", () => {
    expect(m.cli_status_cached({ count: 1, countText: '1' })).toBe('1 cached project.');
    expect(m.cli_status_cached({ count: 2, countText: '2' })).toBe('2 cached projects.');
    expect(m.cli_status_cached({ count: 1102, countText: '1,102' })).toBe('1,102 cached projects.');
    speak('pt-BR');
    expect(m.cli_status_cached({ count: 1, countText: '1' })).toBe('1 projeto em cache.');
    expect(m.cli_status_cached({ count: 0, countText: '0' })).toBe('0 projetos em cache.');
    expect(m.cli_status_cached({ count: 1102, countText: '1.102' })).toBe('1.102 projetos em cache.');
    // CLDR's "many" (exact millions): no message has that form; the plural, not the key.
    expect(m.cli_status_cached({ count: 2_000_000, countText: '2.000.000' })).toBe(
      '2.000.000 projetos em cache.',
    );
  });
});
