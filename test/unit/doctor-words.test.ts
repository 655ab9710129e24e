import { afterEach, describe, expect, it } from 'vitest';
import { formatReport } from '../../src/main/cli/doctor-command';
import { errorFromThrown } from '../../src/main/core/net/network-errors';
import { accountsVerdict, type AccountProbe } from '../../src/main/core/doctor/accounts-check';
import { caFileVerdict } from '../../src/main/core/doctor/ca-file-check';
import type { CheckResult } from '../../src/main/core/doctor/check';
import { clockVerdict } from '../../src/main/core/doctor/clock-check';
import { keychainVerdict, type KeychainProbe } from '../../src/main/core/doctor/keychain-check';
import { proxyVerdict, type ProxyProbe } from '../../src/main/core/doctor/proxy-check';
import { runChecks } from '../../src/main/core/doctor/run-checks';
import { serviceVerdict } from '../../src/main/core/doctor/service-check';
import type { ServiceProbe } from '../../src/main/core/doctor/service-probe';
import { sessionTypeVerdict } from '../../src/main/core/doctor/session-type-check';
import { shortcutVerdict } from '../../src/main/core/doctor/shortcut-check';
import {
  trayHostForSession,
  trayHostVerdict,
  type TrayHostProbe,
} from '../../src/main/core/doctor/tray-host-check';
import { rawSocket } from '../../src/main/core/doctor/tunnel';
import { proxyAddress } from '../../src/main/core/net/proxy-route';
import { speak } from '../../src/main/core/i18n';

/**
 * Every finding of `timetray doctor` (and the window's Health view) in both languages: the
 * same checks, statuses and subjects, with words that differ, and the commands a person
 * types (in backticks) the same in both.
 */
afterEach(() => speak('en'));

const NOW = Date.parse('2026-03-01T12:00:00Z');
const DAY = 86_400_000;

const keychain = (over: Partial<KeychainProbe>): KeychainProbe => ({
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
const tray = (over: Partial<TrayHostProbe>): TrayHostProbe => ({
  platform: 'linux',
  desktop: 'KDE',
  flatpak: false,
  bus: { reachable: true },
  watcher: false,
  hostRegistered: null,
  ...over,
});
const proxy = (over: Partial<ProxyProbe>): ProxyProbe => ({
  configured: { variable: 'HTTPS_PROXY', shown: 'http://proxy.corp:3128' },
  origins: [{ origin: 'https://tt.example', excludedBy: 'tt.example' }],
  reach: { ok: true, ms: 3 },
  ...over,
});
const service = (over: Partial<ServiceProbe>): ServiceProbe => ({
  baseUrl: 'https://tt.example/api/v1',
  origin: 'https://tt.example',
  via: null,
  tls: { ok: true, ms: 40, issuer: 'R11', root: 'ISRG Root X1', trust: 'public' },
  http: { ok: true, status: 401, ms: 80, date: new Date(NOW).toUTCString(), receivedAt: NOW + 400 },
  ...over,
});
const tlsFault = (
  stage: 'ca-file' | 'proxy' | 'connect' | 'tls',
  code: string,
  publicIssuer: boolean | null = null,
) =>
  service({
    tls: { ok: false, stage, code, detail: 'raw detail', issuer: 'Corp CA', publicIssuer },
    http: null,
  });
const account = (over: Partial<AccountProbe>): AccountProbe => ({
  label: 'Work',
  baseUrl: 'https://tt.example/api/v1',
  accountId: 'abc',
  email: 'ann@tt.example',
  active: true,
  bound: true,
  signedOutReason: null,
  token: 'present',
  userAgent: 'Timetray/1',
  lastRefresh: new Date(NOW - 30 * 60_000).toISOString(),
  ...over,
});
const cert = (daysLeft: number) => ({ name: 'Corp CA', validTo: '2030-01-01T00:00:00.000Z', daysLeft });
const noBus = { reachable: false as const, reason: 'no-bus' as const, message: 'No D-Bus session bus: X' };

/** Each situation a check can report, as a function of the probe (run once per language). */
const SITUATIONS: Record<string, () => CheckResult[]> = {
  'keychain: no bus': () => [keychainVerdict(keychain({ secretService: noBus, roundTrip: null }))],
  'keychain: no provider': () => [
    keychainVerdict(
      keychain({
        secretService: { reachable: true, provider: 'none', program: null, collection: 'unknown' },
      }),
    ),
  ],
  'keychain: no collection': () => [
    keychainVerdict(
      keychain({
        secretService: { reachable: true, provider: 'running', program: null, collection: 'missing' },
      }),
    ),
  ],
  'keychain: locked': () =>
    [true, false].map((canPrompt) =>
      keychainVerdict(
        keychain({
          canPrompt,
          secretService: { reachable: true, provider: 'running', program: 'gkd', collection: 'locked' },
        }),
      ),
    ),
  'keychain: round trip': () => [
    keychainVerdict(keychain({ roundTrip: null })),
    keychainVerdict(keychain({})),
    keychainVerdict(keychain({ secretService: { ...noBus, reason: 'no-tool' } })),
    keychainVerdict(keychain({ platform: 'darwin', secretService: undefined })),
    keychainVerdict(keychain({ platform: 'freebsd', secretService: undefined })),
  ],
  'tray-host': () => [
    trayHostVerdict(tray({ platform: 'darwin' })),
    trayHostVerdict(tray({ platform: 'win32' })),
    trayHostVerdict(tray({ bus: noBus })),
    trayHostVerdict(tray({ bus: { ...noBus, reason: 'no-tool' } })),
    trayHostVerdict(tray({ watcher: true })),
    trayHostVerdict(tray({ watcher: true, hostRegistered: false, flatpak: true })),
    trayHostVerdict(tray({ desktop: 'ubuntu:GNOME' })),
    trayHostVerdict(tray({})),
    trayHostVerdict(tray({ desktop: '' })),
    trayHostForSession(trayHostVerdict(tray({})), 'none'),
  ],
  'session-type': () => [
    sessionTypeVerdict('darwin', {}),
    sessionTypeVerdict('linux', { XDG_SESSION_TYPE: 'x11' }),
    sessionTypeVerdict('linux', { XDG_SESSION_TYPE: 'wayland' }),
    sessionTypeVerdict('linux', {}),
    sessionTypeVerdict('linux', { XDG_SESSION_TYPE: 'mir' }),
  ],
  shortcut: () => {
    const wayland = { platform: 'linux' as const, env: { XDG_SESSION_TYPE: 'wayland' } };
    const x11 = { platform: 'linux' as const, env: { XDG_SESSION_TYPE: 'x11' } };
    return [
      shortcutVerdict({ ...x11, shortcut: null, portal: null }),
      shortcutVerdict({ ...wayland, shortcut: 'Ctrl+Alt+T', portal: false }),
      shortcutVerdict({ ...wayland, shortcut: 'Ctrl+Alt+T', portal: true }),
      shortcutVerdict({ ...wayland, shortcut: 'Ctrl+Alt+T', portal: true, registration: { problem: null } }),
      shortcutVerdict({ ...x11, shortcut: 'Ctrl+Alt+T', portal: null }),
      shortcutVerdict({ ...x11, shortcut: 'Ctrl+Alt+T', portal: null, registration: { problem: null } }),
      shortcutVerdict({ ...wayland, shortcut: 'Ctrl+Alt+T', portal: true, registration: { problem: 'x' } }),
    ];
  },
  proxy: () => [
    proxyVerdict(proxy({ configured: null, reach: null })),
    proxyVerdict(proxy({ configured: { variable: 'HTTPS_PROXY', shown: null } })),
    ...['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTDOWN'].map((code) =>
      proxyVerdict(proxy({ reach: { ok: false, code } })),
    ),
    proxyVerdict(proxy({})),
  ],
  'proxy: system settings': () => {
    const system = (rule: string) => [{ origin: 'https://tt.example', rule }];
    return [
      proxyVerdict(proxy({ configured: null, system: system('SOCKS5 s:1'), reach: null })),
      proxyVerdict(proxy({ configured: null, system: [], reach: null })),
      proxyVerdict(proxy({ configured: null, system: system('DIRECT'), reach: null })),
      proxyVerdict(
        proxy({ configured: null, system: system('PROXY p:1'), reach: { ok: false, code: 'ECONNREFUSED' } }),
      ),
      proxyVerdict(proxy({ configured: null, system: system('PROXY p:1') })),
    ];
  },
  'ca-file': () => [
    caFileVerdict(null, null),
    caFileVerdict('/x.pem', { ok: false, problem: 'raw problem' }, {}, 'flag'),
    caFileVerdict('/x.pem', { ok: false, problem: 'raw problem' }),
    caFileVerdict('/x.pem', { ok: true, certificates: [cert(-2)] }),
    caFileVerdict('/x.pem', { ok: true, certificates: [cert(-2), cert(90)] }),
    caFileVerdict('/x.pem', { ok: true, certificates: [cert(12)] }),
    caFileVerdict('/x.pem', { ok: true, certificates: [cert(400)] }),
  ],
  service: () =>
    [
      tlsFault('ca-file', 'CA_FILE'),
      serviceVerdict({ ...tlsFault('proxy', 'HTTP_403'), via: 'http://p:3128' }),
      tlsFault('proxy', 'ECONNREFUSED'),
      ...['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EWHAT'].map((c) =>
        tlsFault('connect', c),
      ),
      tlsFault('tls', 'SELF_SIGNED_CERT_IN_CHAIN', false),
      tlsFault('tls', 'ETIMEDOUT'),
      tlsFault('tls', 'CERT_HAS_EXPIRED'),
      tlsFault('tls', 'ERR_TLS_CERT_ALTNAME_INVALID'),
      tlsFault('tls', 'EPROTO'),
      service({}),
      service({ via: 'http://p:3128', tls: { ok: true, ms: 1, issuer: 'I', root: 'R', trust: 'ca-file' } }),
      service({ tls: { ok: true, ms: 1, issuer: 'I', root: 'R', trust: 'extra' }, http: null }),
      service({ via: 'http://p:3128', http: { ok: false, detail: 'raw' } }),
    ].map((p) => ('id' in p ? p : serviceVerdict(p))),
  clock: () => {
    const at = (skewMs: number, date: string | null = new Date(NOW).toUTCString()) =>
      service({ http: { ok: true, status: 200, ms: 1, date, receivedAt: NOW + skewMs } });
    return [
      clockVerdict([]),
      clockVerdict([service({ http: null })]),
      clockVerdict([at(0, 'garbage')]),
      clockVerdict([at(10 * 60_000)]),
      clockVerdict([at(-5 * 3600_000)]),
      clockVerdict([at(-5 * DAY)]),
      clockVerdict([at(0)]),
    ];
  },
  accounts: () =>
    [
      [],
      [account({ bound: false })],
      [account({ token: 'unchecked' })],
      [account({ token: 'unreadable' })],
      [account({ token: 'missing' }), account({ token: 'missing', active: false, signedOutReason: 'raw' })],
      [account({ lastUsed: NOW - 40 * DAY }), account({ lastUsed: NOW - 25 * DAY })],
      [account({ userAgent: 'curl/8' }), account({ lastRefresh: null }), account({})],
      [account({ lastRefresh: new Date(NOW - 5 * 3600_000).toISOString() })],
      [account({ lastRefresh: new Date(NOW - 5 * DAY).toISOString() })],
      [account({ lastRefresh: new Date(NOW).toISOString() })],
    ].flatMap((list) => accountsVerdict(list, NOW, { locale: 'en-GB' })),
};

function inBoth<T>(make: () => T): { en: T; pt: T } {
  speak('en');
  const en = make();
  speak('pt-BR');
  const pt = make();
  speak('en');
  return { en, pt };
}

/** What a person types or copies: `code spans` (never translated but the names of what to fill in). */
const codeSpans = (text: string | null): string[] => (text ?? '').match(/`[^`]+`/g) ?? [];
/** The Portuguese names of what to fill in (`caFile ARQUIVO`) as English writes them. */
const PLACEHOLDERS: Record<string, string> = {
  ARQUIVO: 'FILE',
  CONTA: 'ACCOUNT',
  CHAVE: 'KEY',
  VALOR: 'VALUE',
};
const inEnglishNames = (spans: string[]): string[] =>
  spans.map((span) => span.replace(/\b(ARQUIVO|CONTA|CHAVE|VALOR)\b/g, (word) => PLACEHOLDERS[word]!));

describe('every doctor finding in English and Brazilian Portuguese', () => {
  for (const [name, make] of Object.entries(SITUATIONS)) {
    it(`${name}: the same structure, other words, the same commands`, () => {
      const { en, pt } = inBoth(make);
      expect(pt.length).toBe(en.length);
      expect(en.length).toBeGreaterThan(0);
      en.forEach((e, i) => {
        const p = pt[i]!;
        expect({ id: p.id, status: p.status, subject: p.subject, fix: p.fix === null }).toEqual({
          id: e.id,
          status: e.status,
          subject: e.subject,
          fix: e.fix === null,
        });
        expect(p.found, `${name} #${i}: ${e.found}`).not.toBe(e.found);
        if (e.fix !== null) expect(p.fix, `${name} #${i}: ${e.fix}`).not.toBe(e.fix);
        expect(inEnglishNames(codeSpans(p.found))).toEqual(codeSpans(e.found));
        expect(inEnglishNames(codeSpans(p.fix))).toEqual(codeSpans(e.fix));
      });
    });
  }

  it('the last refresh: "às" before a time of today, "em" before another day\'s date (pt-BR)', () => {
    const found = (lastRefresh: string) =>
      accountsVerdict([account({ lastRefresh })], NOW, { locale: 'pt-BR' })[0]!.found;
    speak('pt-BR');
    const today = found(new Date(NOW - 30 * 60_000).toISOString());
    const earlier = found(new Date(NOW - 5 * DAY).toISOString());
    speak('en');
    expect(today).toMatch(/última atualização bem-sucedida às \d{2}:\d{2} \(/);
    expect(earlier).toMatch(/última atualização bem-sucedida em \d+ de [a-z]+\. de \d{4}, \d{2}:\d{2} \(/);
  });

  it('a check that times out or throws is reported in the language spoken', async () => {
    const checks = [
      { id: 'keychain' as const, timeoutMs: 200, run: () => new Promise<CheckResult[]>(() => {}) },
      { id: 'clock' as const, timeoutMs: 1000, run: () => Promise.reject(new Error('boom')) },
    ];
    speak('pt-BR');
    const pt = await runChecks(checks);
    speak('en');
    const en = await runChecks(checks);
    expect(pt.checks.map((c) => [c.id, c.status])).toEqual(en.checks.map((c) => [c.id, c.status]));
    expect(pt.checks[0]!.found).toBe('Sem resposta em 0,2 s: a verificação foi interrompida.');
    expect(en.checks[0]!.found).toBe('No answer within 0.2 s: the check was stopped.');
    expect(pt.checks[1]!.found).toBe('A própria verificação falhou: boom.');
  });

  it('the printed report: labels, the fix line and the summary follow the language', () => {
    const report = {
      ok: false,
      elapsedMs: 1234,
      checks: [
        { id: 'clock' as const, status: 'ok' as const, found: 'A', fix: null },
        { id: 'keychain' as const, status: 'fail' as const, found: 'B', fix: 'C' },
        { id: 'proxy' as const, status: 'warn' as const, found: 'D', fix: 'E' },
      ],
    };
    const { en, pt } = inBoth(() => formatReport(report));
    expect(en).toBe(
      'ok    clock     A\nFAIL  keychain  B\n                fix: C\nwarn  proxy     D\n                fix: E\n1 failed, 1 warning. (1.2 s)\n',
    );
    expect(pt).toBe(
      'ok     clock     A\nFALHA  keychain  B\n                 como resolver: C\naviso  proxy     D\n                 como resolver: E\n1 com falha, 1 aviso. (1,2 s)\n',
    );
  });
});

describe('one source for the words of a network fault', () => {
  const thrown = (code: string) => Object.assign(new Error(code), { code });
  const origin = 'https://tt.example';

  for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT']) {
    it(`${code}: the client's error and the doctor's finding say the same cause in the same words`, () => {
      const { en, pt } = inBoth(() => {
        const client = errorFromThrown(thrown(code === 'ETIMEDOUT' ? 'UND_ERR_CONNECT_TIMEOUT' : code), {
          origin,
          timedOut: false,
          secrets: [],
        }).message;
        const doctor = serviceVerdict(tlsFault('connect', code)).found;
        return { client, doctor };
      });
      for (const { client, doctor } of [en, pt]) {
        const cause = doctor.replace(/\.$/, '');
        expect(client.startsWith(`${cause} — `), `${client} / ${doctor}`).toBe(true);
      }
      expect(pt.client).not.toBe(en.client);
    });
  }

  it("a refused proxy: the client's error and the doctor's proxy check say it the same way", () => {
    const { en, pt } = inBoth(() => ({
      client: errorFromThrown(thrown('ECONNREFUSED'), {
        origin,
        timedOut: false,
        secrets: [],
        proxy: 'proxy.corp:3128',
      }).message,
      doctor: proxyVerdict(proxy({ reach: { ok: false, code: 'ECONNREFUSED' } })).found,
    }));
    expect(en.client).toMatch(/^The proxy at proxy\.corp:3128 refused the connection — check /);
    expect(en.doctor).toContain('The proxy at proxy.corp:3128 refused the connection.');
    expect(pt.client).toMatch(/^O proxy em proxy\.corp:3128 recusou a conexão — verifique /);
    expect(pt.doctor).toContain('O proxy em proxy.corp:3128 recusou a conexão.');
  });

  it('the tunnel to the service says a refused proxy in those words, in the language spoken', async () => {
    const refuse = async () =>
      (await rawSocket(
        new URL(origin),
        proxyAddress('http://127.0.0.1:1'),
        2000,
        AbortSignal.timeout(3000),
      ).catch((error: unknown) => error)) as { stage: string; code: string; message: string };
    speak('pt-BR');
    expect(await refuse()).toMatchObject({
      stage: 'proxy',
      code: 'ECONNREFUSED',
      message: 'O proxy em 127.0.0.1:1 recusou a conexão',
    });
    speak('en');
    expect((await refuse()).message).toBe('The proxy at 127.0.0.1:1 refused the connection');
  });

  it("the client's English is today's", () => {
    speak('en');
    const say = (code: string, extra: object = {}) =>
      errorFromThrown(thrown(code), { origin, timedOut: false, secrets: [], ...extra }).message;
    expect(say('ECONNREFUSED')).toBe(`${origin} refused the connection — is the service address right?`);
    expect(say('ENOTFOUND')).toBe(`Cannot find ${origin} — check the address and your internet connection.`);
    expect(say('ECONNRESET')).toBe(`The connection to ${origin} was cut off — try again.`);
    expect(say('EPROTO')).toBe(
      `A secure connection to ${origin} could not be set up (EPROTO) — is this an HTTPS address?`,
    );
    expect(say('CERT_HAS_EXPIRED')).toBe(
      "The server's certificate is expired or not yet valid (CERT_HAS_EXPIRED) — check this computer's clock.",
    );
    expect(say('WHAT')).toBe(`Could not reach ${origin} (WHAT) — check your connection.`);
    expect(say('ENOTFOUND', { proxy: 'p:1' })).toMatch(/^Cannot find the proxy at p:1 — check /);
  });
});
