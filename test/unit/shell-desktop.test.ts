import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { aboutInfo, keychainName } from '../../src/main/app/desktop/about';
import { caFileDialog, chooseCaFile } from '../../src/main/app/desktop/ca-file-dialog';
import { Desktop } from '../../src/main/app/desktop/desktop-parts';
import { ShortcutKeeper } from '../../src/main/app/desktop/global-shortcut';
import { RefreshTimer } from '../../src/main/app/lifecycle/refresh-timer';
import { systemProxyCache } from '../../src/main/app/desktop/os-proxy-cache';
import type { Preferences } from '../../src/shared/preferences';

/** A Desktop over recording parts (no Electron): what each apply() changed. */
function desktopWith(options: { loginProblem?: string | null; taken?: string[] } = {}) {
  const log: string[] = [];
  const running: number[] = [];
  const registered = new Set<string>();
  const desktop = new Desktop({
    wayland: false,
    trayTitle: false,
    refreshTimer: new RefreshTimer(() => undefined, {
      setInterval: (_callback, ms) => (running.push(ms), log.push(`timer ${ms / 60_000} min`), ms),
      clearInterval: (handle) => void running.splice(running.indexOf(handle as number), 1),
    }),
    shortcut: new ShortcutKeeper(
      {
        register: (a) => (log.push(`register ${a}`), !options.taken?.includes(a) && !!registered.add(a)),
        unregister: (a) => void (log.push(`unregister ${a}`), registered.delete(a)),
        unregisterAll: () => void (log.push('unregisterAll'), registered.clear()),
      },
      () => undefined,
      false,
    ),
    launchAtLogin: (enabled) => (log.push(`login ${enabled}`), Promise.resolve(options.loginProblem ?? null)),
    chooseCaFile: () => Promise.resolve('/ca.pem'),
    openExternal: () => Promise.resolve(),
    about: () =>
      aboutInfo({ version: '1.2.3', configDir: '/cfg/Timetray', logsFolder: null, platform: 'darwin' }),
    systemProxy: systemProxyCache((url) => Promise.resolve(url.includes('corp') ? 'PROXY p:3128' : 'DIRECT')),
  });
  return { desktop, log, running, registered };
}

const prefs = (changes: Partial<Preferences> = {}): Preferences => ({ ...defaultPreferences(), ...changes });

describe('Desktop.apply', () => {
  it('the first apply sets the timer, the shortcut and the login item; the same preferences again change nothing', async () => {
    const d = desktopWith();
    await d.desktop.apply(prefs({ globalShortcut: 'Ctrl+Alt+T', launchAtLogin: true }));
    expect(d.log).toEqual(['timer 15 min', 'register Ctrl+Alt+T', 'login true']);
    await d.desktop.apply(prefs({ globalShortcut: 'Ctrl+Alt+T', launchAtLogin: true }));
    expect(d.log).toHaveLength(3);
  });

  it('each change touches only its own part', async () => {
    const d = desktopWith();
    await d.desktop.apply(prefs());
    d.log.length = 0;
    await d.desktop.apply(prefs({ refreshIntervalMinutes: null }));
    await d.desktop.apply(prefs({ refreshIntervalMinutes: null, hideMoney: true }));
    await d.desktop.apply(
      prefs({ refreshIntervalMinutes: 5, hideMoney: true, globalShortcut: 'Alt+Shift+K' }),
    );
    expect(d.log).toEqual(['timer 5 min', 'register Alt+Shift+K']);
    expect(d.running).toEqual([5 * 60_000]);
  });

  it('info() tells the problems of the last apply (after it finished) and the About facts', async () => {
    const d = desktopWith({
      loginProblem: 'Launch at login could not be turned on: x.',
      taken: ['Ctrl+Alt+T'],
    });
    void d.desktop.apply(prefs({ globalShortcut: 'Ctrl+Alt+T', launchAtLogin: true }));
    const info = await d.desktop.info();
    expect(info).toMatchObject({
      wayland: false,
      trayTitle: false,
      shortcutProblem: 'Ctrl+Alt+T is taken by another app or the desktop refused it — choose another.',
      launchAtLoginProblem: 'Launch at login could not be turned on: x.',
      about: {
        version: '1.2.3',
        userAgent: 'Timetray/1',
        settingsFolder: '/cfg/Timetray',
        cacheFolder: '/cfg/Timetray/cache',
        logsFolder: null,
        keychain: 'macOS Keychain',
      },
    });
  });

  it('a launch-at-login problem is tried again at the next apply', async () => {
    const d = desktopWith({ loginProblem: 'nope' });
    await d.desktop.apply(prefs({ launchAtLogin: true }));
    await d.desktop.apply(prefs({ launchAtLogin: true, showArchived: false }));
    expect(d.log.filter((l) => l.startsWith('login'))).toEqual(['login true', 'login true']);
  });

  it('dispose (quit) stops the timer, unregisters every shortcut and ignores later applies', async () => {
    const d = desktopWith();
    await d.desktop.apply(prefs({ globalShortcut: 'Ctrl+Alt+T' }));
    d.desktop.dispose();
    expect(d.running).toEqual([]);
    expect(d.registered.size).toBe(0);
    await d.desktop.apply(prefs({ globalShortcut: 'Ctrl+Alt+Y', refreshIntervalMinutes: 5 }));
    expect(d.running).toEqual([]);
    expect(d.registered.size).toBe(0);
  });

  it('healthFacts: the shortcut problem and the OS proxy per service address', async () => {
    const d = desktopWith({ taken: ['Ctrl+Alt+T'] });
    await d.desktop.apply(prefs({ globalShortcut: 'Ctrl+Alt+T' }));
    const facts = await d.desktop.healthFacts([
      'https://tt.corp.example/api/v1',
      'https://app.example/api/v1',
      'nonsense',
    ]);
    expect(facts).toEqual({
      shortcutProblem: 'Ctrl+Alt+T is taken by another app or the desktop refused it — choose another.',
      systemProxy: {
        'https://tt.corp.example/api/v1': 'PROXY p:3128',
        'https://app.example/api/v1': 'DIRECT',
      },
    });
  });
});

describe('systemProxyCache', () => {
  it('asks the OS once per origin while the answer is fresh, again after the lifetime or forget()', async () => {
    const asked: string[] = [];
    let clock = 0;
    const cache = systemProxyCache((url) => (asked.push(url), Promise.resolve('PROXY p:1')), {
      ttlMs: 1000,
      now: () => clock,
    });
    expect(await cache.lookup('https://a.test')).toBe('PROXY p:1');
    await cache.lookup('https://a.test');
    await cache.lookup('https://b.test:8443');
    expect(asked).toEqual(['https://a.test/', 'https://b.test:8443/']);
    clock = 1000;
    await cache.lookup('https://a.test');
    cache.forget();
    await cache.lookup('https://a.test');
    expect(asked.filter((u) => u === 'https://a.test/')).toHaveLength(3);
  });

  it('a failed lookup means direct, and is asked again next time', async () => {
    let fail = true;
    const cache = systemProxyCache(() =>
      fail ? Promise.reject(new Error('no session')) : Promise.resolve('PROXY p:1'),
    );
    expect(await cache.lookup('https://a.test')).toBe('DIRECT');
    fail = false;
    expect(await cache.lookup('https://a.test')).toBe('PROXY p:1');
  });
});

describe('About and the CA dialog', () => {
  it('names the keychain per platform; on Linux the Secret Service program when known', async () => {
    expect(keychainName('win32', null)).toBe('Windows Credential Manager');
    expect(keychainName('linux', null)).toBe('Secret Service (libsecret)');
    const about = await aboutInfo({
      version: '1',
      configDir: '/c',
      logsFolder: '/c/logs',
      platform: 'linux',
      secretServiceOwner: () => Promise.resolve('gnome-keyring-daemon'),
    });
    expect(about.keychain).toBe('Secret Service (gnome-keyring-daemon)');
    expect(about.logsFolder).toBe('/c/logs');
  });

  it('the dialog opens one PEM/CRT/CER file; Cancel is null', async () => {
    expect(caFileDialog().properties).toEqual(['openFile']);
    expect(caFileDialog().filters[0]!.extensions).toEqual(['pem', 'crt', 'cer']);
    expect(
      await chooseCaFile(() => Promise.resolve({ canceled: false, filePaths: ['/etc/ssl/corp.pem'] })),
    ).toBe('/etc/ssl/corp.pem');
    expect(await chooseCaFile(() => Promise.resolve({ canceled: true, filePaths: [] }))).toBeNull();
  });
});
