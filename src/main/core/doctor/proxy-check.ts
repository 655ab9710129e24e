import { connect } from 'node:net';
import { fail, ok, type CheckResult } from './check';
import { proxyFor, proxyVariable } from './proxy-env';

export interface ProxyProbe {
  /** The proxy variable in effect (`shown` has no credentials); null: none set. */
  configured: { variable: string; shown: string | null } | null;
  /** Each service address and the NO_PROXY entry that sends it direct, if any. */
  origins: { origin: string; excludedBy: string | null }[];
  /** A TCP connection to the proxy; null when there is none to try. */
  reach: { ok: true; ms: number } | { ok: false; code: string } | null;
}

const OS_PROXY = 'The OS proxy settings (system settings or PAC) are not visible to the CLI.';

export function proxyVerdict(p: ProxyProbe): CheckResult {
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
    const why =
      p.reach.code === 'ECONNREFUSED'
        ? `the proxy at ${host} refused the connection`
        : p.reach.code === 'ENOTFOUND' || p.reach.code === 'EAI_AGAIN'
          ? `the proxy host of ${host} cannot be found`
          : p.reach.code === 'ETIMEDOUT'
            ? `the proxy at ${host} did not answer in time`
            : `the proxy at ${host} cannot be reached (${p.reach.code})`;
    return fail(
      'proxy',
      `${variable} names ${shown}, but ${why}.${exclusions}`,
      `Check ${variable} (host and port) and that the proxy is running; on a network without a proxy, unset ${variable}.`,
    );
  }
  const reached = p.reach?.ok ? ` It accepted a connection in ${p.reach.ms} ms.` : '';
  return ok(
    'proxy',
    `Requests go through the proxy at ${host} (from ${variable}).${reached}${exclusions} ${OS_PROXY}`,
  );
}

/** Reads the environment and opens (then closes) one TCP connection to the proxy. */
export async function probeProxy(
  deps: { env: NodeJS.ProcessEnv; origins: string[]; timeoutMs?: number },
  signal: AbortSignal,
): Promise<ProxyProbe> {
  const set = proxyVariable(deps.env);
  const origins = deps.origins.map((origin) => ({
    origin,
    excludedBy: proxyFor(new URL(origin), deps.env).excludedBy,
  }));
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
