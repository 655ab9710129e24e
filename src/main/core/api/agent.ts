/**
 * The shared undici dispatchers: one keep-alive pool per (CA file, connect timeout, proxy
 * settings), cached at module level so every client and every call reuses warm TLS
 * connections. Reference-counted so `client.close()` frees a pool only when nobody else
 * uses it.
 */
import { CHOOSE_CA_FILE_AGAIN } from '../../../shared/ca-file-text';
import { NotAFileError, readRegularFileSync } from './regular-file';
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent, EnvHttpProxyAgent, ProxyAgent, type Dispatcher } from 'undici';
import { makeApiError } from './redact';
import { SystemProxyDispatcher, type SystemProxyLookup } from './system-proxy';
import { m } from '../i18n';

interface Entry {
  dispatcher: Dispatcher;
  users: number;
}

const cache = new Map<string, Entry>();

/** The variables undici's EnvHttpProxyAgent reads to pick a proxy. */
const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;
/** All of them plus the exclusions: any change needs a new dispatcher. */
const PROXY_ENV = [...PROXY_VARS, 'NO_PROXY', 'no_proxy'] as const;

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
  const proxyEnv = PROXY_ENV.map((name) => process.env[name] ?? '').join('\n');
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
  const hasProxy = PROXY_VARS.some((name) => process.env[name]);
  if (hasProxy) {
    // Through a proxy the CONNECT tunnel's TLS to the service is configured by `requestTls`.
    return new EnvHttpProxyAgent({ ...common, requestTls: { ...tls, rejectUnauthorized: true } });
  }
  if (options.systemProxy) {
    // The same agents EnvHttpProxyAgent makes, chosen per request by the OS's answer.
    const requestTls = { ...tls, rejectUnauthorized: true };
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
    throw makeApiError('tls', m.core_ca_unreadable({ file: caFile, reason, fix: CHOOSE_CA_FILE_AGAIN }), {
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
