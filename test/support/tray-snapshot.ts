import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { NO_PERIODS } from '../../src/shared/reports';
import type { AccountSummary, AppSnapshot, Project } from '../../src/shared/types';

/** The clock the tray tests build their menus at. */
export const TRAY_NOW = Date.parse('2026-03-01T12:00:00Z');

/** The one signed-in account of the tray tests' snapshots. */
export const trayAccount: AccountSummary = {
  key: 'k',
  label: 'Work',
  baseUrl: 'https://x.test/api/v1',
  accountId: 'abc123',
  email: 'a@b.test',
  signedIn: true,
  active: true,
  lastUsed: null,
};

/** The totals of every project given, as if their details had been fetched. */
export const totalsOf = (projects: Project[]): AppSnapshot['totals'] =>
  Object.fromEntries(
    projects.map((p) => [p.id, { timeTotalSeconds: p.timeTotalSeconds, valueTotal: null, fetchedAt: '' }]),
  );

/**
 * A snapshot of `trayAccount` signed in with `projects` (their totals known), refreshed 5 min
 * before `TRAY_NOW`, default preferences, in English; `extra` overrides any field.
 */
export function signedInSnapshot(projects: Project[], extra: Partial<AppSnapshot> = {}): AppSnapshot {
  return {
    session: { status: 'signed_in', account: trayAccount },
    accounts: [trayAccount],
    projects,
    skippedProjects: 0,
    lastRefresh: new Date(TRAY_NOW - 5 * 60_000).toISOString(),
    refreshing: false,
    error: null,
    totals: totalsOf(projects),
    recent: [],
    budgets: {},
    pinned: [],
    preferences: defaultPreferences(),
    locale: 'en',
    periods: NO_PERIODS,
    ...extra,
  };
}
