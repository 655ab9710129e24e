import { describe, expect, it } from 'vitest';
import { cliLocale } from '../../src/main/cli/when';
import { speak } from '../../src/main/core/i18n';
import { formatDateTime } from '../../src/shared/format';

describe('the locale the CLI formats in', () => {
  it('is the POSIX locale of the process: LC_ALL, else LC_TIME, else LANG', () => {
    expect(cliLocale({ LANG: 'de_DE.UTF-8' })).toBe('de-DE');
    expect(cliLocale({ LANG: 'de_DE.UTF-8', LC_TIME: 'pt_BR.UTF-8' })).toBe('pt-BR');
    expect(cliLocale({ LANG: 'de_DE', LC_TIME: 'pt_BR', LC_ALL: 'ja_JP.UTF-8' })).toBe('ja-JP');
    expect(cliLocale({ LANG: 'sr_RS@latin' })).toBe('sr-RS');
  });

  it('is the language spoken for C, POSIX, nothing or what is no locale (not ICU\'s "2019 M08 9")', () => {
    for (const locale of ['en', 'pt-BR'] as const) {
      speak(locale);
      for (const LANG of ['C', 'C.UTF-8', 'POSIX', '', 'not a locale!'])
        expect(cliLocale({ LANG }), LANG).toBe(locale);
      expect(cliLocale({})).toBe(locale);
    }
    speak('en');
    const created = '2019-08-09T14:37:00Z';
    expect(formatDateTime(created, cliLocale({ LANG: '' }), { timeZone: 'UTC' })).toBe(
      'Aug 9, 2019, 2:37 PM',
    );
  });

  it('with the language setting forced, is that language (the system’s own variant of it, if any)', () => {
    expect(cliLocale({ LANG: 'en_US.UTF-8' }, 'pt-BR')).toBe('pt-BR');
    expect(cliLocale({ LANG: 'C.UTF-8' }, 'pt-BR')).toBe('pt-BR');
    expect(cliLocale({ LANG: 'de_DE.UTF-8' }, 'en')).toBe('en');
    expect(cliLocale({ LANG: 'en_GB.UTF-8' }, 'en')).toBe('en-GB');
  });
});
