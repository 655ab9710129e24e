import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { LANGUAGE_CHOICES } from '../../../shared/i18n/locale';
import { normalizeAccelerator } from './accelerator';
import { defaultPreferences } from './preferences';

/**
 * The preferences as zod schemas, for what saves them: `changePreference` (the window over
 * IPC, `timetray config set`) and `SettingsStore.save`. Reading settings.json does not load
 * these (see `readPreferences`): the same rules are written by hand in `PREFERENCE_CHECKS`
 * for every start, and a unit test (settings-read-rules) holds the two copies to the same
 * answers.
 */

/** How often the app refreshes projects, in minutes; null: only when asked (manual). */
const refreshIntervalRule = z.union([z.literal(5), z.literal(15), z.literal(30), z.literal(60), z.null()]);

/**
 * Absolute only: a relative path would name a different file (or an attacker's `ca.pem`)
 * depending on the folder a later run starts in.
 */
const caFileRule = z.string().refine(isAbsolute).nullable();

/** `auto`, `en` or `pt-BR`, exactly: the value is a settings key's value, never translated. */
const languageRule = z.enum(LANGUAGE_CHOICES);

/** A global shortcut as settings.json stores it (already in Electron's spelling). */
export const acceleratorRule = z
  .string()
  .max(100)
  .refine((text) => normalizeAccelerator(text) === text, {
    message: 'Not a shortcut Timetray understands; use modifiers and one key, e.g. CommandOrControl+Alt+T.',
  });

/** One rule per preference; the order is the order `config` lists them. */
export const PREFERENCE_RULES = {
  refreshIntervalMinutes: { rule: refreshIntervalRule },
  launchAtLogin: { rule: z.boolean() },
  globalShortcut: { rule: acceleratorRule.nullable() },
  showArchived: { rule: z.boolean() },
  hideMoney: { rule: z.boolean() },
  caFile: { rule: caFileRule },
  language: { rule: languageRule },
} as const;

const DEFAULTS = defaultPreferences();

/** The strict schema every save goes through: nothing invalid is ever written. */
export const preferencesSchema = z
  .object({
    refreshIntervalMinutes: refreshIntervalRule.default(DEFAULTS.refreshIntervalMinutes),
    launchAtLogin: z.boolean().default(DEFAULTS.launchAtLogin),
    globalShortcut: acceleratorRule.nullable().default(DEFAULTS.globalShortcut),
    showArchived: z.boolean().default(DEFAULTS.showArchived),
    hideMoney: z.boolean().default(DEFAULTS.hideMoney),
    caFile: caFileRule.default(DEFAULTS.caFile),
    language: languageRule.default(DEFAULTS.language),
  })
  .default(defaultPreferences);
