import { connect } from 'node:net';
import { routeFromPac } from '../api/system-proxy';
import { fail, ok, warn, type CheckResult } from './check';
import { proxyFor, proxyVariable } from './proxy-env';

export interface ProxyProbe {
  /** The proxy variable in effect (`shown` has no credentials); null: none set. */
  configured: { variable: string; shown: string | null } | null;
  /** Each service address and the NO_PROXY entry that sends it direct, if any. */
  origins: { origin: string; excludedBy: string | null }[];
  /** A TCP connection to the proxy; null when there is none to try. */
  reach: { ok: true; ms: number } | { ok: false; code: string } | null;
  /**
   * Only in the app, and only when no proxy variable is set: what the OS (system settings or
   * PAC, via Electron's `session.resolveProxy`) assigns each service address, e.g. "DIRECT"
   * or "PROXY host:port". `reach` is then about the first proxy named here.
   */
  system?: { origin: string; rule: string }[];
}

const OS_PROXY = 'The OS proxy settings (system settings or PAC) are not visible to the CLI.';

export function proxyVerdict(p: ProxyProbe): CheckResult {
  if (p.configured === null && p.system !== undefined) return systemProxyVerdict(p.system, p.reach);
  if (p.configured === null) {
    return ok(
      'proxy',
      `No proxy in the environment (HTTPS_PROXY and HTTP_PROXY are unset): the CLI connects directly. ${OS_PROXY}`,
    );
  }
  const { variable, shown } = p.configured;
  if (shown === null) {
    return fail(
      'proxy',
      `${variable} is set but is not a URL.`,
      `Set ${variable} to the proxy's address, e.g. http://proxy.example:3128, or unset it.`,
    );
  }
  const host = shown.replace(/^[a-z]+:\/\//, '');
  const direct = p.origins.filter((o) => o.excludedBy !== null);
  const exclusions = direct
    .map((o) => ` ${o.origin} is reached directly (NO_PROXY entry "${o.excludedBy}").`)
    .join('');
  if (p.reach !== null && !p.reach.ok) {
    return fail(
      'proxy',
      `${variable} names ${shown}, but ${unreachable(host, p.reach.code)}.${exclusions}`,
      `Check ${variable} (host and port) and that the proxy is running; on a network without a proxy, unset ${variable}.`,
    );
  }
  const reached = p.reach?.ok ? ` It accepted a connection in ${p.reach.ms} ms.` : '';
  return ok(
    'proxy',
    `Requests go through the proxy at ${host} (from ${variable}).${reached}${exclusions} ${OS_PROXY}`,
  );
}

function unreachable(host: string, code: string): string {
  if (code === 'ECONNREFUSED') return `the proxy at ${host} refused the connection`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the proxy host of ${host} cannot be found`;
  if (code === 'ETIMEDOUT') return `the proxy at ${host} did not answer in time`;
  return `the proxy at ${host} cannot be reached (${code})`;
}

/**
 * What the app does with a PAC-style answer ("SOCKS5 s:1; PROXY a:1; DIRECT"): the same
 * `routeFromPac` the client routes by, so Health never names a proxy the requests skip.
 * `unsupported`: only entries Timetray cannot use (SOCKS), so it connects directly.
 */
export function firstProxyChoice(
  rule: string,
): { kind: 'direct' } | { kind: 'proxy'; host: string } | { kind: 'unsupported'; text: string } {
  const route = routeFromPac(rule);
  if (route.kind === 'proxy') return { kind: 'proxy', host: route.hostPort };
  return route.unsupported === null ? { kind: 'direct' } : { kind: 'unsupported', text: route.unsupported };
}

const SYSTEM_FIX =
  "Check the proxy in your system's network settings (or its PAC file) and that the proxy is running; or set HTTPS_PROXY to a working proxy before starting Timetray.";

/** In the app without a proxy variable: what the OS settings assign, and whether that proxy answers. */
function systemProxyVerdict(
  system: { origin: string; rule: string }[],
  reach: ProxyProbe['reach'],
): CheckResult {
  const choices = system.map((s) => ({ origin: s.origin, choice: firstProxyChoice(s.rule) }));
  const odd = choices.find((c) => c.choice.kind === 'unsupported');
  if (odd && odd.choice.kind === 'unsupported') {
    return warn(
      'proxy',
      `The system's proxy settings give ${odd.origin} "${odd.choice.text}", a kind of proxy Timetray cannot use (HTTP CONNECT proxies only), so it connects directly.`,
      SYSTEM_FIX,
    );
  }
  const via = choices.find((c) => c.choice.kind === 'proxy');
  if (!via || via.choice.kind !== 'proxy') {
    return ok(
      'proxy',
      system.length === 0
        ? 'No proxy in the environment; there is no service address yet to ask the system settings about.'
        : "No proxy in the environment, and the system's proxy settings send the service directly.",
    );
  }
  const host = via.choice.host;
  if (reach !== null && !reach.ok) {
    return fail(
      'proxy',
      `The system's proxy settings send ${via.origin} through ${host}, but ${unreachable(host, reach.code)}.`,
      SYSTEM_FIX,
    );
  }
  const reached = reach?.ok ? ` It accepted a connection in ${reach.ms} ms.` : '';
  return ok(
    'proxy',
    `Requests to ${via.origin} go through the proxy at ${host} (from the system's proxy settings).${reached}`,
  );
}

/** Reads the environment and opens (then closes) one TCP connection to the proxy. */
export async function probeProxy(
  deps: {
    env: NodeJS.ProcessEnv;
    origins: string[];
    timeoutMs?: number;
    /** In the app: the OS proxy rule per service address (see `ProxyProbe.system`). */
    system?: { origin: string; rule: string }[];
  },
  signal: AbortSignal,
): Promise<ProxyProbe> {
  const set = proxyVariable(deps.env);
  const origins = deps.origins.map((origin) => ({
    origin,
    excludedBy: proxyFor(new URL(origin), deps.env).excludedBy,
  }));
  if (set === null && deps.system !== undefined) {
    const proxy = deps.system.map((s) => firstProxyChoice(s.rule)).find((c) => c.kind === 'proxy');
    const target = proxy?.kind === 'proxy' ? hostAndPort(proxy.host) : null;
    const reach = target ? await tcpReach(target.host, target.port, deps.timeoutMs ?? 3000, signal) : null;
    return { configured: null, origins, reach, system: deps.system };
  }
  if (set === null) return { configured: null, origins, reach: null };
  const choice = proxyFor(new URL('https://proxy-check.invalid'), {
    ...deps.env,
    no_proxy: '',
    NO_PROXY: '',
  });
  if (choice.invalid !== null || choice.proxy === null)
    return { configured: { variable: set.name, shown: null }, origins, reach: null };
  const port = Number(choice.proxy.port) || (choice.proxy.protocol === 'https:' ? 443 : 80);
  const reach = await tcpReach(
    choice.proxy.hostname.replace(/^\[|\]$/g, ''),
    port,
    deps.timeoutMs ?? 3000,
    signal,
  );
  return { configured: { variable: set.name, shown: choice.shown }, origins, reach };
}

/** One TCP connection, closed at once: can the host be reached at all? */
export function tcpReach(
  host: string,
  port: number,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<ProxyProbe['reach']> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ host, port, signal, timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve({ ok: true, ms: Date.now() - started });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({ ok: false, code: 'ETIMEDOUT' });
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, code: error.code ?? 'error' }),
    );
  });
}

/** "host:port" or "[::1]:port" of a PAC answer; port 80 when none is named (as PAC means it). */
function hostAndPort(text: string): { host: string; port: number } | null {
  const match = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(text);
  if (!match) return null;
  return { host: match[1]!, port: match[2] ? Number(match[2]) : 80 };
}
