import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { LANGUAGE_CHOICES } from '../../../shared/i18n/locale';
import { isCurrencyCode } from '../../../shared/money';
import type { Preferences } from '../../../shared/preferences';
import { m } from '../i18n';
import { acceleratorRule } from './accelerator';

export type { Preferences };

/**
 * The user's preferences in settings.json (never a secret). Each one is validated on its
 * own when read: a bad value falls back to its default and is reported, while the other
 * preferences and the accounts are kept (one mistyped value must not cost the user
 * their accounts or crash the start).
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

/** `none`, or an ISO 4217 code `Intl` knows, in capitals (`BRL`): a settings value, never translated. */
const currencyRule = z.union([z.literal('none'), z.string().refine(isCurrencyCode)]);

/** One rule per preference; the order is the order `config` lists them. */
export const PREFERENCE_RULES = {
  refreshIntervalMinutes: { rule: refreshIntervalRule },
  launchAtLogin: { rule: z.boolean() },
  globalShortcut: { rule: acceleratorRule.nullable() },
  showArchived: { rule: z.boolean() },
  hideMoney: { rule: z.boolean() },
  caFile: { rule: caFileRule },
  language: { rule: languageRule },
  budgetAlerts: { rule: z.boolean() },
  currency: { rule: currencyRule },
} as const;

export type PreferenceKey = keyof typeof PREFERENCE_RULES & keyof Preferences;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_RULES) as PreferenceKey[];

/** The one place the defaults are written down. */
export const defaultPreferences = (): Preferences => ({
  refreshIntervalMinutes: 15,
  launchAtLogin: false,
  globalShortcut: null,
  // Hidden, as the window always had them: archived projects are done with.
  showArchived: false,
  hideMoney: false,
  caFile: null,
  language: 'auto',
  // On: the alerts are what makes a budget worth setting; one switch turns them off.
  budgetAlerts: true,
  // The API names no currency: plain numbers until the user says which.
  currency: 'none',
});

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
    budgetAlerts: z.boolean().default(DEFAULTS.budgetAlerts),
    currency: currencyRule.default(DEFAULTS.currency),
  })
  .default(defaultPreferences);

/** Why a stored preference was replaced by its default: the words the user reads. */
function whyIgnored(key: PreferenceKey): string {
  switch (key) {
    case 'caFile':
      return m.core_pref_ca_file_relative();
    case 'refreshIntervalMinutes':
      return m.core_pref_refresh_interval();
    case 'globalShortcut':
      return m.core_pref_shortcut();
    case 'language':
      return m.core_pref_language({ choices: LANGUAGE_CHOICES.join(', ') });
    case 'currency':
      return m.budget_currency_ignored();
    default:
      return m.core_pref_boolean({ key, value: String(defaultPreferences()[key]) });
  }
}

/**
 * Reads `raw` (the `preferences` of a parsed settings.json) one preference at a time.
 * Returns the preferences with every bad or missing value at its default, and one sentence
 * per bad value (missing ones are not reported: an older file simply lacks them).
 */
export function readPreferences(raw: unknown): { preferences: Preferences; problems: string[] } {
  const preferences = defaultPreferences();
  if (raw === undefined || raw === null) return { preferences, problems: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      preferences,
      problems: [m.core_pref_not_object()],
    };
  }
  const problems: string[] = [];
  const record = raw as Record<string, unknown>;
  for (const key of PREFERENCE_KEYS) {
    if (!(key in record) || record[key] === undefined) continue;
    const parsed = PREFERENCE_RULES[key].rule.safeParse(record[key]);
    if (parsed.success) (preferences as unknown as Record<string, unknown>)[key] = parsed.data;
    else problems.push(whyIgnored(key));
  }
  return { preferences, problems };
}
