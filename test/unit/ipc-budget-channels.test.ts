import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptySettings, SettingsStore } from '../../src/main/core/settings/settings-store';
import { speak } from '../../src/main/core/i18n';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { createHandlers, type IpcHandlers } from '../../src/main/app/ipc/handlers';
import { parseArguments } from '../../src/main/app/ipc/validation';
import { aboutFor, RecordingDesktop } from '../support/recording-desktop';
import { accountRecord, seedToken } from '../support/settings-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * The issue #19 channels refuse what the window could not have sent, as `bad_input`, before
 * the core sees it; and `webapp:open` never reaches the browser without an account.
 */
let config: TempConfig;
let core: TimetrayCore;
let desktop: RecordingDesktop;
let handlers: IpcHandlers;

beforeEach(async () => {
  speak('en');
  config = await makeTempConfig('timetray-ipc-budget-');
  core = await TimetrayCore.open({ configDir: config.dir, secrets: new MemorySecretStore() });
  desktop = new RecordingDesktop(aboutFor(config.dir));
  handlers = createHandlers(core, { desktop, log: () => undefined });
});
afterEach(async () => {
  await core.close();
  await config.cleanup();
});

describe('budgets:set', () => {
  it.each([
    ['no budget at all', [7, { hours: null, value: null }], /in hours, in value or both/],
    ['negative hours', [7, { hours: -3, value: null }], /hours must be a number greater than 0/],
    ['hours as text', [7, { hours: '120', value: null }], /hours must be a number greater than 0/],
    ['an endless value', [7, { hours: null, value: Infinity }], /value must be a number greater than 0/],
    ['an extra field', [7, { hours: 1, value: null, token: 'x' }], /hours, a value, or both/],
    ['a bad project id', [-7, { hours: 1, value: null }], /project id must be positive/],
    ['no arguments', [], /not understood/],
  ])('refuses %s as bad_input, saying why', async (_what, args, words) => {
    const result = await handlers['budgets:set'](...args);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: expect.stringMatching(words) },
    });
  });

  it('passes a well-formed budget to the core, which needs a signed-in account', async () => {
    expect(parseArguments('budgets:set', [7, { hours: 120, value: 15000 }])).toEqual({
      ok: true,
      value: [7, { hours: 120, value: 15000 }],
    });
    expect(await handlers['budgets:set'](7, { hours: 120, value: null })).toMatchObject({
      ok: false,
      error: { code: 'signed_out' },
    });
  });

  it('speaks Portuguese on a Portuguese machine', async () => {
    speak('pt-BR');
    expect(await handlers['budgets:set'](7, { hours: 0, value: null })).toMatchObject({
      ok: false,
      error: {
        message: 'O orçamento em horas deve ser um número maior que 0 e até 1.000.000, como 120.',
      },
    });
  });
});

describe('budgets:clear, projects:pin, webapp:open', () => {
  it('refuse arguments the window never sends', async () => {
    expect(await handlers['budgets:clear']('7')).toMatchObject({ ok: false, error: { code: 'bad_input' } });
    expect(await handlers['projects:pin'](7, 'yes')).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: 'Pinned must be true or false.' },
    });
    expect(await handlers['webapp:open']('https://evil.example/')).toMatchObject({
      ok: false,
      error: { code: 'bad_input' },
    });
    expect(desktop.opened).toEqual([]);
  });

  it('open nothing without a signed-in account', async () => {
    expect(await handlers['webapp:open']()).toMatchObject({ ok: false, error: { code: 'signed_out' } });
    expect(desktop.opened).toEqual([]);
  });
});

describe('budgets:set-period, budgets:clear-period', () => {
  it('refuse a target or a budget the window never sends, in words, before the core sees them', async () => {
    const target = { kind: 'customer', id: 3 };
    expect(
      await handlers['budgets:set-period']({ kind: 'team', id: 3 }, { hours: 40, value: null, per: 'cycle' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad_input' },
    });
    expect(
      await handlers['budgets:set-period'](target, { hours: 40, value: null, per: 'fortnight' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: expect.stringMatching(/period is week, month or cycle/) },
    });
    expect(await handlers['budgets:set-period'](target, { hours: 40, value: null })).toMatchObject({
      ok: false,
      error: { code: 'bad_input' },
    });
    expect(await handlers['budgets:clear-period']({ ...target, extra: 1 })).toMatchObject({
      ok: false,
      error: { code: 'bad_input' },
    });
  });

  it('a well-formed one reaches the core, which needs a signed-in account', async () => {
    expect(
      await handlers['budgets:set-period'](
        { kind: 'customer', id: 3 },
        { hours: 40, value: null, per: 'cycle' },
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'signed_out' },
    });
  });
});

describe('webapp:open with an account', () => {
  async function openWith(baseUrl: string) {
    await core.close();
    const secrets = new MemorySecretStore();
    await new SettingsStore(config.dir).save({
      ...emptySettings(),
      accounts: [{ ...accountRecord('work', 'Work'), baseUrl }],
      activeKey: 'work',
    });
    await seedToken(secrets, 'work');
    core = await TimetrayCore.open({ configDir: config.dir, secrets });
    handlers = createHandlers(core, { desktop, log: () => undefined });
    return handlers['webapp:open']();
  }

  it('opens the account’s projects page on its own https host in the system browser', async () => {
    expect(await openWith('https://rabbiit.example.com/api/v1')).toEqual({
      ok: true,
      value: { url: 'https://rabbiit.example.com/a/work/#/projects' },
    });
    expect(desktop.opened).toEqual(['https://rabbiit.example.com/a/work/#/projects']);
  });

  it('opens nothing for an account whose address is not https (an edited settings file)', async () => {
    expect(await openWith('http://rabbiit.example.com/api/v1')).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: expect.stringContaining('only be opened over https') },
    });
    expect(desktop.opened).toEqual([]);
  });

  it('needs the running app: without one it says so and opens nothing', async () => {
    await openWith('https://rabbiit.example.com/api/v1');
    desktop.opened.length = 0;
    const bare = createHandlers(core, { log: () => undefined });
    expect(await bare['webapp:open']()).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });
});
