import { readFileSync } from 'node:fs';
import { parseJsonFile } from '../core/files/json-text';
import { join } from 'node:path';
import {
  LANGUAGE_CHOICES,
  posixLanguage,
  resolveLocale,
  type LanguagePreference,
  type Locale,
} from '../../shared/i18n/locale';
import { defaultConfigDir } from '../core/settings/config-dir';
import { loadAreas, speak } from '../core/i18n';
import { setForcedLanguage } from './when';

/**
 * The `language` setting, read straight from settings.json without the settings store (no
 * zod, no lock): `--help` and `status` must stay cheap. Anything off — no file, not JSON,
 * a value this version does not know — is `auto`: the commands that need the settings say
 * what is wrong with them, in the language chosen here.
 */
export function savedLanguage(env: NodeJS.ProcessEnv): LanguagePreference {
  try {
    const json = parseJsonFile(readFileSync(join(defaultConfigDir(env), 'settings.json'), 'utf8')) as {
      preferences?: { language?: unknown };
    };
    const value = json?.preferences?.language;
    return (LANGUAGE_CHOICES as readonly unknown[]).includes(value) ? (value as LanguagePreference) : 'auto';
  } catch {
    return 'auto';
  }
}

/**
 * Chooses, once at start, the language the CLI speaks: the `language` setting when forced,
 * else the system's, read as gettext reads it (`posixLanguage`). A forced language also
 * formats numbers and dates in its own locale (see `cliLocale`).
 */
export async function speakCliLanguage(env: NodeJS.ProcessEnv): Promise<Locale> {
  const preference = savedLanguage(env);
  const locale = resolveLocale(preference, posixLanguage(env));
  // Only this language's words, and of them only the core's and the CLI's (`doctor` adds its own).
  await loadAreas(locale, ['core', 'cli']);
  speak(locale);
  setForcedLanguage(preference === 'auto' ? null : locale);
  return locale;
}
