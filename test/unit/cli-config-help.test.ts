import { afterEach, describe, expect, it } from 'vitest';
import { commandHelp } from '../../src/main/cli/help';
import { speak } from '../../src/main/core/i18n';
import { PREFERENCE_KEYS } from '../../src/main/core/settings/preferences';
import { LOCALES } from '../../src/shared/i18n/locale';

afterEach(() => speak('en'));

describe('`timetray config --help`', () => {
  it('names every setting `config set` accepts, in every language', () => {
    for (const locale of LOCALES) {
      speak(locale);
      const help = commandHelp('config', 80);
      const missing = PREFERENCE_KEYS.filter((key) => !new RegExp(`^ {2}${key} `, 'm').test(help));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });
});
