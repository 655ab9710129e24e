/**
 * THE proxy decision: which proxy (or none) a request to an origin takes. The client's
 * dispatcher routes by it (net/agent.ts), its errors name the proxy by it, and `timetray
 * doctor` reports and probes by it (doctor/proxy-check.ts, doctor/service-probe.ts), so the
 * three cannot disagree.
 *
 * The rule, for an https origin (as curl reads it, plus undici's fallback to the http proxy):
 * - the proxy is the first NON-EMPTY of `https_proxy`, `HTTPS_PROXY`, `http_proxy`,
 *   `HTTP_PROXY` (lower case first, as curl consults it);
 * - the exclusions are the first non-empty of `no_proxy`, `NO_PROXY`: entries by host (and
 *   its subdomains, a leading `.` or `*.` ignored) with an optional `:port`, or `*` for all;
 * - no proxy variable set: the app asks the OS (net/system-proxy.ts); the CLI connects directly.
 *
 * An EMPTY value counts as not set, and the next variable is consulted: curl does so
 * (curl_getenv returns nothing for ""), and `export https_proxy=` is how shells, profiles
 * and desktop sessions write "nothing here", not "go direct despite HTTPS_PROXY". Reading it
 * as "direct" (undici's `??`) made the client skip a proxy the doctor reported and probed.
 */

/** A proxy variable and the value it is set to (which may carry a password: never print it). */
export interface ProxyVariable {
  name: string;
  value: string;
}

export type ProxyDecision =
  /** No proxy variable set (the app then asks the OS). */
  | { kind: 'none' }
  /** The variable in use is not a URL: nothing can be sent until it is fixed. */
  | { kind: 'invalid'; variable: string }
  /** A proxy is set, but a NO_PROXY entry sends this origin directly. */
  | { kind: 'excluded'; variable: string; proxy: ProxyAddress; excludedBy: string }
  | { kind: 'proxy'; variable: string; proxy: ProxyAddress };

export interface ProxyAddress {
  /** The proxy's URL as set, credentials included: for connecting only. */
  url: URL;
  /** The host to connect to (an IPv6 address without brackets) and the port (default by scheme). */
  host: string;
  port: number;
  /** `host:port`, never the user name or password: for people. */
  hostPort: string;
  /** `http://host[:port]` as set (the port only when named), without credentials: for people. */
  shown: string;
}

const PROXY_ORDER = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;
const NO_PROXY_ORDER = ['no_proxy', 'NO_PROXY'] as const;
/** Every variable the decision reads: a change to any of them changes the route. */
export const PROXY_ENV_NAMES: readonly string[] = [...PROXY_ORDER, ...NO_PROXY_ORDER];

function firstSet(env: NodeJS.ProcessEnv, names: readonly string[]): ProxyVariable | null {
  for (const name of names) {
    const value = env[name];
    if (value) return { name, value }; // "" is not set (see the rule above)
  }
  return null;
}

/** The proxy variable https requests use, or null when none is set. */
export function proxyVariable(env: NodeJS.ProcessEnv = process.env): ProxyVariable | null {
  return firstSet(env, PROXY_ORDER);
}

/** The exclusions in use ("" when none). */
export function noProxyValue(env: NodeJS.ProcessEnv = process.env): string {
  return firstSet(env, NO_PROXY_ORDER)?.value ?? '';
}

/** The decision for `origin` (an https URL or origin) under `env`. */
export function proxyDecision(origin: string | URL, env: NodeJS.ProcessEnv = process.env): ProxyDecision {
  const set = proxyVariable(env);
  if (set === null) return { kind: 'none' };
  const proxy = proxyAddress(set.value);
  if (proxy === null) return { kind: 'invalid', variable: set.name };
  const excludedBy = noProxyMatch(new URL(origin), noProxyValue(env));
  if (excludedBy !== null) return { kind: 'excluded', variable: set.name, proxy, excludedBy };
  return { kind: 'proxy', variable: set.name, proxy };
}

/**
 * `host:port` of the proxy requests to `origin` go through by the environment, or null
 * (direct, or the OS decides): so an error can name the proxy instead of blaming the service.
 */
export function proxyFor(origin: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const decision = proxyDecision(origin, env);
  if (decision.kind === 'proxy') return decision.proxy.hostPort;
  return null;
}

/** A proxy variable's value as an address, or null when it is not a URL. */
export function proxyAddress(value: string): ProxyAddress | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!url.hostname) return null;
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return {
    url,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port,
    hostPort: `${url.hostname}:${port}`,
    shown: `${url.protocol}//${url.host}`,
  };
}

/** The NO_PROXY entry matching `target`, or null. */
function noProxyMatch(target: URL, value: string): string | null {
  if (value.trim() === '*') return '*';
  const hostname = target.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(target.port, 10) || 443;
  for (const entry of value.split(/[,\s]/)) {
    if (!entry) continue;
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const host = (parsed ? (parsed[1] ?? '') : entry).replace(/^\*?\./, '').toLowerCase();
    const entryPort = parsed ? Number.parseInt(parsed[2] ?? '0', 10) : 0;
    if (entryPort && entryPort !== port) continue;
    if (hostname === host || hostname.endsWith(`.${host}`)) return entry;
  }
  return null;
}
