import { shortcutRefused } from '../../src/main/app/desktop/global-shortcut';
import { describe, expect, it } from 'vitest';
import { accountsVerdict, type AccountProbe } from '../../src/main/core/doctor/accounts-check';
import { caFileVerdict } from '../../src/main/core/doctor/ca-file-check';
import { speak } from '../../src/main/core/i18n';
import { clockVerdict } from '../../src/main/core/doctor/clock-check';
import { keychainVerdict, type KeychainProbe } from '../../src/main/core/doctor/keychain-check';
import { proxyVerdict } from '../../src/main/core/doctor/proxy-check';
import { proxyDecision } from '../../src/main/core/net/proxy-route';
import { serviceVerdict } from '../../src/main/core/doctor/service-check';
import type { ServiceProbe } from '../../src/main/core/doctor/service-probe';
import { sessionTypeVerdict } from '../../src/main/core/doctor/session-type-check';
import { shortcutVerdict } from '../../src/main/core/doctor/shortcut-check';
import { trayHostVerdict, type TrayHostProbe } from '../../src/main/core/doctor/tray-host-check';

/** Each check's verdict from injected probe results: what the user reads for each situation. */

const linuxKeychain = (over: Partial<KeychainProbe> = {}): KeychainProbe => ({
  platform: 'linux',
  secretService: {
    reachable: true,
    provider: 'running',
    program: 'gnome-keyring-daemon',
    collection: 'unlocked',
  },
  roundTrip: { ok: true, ms: 12 },
  canPrompt: false,
  ...over,
});

describe('keychain', () => {
  it('ok: names the provider and the round trip', () => {
    const r = keychainVerdict(linuxKeychain());
    expect(r).toMatchObject({ status: 'ok', fix: null });
    expect(r.found).toMatch(/gnome-keyring-daemon.*unlocked.*written, read back and deleted in 12 ms/);
  });

  it('no session bus: fail, with dbus-run-session as the fix', () => {
    const r = keychainVerdict(
      linuxKeychain({
        secretService: { reachable: false, reason: 'no-bus', message: 'No D-Bus session bus: X' },
        roundTrip: null,
      }),
    );
    expect(r.status).toBe('fail');
    expect(r.found).toMatch(/No D-Bus session bus/);
    expect(r.fix).toMatch(/dbus-run-session/);
  });

  it('no Secret Service provider: fail naming gnome-keyring and KWallet', () => {
    const r = keychainVerdict(
      linuxKeychain({
        secretService: { reachable: true, provider: 'none', program: null, collection: 'unknown' },
        roundTrip: null,
      }),
    );
    expect(r.status).toBe('fail');
    expect(r.fix).toMatch(/gnome-keyring.*KWallet/);
  });

  it('locked: fail without a display, warn with one (the app can ask to unlock)', () => {
    const locked = {
      reachable: true as const,
      provider: 'running' as const,
      program: 'gnome-keyring-daemon',
      collection: 'locked' as const,
    };
    const noScreen = keychainVerdict(linuxKeychain({ secretService: locked, roundTrip: null }));
    expect(noScreen.status).toBe('fail');
    // There is no screen for Passwords and Keys: the fix is a command that works over SSH too.
    expect(noScreen.found).toMatch(/no display/);
    expect(noScreen.fix).toContain(
      '`read -rs PW; printf %s "$PW" | gnome-keyring-daemon --replace --unlock --components=secrets --daemonize; unset PW`',
    );
    const other = keychainVerdict(
      linuxKeychain({ secretService: { ...locked, program: 'kwalletd6' }, roundTrip: null }),
    );
    expect(other.fix).not.toContain('gnome-keyring-daemon');
    const withDisplay = keychainVerdict(
      linuxKeychain({ secretService: locked, roundTrip: null, canPrompt: true }),
    );
    expect(withDisplay.status).toBe('warn');
    expect(withDisplay.fix).toMatch(/Unlock the "login" keyring/);
  });

  it('no default collection: fail naming Passwords and Keys', () => {
    const r = keychainVerdict(
      linuxKeychain({
        secretService: { reachable: true, provider: 'running', program: null, collection: 'missing' },
        roundTrip: null,
      }),
    );
    expect(r).toMatchObject({ status: 'fail' });
    expect(r.fix).toMatch(/Passwords and Keys/);
  });

  it('a failing round trip is a failure carrying the keychain error', () => {
    const r = keychainVerdict(
      linuxKeychain({ roundTrip: { ok: false, message: 'The keychain module (keytar) cannot be used' } }),
    );
    expect(r.status).toBe('fail');
    expect(r.found).toMatch(/keytar\) cannot be used/);
  });

  it('a keytar that does not load gets the rebuild as its fix, not the keyring advice (issue 39)', () => {
    const failed = {
      ok: false as const,
      message: 'The keychain module (keytar) cannot be used: it is not installed.',
    };
    expect(keychainVerdict(linuxKeychain({ roundTrip: { ...failed, module: true } })).fix).toMatch(
      /^Reinstall Timetray\. In a source checkout, run `npm run rebuild:keytar` there/,
    );
    expect(keychainVerdict(linuxKeychain({ roundTrip: failed })).fix).toMatch(
      /keyring is installed, running/,
    );
  });

  it('macOS: only the round trip, named after its backend', () => {
    expect(
      keychainVerdict({ platform: 'darwin', roundTrip: { ok: true, ms: 3 }, canPrompt: true }).found,
    ).toMatch(/^macOS Keychain/);
  });
});

const tray = (over: Partial<TrayHostProbe> = {}): TrayHostProbe => ({
  platform: 'linux',
  desktop: 'KDE',
  flatpak: false,
  bus: { reachable: true },
  watcher: true,
  hostRegistered: true,
  ...over,
});

describe('tray-host', () => {
  it('ok with a StatusNotifierWatcher and a host', () => {
    expect(trayHostVerdict(tray())).toMatchObject({ status: 'ok' });
  });

  it('GNOME without the watcher: fail naming the AppIndicator extension and its package', () => {
    const r = trayHostVerdict(tray({ desktop: 'ubuntu:GNOME', watcher: false, hostRegistered: null }));
    expect(r.status).toBe('fail');
    expect(r.found).toMatch(/GNOME shows no tray icons/);
    expect(r.fix).toMatch(/AppIndicator and KStatusNotifierItem Support.*gnome-shell-extension-appindicator/);
  });

  it('another desktop without one: fail, no GNOME advice; in a Flatpak the permission is named', () => {
    const r = trayHostVerdict(tray({ desktop: 'XFCE', watcher: false, flatpak: true }));
    expect(r.status).toBe('fail');
    expect(r.fix).not.toMatch(/GNOME/);
    expect(r.fix).toMatch(/--talk-name=org\.kde\.StatusNotifierWatcher/);
  });

  it('a watcher without any registered host: warn', () => {
    expect(trayHostVerdict(tray({ hostRegistered: false }))).toMatchObject({ status: 'warn' });
  });

  it('no bus: fail; no dbus-send: warn (cannot tell)', () => {
    expect(
      trayHostVerdict(
        tray({ bus: { reachable: false, reason: 'no-bus', message: 'No D-Bus session bus: x' } }),
      ).status,
    ).toBe('fail');
    expect(
      trayHostVerdict(
        tray({ bus: { reachable: false, reason: 'no-tool', message: 'dbus-send is not installed' } }),
      ).status,
    ).toBe('warn');
  });

  it('macOS and Windows need no host', () => {
    expect(trayHostVerdict(tray({ platform: 'win32', watcher: false })).status).toBe('ok');
  });
});

describe('session-type and shortcut', () => {
  it('X11 is ok; Wayland is ok but explains placement and the portal; no display warns', () => {
    expect(sessionTypeVerdict('linux', { XDG_SESSION_TYPE: 'x11' }).found).toMatch(/^X11 session/);
    const wayland = sessionTypeVerdict('linux', { WAYLAND_DISPLAY: 'wayland-0' });
    expect(wayland.status).toBe('ok');
    expect(wayland.found).toMatch(/cannot place their own windows.*GlobalShortcuts portal/);
    expect(sessionTypeVerdict('linux', {}).status).toBe('warn');
  });

  it('shortcut: off, configured (registration is the app’s), and Wayland without the portal', () => {
    expect(shortcutVerdict({ platform: 'linux', env: {}, shortcut: null, portal: null }).found).toMatch(
      /off/,
    );
    const x11 = shortcutVerdict({
      platform: 'linux',
      env: { XDG_SESSION_TYPE: 'x11' },
      shortcut: 'Ctrl+Alt+T',
      portal: null,
    });
    expect(x11).toMatchObject({ status: 'ok' });
    expect(x11.found).toMatch(/Ctrl\+Alt\+T is configured.*known only to the running app/);
    const noPortal = shortcutVerdict({
      platform: 'linux',
      env: { XDG_SESSION_TYPE: 'wayland' },
      shortcut: 'Ctrl+Alt+T',
      portal: false,
    });
    expect(noPortal.status).toBe('warn');
    expect(noPortal.fix).toMatch(/xdg-desktop-portal/);
  });

  it('shortcut in the app: registered, or not with the reason and how to choose another', () => {
    const base = {
      platform: 'linux' as const,
      env: { XDG_SESSION_TYPE: 'x11' },
      shortcut: 'Ctrl+Alt+T',
      portal: null,
    };
    expect(shortcutVerdict({ ...base, registration: { problem: null } })).toMatchObject({
      status: 'ok',
      found: 'Ctrl+Alt+T is registered.',
    });
    const taken = shortcutVerdict({ ...base, registration: { problem: 'another app holds it' } });
    expect(taken).toMatchObject({
      status: 'warn',
      found: 'Ctrl+Alt+T is not registered: another app holds it',
    });
    expect(taken.fix).toMatch(/Choose another shortcut in Settings/);
    // The app's message names the shortcut itself: said once, not twice.
    const refused = shortcutVerdict({
      ...base,
      registration: { problem: shortcutRefused('Ctrl+Alt+T', false) },
    });
    expect(refused.found).toBe(
      'Ctrl+Alt+T is taken by another app or the desktop refused it — choose another.',
    );
  });
});

describe('proxy', () => {
  it('no proxy: ok, and says the CLI cannot see the OS proxy settings', () => {
    expect(proxyVerdict({ configured: null, origins: [], reach: null }).found).toMatch(
      /OS proxy settings .* are not visible to the CLI/,
    );
  });

  it('in the app without a proxy variable: the OS settings decide (direct, a proxy, one it cannot use)', () => {
    const origin = 'https://tt.example';
    expect(
      proxyVerdict({ configured: null, origins: [], reach: null, system: [{ origin, rule: 'DIRECT' }] }),
    ).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(/system's proxy settings send the service directly/),
    });
    const via = proxyVerdict({
      configured: null,
      origins: [],
      reach: { ok: true, ms: 3 },
      system: [{ origin, rule: 'PROXY proxy.corp:3128; DIRECT' }],
    });
    expect(via.found).toMatch(
      /go through the proxy at proxy\.corp:3128 \(from the system's proxy settings\)/,
    );
    const dead = proxyVerdict({
      configured: null,
      origins: [],
      reach: { ok: false, code: 'ECONNREFUSED' },
      system: [{ origin, rule: 'PROXY proxy.corp:3128' }],
    });
    expect(dead).toMatchObject({ status: 'fail', fix: expect.stringMatching(/system's network settings/) });
    expect(dead.found).toMatch(/The proxy at proxy\.corp:3128 refused the connection/);
    expect(
      proxyVerdict({
        configured: null,
        origins: [],
        reach: null,
        system: [{ origin, rule: 'SOCKS5 s:1080' }],
      }),
    ).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/"SOCKS5 s:1080", a kind of proxy Timetray cannot use/),
    });
    // The client skips SOCKS for the next usable entry; Health names that same proxy.
    const skipped = proxyVerdict({
      configured: null,
      origins: [],
      reach: { ok: true, ms: 2 },
      system: [{ origin, rule: 'SOCKS5 s:1080; PROXY proxy.corp:3128' }],
    });
    expect(skipped).toMatchObject({ status: 'ok' });
    expect(skipped.found).toMatch(/go through the proxy at proxy\.corp:3128/);
  });

  it('a dead proxy: fail in the words "the proxy at host:port refused the connection"', () => {
    const r = proxyVerdict({
      configured: { variable: 'HTTPS_PROXY', shown: 'http://proxy.corp:3128' },
      origins: [],
      reach: { ok: false, code: 'ECONNREFUSED' },
    });
    expect(r.status).toBe('fail');
    expect(r.found).toMatch(/\. The proxy at proxy\.corp:3128 refused the connection\.$/);
  });

  it('never shows proxy credentials, and follows NO_PROXY like the client does', () => {
    const env = {
      HTTPS_PROXY: 'http://ann:s3cret@proxy.corp:3128',
      NO_PROXY: '.corp.example,localhost:8443',
    };
    const choice = proxyDecision(new URL('https://app.rabbiit.com/api/v1'), env);
    expect(choice.kind === 'proxy' && choice.proxy.shown).toBe('http://proxy.corp:3128');
    expect(proxyDecision(new URL('https://tt.corp.example/api/v1'), env)).toMatchObject({
      kind: 'excluded',
      excludedBy: '.corp.example',
    });
    expect(proxyDecision(new URL('https://localhost:8443'), env)).toMatchObject({
      kind: 'excluded',
      excludedBy: 'localhost:8443',
    });
    expect(proxyDecision(new URL('https://localhost:9443'), env).kind).toBe('proxy');
    expect(proxyDecision(new URL('https://x.test'), { HTTPS_PROXY: 'not a url' })).toEqual({
      kind: 'invalid',
      variable: 'HTTPS_PROXY',
    });
  });
});

describe('ca-file', () => {
  const cert = (daysLeft: number) => ({ name: 'Corp CA', validTo: '2030-01-01T00:00:00.000Z', daysLeft });
  it('none: ok; unreadable: fail; expired: fail; expiring within 30 days: warn; else days left', () => {
    expect(caFileVerdict(null, null).status).toBe('ok');
    expect(caFileVerdict('/x.pem', { ok: false, problem: '/x.pem does not exist' })).toMatchObject({
      status: 'fail',
    });
    expect(caFileVerdict('/x.pem', { ok: true, certificates: [cert(-2)] }).status).toBe('fail');
    expect(caFileVerdict('/x.pem', { ok: true, certificates: [cert(12)] }).found).toMatch(
      /expires in 12 days/,
    );
    expect(caFileVerdict('/x.pem', { ok: true, certificates: [cert(400)] }).found).toMatch(/400 days left/);
  });

  it('counts in words and in the locale digits: "1 certificate", "1,824 days left", "1 day"', () => {
    const times = { locale: 'en-US' };
    expect(caFileVerdict('/x.pem', { ok: true, certificates: [cert(1824)] }, times).found).toMatch(
      /^\/x\.pem: 1 certificate, .+; 1,824 days left\.$/,
    );
    expect(caFileVerdict('/x.pem', { ok: true, certificates: [cert(1)] }, times).found).toMatch(
      /expires in 1 day \(/,
    );
    const ptTimes = { locale: 'pt-BR' };
    speak('pt-BR');
    try {
      const two = caFileVerdict('/x.pem', { ok: true, certificates: [cert(1824), cert(2000)] }, ptTimes);
      expect(two.found).toMatch(/2 certificados, .+; faltam 1\.824 dias\.$/);
    } finally {
      speak('en');
    }
    // For scripts (--json), plain digits.
    expect(caFileVerdict('/x.pem', { ok: true, certificates: [cert(1824)] }, { iso: true }).found).toMatch(
      /; 1824 days left\.$/,
    );
  });
});

const reached = (over: Partial<ServiceProbe> = {}): ServiceProbe => ({
  baseUrl: 'https://tt.example/api/v1',
  origin: 'https://tt.example',
  via: null,
  tls: { ok: true, ms: 40, issuer: 'R11', root: 'ISRG Root X1', trust: 'public' },
  http: { ok: true, status: 401, ms: 80, date: new Date(1_000_000).toUTCString(), receivedAt: 1_000_400 },
  ...over,
});

describe('service and clock', () => {
  it('reachable: ok with time, status and issuer', () => {
    const r = serviceVerdict(reached({ via: 'http://proxy.corp:3128' }));
    expect(r.status).toBe('ok');
    expect(r.found).toMatch(
      /through the proxy at proxy\.corp:3128 in 80 ms \(HTTP 401\); certificate issued by "R11"/,
    );
  });

  it('an untrusted chain from a non-public issuer: "a TLS-inspecting proxy is in the way" and the config command', () => {
    const r = serviceVerdict(
      reached({
        tls: {
          ok: false,
          stage: 'tls',
          code: 'SELF_SIGNED_CERT_IN_CHAIN',
          detail: '',
          issuer: 'Corp Inspection CA',
          publicIssuer: false,
        },
        http: null,
      }),
    );
    expect(r.status).toBe('fail');
    expect(r.found).toMatch(/"Corp Inspection CA".*a TLS-inspecting proxy is in the way/);
    expect(r.fix).toMatch(/timetray config set caFile FILE/);
  });

  it('a refused connection and a proxy refusing CONNECT are told apart', () => {
    const refused = serviceVerdict(
      reached({
        tls: {
          ok: false,
          stage: 'connect',
          code: 'ECONNREFUSED',
          detail: '',
          issuer: null,
          publicIssuer: null,
        },
        http: null,
      }),
    );
    expect(refused.found).toBe('https://tt.example refused the connection.');
    const proxy = serviceVerdict(
      reached({
        tls: {
          ok: false,
          stage: 'proxy',
          code: 'HTTP_403',
          detail: 'the proxy at p:3128 refused to connect to the service (403)',
          issuer: null,
          publicIssuer: null,
        },
        http: null,
      }),
    );
    expect(proxy.found).toMatch(/refused to connect to the service \(403\)/);
  });

  it('clock: within 2 min ok, beyond warns with the direction; unreachable cannot compare', () => {
    expect(clockVerdict([reached()]).status).toBe('ok');
    const ahead = reached({
      http: { ok: true, status: 401, ms: 1, date: new Date(0).toUTCString(), receivedAt: 5 * 60_000 },
    });
    const r = clockVerdict([ahead]);
    expect(r.status).toBe('warn');
    expect(r.found).toMatch(/5 min ahead of/);
    expect(clockVerdict([reached({ http: null })]).status).toBe('warn');
    expect(clockVerdict([]).status).toBe('ok');
  });
});

const account = (over: Partial<AccountProbe> = {}): AccountProbe => ({
  label: 'Work',
  baseUrl: 'https://tt.example/api/v1',
  accountId: 'abc',
  email: 'ann@tt.example',
  active: true,
  bound: true,
  signedOutReason: null,
  token: 'present',
  userAgent: 'Timetray/1',
  lastRefresh: new Date(Date.now() - 30 * 60_000).toISOString(),
  ...over,
});

describe('accounts', () => {
  it('signed in with our User-Agent: ok with the last refresh', () => {
    const [r] = accountsVerdict([account()]);
    expect(r).toMatchObject({ status: 'ok', subject: 'Work <ann@tt.example>' });
    expect(r!.found).toMatch(/User-Agent Timetray\/1.*30 min ago/);
  });

  it('no token: fail for the active account (with the exact login command), warn for another', () => {
    const [active, other] = accountsVerdict([
      account({ token: 'missing', signedOutReason: 'The service ended this session.' }),
      account({ token: 'missing', active: false }),
    ]);
    expect(active!.status).toBe('fail');
    expect(active!.found).toMatch(/The service ended this session/);
    expect(active!.fix).toMatch(
      /timetray login --base-url https:\/\/tt\.example\/api\/v1 --email ann@tt\.example --account abc/,
    );
    expect(other!.status).toBe('warn');
  });

  it('another User-Agent warns; an address not matching the keychain entry fails; a broken keychain warns', () => {
    expect(accountsVerdict([account({ userAgent: 'curl/8.5.0' })])[0]!.found).toMatch(
      /another program \(User-Agent "curl\/8\.5\.0"\)/,
    );
    expect(accountsVerdict([account({ bound: false })])[0]!.status).toBe('fail');
    expect(accountsVerdict([account({ token: 'unchecked' })])[0]!.status).toBe('warn');
    expect(accountsVerdict([])[0]).toMatchObject({ status: 'warn', found: 'No accounts yet.' });
  });
});
