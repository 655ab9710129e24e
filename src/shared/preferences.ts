/**
 * The user's preferences as every process sees them (plain types; the schema that checks
 * them lives in main: `core/accounts/preferences.ts`). Never a secret.
 */

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
}

export type PreferenceKey = keyof Preferences;

/** One change, as the window sends it (main validates it with `preferenceChangeSchema`). */
export type PreferenceChange = { [K in PreferenceKey]: { key: K; value: Preferences[K] } }[PreferenceKey];
