/**
 * The shared undici dispatchers: one keep-alive pool per (CA file, connect timeout, proxy
 * settings), cached at module level so every client and every call reuses warm TLS
 * connections. Reference-counted so `client.close()` frees a pool only when nobody else
 * uses it.
 */
import { readFileSync } from 'node:fs';
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { makeApiError } from './redact';

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
  release(): Promise<void>;
}

export function acquireDispatcher(options: { caFile?: string; connectMs: number }): DispatcherLease {
  const proxyEnv = PROXY_ENV.map((name) => process.env[name] ?? '').join('\n');
  const key = JSON.stringify([options.caFile ?? '', options.connectMs, proxyEnv]);
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

function createDispatcher(options: { caFile?: string; connectMs: number }): Dispatcher {
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
  return new Agent(common);
}

/** Node's roots + NODE_EXTRA_CA_CERTS + the given file: adding to trust, never replacing it. */
export function trustedRoots(caFile: string): string[] {
  let pem: string;
  try {
    pem = readFileSync(caFile, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw makeApiError(
      'tls',
      `Cannot read the extra CA file ${caFile} (${reason}) — choose it again in Settings or with \`timetray config set caFile FILE\` (or --ca-file).`,
      {
        cause: error,
      },
    );
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw makeApiError(
      'tls',
      `The CA file ${caFile} holds no PEM certificate — export the CA as PEM (Base64).`,
    );
  }
  const roots = [...rootCertificates, pem];
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  if (extra) {
    try {
      roots.push(readFileSync(extra, 'utf8'));
    } catch {
      // Node itself only warns about an unreadable NODE_EXTRA_CA_CERTS; do the same (silently).
    }
  }
  return roots;
}
