import type { Socket } from 'node:net';
import { request } from 'undici';
import { acquireDispatcher, trustedRoots } from '../net/agent';
import { proxyDecision } from '../net/proxy-route';
import { PRODUCT_USER_AGENT } from '../api/user-agent';
import { tlsHandshake } from './tls-handshake';
import { rawSocket, type StageError } from './tunnel';

/**
 * What one service address looks like from here: the TLS handshake (through the proxy the
 * client would use) with the certificate chain it presented, then one plain GET of the
 * base URL through the client's own dispatcher. No token and no account data are sent:
 * nothing here needs them.
 */
export interface ServiceProbe {
  baseUrl: string;
  origin: string;
  /** `http://host:port` of the proxy in the way, without credentials; null: direct. */
  via: string | null;
  tls:
    | { ok: true; ms: number; issuer: string; root: string; trust: 'public' | 'ca-file' | 'extra' }
    | {
        ok: false;
        /** Where it failed: the proxy, the TCP connection, or the certificate/handshake. */
        stage: 'ca-file' | 'proxy' | 'connect' | 'tls';
        code: string;
        detail: string;
        /** For a certificate failure: who issued it, and whether that is a public CA. */
        issuer: string | null;
        publicIssuer: boolean | null;
      };
  /** The GET, when TLS worked: HTTP status, time taken, the service's Date header. */
  http:
    | { ok: true; status: number; ms: number; date: string | null; receivedAt: number }
    | { ok: false; detail: string }
    | null;
}

export async function probeService(
  deps: { baseUrl: string; caFile: string | null; env: NodeJS.ProcessEnv; timeoutMs: number },
  signal: AbortSignal,
): Promise<ServiceProbe> {
  const url = new URL(deps.baseUrl);
  // The client's own decision (net/proxy-route.ts), so the probe takes the requests' path.
  const decision = proxyDecision(url, deps.env);
  const proxy = decision.kind === 'proxy' ? decision.proxy : null;
  const base = { baseUrl: deps.baseUrl, origin: url.origin, via: proxy ? proxy.shown : null };
  let extraRoots: string[] | undefined;
  if (deps.caFile !== null) {
    try {
      extraRoots = trustedRoots(deps.caFile);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return {
        ...base,
        tls: { ok: false, stage: 'ca-file', code: 'CA_FILE', detail, issuer: null, publicIssuer: null },
        http: null,
      };
    }
  }
  const started = Date.now();
  let socket: Socket;
  try {
    socket = await rawSocket(url, proxy, deps.timeoutMs, signal);
  } catch (error) {
    const e = error as StageError & NodeJS.ErrnoException;
    return {
      ...base,
      tls: {
        ok: false,
        stage: e.stage ?? 'connect',
        code: e.code ?? 'error',
        detail: e.message,
        issuer: null,
        publicIssuer: null,
      },
      http: null,
    };
  }
  const handshake = await tlsHandshake(socket, url.hostname, extraRoots, signal);
  if (!handshake.authorized) {
    return {
      ...base,
      tls: {
        ok: false,
        stage: 'tls',
        code: handshake.error,
        detail: handshake.error,
        issuer: handshake.issuer,
        publicIssuer: handshake.publicIssuer,
      },
      http: null,
    };
  }
  const tls = {
    ok: true as const,
    ms: Date.now() - started,
    issuer: handshake.issuer ?? 'unknown',
    root: handshake.root ?? 'unknown',
    trust: handshake.publicIssuer
      ? ('public' as const)
      : deps.caFile !== null
        ? ('ca-file' as const)
        : ('extra' as const),
  };
  return { ...base, tls, http: await plainGet(deps, signal) };
}

/** One GET of the base URL without credentials, through the client's own dispatcher (same proxy and trust). */
async function plainGet(
  deps: { baseUrl: string; caFile: string | null; timeoutMs: number },
  signal: AbortSignal,
): Promise<ServiceProbe['http']> {
  const lease = acquireDispatcher({
    ...(deps.caFile ? { caFile: deps.caFile } : {}),
    connectMs: deps.timeoutMs,
  });
  const started = Date.now();
  try {
    const res = await request(deps.baseUrl, {
      method: 'GET',
      dispatcher: lease.dispatcher,
      headers: { 'user-agent': PRODUCT_USER_AGENT },
      signal,
      headersTimeout: deps.timeoutMs,
      bodyTimeout: deps.timeoutMs,
    });
    const receivedAt = Date.now();
    await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
    const date = res.headers.date;
    return {
      ok: true,
      status: res.statusCode,
      ms: receivedAt - started,
      date: typeof date === 'string' ? date : null,
      receivedAt,
    };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    await lease.release();
  }
}
