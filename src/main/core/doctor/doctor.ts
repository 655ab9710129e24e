import { readCaFile } from '../net/ca-file';
import { LastUsedStore } from '../accounts/last-used';
import type { Settings } from '../settings/settings-store';
import { normalizeBaseUrl } from '../api/base-url';
import { ProjectCache } from '../projects/project-cache';
import { KeytarSecretStore, type SecretStore } from '../vault';
import { accountsVerdict, probeAccounts } from './accounts-check';
import { caFileVerdict } from './ca-file-check';
import { m } from '../i18n';
import { ok, once, type DoctorCheck } from './check';
import { clockVerdict } from './clock-check';
import type { FindingTimes } from './finding-times';
import { keychainVerdict, probeKeychain } from './keychain-check';
import { probeProxy, proxyVerdict } from './proxy-check';
import { probeService, type ServiceProbe } from './service-probe';
import { serviceVerdict } from './service-check';
import { dbusSend, type SessionBus } from './session-bus';
import { sessionTypeOf, sessionTypeVerdict } from './session-type-check';
import { probeShortcutPortal, shortcutVerdict } from './shortcut-check';
import { probeTrayHost, trayHostForSession, trayHostVerdict } from './tray-host-check';

export interface DoctorOptions {
  configDir: string;
  /** The settings as loaded (the caller reports their notice). */
  settings: Settings;
  /** `--ca-file`, which overrides the saved preference for this run. */
  caFile?: string;
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  bus?: SessionBus;
  /** The app's keychain (read only here); defaults to keytar under "Timetray". */
  secrets?: SecretStore;
  /** Bound of one service probe (each of its steps is bounded by it too). */
  serviceTimeoutMs?: number;
  /** Only in the running app: what it alone knows (see {@link AppHealthFacts}). */
  app?: AppHealthFacts;
  /** How the findings say when: local in a locale (the runtime's when absent), or ISO 8601 (`--json`). */
  times?: FindingTimes;
}

/**
 * What the running app adds to the checks (the Electron side's `DesktopPort.healthFacts`):
 * whether the shortcut registered, and the OS/PAC proxy per service address.
 */
export interface AppHealthFacts {
  /** Why the configured shortcut did not register; null when it did or none is set. */
  shortcutProblem: string | null;
  /** "DIRECT" or "PROXY host:port" per service address (base URL or origin), as the OS answers. */
  systemProxy: Record<string, string>;
}

/** An address's origin, or null when it is not a URL. */
function originOf(address: string): string | null {
  return URL.canParse(address) ? new URL(address).origin : null;
}

/**
 * Every health check, wired to the real system. Probes shared by two checks run once (the
 * service probe feeds `service` and `clock`; the keychain probe tells `accounts` whether
 * reading tokens can work). Only the `accounts` check reads a token entry, and only to see
 * that it is there: no token is sent anywhere, and none is put into a result.
 */
export function doctorChecks(o: DoctorOptions): DoctorCheck[] {
  const env = o.env ?? process.env;
  const platform = o.platform ?? process.platform;
  const bus = o.bus ?? dbusSend(env);
  const { settings } = o;
  const caFile = o.caFile ?? settings.preferences.caFile;
  const serviceMs = o.serviceTimeoutMs ?? 5000;

  const baseUrls = [
    ...new Set(
      settings.accounts.flatMap((a) => {
        try {
          return [normalizeBaseUrl(a.baseUrl)];
        } catch {
          return []; // the accounts check reports an unusable address
        }
      }),
    ),
  ];
  const origins = [...new Set(baseUrls.map((u) => new URL(u).origin))];
  /** The OS proxy rule per origin, whichever address of it the app asked about. */
  const systemProxyOf = (app: AppHealthFacts | undefined) => {
    if (!app) return {};
    // Keyed by the address as the app holds it, which need not be spelled as normalized here.
    const ruleOf = (origin: string) =>
      Object.entries(app.systemProxy).find(([address]) => originOf(address) === origin)?.[1];
    return {
      system: origins.flatMap((origin) => {
        const rule = ruleOf(origin);
        return rule === undefined ? [] : [{ origin, rule }];
      }),
    };
  };
  const serviceProbes = once(() => {
    const signal = AbortSignal.timeout(serviceMs);
    return Promise.all(
      origins.map((origin) =>
        probeService(
          {
            baseUrl: baseUrls.find((u) => new URL(u).origin === origin)!,
            caFile,
            env,
            timeoutMs: serviceMs - 1000,
          },
          signal,
        ),
      ),
    );
  });
  const keychainProbe = once(() => probeKeychain({ bus, env, platform }, AbortSignal.timeout(6000)));

  return [
    { id: 'keychain', timeoutMs: 6500, run: async () => [keychainVerdict(await keychainProbe())] },
    {
      id: 'tray-host',
      timeoutMs: 3500,
      run: async (signal) => [
        trayHostForSession(
          trayHostVerdict(await probeTrayHost({ bus, env, platform }, signal)),
          platform === 'linux' ? sessionTypeOf(env) : 'other',
        ),
      ],
    },
    { id: 'session-type', timeoutMs: 1000, run: async () => [sessionTypeVerdict(platform, env)] },
    {
      id: 'shortcut',
      timeoutMs: 3500,
      run: async (signal) => {
        const shortcut = settings.preferences.globalShortcut;
        const asks = shortcut !== null && platform === 'linux' && sessionTypeOf(env) === 'wayland';
        const portal = asks ? await probeShortcutPortal(bus, signal) : null;
        const registration = o.app ? { registration: { problem: o.app.shortcutProblem } } : {};
        return [shortcutVerdict({ platform, env, shortcut, portal, ...registration })];
      },
    },
    {
      id: 'proxy',
      timeoutMs: 4000,
      run: async (signal) => [
        proxyVerdict(await probeProxy({ env, origins, ...systemProxyOf(o.app) }, signal)),
      ],
    },
    {
      id: 'ca-file',
      timeoutMs: 2000,
      run: async () => {
        const reading = caFile === null ? null : await readCaFile(caFile);
        return [caFileVerdict(caFile, reading, o.times, o.caFile === undefined ? 'setting' : 'flag')];
      },
    },
    {
      id: 'service',
      timeoutMs: serviceMs + 500,
      run: async () =>
        origins.length === 0
          ? [ok('service', m.doctor_service_no_account())]
          : (await serviceProbes()).map(serviceVerdict),
    },
    { id: 'clock', timeoutMs: serviceMs + 500, run: async () => [clockVerdict(await serviceProbes())] },
    {
      id: 'accounts',
      timeoutMs: 8000,
      run: async () => {
        const keychain = settings.accounts.length > 0 ? keychainVerdict(await keychainProbe()) : null;
        const probes = await probeAccounts({
          accounts: settings.accounts,
          activeKey: settings.activeKey,
          secrets: o.secrets ?? new KeytarSecretStore(),
          cache: new ProjectCache(o.configDir),
          keychainUsable: keychain !== null && keychain.status !== 'fail',
          uses: await new LastUsedStore(o.configDir).readAll(),
        });
        return accountsVerdict(probes, Date.now(), o.times);
      },
    },
  ];
}

export type { ServiceProbe };
