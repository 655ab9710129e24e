import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { createHandlers, noDesktop, type IpcHandlers } from '../../src/main/app/ipc/handlers';
import { aboutFor, RecordingDesktop } from '../support/recording-desktop';
import { seedSettings } from '../support/settings-fixture';
import { makeCaFiles, type CaFiles } from '../support/ca-files';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * The settings and health channels over the real core on a temp config folder: a change
 * the window could not have sent is refused as `bad_input` before anything is written, and
 * a good one lands in settings.json and is then applied by the app. Only the Electron side
 * (`DesktopPort`) is a double.
 */
let config: TempConfig;
let core: TimetrayCore;
let desktop: RecordingDesktop;
let handlers: IpcHandlers;
let certs: CaFiles;
let goodCa: string;
let expiredCa: string;

const settingsFile = () => join(config.dir, 'settings.json');
const savedPreferences = async () =>
  (JSON.parse(await readFile(settingsFile(), 'utf8')) as { preferences: Record<string, unknown> })
    .preferences;
const noSettingsFile = () => expect(readFile(settingsFile())).rejects.toMatchObject({ code: 'ENOENT' });

beforeAll(async () => {
  certs = await makeCaFiles('timetray-ipc-ca-');
  ({ goodCa, expiredCa } = certs);
});
afterAll(() => certs.cleanup());

beforeEach(async () => {
  config = await makeTempConfig('timetray-ipc-settings-');
  core = await TimetrayCore.open({ configDir: config.dir, secrets: new MemorySecretStore() });
  desktop = new RecordingDesktop(aboutFor(config.dir));
  handlers = createHandlers(core, { desktop, log: () => undefined });
});
afterEach(async () => {
  await core.close();
  await config.cleanup();
});

describe('settings:set validation', () => {
  it.each([
    ['an unknown key', [{ key: 'token', value: 'x' }]],
    ['a refresh interval not offered', [{ key: 'refreshIntervalMinutes', value: 7 }]],
    ['a string for a switch', [{ key: 'hideMoney', value: 'yes' }]],
    ['a relative CA path', [{ key: 'caFile', value: 'ca.pem' }]],
    ['a shortcut without a modifier', [{ key: 'globalShortcut', value: 'T' }]],
    ['no change at all', []],
    [
      'two changes in one call',
      [
        { key: 'hideMoney', value: true },
        { key: 'showArchived', value: false },
      ],
    ],
    ['not an object', ['hideMoney=true']],
  ])('refuses %s as bad_input: nothing written, nothing applied', async (_what, args) => {
    const result = await handlers['settings:set'](...args);
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_input' } });
    await noSettingsFile();
    expect(desktop.applied).toEqual([]);
  });

  it('refuses a CA file that is not PEM, or whose certificates have all expired, saying why', async () => {
    const notPem = join(config.dir, 'not-a-cert.pem');
    await writeFile(notPem, 'hello');
    const a = await handlers['settings:set']({ key: 'caFile', value: notPem });
    expect(a).toMatchObject({ ok: false, error: { code: 'bad_input', message: /holds no PEM certificate/ } });
    const b = await handlers['settings:set']({ key: 'caFile', value: expiredCa });
    expect(b).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: /Not saved: every certificate in .* has expired/ },
    });
    await noSettingsFile();
    expect(desktop.applied).toEqual([]);
  });

  it('refuses a CA file that is a FIFO or a device at once (opening one would hang), naming what it is', async () => {
    const fifo = join(config.dir, 'ca.fifo');
    execFileSync('mkfifo', [fifo]);
    try {
      const started = Date.now();
      const a = await handlers['settings:set']({ key: 'caFile', value: fifo });
      expect(a).toMatchObject({
        ok: false,
        error: {
          code: 'bad_input',
          message: `Not saved: ${fifo} is a named pipe (FIFO), not a file; choose the PEM file itself.`,
        },
      });
      const b = await handlers['settings:set']({ key: 'caFile', value: '/dev/zero' });
      expect(b).toMatchObject({ ok: false, error: { message: /\/dev\/zero is a device, not a file/ } });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await rm(fifo);
    }
    expect(desktop.applied).toEqual([]);
  });

  it('saves a good change to settings.json, then has the app apply the saved preferences', async () => {
    const result = await handlers['settings:set']({ key: 'refreshIntervalMinutes', value: 60 });
    expect(result).toMatchObject({ ok: true, value: { refreshIntervalMinutes: 60 } });
    expect(await savedPreferences()).toMatchObject({ refreshIntervalMinutes: 60 });
    expect(desktop.applied).toEqual([expect.objectContaining({ refreshIntervalMinutes: 60 })]);
    // The snapshot (what the window and the tray get) already carries it.
    expect(core.snapshot().preferences.refreshIntervalMinutes).toBe(60);
  });

  it('stores a typed shortcut in Electron spelling', async () => {
    const result = await handlers['settings:set']({ key: 'globalShortcut', value: 'ctrl+alt+t' });
    expect(result).toMatchObject({ ok: true, value: { globalShortcut: 'Ctrl+Alt+T' } });
    expect(await savedPreferences()).toMatchObject({ globalShortcut: 'Ctrl+Alt+T' });
  });

  it('still saves without a desktop (no app to apply it to)', async () => {
    const bare = createHandlers(core, { log: () => undefined });
    expect(await bare['settings:set']({ key: 'hideMoney', value: true })).toMatchObject({ ok: true });
    expect(await savedPreferences()).toMatchObject({ hideMoney: true });
  });
});

describe('settings:choose-ca-file', () => {
  it('cancelled: null, nothing written', async () => {
    desktop.nextCaFile = null;
    expect(await handlers['settings:choose-ca-file']()).toEqual({ ok: true, value: null });
    expect(desktop.dialogs).toBe(1);
    await noSettingsFile();
  });

  it('a PEM file is checked and saved; a refused one saves nothing', async () => {
    desktop.nextCaFile = expiredCa;
    expect(await handlers['settings:choose-ca-file']()).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: /has expired/ },
    });
    await noSettingsFile();
    desktop.nextCaFile = goodCa;
    expect(await handlers['settings:choose-ca-file']()).toMatchObject({
      ok: true,
      value: { caFile: goodCa },
    });
    expect(await savedPreferences()).toMatchObject({ caFile: goodCa });
    expect(desktop.applied.at(-1)).toMatchObject({ caFile: goodCa });
  });

  it('takes no arguments from the page (the path comes only from the dialog)', async () => {
    expect(await handlers['settings:choose-ca-file']('/etc/passwd')).toMatchObject({
      ok: false,
      error: { code: 'bad_input' },
    });
    expect(desktop.dialogs).toBe(0);
  });
});

describe('without the app', () => {
  it('settings:info and the CA dialog answer unavailable, naming the CLI', async () => {
    const bare = createHandlers(core, { log: () => undefined });
    expect(await bare['settings:info']()).toEqual({
      ok: false,
      error: { code: 'unavailable', message: noDesktop() },
    });
    expect(await bare['settings:choose-ca-file']()).toMatchObject({
      ok: false,
      error: { code: 'unavailable' },
    });
  });
});

describe('settings:info', () => {
  it('the desktop facts plus the values settings.json held that were ignored', async () => {
    await writeFile(
      settingsFile(),
      JSON.stringify({
        version: 1,
        accounts: [],
        activeKey: null,
        preferences: { refreshIntervalMinutes: 7 },
      }),
    );
    desktop.shortcutProblem = 'Ctrl+Alt+T is taken by another app.';
    const result = await handlers['settings:info']();
    expect(result).toMatchObject({
      ok: true,
      value: {
        about: { settingsFolder: config.dir },
        shortcutProblem: 'Ctrl+Alt+T is taken by another app.',
        problems: [expect.stringMatching(/refreshIntervalMinutes must be 5, 15, 30, 60/)],
      },
    });
  });
});

describe('health:run', () => {
  it('runs the checks with what the app knows: the shortcut that did not register, the OS proxy that refuses', async () => {
    await seedSettings(config.dir, null, 'a'); // one account at https://127.0.0.1:9 (nothing listens)
    await core.changePreference({ key: 'globalShortcut', value: 'Ctrl+Alt+T' });
    desktop.shortcutProblem = 'another app holds Ctrl+Alt+T';
    // Port 1 on loopback: nothing listens, so the "proxy" refuses the connection.
    desktop.systemProxy = { 'https://127.0.0.1:9/api/v1': 'PROXY 127.0.0.1:1' };
    const previous = { https: process.env.HTTPS_PROXY, http: process.env.HTTP_PROXY };
    delete process.env.HTTPS_PROXY;
    delete process.env.HTTP_PROXY;
    try {
      const result = await handlers['health:run']();
      if (!result.ok) throw new Error(result.error.message);
      expect(desktop.proxyQuestions).toEqual([['https://127.0.0.1:9/api/v1']]);
      const byId = Object.fromEntries(result.value.checks.map((c) => [c.id, c]));
      expect(byId.shortcut).toMatchObject({
        status: 'warn',
        found: 'Ctrl+Alt+T is not registered: another app holds Ctrl+Alt+T',
        fix: expect.stringMatching(/Choose another shortcut in Settings/),
      });
      expect(byId.proxy).toMatchObject({
        status: 'fail',
        found: expect.stringMatching(
          /system's proxy settings .* 127\.0\.0\.1:1\. The proxy at 127\.0\.0\.1:1 refused the connection/,
        ),
        fix: expect.stringMatching(/network settings/),
      });
      expect(result.value.ok).toBe(false);
    } finally {
      if (previous.https !== undefined) process.env.HTTPS_PROXY = previous.https;
      if (previous.http !== undefined) process.env.HTTP_PROXY = previous.http;
    }
  }, 20_000);

  it('refuses arguments from the page', async () => {
    expect(await handlers['health:run']({ caFile: '/tmp/x' })).toMatchObject({
      ok: false,
      error: { code: 'bad_input' },
    });
  });
});
