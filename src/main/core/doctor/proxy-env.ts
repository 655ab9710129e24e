/**
 * Which proxy the CLI's connections to a URL go through, decided exactly as undici's
 * EnvHttpProxyAgent (the client's dispatcher, see api/agent.ts) decides it, so the doctor
 * describes the path requests really take.
 */

export interface ProxyChoice {
  /** The proxy's URL as set (may carry a password: print only `shown`); null: direct. */
  proxy: URL | null;
  /** `http://host:port` of the proxy without credentials, for people. */
  shown: string | null;
  /** The environment variable the proxy came from. */
  variable: string | null;
  /** The NO_PROXY entry that sends this URL direct, when one does. */
  excludedBy: string | null;
  /** A proxy variable whose value is not a URL (undici would refuse to start). */
  invalid: string | null;
}

/** The first set variable of an https request's proxy, in undici's order. */
export function proxyVariable(env: NodeJS.ProcessEnv): { name: string; value: string } | null {
  for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) {
    const value = env[name];
    if (value) return { name, value };
  }
  return null;
}

export function noProxyValue(env: NodeJS.ProcessEnv): string {
  return env.no_proxy ?? env.NO_PROXY ?? '';
}

/** The proxy for `target` (an https URL) under `env`. */
export function proxyFor(target: URL, env: NodeJS.ProcessEnv): ProxyChoice {
  const direct: ProxyChoice = { proxy: null, shown: null, variable: null, excludedBy: null, invalid: null };
  const set = proxyVariable(env);
  if (set === null) return direct;
  let proxy: URL;
  try {
    proxy = new URL(set.value);
  } catch {
    return { ...direct, variable: set.name, invalid: set.name };
  }
  const shown = `${proxy.protocol}//${proxy.host}`;
  const excludedBy = noProxyMatch(target, noProxyValue(env));
  if (excludedBy !== null) return { ...direct, variable: set.name, shown, excludedBy };
  return { proxy, shown, variable: set.name, excludedBy: null, invalid: null };
}

/** The NO_PROXY entry matching `target` (undici's rules: host or parent domain, optional port, `*`). */
function noProxyMatch(target: URL, value: string): string | null {
  if (value === '*') return '*';
  const hostname = target.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(target.port, 10) || 443;
  for (const entry of value.split(/[,\s]/)) {
    if (!entry) continue;
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const host = (parsed ? parsed[1]! : entry).replace(/^\*?\./, '').toLowerCase();
    const entryPort = parsed ? Number.parseInt(parsed[2]!, 10) : 0;
    if (entryPort && entryPort !== port) continue;
    if (hostname === host || hostname.endsWith(`.${host}`)) return entry;
  }
  return null;
}
