/**
 * The user's preferences as every process sees them (plain types; the schema that checks
 * them lives in main: `core/settings/preferences.ts`). Never a secret.
 */

import type { LanguagePreference } from './i18n/locale';
import type { CurrencyPreference } from './money';
import type { WeekdayName } from './period-budget';
import type { WeekStartPreference } from './periods';

export type { CurrencyPreference, LanguagePreference };

/** What macOS shows beside the tray icon (`setTitle`): nothing, today's hours or the week's. */
export const TRAY_TITLE_CHOICES = ['off', 'today', 'week'] as const;
export type TrayTitlePreference = (typeof TRAY_TITLE_CHOICES)[number];

/** Minutes an invoice rounds each entry up to (Harvest's and Toggl's choices); null: exact. */
export const ROUND_TO_CHOICES = [6, 15, 30] as const;
export type RoundToMinutes = (typeof ROUND_TO_CHOICES)[number] | null;

/** Minutes between automatic refreshes; null: manual only. */
export type RefreshIntervalMinutes = 5 | 15 | 30 | 60 | null;

export interface Preferences {
  refreshIntervalMinutes: RefreshIntervalMinutes;
  launchAtLogin: boolean;
  /** An Electron accelerator, e.g. "CommandOrControl+Alt+T"; null: off. */
  globalShortcut: string | null;
  showArchived: boolean;
  /** Rates and values show as "•••" (screen sharing with a client). */
  hideMoney: boolean;
  /** Absolute path of an extra CA file (PEM); null: none. */
  caFile: string | null;
  /** The language Timetray speaks: `auto` follows the system (see `resolveLocale`). */
  language: LanguagePreference;
  /** A notification when a budgeted project passes 80% and 100% of its budget. */
  budgetAlerts: boolean;
  /** An ISO 4217 code (`BRL`) values and rates show in; `none`: plain numbers. */
  currency: CurrencyPreference;
  /** The day of the month the billing cycle starts (1–28; 1: the cycle is the calendar month). */
  cycleStartDay: number;
  /** The first day of the week; `auto`: the locale's (see `weekStartOf`). */
  weekStart: WeekStartPreference;
  /** macOS only (other systems show no title beside a tray icon): see `TRAY_TITLE_CHOICES`. */
  trayTitle: TrayTitlePreference;
  /** The days a period budget's pace counts (issue 34), in week order; Monday–Friday by default. */
  workDays: WeekdayName[];
  /** Invoices only: each entry rounded up to this many minutes (said on the invoice); null: exact. */
  roundTo: RoundToMinutes;
}

export type PreferenceKey = keyof Preferences;

/** One change, as the window sends it (main validates it with `preferenceChangeSchema`). */
export type PreferenceChange = { [K in PreferenceKey]: { key: K; value: Preferences[K] } }[PreferenceKey];

/** What the About section shows; main fills it (nothing here is secret). */
export interface AboutInfo {
  version: string;
  /** The User-Agent Timetray signs in with (the service binds tokens to it). */
  userAgent: string;
  settingsFolder: string;
  cacheFolder: string;
  logsFolder: string | null;
  /** e.g. "Secret Service (gnome-keyring-daemon)", "macOS Keychain". */
  keychain: string;
}

/** Everything the Settings view shows besides the preferences (which come in every snapshot). */
export interface SettingsInfo {
  about: AboutInfo;
  /** A Wayland session: a global shortcut works only through the desktop's portal. */
  wayland: boolean;
  /** The tray can show text beside its icon (macOS): only then does `trayTitle` offer itself. */
  trayTitle: boolean;
  /** Why the saved shortcut is not registered (taken, portal refused); null when it is, or is off. */
  shortcutProblem: string | null;
  /** Why launch at login could not be applied; null when it was. */
  launchAtLoginProblem: string | null;
  /** Values settings.json held that were invalid and replaced by their defaults, one sentence each. */
  problems: string[];
}
