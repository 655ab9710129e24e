/**
 * The settings formats this build reads (settings-read.ts and settings-schema.ts both need it).
 *
 * Version 2 adds per-account `periodBudgets` (issue 34). A release that knows only version 1
 * would read such a file, drop the key it does not know and save without it: the user's
 * retainers lost without a word. It reads a higher version as a newer Timetray's file instead
 * and never saves over it. So a file is written as version 2 only while it holds a period
 * budget, and as version 1 otherwise: an older Timetray still reads every file that has none.
 */
export const SETTINGS_VERSIONS = [1, 2] as const;
export type SettingsVersion = (typeof SETTINGS_VERSIONS)[number];
/** The newest format this build knows: a file above it is a newer Timetray's. */
export const SETTINGS_VERSION: SettingsVersion = 2;

/** The version a file of these accounts is written as (see above). */
export const versionFor = (
  accounts: readonly { periodBudgets?: Record<string, unknown> }[],
): SettingsVersion =>
  accounts.some((a) => a.periodBudgets !== undefined && Object.keys(a.periodBudgets).length > 0) ? 2 : 1;
