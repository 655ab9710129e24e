import { readdir, readFile, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeAccelerator } from '../../src/main/core/settings/accelerator';
import { changePreference } from '../../src/main/core/settings/preference-change';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { SettingsStore } from '../../src/main/core/settings/settings-store';
import type { WeekdayName } from '../../src/shared/period-budget';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

let config: TempConfig;
let store: SettingsStore;
beforeEach(async () => {
  config = await makeTempConfig();
  store = new SettingsStore(config.dir);
});
afterEach(() => config.cleanup());

const account = {
  key: 'https://x.test|abc|a@x.test',
  label: 'Work',
  baseUrl: 'https://x.test/api/v1',
  accountId: 'abc',
  email: 'a@x.test',
  signedOutReason: null,
};

const writeSettings = (preferences: unknown) =>
  writeFile(
    store.file,
    JSON.stringify({ version: 1, accounts: [account], activeKey: account.key, preferences }),
  );

describe('preferences in settings.json', () => {
  it("defaults: refresh every 15 min, no login item, no shortcut, archived hidden, money shown, no CA, the system language, budget alerts on, no currency, the calendar month as cycle, the locale's week, Monday to Friday worked, invoices exact", async () => {
    expect((await store.load()).settings.preferences).toEqual({
      refreshIntervalMinutes: 15,
      launchAtLogin: false,
      globalShortcut: null,
      showArchived: false,
      hideMoney: false,
      caFile: null,
      language: 'auto',
      budgetAlerts: true,
      currency: 'none',
      cycleStartDay: 1,
      weekStart: 'auto',
      trayTitle: 'off',
      workDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      roundTo: null,
    });
  });

  it('an older file with only caFile gets every other preference at its default, without a notice', async () => {
    await writeSettings({ caFile: '/etc/ca.pem' });
    const { settings, notice } = await store.load();
    expect(notice).toBeNull();
    expect(settings.preferences).toEqual({ ...defaultPreferences(), caFile: '/etc/ca.pem' });
  });

  it('reads valid values back as saved', async () => {
    const preferences = {
      refreshIntervalMinutes: null,
      launchAtLogin: true,
      globalShortcut: 'CommandOrControl+Alt+T',
      showArchived: true,
      hideMoney: true,
      caFile: '/etc/ca.pem',
      language: 'pt-BR',
      budgetAlerts: false,
      currency: 'BRL',
      cycleStartDay: 7,
      weekStart: 'sunday',
      trayTitle: 'week',
      workDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as WeekdayName[],
      roundTo: 15,
    } as const;
    await store.update((s) => void (s.preferences = preferences));
    expect(await store.load()).toMatchObject({ settings: { preferences }, notice: null });
  });

  it('a bad value falls back to its default and is named, while the other preferences and the accounts survive', async () => {
    await writeSettings({
      refreshIntervalMinutes: 7,
      launchAtLogin: 'yes',
      globalShortcut: 'T',
      showArchived: true,
      hideMoney: true,
      caFile: '/etc/ca.pem',
      language: 'Português',
      cycleStartDay: 31,
      weekStart: 'segunda',
      trayTitle: 'semana',
      workDays: ['fri', 'mon'],
      roundTo: 10,
    });
    const { settings, notice } = await store.load();
    expect(settings.accounts).toEqual([account]);
    expect(settings.activeKey).toBe(account.key);
    expect(settings.preferences).toEqual({
      refreshIntervalMinutes: 15,
      launchAtLogin: false,
      globalShortcut: null,
      showArchived: true,
      hideMoney: true,
      caFile: '/etc/ca.pem',
      language: 'auto',
      budgetAlerts: true,
      currency: 'none',
      cycleStartDay: 1,
      weekStart: 'auto',
      trayTitle: 'off',
      workDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      roundTo: null,
    });
    expect(notice).toContain(store.file);
    expect(notice).toMatch(/workDays must list days of the week .* in week order; using mon to fri/);
    expect(notice).toMatch(/roundTo must be null, 6, 15, or 30 .*; using null \(exact\)/);
    expect(notice).toMatch(/trayTitle must be off, today, or week; using off/);
    expect(notice).toMatch(/cycleStartDay must be a whole day from 1 to 28; using 1/);
    expect(notice).toMatch(/weekStart must be auto, monday, or sunday; using auto/);
    expect(notice).toMatch(/language must be auto, en, or pt-BR; using auto/);
    expect(notice).toMatch(/refreshIntervalMinutes must be 5, 15, 30, 60 or null \(manual\); using 15/);
    expect(notice).toMatch(/launchAtLogin must be true or false; using false/);
    expect(notice).toMatch(/globalShortcut is not a shortcut .*the shortcut is off/);
    expect(notice).not.toMatch(/showArchived|hideMoney|caFile/);
    // Not treated as a corrupt file: nothing moved aside.
    expect(await readdir(config.dir)).toEqual(['settings.json']);
  });

  it('"preferences" of the wrong type: all defaults, reported, accounts kept', async () => {
    await writeSettings(['not', 'an', 'object']);
    const { settings, notice } = await store.load();
    expect(settings.accounts).toEqual([account]);
    expect(settings.preferences).toEqual(defaultPreferences());
    expect(notice).toMatch(/"preferences" is not an object/);
  });

  it('the next save writes the defaults in place of the bad values, and the notice is gone', async () => {
    await writeSettings({ refreshIntervalMinutes: 'often', hideMoney: true });
    await store.update(() => undefined);
    const saved = JSON.parse(await readFile(store.file, 'utf8')) as { preferences: Record<string, unknown> };
    expect(saved.preferences).toMatchObject({ refreshIntervalMinutes: 15, hideMoney: true });
    expect((await store.load()).notice).toBeNull();
  });

  it('never saves an invalid preference', async () => {
    const bad = { ...defaultPreferences(), refreshIntervalMinutes: 10 } as unknown as ReturnType<
      typeof defaultPreferences
    >;
    await expect(store.update((s) => void (s.preferences = bad))).rejects.toThrow();
    await expect(store.update((s) => void (s.preferences.globalShortcut = 'ctrl+alt+t'))).rejects.toThrow();
  });
});

describe('normalizeAccelerator', () => {
  it("accepts modifiers plus one key and stores Electron's spelling", () => {
    expect(normalizeAccelerator('ctrl+alt+t')).toBe('Ctrl+Alt+T');
    expect(normalizeAccelerator(' CommandOrControl + Shift + Space ')).toBe('CommandOrControl+Shift+Space');
    expect(normalizeAccelerator('cmdorctrl+f12')).toBe('CmdOrCtrl+F12');
    expect(normalizeAccelerator('Alt+Shift++')).toBe('Alt+Shift++');
    expect(normalizeAccelerator('Super+/')).toBe('Super+/');
  });

  it('refuses a key without a modifier, two keys, unknown names and repeated modifiers', () => {
    for (const bad of [
      'T',
      'F5',
      'Ctrl+',
      'Ctrl+A+B',
      'Hyper+T',
      'Ctrl+Ctrl+T',
      'Ctrl+F25',
      '',
      'Ctrl+Alt+é',
    ]) {
      expect(normalizeAccelerator(bad), bad).toBeNull();
    }
  });
});

describe('changePreference (the window’s and the CLI’s one way to change a setting)', () => {
  it('saves a valid value and returns every preference as saved', async () => {
    const after = await changePreference(store, { key: 'refreshIntervalMinutes', value: 60 });
    expect(after).toEqual({ ...defaultPreferences(), refreshIntervalMinutes: 60 });
    expect((await store.load()).settings.preferences.refreshIntervalMinutes).toBe(60);
  });

  it("stores a shortcut in Electron's spelling", async () => {
    expect(
      (await changePreference(store, { key: 'globalShortcut', value: 'ctrl+shift+space' })).globalShortcut,
    ).toBe('Ctrl+Shift+Space');
  });

  it('refuses what settings.json would not hold, as bad_input, changing nothing', async () => {
    for (const change of [
      { key: 'refreshIntervalMinutes', value: 10 },
      { key: 'hideMoney', value: 'yes' },
      { key: 'globalShortcut', value: 'T' },
      { key: 'caFile', value: 'relative.pem' },
      { key: 'caFile', value: '/nonexistent/ca.pem' },
      { key: 'token', value: 'x' },
      null,
    ]) {
      await expect(changePreference(store, change), JSON.stringify(change)).rejects.toMatchObject({
        code: 'bad_input',
      });
    }
    expect((await store.load()).settings.preferences).toEqual(defaultPreferences());
  });
});
