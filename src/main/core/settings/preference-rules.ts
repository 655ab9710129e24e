import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { LANGUAGE_CHOICES } from '../../../shared/i18n/locale';
import { isCurrencyCode } from '../../../shared/money';
import { CYCLE_START_DAYS, WEEK_START_CHOICES } from '../../../shared/periods';
import { isWorkDays, WEEKDAY_NAMES } from '../../../shared/period-budget';
import { ROUND_TO_CHOICES, TRAY_TITLE_CHOICES } from '../../../shared/preferences';
import { m } from '../i18n';
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

/** `none`, or an ISO 4217 code `Intl` knows, in capitals (`BRL`): a settings value, never translated. */
const currencyRule = z.union([z.literal('none'), z.string().refine(isCurrencyCode)]);

/** The day of the month a billing cycle starts: every month has days 1–28. */
const cycleStartDayRule = z
  .number()
  .int()
  .min(CYCLE_START_DAYS.min)
  .max(CYCLE_START_DAYS.max, {
    error: () => m.core_pref_cycle_start_day({ min: CYCLE_START_DAYS.min, max: CYCLE_START_DAYS.max }),
  });

const weekStartRule = z.enum(WEEK_START_CHOICES);
const trayTitleRule = z.enum(TRAY_TITLE_CHOICES);
/** Day names, at least one, each once, in week order (the rule is `isWorkDays`'s, in one place). */
const workDaysRule = z.array(z.enum(WEEKDAY_NAMES)).refine(isWorkDays, {
  error: () => m.core_pref_work_days({ days: WEEKDAY_NAMES.join(', ') }),
});
const roundToRule = z.union([...ROUND_TO_CHOICES.map((n) => z.literal(n)), z.null()]);

/** A global shortcut as settings.json stores it (already in Electron's spelling). */
export const acceleratorRule = z
  .string()
  .max(100)
  .refine((text) => normalizeAccelerator(text) === text, {
    error: () => m.core_shortcut_not_understood(),
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
  budgetAlerts: { rule: z.boolean() },
  currency: { rule: currencyRule },
  cycleStartDay: { rule: cycleStartDayRule },
  weekStart: { rule: weekStartRule },
  trayTitle: { rule: trayTitleRule },
  workDays: { rule: workDaysRule },
  roundTo: { rule: roundToRule },
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
    budgetAlerts: z.boolean().default(DEFAULTS.budgetAlerts),
    currency: currencyRule.default(DEFAULTS.currency),
    cycleStartDay: cycleStartDayRule.default(DEFAULTS.cycleStartDay),
    weekStart: weekStartRule.default(DEFAULTS.weekStart),
    trayTitle: trayTitleRule.default(DEFAULTS.trayTitle),
    workDays: workDaysRule.default(() => [...DEFAULTS.workDays]),
    roundTo: roundToRule.default(DEFAULTS.roundTo),
  })
  .default(defaultPreferences);
