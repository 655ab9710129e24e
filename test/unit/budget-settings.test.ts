import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changePreference } from '../../src/main/core/settings/preference-change';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { SettingsStore } from '../../src/main/core/settings/settings-store';
import { speak } from '../../src/main/core/i18n';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * Issue #19's settings: budgets, pins and the alerts already shown, per account beside it in
 * settings.json (never a secret); the `budgetAlerts` and `currency` preferences. Real files.
 */
let config: TempConfig;
let store: SettingsStore;
beforeEach(async () => {
  speak('en');
  config = await makeTempConfig('timetray-budget-settings-');
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
const write = (extra: object, preferences: object = {}) =>
  writeFile(
    store.file,
    JSON.stringify({ version: 1, accounts: [{ ...account, ...extra }], activeKey: account.key, preferences }),
  );

describe('budgets, pins and alert memory in settings.json', () => {
  it('an older file without them still loads, with none', async () => {
    await write({ recent: [3] });
    const { settings, notice } = await store.load();
    expect(notice).toBeNull();
    expect(settings.accounts[0]).toMatchObject({ key: account.key, recent: [3] });
    expect(settings.accounts[0]?.budgets).toBeUndefined();
    expect(settings.accounts[0]?.pinned).toBeUndefined();
    expect(settings.preferences).toEqual(defaultPreferences());
  });

  it('are kept across a save and a new read, per account', async () => {
    await write({});
    await store.update((s) => {
      s.accounts[0]!.budgets = { '7': { hours: 120, value: null }, '9': { hours: null, value: 15000 } };
      s.accounts[0]!.pinned = [9, 7];
      s.accounts[0]!.budgetAlerted = { '7': 80 };
    });
    const again = await new SettingsStore(config.dir).load();
    expect(again.settings.accounts[0]).toMatchObject({
      budgets: { '7': { hours: 120, value: null }, '9': { hours: null, value: 15000 } },
      pinned: [9, 7],
      budgetAlerted: { '7': 80 },
    });
  });

  it('an edited entry that is not a budget costs only itself, never the accounts', async () => {
    await write({
      budgets: {
        '7': { hours: 120, value: null },
        '8': { hours: -1, value: null },
        x: { hours: 1, value: null },
        '9': 'lots',
      },
      pinned: 'all of them',
      budgetAlerted: { '7': 80, '8': 55 },
    });
    const { settings } = await store.load();
    expect(settings.accounts).toHaveLength(1);
    expect(settings.accounts[0]?.budgets).toEqual({ '7': { hours: 120, value: null } });
    expect(settings.accounts[0]?.pinned).toBeUndefined();
    expect(settings.accounts[0]?.budgetAlerted).toEqual({ '7': 80 });
  });
});

describe('the budgetAlerts and currency preferences', () => {
  it('are read from the file; a bad currency falls back to none and is named', async () => {
    await write({}, { budgetAlerts: false, currency: 'EUR' });
    expect((await store.load()).settings.preferences).toMatchObject({ budgetAlerts: false, currency: 'EUR' });
    await write({}, { budgetAlerts: 'nope', currency: 'reais' });
    const { settings, problems } = await store.load();
    expect(settings.preferences).toMatchObject({ budgetAlerts: true, currency: 'none' });
    expect(problems).toEqual([
      'budgetAlerts must be true or false; using true',
      'currency must be none or a currency code such as BRL, EUR or USD; using none (plain numbers)',
    ]);
  });

  it('a change saves a code typed in any case as the code; an unknown code is refused and saves nothing', async () => {
    await write({});
    expect(await changePreference(store, { key: 'currency', value: 'brl' })).toMatchObject({
      currency: 'BRL',
    });
    expect(await changePreference(store, { key: 'budgetAlerts', value: false })).toMatchObject({
      budgetAlerts: false,
    });
    await expect(changePreference(store, { key: 'currency', value: 'XYZ' })).rejects.toMatchObject({
      code: 'bad_input',
    });
    const saved = JSON.parse(await readFile(store.file, 'utf8')) as { preferences: Record<string, unknown> };
    expect(saved.preferences).toMatchObject({ currency: 'BRL', budgetAlerts: false });
    expect(await changePreference(store, { key: 'currency', value: 'None' })).toMatchObject({
      currency: 'none',
    });
  });

  it('say why in Portuguese on a Portuguese machine', async () => {
    speak('pt-BR');
    await write({}, { currency: 'reais' });
    expect((await store.load()).problems).toEqual([
      'currency deve ser none ou um código de moeda como BRL, EUR ou USD; usando none (números sem moeda)',
    ]);
  });
});
