import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopPort } from '../../src/main/app/ipc/desktop-port';
import { startConnectProxy, type ConnectProxy } from '../support/connect-proxy';
import { runCli } from '../support/run-cli';
import { ROOT } from '../support/run-probe';
import { settle, waitFor, type ShellApp } from './load-app';
import { useShellFixture, useTrayHost } from './fixture';

/**
 * The settings only the running app can carry out, on the built main process over the
 * Electron TEST DOUBLE: each is changed the way `timetray config set` changes it (the real
 * CLI, in another process, writing settings.json), and the running app follows at once —
 * the settings watch reloads, the snapshot's preferences change, `DesktopPort.apply` runs.
 * The app's DesktopPort (what the IPC handlers get) is read through the development-only
 * test hook (TIMETRAY_E2E=1).
 */
const fx = useShellFixture();
useTrayHost();

const MIN = 60_000;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** `timetray config set KEY VALUE` against this test's config folder. */
async function configSet(key: string, value: string): Promise<void> {
  const run = await runCli(['config', 'set', key, value], {
    entry: [join(ROOT, 'out/main/cli.js')],
    env: { ...process.env, TIMETRAY_CONFIG_DIR: fx.config.dir },
  });
  expect(run.code, run.stderr).toBe(0);
}

const start = (options: Parameters<typeof fx.start>[0]) =>
  fx.start({ ...options, env: { TIMETRAY_E2E: '1', ...options.env } });

/** The DesktopPort the app passed to its IPC handlers. */
const desktopOf = (): DesktopPort =>
  (globalThis as unknown as { __timetrayE2E: { desktop: DesktopPort } }).__timetrayE2E.desktop;

/** Polls an async check (every 25 ms, up to 5 s). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await settle(25);
  }
}

/** Waits until the core is open and the first apply() set the timer (the app's start-up). */
const applied = (app: ShellApp) => waitFor(() => app.refreshTimers().length === 1, 5000, 'the first apply');

describe('refresh interval', () => {
  it('the timer follows refreshIntervalMinutes: a CLI change reschedules at once, and manual stops it', async () => {
    const app = await start({ platform: 'linux' });
    await fx.signIn(app);
    await applied(app);
    expect(app.refreshTimers().map((t) => t.ms)).toEqual([15 * MIN]);

    await configSet('refreshIntervalMinutes', '5');
    await waitFor(() => app.refreshTimers()[0]?.ms === 5 * MIN, 5000, 'the 5-minute timer');
    expect(app.refreshTimers()).toHaveLength(1); // the 15-minute one is gone
    await settle();
    const gets = () => fx.sb.log.filter((e) => e.method === 'GET' && e.path.endsWith('/projects')).length;
    const before = gets();
    app.refreshTimers()[0]!.callback();
    await waitFor(() => gets() === before + 1, 5000, 'a refresh from the new timer');

    await configSet('refreshIntervalMinutes', 'manual');
    await waitFor(() => app.refreshTimers().length === 0, 5000, 'no timer (manual)');
  });
});

describe('launch at login', () => {
  it.each(['darwin', 'win32'] as const)(
    '%s: setLoginItemSettings turns it on and off, and getLoginItemSettings confirms it',
    async (platform) => {
      const app = await start({ platform });
      await applied(app);
      expect(app.app.loginItemsCalls).toEqual([]); // off and already off: the system is left alone
      // Windows: the Run key is found by path and arguments (unpackaged: electron.exe + the app folder).
      const where =
        platform === 'win32' ? { path: process.execPath, args: [`"${app.app.getAppPath()}"`] } : {};
      await configSet('launchAtLogin', 'true');
      await waitFor(() => app.app.loginItemsCalls.length === 1, 5000, 'the login item');
      expect(app.app.loginItemsCalls[0]).toEqual({ openAtLogin: true, ...where });
      expect(app.app.getLoginItemSettings(platform === 'win32' ? where : undefined).openAtLogin).toBe(true);
      expect((await desktopOf().info()).launchAtLoginProblem).toBeNull();

      await configSet('launchAtLogin', 'false');
      await waitFor(() => app.app.loginItemsCalls.length === 2, 5000, 'the login item removed');
      expect(app.app.loginItemsCalls[1]).toEqual({ openAtLogin: false, ...where });
    },
  );

  it('macOS 13+: an item waiting for approval shows as launchAtLoginProblem, with where to approve it', async () => {
    const app = await start({ platform: 'darwin' });
    await applied(app);
    app.app.loginItemStatus = 'requires-approval';
    await configSet('launchAtLogin', 'true');
    await waitFor(() => app.app.loginItemsCalls.length === 1, 5000, 'the login item');
    expect((await desktopOf().info()).launchAtLoginProblem).toMatch(
      /System Settings → General → Login Items/,
    );
  });

  it('Linux: the XDG autostart entry is written (the AppImage file, hidden) and removed; no login-item API is used', async () => {
    const xdg = await mkdtemp(join(tmpdir(), 'timetray-xdg-'));
    cleanups.push(() => rm(xdg, { recursive: true, force: true }));
    const appImage = '/home/ann/Applications/Timetray 0.1.0.AppImage';
    const app = await start({ platform: 'linux', env: { XDG_CONFIG_HOME: xdg, APPIMAGE: appImage } });
    await applied(app);
    const entry = join(xdg, 'autostart', 'timetray.desktop');
    await configSet('launchAtLogin', 'true');
    await waitFor(() => existsSync(entry), 5000, 'the autostart entry');
    expect(await readFile(entry, 'utf8')).toContain(`Exec="${appImage}" --hidden\n`);
    await configSet('launchAtLogin', 'false');
    await waitFor(() => !existsSync(entry), 5000, 'the entry removed');
    expect((await desktopOf().info()).launchAtLoginProblem).toBeNull();
    expect(app.app.loginItemsCalls).toEqual([]); // and the fixture fails on any darwin/win32-only call
  });
});

describe('global shortcut', () => {
  it('registers the setting; a press opens the window on the search; a change unregisters the old one; a refusal is shortcutProblem; quit unregisters all', async () => {
    const app = await start({ platform: 'linux', session: 'x11' });
    await applied(app);
    const keys = app.double.electron.globalShortcut;
    expect(keys.calls).toEqual([]); // off by default

    await configSet('globalShortcut', 'Ctrl+Alt+T');
    await waitFor(() => keys.isRegistered('Ctrl+Alt+T'), 5000, 'the registration');
    keys.press('Ctrl+Alt+T');
    const panel = app.panel()!;
    expect(panel.isVisible()).toBe(true);
    await waitFor(
      () => panel.webContents.sent.some((m) => m.channel === 'window:intent'),
      5000,
      'the intent',
    );
    expect(panel.webContents.sent.filter((m) => m.channel === 'window:intent').at(-1)!.args).toEqual([
      { kind: 'search' },
    ]);

    keys.taken.add('Ctrl+Alt+Y'); // another app holds it
    await configSet('globalShortcut', 'Ctrl+Alt+Y');
    await waitFor(() => keys.calls.includes('register(Ctrl+Alt+Y)'), 5000, 'the new registration');
    expect(keys.calls).toContain('unregister(Ctrl+Alt+T)');
    expect([...keys.registered.keys()]).toEqual([]);
    expect((await desktopOf().info()).shortcutProblem).toBe(
      'Ctrl+Alt+Y is taken by another app or the desktop refused it — choose another.',
    );
    expect((await desktopOf().healthFacts([])).shortcutProblem).toMatch(/^Ctrl\+Alt\+Y is taken/);

    await configSet('globalShortcut', 'off');
    await eventually(async () => (await desktopOf().info()).shortcutProblem === null, 'no problem once off');
    await configSet('globalShortcut', 'Ctrl+Shift+U');
    await waitFor(() => keys.isRegistered('Ctrl+Shift+U'), 5000, 'the third registration');
    await app.quit();
    expect([...keys.registered.keys()]).toEqual([]);
    expect(keys.calls.at(-1)).toBe('unregisterAll()');
  });

  it('Wayland: a refused shortcut says it works only through the desktop’s GlobalShortcuts portal', async () => {
    const app = await start({ platform: 'linux', session: 'wayland' });
    await applied(app);
    app.double.electron.globalShortcut.taken.add('Ctrl+Alt+T');
    await configSet('globalShortcut', 'Ctrl+Alt+T');
    await waitFor(() => app.double.electron.globalShortcut.calls.length > 0, 5000, 'the registration');
    const info = await desktopOf().info();
    expect(info.wayland).toBe(true);
    expect(info.shortcutProblem).toMatch(
      /On Wayland a global shortcut works only through the desktop's GlobalShortcuts portal/,
    );
  });
});

describe('the OS proxy, the CA dialog and About', () => {
  it('with no proxy variable, the service is reached through the proxy session.resolveProxy names; asked again after sleep', async () => {
    const names = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
    const saved = names.map((name) => [name, process.env[name]] as const);
    for (const name of names) delete process.env[name];
    const proxy: ConnectProxy = await startConnectProxy();
    cleanups.push(async () => {
      for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
      await proxy.close();
    });
    const app = await start({ platform: 'linux' });
    const os = app.double.electron.session.defaultSession;
    os.proxyAnswer = `PROXY ${new URL(proxy.url).host}; DIRECT`;
    await fx.signIn(app);
    expect(proxy.tunnels.length).toBeGreaterThan(0);
    expect(new Set(proxy.tunnels)).toEqual(new Set([new URL(fx.sb.origin).host]));
    expect(new Set(os.proxyQuestions)).toEqual(new Set([`${fx.sb.origin}/`]));
    const asked = os.proxyQuestions.length;
    app.double.electron.powerMonitor.emit('resume'); // forgets the answer, and refreshes
    await waitFor(() => os.proxyQuestions.length > asked, 5000, 'the OS asked again');
    expect((await desktopOf().healthFacts([fx.sb.baseUrl])).systemProxy).toEqual({
      [fx.sb.baseUrl]: `PROXY ${new URL(proxy.url).host}; DIRECT`,
    });
  });

  it('the CA file dialog is the panel’s, for one PEM/CRT/CER file, and the panel stays up under it; About names the version, User-Agent, folders and keychain', async () => {
    const app = await start({ platform: 'linux', session: 'x11' });
    await settle();
    app.menu().click('Open Timetray'); // the Settings view is in the panel
    const panel = app.panel()!;
    expect(panel.isVisible()).toBe(true);
    let close!: () => void;
    app.double.electron.dialog.openDialogUntil = new Promise<void>((resolve) => (close = resolve));
    app.double.electron.dialog.openDialogAnswer = '/etc/ssl/corp-ca.pem';
    const choosing = desktopOf().chooseCaFile();
    await settle(); // the user browses; the dialog has the focus (the panel saw a blur)
    expect(panel.isVisible()).toBe(true);
    close();
    expect(await choosing).toBe('/etc/ssl/corp-ca.pem');
    const [shown] = app.double.dialogs;
    expect(shown!.parent).toBe(panel);
    expect(shown!.options).toMatchObject({
      properties: ['openFile'],
      filters: [{ extensions: ['pem', 'crt', 'cer'] }, { extensions: ['*'] }],
    });
    // Once it is closed, a blur hides the popup again as before.
    app.double.electron.dialog.openDialogUntil = null;
    app.double.electron.dialog.openDialogAnswer = null;
    expect(await desktopOf().chooseCaFile()).toBeNull();
    panel.emit('blur');
    await settle();
    expect(panel.isVisible()).toBe(false);

    const { about } = await desktopOf().info();
    expect(about).toMatchObject({
      version: '0.1.0',
      userAgent: 'Timetray/1',
      settingsFolder: fx.config.dir,
      cacheFolder: join(fx.config.dir, 'cache'),
      logsFolder: null, // no log file is written: no empty folder to point at
    });
    // The private gnome-keyring of scripts/with-keyring.sh owns org.freedesktop.secrets here.
    expect(about.keychain).toBe('Secret Service (gnome-keyring-daemon)');
  });
});

describe('a settings file the app cannot read (issue #16)', () => {
  it('the window gets the settings error with the file and the fix; a change and a sign-in are refused; nothing is moved', async () => {
    const file = join(fx.config.dir, 'settings.json');
    await mkdir(join(file, 'kept'), { recursive: true }); // a folder where the file belongs: EISDIR, root or not
    const app = await start({ platform: 'linux', caFile: '' }); // '': the launcher writes no settings.json
    const sentence = `Could not read ${file} (EISDIR): it is a folder where Timetray keeps a file. Move it away (mv "${file}" "${file}.bak"), then try again.`;
    const state = async () => (await app.invoke('state:get')) as { error: unknown };
    await eventually(
      async () => JSON.stringify((await state()).error).includes('EISDIR'),
      'the settings error',
    );
    expect((await state()).error).toEqual({ code: 'settings', message: sentence });
    expect(await app.invoke('settings:set', { key: 'hideMoney', value: true })).toEqual({
      ok: false,
      error: { code: 'settings', message: sentence },
    });
    const signIn = (await app.invoke('session:sign-in', {
      baseUrl: fx.sb.baseUrl,
      email: fx.sb.demo.email,
      accountId: fx.sb.demo.accountId,
      password: fx.sb.demo.password,
    })) as { ok: boolean; error?: { message: string } };
    expect(signIn).toMatchObject({ ok: false, error: { message: sentence } });
    expect(fx.sb.state.tokens.size).toBe(0); // refused before any token was made
    expect(await readdir(fx.config.dir)).not.toContainEqual(expect.stringContaining('corrupt'));
    expect(await readdir(file)).toEqual(['kept']);
  });
});
