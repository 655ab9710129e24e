/**
 * The shared undici dispatchers: one keep-alive pool per (CA file, connect timeout, proxy
 * settings), cached at module level so every client and every call reuses warm TLS
 * connections. Reference-counted so `client.close()` frees a pool only when nobody else
 * uses it.
 */
import { NotAFileError, readRegularFileSync } from '../files/regular-file';
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent, ProxyAgent, type Dispatcher } from 'undici';
import { makeApiError } from '../api/redact';
import { SystemProxyDispatcher, type SystemProxyLookup } from './system-proxy';
import { EnvProxyDispatcher } from './env-proxy-dispatcher';
import { PROXY_ENV_NAMES, proxyVariable } from './proxy-route';
import { m } from '../i18n';

interface Entry {
  dispatcher: Dispatcher;
  users: number;
}

const cache = new Map<string, Entry>();

/** A dispatcher lease: call `release` once when done with it. */
export interface DispatcherLease {
  dispatcher: Dispatcher;
  /** `host:port` of the OS proxy the last request to `origin` went through (see system-proxy.ts). */
  systemProxyOf(origin: string): string | null;
  release(): Promise<void>;
}

interface DispatcherOptions {
  caFile?: string;
  connectMs: number;
  /** The OS proxy lookup (the app only), used when no proxy variable is set. */
  systemProxy?: SystemProxyLookup;
}

/** A number per lookup function, for the cache key (the app has one). */
const lookupIds = new WeakMap<SystemProxyLookup, number>();
let lookupCount = 0;

export function acquireDispatcher(options: DispatcherOptions): DispatcherLease {
  // Any change to a variable the proxy decision reads needs a new dispatcher.
  const proxyEnv = PROXY_ENV_NAMES.map((name) => process.env[name] ?? '').join('\n');
  const { systemProxy } = options;
  if (systemProxy && !lookupIds.has(systemProxy)) lookupIds.set(systemProxy, ++lookupCount);
  const lookupId = systemProxy ? lookupIds.get(systemProxy) : 0;
  const key = JSON.stringify([options.caFile ?? '', options.connectMs, proxyEnv, lookupId]);
  let entry = cache.get(key);
  if (!entry) {
    entry = { dispatcher: createDispatcher(options), users: 0 };
    cache.set(key, entry);
  }
  entry.users += 1;
  const leased = entry;
  let released = false;
  return {
    dispatcher: leased.dispatcher,
    systemProxyOf: (origin) =>
      leased.dispatcher instanceof SystemProxyDispatcher ? leased.dispatcher.proxyOf(origin) : null,
    async release() {
      if (released) return;
      released = true;
      leased.users -= 1;
      if (leased.users > 0) return;
      if (cache.get(key) === leased) cache.delete(key);
      await leased.dispatcher.close();
    },
  };
}

function createDispatcher(options: DispatcherOptions): Dispatcher {
  // No CA file: Node's default store (which already includes NODE_EXTRA_CA_CERTS). With one,
  // the roots are parsed into one secure context up front: passing `ca` would re-parse ~150
  // certificates on every new connection.
  const tls = options.caFile
    ? { secureContext: createSecureContext({ ca: trustedRoots(options.caFile) }) }
    : {};
  // `rejectUnauthorized: true` explicitly: left unset, Node takes it from
  // NODE_TLS_REJECT_UNAUTHORIZED, and `=0` there would send the password and token to anyone.
  const common = {
    connect: { ...tls, rejectUnauthorized: true, timeout: options.connectMs },
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
  };
  // Through a proxy the CONNECT tunnel's TLS to the service is configured by `requestTls`.
  const requestTls = { ...tls, rejectUnauthorized: true };
  if (proxyVariable(process.env)) {
    // A proxy variable wins over the OS; each request routed by the one decision (proxy-route.ts).
    return new EnvProxyDispatcher(
      process.env,
      new Agent(common),
      (uri) => new ProxyAgent({ ...common, requestTls, uri }),
    );
  }
  if (options.systemProxy) {
    // The same agents, chosen per request by the OS's answer.
    return new SystemProxyDispatcher(
      options.systemProxy,
      new Agent(common),
      (uri) => new ProxyAgent({ ...common, requestTls, uri }),
    );
  }
  return new Agent(common);
}

/** Node's roots + NODE_EXTRA_CA_CERTS + the given file: adding to trust, never replacing it. */
export function trustedRoots(caFile: string): string[] {
  let pem: string;
  try {
    // A FIFO or a device here would block every request for good (the read is synchronous).
    pem = readRegularFileSync(caFile);
  } catch (error) {
    const reason =
      error instanceof NotAFileError
        ? m.core_ca_not_a_file({ kind: error.kind })
        : ((error as NodeJS.ErrnoException).code ?? 'unreadable');
    throw makeApiError('tls', m.core_ca_unreadable({ file: caFile, reason, fix: m.ca_choose_again() }), {
      cause: error,
    });
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw makeApiError('tls', m.core_ca_no_pem({ file: caFile }));
  }
  const roots = [...rootCertificates, pem];
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  if (extra) {
    try {
      roots.push(readRegularFileSync(extra));
    } catch {
      // Node itself only warns about an unreadable NODE_EXTRA_CA_CERTS; do the same (silently).
    }
  }
  return roots;
}
