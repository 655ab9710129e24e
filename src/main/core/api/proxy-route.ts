/**
 * Which proxy, if any, undici's EnvHttpProxyAgent sends a request for `origin` through, as
 * `host:port` — only so an error can name the proxy instead of blaming the service. It
 * mirrors that agent's rules (undici 7.30): lower-case variables first, HTTPS_PROXY else
 * HTTP_PROXY for https, NO_PROXY entries by host (and subdomain) and optional port, `*` for all.
 */
export function proxyFor(origin: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const httpProxy = env.http_proxy ?? env.HTTP_PROXY;
  const proxy = env.https_proxy ?? env.HTTPS_PROXY ?? httpProxy;
  if (!proxy) return null;
  const url = new URL(origin);
  const host = url.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(url.port, 10) || 443;
  if (bypassed(host, port, env.no_proxy ?? env.NO_PROXY ?? '')) return null;
  try {
    const parsed = new URL(proxy);
    const proxyPort = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
    return `${parsed.hostname}:${proxyPort}`; // never the proxy's user name or password
  } catch {
    return 'the configured address';
  }
}

function bypassed(host: string, port: number, noProxy: string): boolean {
  if (noProxy === '*') return true;
  for (const entry of noProxy.split(/[,\s]/)) {
    if (!entry) continue;
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const name = (parsed ? (parsed[1] ?? '') : entry).replace(/^\*?\./, '').toLowerCase();
    const entryPort = parsed ? Number.parseInt(parsed[2] ?? '0', 10) : 0;
    if (entryPort && entryPort !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}
