/**
 * The OS proxy (system settings or PAC) for the app, where no proxy variable is set: Electron's
 * `session.resolveProxy` answers per URL, in Chromium's PAC-result form ("DIRECT",
 * "PROXY host:port; DIRECT", "HTTPS host:port", "SOCKS5 host:port"). The core only receives
 * that lookup as a function (no electron here), and `SystemProxyDispatcher` routes each
 * request by its answer: through an HTTP(S) proxy with CONNECT (TLS to the service still
 * verified end to end, as with HTTPS_PROXY), or directly.
 */
import type { Dispatcher } from 'undici';
import { RoutingDispatcher } from './routing-dispatcher';

/** The OS's answer for an origin, in PAC-result form. Should not reject (a rejection means direct). */
export type SystemProxyLookup = (origin: string) => Promise<string>;

export type SystemRoute =
  { kind: 'direct'; unsupported: string | null } | { kind: 'proxy'; uri: string; hostPort: string };

/**
 * The first entry of a PAC result Timetray can use, in the PAC's own order: `PROXY` (HTTP,
 * CONNECT) or `HTTPS` (CONNECT over TLS to the proxy), else `DIRECT`. SOCKS entries are
 * skipped (CONNECT only); when nothing usable is left the request goes direct, and
 * `unsupported` names what was skipped so the Health view can say why.
 */
export function routeFromPac(pac: string): SystemRoute {
  const skipped: string[] = [];
  for (const entry of pac.split(';')) {
    const [scheme = '', address = ''] = entry.trim().split(/\s+/);
    const kind = scheme.toUpperCase();
    if (kind === '') continue;
    if (kind === 'DIRECT') return { kind: 'direct', unsupported: null };
    const protocol = kind === 'PROXY' ? 'http' : kind === 'HTTPS' ? 'https' : null;
    const hostPort = protocol ? proxyHostPort(protocol, address) : null;
    if (protocol && hostPort) return { kind: 'proxy', uri: `${protocol}://${hostPort}`, hostPort };
    skipped.push(entry.trim());
  }
  return { kind: 'direct', unsupported: skipped.length ? skipped.join('; ') : null };
}

/** `host:port` of a PAC address, or null when it is not one (credentials, paths: never). */
function proxyHostPort(protocol: 'http' | 'https', address: string): string | null {
  if (!address || /[/@?#\\]/.test(address)) return null;
  try {
    const url = new URL(`${protocol}://${address}`);
    if (!url.hostname) return null;
    return `${url.hostname}:${url.port || (protocol === 'https' ? '443' : '80')}`;
  } catch {
    return null;
  }
}

/**
 * Routes each request by the OS's answer for its origin. The lookup is asked per request
 * (the shell caches it per origin); the dispatch itself is deferred until it answers. The
 * call's deadline does not wait for it (api/exchange.ts ends the exchange; a request whose
 * lookup answers later is aborted when it connects).
 * One ProxyAgent per proxy address, created on first use and kept for its keep-alive pool.
 */
export class SystemProxyDispatcher extends RoutingDispatcher {
  /** The proxy each origin's last request went through (null: direct), to name it in errors. */
  readonly #used = new Map<string, string | null>();

  constructor(
    private readonly lookup: SystemProxyLookup,
    direct: Dispatcher,
    viaProxy: (uri: string) => Dispatcher,
  ) {
    super(direct, viaProxy);
  }

  /** `host:port` of the proxy requests to `origin` went through last; null: direct. */
  proxyOf(origin: string): string | null {
    return this.#used.get(origin) ?? null;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const origin = String(options.origin);
    void this.lookup(origin)
      .then(routeFromPac, () => ({ kind: 'direct', unsupported: null }) as const)
      .then((route) => {
        this.#used.set(origin, route.kind === 'proxy' ? route.hostPort : null);
        // Closed meanwhile: the (closed) direct agent tells the handler so; no new proxy agent.
        const target = route.kind === 'proxy' && !this.closed ? this.proxy(route.uri) : this.direct;
        // undici's dispatchers hand their own failures to the handler; this catch is a backstop.
        target.dispatch(options, handler);
      })
      .catch((error: unknown) =>
        handler.onError?.(error instanceof Error ? error : new Error(String(error))),
      );
    return true;
  }
}
