import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { fileProblemParts } from '../../src/main/core/files/file-problem';
import { accountsVerdict, type AccountProbe } from '../../src/main/core/doctor/accounts-check';
import { caFileVerdict } from '../../src/main/core/doctor/ca-file-check';
import type { CheckResult } from '../../src/main/core/doctor/check';
import { clockVerdict } from '../../src/main/core/doctor/clock-check';
import { keychainVerdict, type KeychainProbe } from '../../src/main/core/doctor/keychain-check';
import { proxyVerdict } from '../../src/main/core/doctor/proxy-check';
import { serviceVerdict } from '../../src/main/core/doctor/service-check';
import type { ServiceProbe } from '../../src/main/core/doctor/service-probe';
import { sessionTypeVerdict } from '../../src/main/core/doctor/session-type-check';
import { shortcutVerdict } from '../../src/main/core/doctor/shortcut-check';
import { trayHostVerdict, type TrayHostProbe } from '../../src/main/core/doctor/tray-host-check';

/**
 * docs/TROUBLESHOOTING.md quotes the fix `timetray doctor` prints for each problem, as a
 * blockquote. Those quotes must stay the doctor's own words, checked two ways: each one is
 * made of the doctor's English messages (messages/doctor/en.json, where the doctor's words
 * live), and each one is exactly the fix the doctor's checks give for a problem the page
 * describes (the checks' verdicts, run on those problems here). A fix reworded in the
 * catalog or the code, or in the page alone, fails.
 */
const ROOT = join(__dirname, '../..');
const PAGE = join(ROOT, 'docs/TROUBLESHOOTING.md');

/** The blockquotes of a Markdown page, each joined into one line. */
function blockquotes(markdown: string): string[] {
  const quotes: string[] = [];
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    const quoted = /^\s*>\s?(.*)$/.exec(line);
    if (quoted) (current ??= []).push(quoted[1]!.trim());
    else if (current) {
      quotes.push(current.join(' ').trim());
      current = null;
    }
  }
  if (current) quotes.push(current.join(' ').trim());
  return quotes.filter((q) => q !== '');
}

// The examples the page uses: the real service's address and the account id from its docs.
const BASE_URL = 'https://app.rabbiit.com/api/v1';
const ORIGIN = 'https://app.rabbiit.com';
const DAY = 86_400_000;
const NOW = Date.parse('2026-03-02T12:00:00Z');

const keychain = (p: Partial<KeychainProbe>): CheckResult =>
  keychainVerdict({ platform: 'linux', roundTrip: null, canPrompt: true, ...p });
const secretService = (collection: 'locked' | 'missing'): KeychainProbe['secretService'] => ({
  reachable: true,
  provider: 'running',
  program: 'gnome-keyring-daemon',
  collection,
});

const trayHost = (p: Partial<TrayHostProbe>): CheckResult =>
  trayHostVerdict({
    platform: 'linux',
    desktop: 'XFCE',
    flatpak: false,
    bus: { reachable: true },
    watcher: false,
    hostRegistered: null,
    ...p,
  });

const service = (tls: ServiceProbe['tls'], http: ServiceProbe['http'] = null): CheckResult =>
  serviceVerdict({ baseUrl: BASE_URL, origin: ORIGIN, via: null, tls, http });
const tlsFailure = (
  stage: 'ca-file' | 'proxy' | 'connect' | 'tls',
  code: string,
  publicIssuer: boolean | null = null,
): ServiceProbe['tls'] => ({
  ok: false,
  stage,
  code,
  detail: code,
  issuer: 'Corp Inspection CA',
  publicIssuer,
});
const tlsOk: ServiceProbe['tls'] = {
  ok: true,
  ms: 80,
  issuer: 'R11',
  root: 'ISRG Root X1',
  trust: 'public',
};

const account = (p: Partial<AccountProbe>): CheckResult =>
  accountsVerdict(
    [
      {
        label: 'you@example.com',
        baseUrl: BASE_URL,
        accountId: '124893893dd8',
        email: 'you@example.com',
        active: true,
        bound: true,
        signedOutReason: null,
        token: 'present',
        userAgent: null,
        lastRefresh: null,
        lastUsed: null,
        ...p,
      },
    ],
    NOW,
    { iso: true },
  )[0]!;

const wayland = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };

/** The problems the page describes, check by check, and what the doctor says for each. */
function doctorFixes(): Record<string, CheckResult> {
  return {
    'keychain: no session bus': keychain({
      secretService: {
        reachable: false,
        reason: 'no-bus',
        message: 'No D-Bus session bus: DBUS_SESSION_BUS_ADDRESS is not set',
      },
    }),
    'keychain: no Secret Service': keychain({
      secretService: { reachable: true, provider: 'none', program: null, collection: 'unknown' },
    }),
    'keychain: no default collection': keychain({ secretService: secretService('missing') }),
    'keychain: locked': keychain({ secretService: secretService('locked') }),
    'keychain: locked, no screen': keychain({ secretService: secretService('locked'), canPrompt: false }),
    'keychain: round trip failed': keychain({ roundTrip: { ok: false, message: 'Cannot find module' } }),
    'keychain: keytar does not load': keychain({
      roundTrip: { ok: false, message: 'The keychain module (keytar) cannot be used', module: true },
    }),
    'tray-host: GNOME without the extension': trayHost({ desktop: 'ubuntu:GNOME' }),
    'tray-host: another desktop without a tray': trayHost({}),
    'tray-host: a watcher but no panel': trayHost({ watcher: true, hostRegistered: false }),
    'tray-host: no dbus-send': trayHost({
      bus: { reachable: false, reason: 'no-tool', message: 'dbus-send is not installed' },
    }),
    'session-type: none': sessionTypeVerdict('linux', {}),
    'session-type: unknown': sessionTypeVerdict('linux', { XDG_SESSION_TYPE: 'mir' }),
    'shortcut: no portal': shortcutVerdict({
      platform: 'linux',
      env: wayland,
      shortcut: 'CommandOrControl+Alt+T',
      portal: false,
    }),
    'shortcut: not registered (app)': shortcutVerdict({
      platform: 'linux',
      env: { XDG_SESSION_TYPE: 'x11', DISPLAY: ':0' },
      shortcut: 'Ctrl+Alt+T',
      portal: null,
      registration: { problem: 'Ctrl+Alt+T is taken by another app or the desktop refused it' },
    }),
    'shortcut: not registered on Wayland (app)': shortcutVerdict({
      platform: 'linux',
      env: wayland,
      shortcut: 'Ctrl+Alt+T',
      portal: true,
      registration: { problem: 'the portal refused it' },
    }),
    'proxy: not a URL': proxyVerdict({
      configured: { variable: 'HTTPS_PROXY', shown: null },
      origins: [],
      reach: null,
    }),
    'proxy: refused': proxyVerdict({
      configured: { variable: 'HTTPS_PROXY', shown: 'http://proxy.example:3128' },
      origins: [{ origin: ORIGIN, excludedBy: null }],
      reach: { ok: false, code: 'ECONNREFUSED' },
    }),
    'proxy: the system proxy refused (app)': proxyVerdict({
      configured: null,
      origins: [{ origin: ORIGIN, excludedBy: null }],
      reach: { ok: false, code: 'ECONNREFUSED' },
      system: [{ origin: ORIGIN, rule: 'PROXY proxy.example:3128' }],
    }),
    'proxy: a SOCKS system proxy (app)': proxyVerdict({
      configured: null,
      origins: [{ origin: ORIGIN, excludedBy: null }],
      reach: null,
      system: [{ origin: ORIGIN, rule: 'SOCKS5 proxy.example:1080' }],
    }),
    'ca-file: cannot be used': caFileVerdict('/home/you/ca.pem', {
      ok: false,
      problem: '/home/you/ca.pem holds no PEM certificate',
    }),
    'ca-file: --ca-file cannot be used': caFileVerdict(
      '/home/you/ca.pem',
      { ok: false, problem: '/home/you/ca.pem does not exist' },
      { iso: true },
      'flag',
    ),
    'ca-file: expires soon': caFileVerdict(
      '/home/you/ca.pem',
      {
        ok: true,
        certificates: [{ name: 'Corp CA', validTo: '2026-03-12T00:00:00Z', daysLeft: 10 }],
      },
      { iso: true },
    ),
    'service: a TLS-inspecting proxy': service(tlsFailure('tls', 'SELF_SIGNED_CERT_IN_CHAIN', false)),
    'service: host not found': service(tlsFailure('connect', 'ENOTFOUND')),
    'service: connection refused': service(tlsFailure('connect', 'ECONNREFUSED')),
    'service: the proxy refused the service': service(tlsFailure('proxy', 'HTTP_403')),
    'service: the proxy cannot be reached': service(tlsFailure('proxy', 'ECONNREFUSED')),
    'service: the CA file': service(tlsFailure('ca-file', 'ENOENT')),
    'service: no TLS answer': service(tlsFailure('tls', 'ETIMEDOUT')),
    'service: expired certificate': service(tlsFailure('tls', 'CERT_HAS_EXPIRED', true)),
    'service: certificate for another name': service(tlsFailure('tls', 'ERR_TLS_CERT_ALTNAME_INVALID', true)),
    'service: another TLS failure': service(tlsFailure('tls', 'EPROTO', true)),
    'service: the request after TLS failed': service(tlsOk, { ok: false, detail: 'socket hang up' }),
    'clock: skewed': clockVerdict([
      {
        baseUrl: BASE_URL,
        origin: ORIGIN,
        via: null,
        tls: tlsOk,
        http: {
          ok: true,
          status: 200,
          ms: 90,
          date: new Date(NOW).toUTCString(),
          receivedAt: NOW + 7 * 60_000,
        },
      },
    ]),
    'clock: no service answered': clockVerdict([
      { baseUrl: BASE_URL, origin: ORIGIN, via: null, tls: tlsOk, http: null },
    ]),
    'accounts: none': accountsVerdict([], NOW)[0]!,
    'accounts: signed out': account({ token: 'missing', signedOutReason: 'the service ended the session.' }),
    'accounts: keychain entry for another address': account({ bound: false }),
    'accounts: keychain unusable': account({ token: 'unchecked' }),
    'accounts: a token made elsewhere': account({ userAgent: 'curl/8.5.0' }),
    'accounts: idle for 22 days': account({ userAgent: null, lastUsed: NOW - 22 * DAY }),
    'settings: not readable': {
      id: 'settings',
      status: 'fail',
      ...fileProblemParts(
        Object.assign(new Error('denied'), { code: 'EACCES' }),
        '/home/you/.config/Timetray/settings.json',
        'read',
      ),
    } as CheckResult,
  };
}

type CatalogMessage = string | { match: Record<string, string> }[];

/** Every English text of a catalog file: plain messages and each variant of plural ones. */
function catalogTexts(area: string): string[] {
  const catalog = JSON.parse(readFileSync(join(ROOT, 'messages', area, 'en.json'), 'utf8')) as Record<
    string,
    CatalogMessage
  >;
  return Object.entries(catalog)
    .filter(([key]) => key !== '$schema')
    .flatMap(([, message]) =>
      typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match)),
    );
}

/**
 * Matches a text made of one or more of `messages`, joined by spaces, each `{param}` standing
 * for any words (the doctor composes some fixes: "… then log out and in again. Until then, …").
 */
function madeOf(messages: readonly string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const one = messages
    .map((text) =>
      text
        .split(/\{[A-Za-z_]\w*\}/)
        .map(escape)
        .join('.+?'),
    )
    .sort((a, b) => b.length - a.length)
    .join('|');
  return new RegExp(`^(?:${one})(?: (?:${one}))*$`, 'u');
}

/**
 * Fixes the doctor prints from the core's words for file faults (core/files/file-problem.ts):
 * in code until the core's catalog (messages/core) holds them; the verdict check covers them.
 */
const CORE_FILE_FIXES = ['settings: not readable'];

describe('docs/TROUBLESHOOTING.md', () => {
  beforeAll(() => speak('en'));

  it("quotes only fixes made of the doctor's messages (messages/doctor/en.json)", () => {
    const catalog = madeOf([...catalogTexts('doctor'), ...catalogTexts('core')]);
    const fromCode = new Set(CORE_FILE_FIXES.map((problem) => doctorFixes()[problem]!.fix));
    const quotes = blockquotes(readFileSync(PAGE, 'utf8'));
    expect(quotes.length).toBeGreaterThanOrEqual(25);
    const notInCatalog = quotes.filter((quote) => !catalog.test(quote) && !fromCode.has(quote));
    expect(notInCatalog, 'quoted in TROUBLESHOOTING.md, but not made of the doctor catalog').toEqual([]);
  });

  it('quotes, as each fix, words the doctor prints for that problem', () => {
    const fixes = new Set(
      Object.values(doctorFixes())
        .map((result) => result.fix)
        .filter((fix): fix is string => typeof fix === 'string'),
    );
    const quotes = blockquotes(readFileSync(PAGE, 'utf8'));
    expect(quotes.length).toBeGreaterThanOrEqual(25);
    const notTheDoctors = quotes.filter((quote) => !fixes.has(quote));
    expect(notTheDoctors, 'quoted in TROUBLESHOOTING.md, but not a fix the doctor prints').toEqual([]);
  });

  it('reads each blockquote of the page as one quote', () => {
    expect(blockquotes('a\n\n> one\n> two\n\nb\n> three\n')).toEqual(['one two', 'three']);
  });

  it('matches texts made of catalog messages, and nothing else', () => {
    const re = madeOf(['Fix {what} first.', 'Or turn it off.']);
    expect(re.test('Fix the keychain check first.')).toBe(true);
    expect(re.test('Fix the keychain check first. Or turn it off.')).toBe(true);
    expect(re.test('Fix the keychain check now.')).toBe(false);
    expect(re.test('Or turn it off. Then more.')).toBe(false);
  });
});
