import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { buildSnapshot, initialView } from '../../src/main/core/state/snapshot';
import {
  formattingLocale,
  posixLanguage,
  resolveLocale,
  supportedLocaleOf,
  type LanguagePreference,
} from '../../src/shared/i18n/locale';

describe('resolveLocale', () => {
  it('a forced language is itself, whatever the system says', () => {
    expect(resolveLocale('pt-BR', ['en-US'])).toBe('pt-BR');
    expect(resolveLocale('en', ['pt-BR', 'pt'])).toBe('en');
    expect(resolveLocale('pt-BR', [])).toBe('pt-BR');
  });

  it('auto takes the first system language we have, skipping the ones we do not', () => {
    expect(resolveLocale('auto', ['pt-BR', 'en-US'])).toBe('pt-BR');
    expect(resolveLocale('auto', ['en-GB', 'pt-BR'])).toBe('en');
    expect(resolveLocale('auto', ['de-DE', 'fr', 'pt-BR'])).toBe('pt-BR');
    expect(resolveLocale('auto', ['es-419', 'en-US', 'pt-BR'])).toBe('en');
  });

  it('auto with nothing we have, or nothing at all, is English', () => {
    expect(resolveLocale('auto', ['de-DE', 'ja'])).toBe('en');
    expect(resolveLocale('auto', [])).toBe('en');
    expect(resolveLocale('auto', [''])).toBe('en');
  });
});

describe('supportedLocaleOf', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT_br', 'pt-BR'],
    ['pt_BR.UTF-8', 'pt-BR'],
    ['pt_PT@euro', 'pt-BR'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB.UTF-8', 'en'],
  ])('%s → %s', (tag, locale) => expect(supportedLocaleOf(tag)).toBe(locale));

  it.each(['de-DE', 'es', 'fr_FR.UTF-8', 'C', 'POSIX', '', 'ptx', 'p'])('%j → none of ours', (tag) =>
    expect(supportedLocaleOf(tag)).toBeNull(),
  );
});

describe('posixLanguage (the CLI under auto)', () => {
  const cli = (env: Record<string, string | undefined>) => resolveLocale('auto', posixLanguage(env));

  it('LC_ALL wins over LC_MESSAGES, which wins over LANG', () => {
    expect(cli({ LC_ALL: 'pt_BR.UTF-8', LC_MESSAGES: 'en_US.UTF-8', LANG: 'en_US.UTF-8' })).toBe('pt-BR');
    expect(cli({ LC_MESSAGES: 'pt_BR.UTF-8', LANG: 'en_US.UTF-8' })).toBe('pt-BR');
    expect(cli({ LC_ALL: 'en_US.UTF-8', LANG: 'pt_BR.UTF-8' })).toBe('en');
    expect(cli({ LANG: 'pt_BR.UTF-8' })).toBe('pt-BR');
  });

  it('an empty variable is skipped, as POSIX says', () => {
    expect(cli({ LC_ALL: '', LC_MESSAGES: ' ', LANG: 'pt_BR.UTF-8' })).toBe('pt-BR');
  });

  it('C and POSIX mean English and stop the search', () => {
    expect(cli({ LC_ALL: 'C', LANG: 'pt_BR.UTF-8' })).toBe('en');
    expect(cli({ LC_MESSAGES: 'POSIX', LANG: 'pt_BR.UTF-8' })).toBe('en');
    expect(cli({ LC_ALL: 'C.UTF-8', LANG: 'pt_BR.UTF-8' })).toBe('en');
  });

  it('a language we do not have is English, and does not fall through to LANG', () => {
    expect(cli({ LC_MESSAGES: 'de_DE.UTF-8', LANG: 'pt_BR.UTF-8' })).toBe('en');
  });

  it('nothing set is English', () => expect(cli({})).toBe('en'));

  it("GNU's LANGUAGE list comes first, as in gettext; not when the locale is C or unset", () => {
    expect(cli({ LANG: 'pt_BR.UTF-8', LANGUAGE: 'en_US:en' })).toBe('en');
    expect(cli({ LANG: 'en_US.UTF-8', LANGUAGE: 'pt_BR:pt:en' })).toBe('pt-BR');
    expect(cli({ LANG: 'en_US.UTF-8', LANGUAGE: 'fr:pt' })).toBe('pt-BR'); // the first we have
    expect(cli({ LANG: 'pt_BR.UTF-8', LANGUAGE: 'fr:de' })).toBe('en'); // none we have: English
    expect(cli({ LANG: 'pt_BR.UTF-8', LANGUAGE: ' : ' })).toBe('pt-BR'); // empty: the locale
    expect(cli({ LC_ALL: 'C.UTF-8', LANGUAGE: 'pt_BR' })).toBe('en');
    expect(cli({ LANGUAGE: 'pt_BR' })).toBe('en');
  });

  it('a forced language ignores the environment', () =>
    expect(resolveLocale('pt-BR', posixLanguage({ LC_ALL: 'C' }))).toBe('pt-BR'));
});

describe('formattingLocale (numbers and dates)', () => {
  it("keeps the system's own variant of the language spoken", () => {
    expect(formattingLocale('en', ['en-GB', 'pt-BR'])).toBe('en-GB');
    expect(formattingLocale('pt-BR', ['de-DE', 'pt-PT'])).toBe('pt-PT');
  });

  it('a forced language the system does not speak formats in that language', () => {
    expect(formattingLocale('pt-BR', ['en-US'])).toBe('pt-BR');
    expect(formattingLocale('en', ['pt-BR'])).toBe('en');
    expect(formattingLocale('en', [])).toBe('en');
  });
});

describe('the snapshot speaks the resolved language', () => {
  const viewWith = (language: LanguagePreference, languages: string[]) => {
    const view = initialView(languages);
    return { ...view, settings: { ...view.settings, preferences: { ...defaultPreferences(), language } } };
  };

  it('auto follows the system languages the app (or the CLI) passed in', () => {
    expect(buildSnapshot(viewWith('auto', ['de-DE', 'pt-BR'])).locale).toBe('pt-BR');
    expect(buildSnapshot(viewWith('auto', [])).locale).toBe('en');
  });

  it('a forced language wins over the system', () => {
    expect(buildSnapshot(viewWith('en', ['pt-BR'])).locale).toBe('en');
    expect(buildSnapshot(viewWith('pt-BR', ['en-US'])).locale).toBe('pt-BR');
  });
});
