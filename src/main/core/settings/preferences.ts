import { isAbsolute } from 'node:path';
import { LANGUAGE_CHOICES } from '../../../shared/i18n/locale';
import { isCurrencyCode } from '../../../shared/money';
import { CYCLE_START_DAYS, WEEK_START_CHOICES } from '../../../shared/periods';
import { DEFAULT_WORK_DAYS, isWorkDays, WEEKDAY_NAMES } from '../../../shared/period-budget';
import { ROUND_TO_CHOICES, TRAY_TITLE_CHOICES, type Preferences } from '../../../shared/preferences';
import { m, oneOf } from '../i18n';
import { normalizeAccelerator } from './accelerator';

export type { Preferences };

/**
 * The user's preferences in settings.json (never a secret). Each one is validated on its
 * own when read: a bad value falls back to its default and is reported, while the other
 * preferences and the accounts are kept (one mistyped value must not cost the user
 * their accounts or crash the start).
 */

/**
 * One check per preference, written by hand: settings.json is read at every start of the CLI
 * and the app, and zod's schemas cost a local command more CPU than its own work (issue 18,
 * point 8). The zod rules that saves go through are in `preference-rules.ts`; a unit test
 * (settings-read-rules) holds both to the same answers. The order is the order `config`
 * lists them.
 */
export const PREFERENCE_CHECKS: { [K in keyof Preferences]: (value: unknown) => boolean } = {
  /** How often the app refreshes projects, in minutes; null: only when asked (manual). */
  refreshIntervalMinutes: (v) => v === null || v === 5 || v === 15 || v === 30 || v === 60,
  launchAtLogin: (v) => typeof v === 'boolean',
  /** In Electron's spelling already (see `normalizeAccelerator`); null: off. */
  globalShortcut: (v) =>
    v === null || (typeof v === 'string' && v.length <= 100 && normalizeAccelerator(v) === v),
  showArchived: (v) => typeof v === 'boolean',
  hideMoney: (v) => typeof v === 'boolean',
  /**
   * Absolute only: a relative path would name a different file (or an attacker's `ca.pem`)
   * depending on the folder a later run starts in.
   */
  caFile: (v) => v === null || (typeof v === 'string' && isAbsolute(v)),
  /** `auto`, `en` or `pt-BR`, exactly: the value is a settings key's value, never translated. */
  language: (v) => (LANGUAGE_CHOICES as readonly unknown[]).includes(v),
  budgetAlerts: (v) => typeof v === 'boolean',
  /**
   * `none`, or an ISO 4217 code `Intl` knows, in capitals (`BRL`): a settings value, never
   * translated. A lower-case code in the file is refused like zod refuses it; only a change
   * (`normalizePreferenceChange`) turns "brl" into "BRL".
   */
  currency: (v) => v === 'none' || (typeof v === 'string' && isCurrencyCode(v)),
  /** A whole day 1–28: every month has it, so every cycle starts on it. */
  cycleStartDay: (v) =>
    Number.isInteger(v) && (v as number) >= CYCLE_START_DAYS.min && (v as number) <= CYCLE_START_DAYS.max,
  weekStart: (v) => (WEEK_START_CHOICES as readonly unknown[]).includes(v),
  trayTitle: (v) => (TRAY_TITLE_CHOICES as readonly unknown[]).includes(v),
  /** Day names (`mon`…), at least one, each once, in week order (see `isWorkDays`). */
  workDays: isWorkDays,
  roundTo: (v) => v === null || (ROUND_TO_CHOICES as readonly unknown[]).includes(v),
};

export type PreferenceKey = keyof typeof PREFERENCE_CHECKS & keyof Preferences;
export const PREFERENCE_KEYS = Object.keys(PREFERENCE_CHECKS) as PreferenceKey[];

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
  // The calendar month, until the user says their cycle starts on another day.
  cycleStartDay: 1,
  weekStart: 'auto',
  // Off: a menu-bar title takes room beside other apps' icons; the user asks for it.
  trayTitle: 'off',
  workDays: [...DEFAULT_WORK_DAYS],
  // Exact: rounding changes what a client is billed, so the user asks for it.
  roundTo: null,
});

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
      return m.core_pref_language({ choices: oneOf(LANGUAGE_CHOICES) });
    case 'currency':
      return m.budget_currency_ignored();
    case 'cycleStartDay':
      return m.core_pref_cycle_start_day({ min: CYCLE_START_DAYS.min, max: CYCLE_START_DAYS.max });
    case 'weekStart':
      return m.core_pref_week_start({ choices: oneOf(WEEK_START_CHOICES) });
    case 'trayTitle':
      return m.core_pref_tray_title({ choices: oneOf(TRAY_TITLE_CHOICES) });
    case 'workDays':
      return m.core_pref_work_days({ days: WEEKDAY_NAMES.join(', ') });
    case 'roundTo':
      return m.core_pref_round_to({ choices: oneOf(['null', ...ROUND_TO_CHOICES.map(String)]) });
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
    if (PREFERENCE_CHECKS[key](record[key]))
      (preferences as unknown as Record<string, unknown>)[key] = record[key];
    else problems.push(whyIgnored(key));
  }
  return { preferences, problems };
}
