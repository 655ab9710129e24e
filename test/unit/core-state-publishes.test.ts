import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_PERIODS } from '../../src/shared/reports';
import type { AppSnapshot } from '../../src/shared/types';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { SettingsStore } from '../../src/main/core/settings/settings-store';
import { CoreState } from '../../src/main/core/state/core-state';
import { initialView } from '../../src/main/core/state/snapshot';
import { ViewChanges } from '../../src/main/core/state/view-changes';
import { makeProject } from '../support/project-fixture';
import { seedSettings } from '../support/settings-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * The window and the tray update when the core's state changes, because every change
 * publishes itself: no caller remembers an `emit()`. Each named change is made once here,
 * and the listeners must hear exactly one snapshot for it.
 */
let config: TempConfig;
let state: CoreState;
let seen: AppSnapshot[];
beforeEach(async () => {
  config = await makeTempConfig();
  await seedSettings(config.dir, 'a', 'a', 'b');
  const store = new SettingsStore(config.dir);
  const cache = new ProjectCache(config.dir);
  await cache.put('a', { projects: [makeProject({ id: 1 })], skipped: 0, fetchedAt: 'then' });
  state = new CoreState(store, cache, initialView());
  // Settings as read at start (a change of its own, published before anyone listens).
  const { settings } = await store.load();
  state.change((view) => view.showSettings(settings));
  seen = [];
  state.onChange((snapshot) => seen.push(snapshot));
});
afterEach(() => config.cleanup());

const totals = { timeTotalSeconds: 60, valueTotal: null, fetchedAt: 'now' };

/** One call of each named change, with arguments that change what shows. */
const EACH_CHANGE: Record<string, (view: ViewChanges) => unknown> = {
  showList: (view) => view.showList({ projects: [makeProject({ id: 2 })], skipped: 1, fetchedAt: 'now' }),
  showCachedList: (view) => view.showCachedList(),
  setRefreshing: (view) => view.setRefreshing(['a']),
  showError: (view) => view.showError({ code: 'network', message: 'No connection.' }),
  setFallbackReason: (view) => view.setFallbackReason('The keychain is locked.'),
  setSignedIn: (view) => view.setSignedIn(new Set(['a'])),
  markSignedIn: (view) => view.markSignedIn('a', true),
  showTotals: (view) => view.showTotals({ 1: totals }),
  addTotals: (view) => view.addTotals({ 1: totals }),
  dropTotals: (view) => (view.addTotals({ 1: totals, 2: totals }), view.dropTotals(1)),
  setLastUsed: (view) => view.setLastUsed(new Map([['a', 1]])),
  showSettings: (view) => view.showSettings({ ...view.value.settings, activeKey: 'b' }),
  saveSettings: (view) => view.saveSettings((s) => void (s.activeKey = 'b')),
  showPeriods: (view) => view.showPeriods({ ...NO_PERIODS, status: 'not_offered' }),
};

const namedChanges = (): string[] =>
  Object.getOwnPropertyNames(ViewChanges.prototype).filter(
    (name) => name !== 'constructor' && name !== 'value',
  );

describe('CoreState: every change publishes itself', () => {
  it('this test makes every named change there is (a new one must be added here)', () => {
    expect(Object.keys(EACH_CHANGE).sort()).toEqual(namedChanges().sort());
  });

  it.each(Object.keys(EACH_CHANGE))(
    '%s: the listeners hear one snapshot, with the change in it',
    async (name) => {
      const before = state.snapshot();
      await state.change((view) => EACH_CHANGE[name]!(view));
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBe(state.snapshot());
      // What the window and the tray get is what changed (not the old snapshot again).
      expect(JSON.stringify(seen[0])).not.toBe(JSON.stringify(before));
    },
  );

  it('several changes in one change go out as one snapshot, also across awaits', async () => {
    await state.change(async (view) => {
      view.setRefreshing(['a']);
      await view.showCachedList();
      view.showError(null);
      view.setRefreshing([]);
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ refreshing: false, projects: [{ id: 1 }] });
  });

  it('a change that fails still publishes what it changed before failing', async () => {
    const failing = state.change(async (view) => {
      view.markSignedIn('a', true);
      await view.saveSettings(() => {
        throw new Error('disk full');
      });
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.session).toMatchObject({ status: 'signed_in', account: { key: 'a' } });
  });

  it('a change that changes nothing publishes nothing', async () => {
    await state.change(async () => undefined);
    state.change(() => undefined);
    expect(seen).toEqual([]);
  });

  it('`skipIfSame`: no snapshot when nothing shown differs (e.g. a reload that read the same)', () => {
    state.change((view) => view.showSettings({ ...view.value.settings }), { skipIfSame: true });
    expect(seen).toEqual([]);
    state.change((view) => view.showSettings({ ...view.value.settings, activeKey: 'b' }), {
      skipIfSame: true,
    });
    expect(seen).toHaveLength(1);
  });

  it('a change made through a handle kept past its change still publishes at once', () => {
    let kept: ViewChanges | null = null;
    state.change((view) => void (kept = view));
    kept!.setRefreshing(['a']);
    expect(seen.map((s) => s.refreshing)).toEqual([true]);
  });

  it('warn, showUse and showUses publish once, and not when nothing shows differently', () => {
    state.warn('The saved list could not be read.');
    expect(seen.map((s) => s.error?.message)).toEqual(['The saved list could not be read.']);
    state.warn('Another one.'); // a problem is already shown: that one stays
    expect(seen).toHaveLength(1);
    state.showUse('a', 1000);
    expect(seen).toHaveLength(2);
    state.showUses(new Map([['a', 1000]]));
    expect(seen).toHaveLength(2);
    state.showUses(new Map([['a', 2000]]));
    expect(seen).toHaveLength(3);
  });
});
