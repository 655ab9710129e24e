import { describe, expect, it } from 'vitest';
import { NO_PERIODS } from '../../src/shared/reports';
import { normalizeProjectList } from '../../src/main/core/api/normalize-project';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { toWindowSnapshot } from '../../src/main/app/ipc/window-snapshot';
import type { AppSnapshot } from '../../src/shared/types';
import { SandboxState, toWireProject } from '../sandbox';
import { DEMO_USER, seedState } from '../sandbox/seed';

/**
 * What `state:get` hands the window at 10,000 and 50,000 projects: the whole snapshot as
 * JSON (the size Electron's structured clone and the page's parse scale with), with full
 * projects (before: every field of a Project) and with slim rows (now). The projects are
 * the sandbox's, normalised as the client does, without the network in between.
 */
function snapshotOf(count: number, listTotals: boolean): AppSnapshot {
  const state = new SandboxState();
  seedState(state, { projects: count, customers: Math.max(6, Math.round(count / 50)), seed: 1 });
  state.listTotals = listTotals;
  const wire = state.projectsOf(DEMO_USER.accountId).map((p) => toWireProject(p, state, false));
  const { projects } = normalizeProjectList({ data: wire });
  return {
    session: { status: 'signed_out', reason: null },
    accounts: [],
    projects,
    skippedProjects: 0,
    lastRefresh: '2026-03-01T10:42:00.000Z',
    refreshing: false,
    error: null,
    totals: {},
    recent: [],
    budgets: {},
    pinned: [],
    preferences: defaultPreferences(),
    locale: 'en',
    periods: NO_PERIODS,
  };
}

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
const mb = (n: number): string => `${(n / 1_048_576).toFixed(2)} MB`;

describe('the state:get answer', () => {
  it.each([10_000, 50_000])(
    'at %i projects is a fraction of the full projects’ size',
    (count) => {
      const full = snapshotOf(count, false);
      const fullWithListTotals = snapshotOf(count, true);
      const before = bytes(full);
      const after = bytes(toWindowSnapshot(full));
      console.info(
        `[measure] state:get at ${count} projects: full projects ${mb(before)} ` +
          `(${mb(bytes(fullWithListTotals))} when list items carry totals), ` +
          `slim rows ${mb(after)} (${((after / before) * 100).toFixed(0)} %)`,
      );
      expect(toWindowSnapshot(full).projects).toHaveLength(count);
      expect(after).toBeLessThan(before / 3);
    },
    60_000,
  );
});
