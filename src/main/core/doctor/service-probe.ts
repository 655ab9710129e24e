import { X509Certificate } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import {
  connect as tlsConnect,
  createSecureContext,
  rootCertificates,
  type DetailedPeerCertificate,
} from 'node:tls';
import { request } from 'undici';
import { acquireDispatcher, trustedRoots } from '../api/agent';
import { PRODUCT_USER_AGENT } from '../api/user-agent';
import { commonName } from '../accounts/ca-file';
import { proxyFor } from './proxy-env';

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

let publicRoots: X509Certificate[] | null = null;
/** Node's bundled Mozilla roots: what "a public CA" means here. */
const roots = (): X509Certificate[] =>
  (publicRoots ??= rootCertificates.map((pem) => new X509Certificate(pem)));

class StageError extends Error {
  constructor(
    readonly stage: 'proxy' | 'connect',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function probeService(
  deps: { baseUrl: string; caFile: string | null; env: NodeJS.ProcessEnv; timeoutMs: number },
  signal: AbortSignal,
): Promise<ServiceProbe> {
  const url = new URL(deps.baseUrl);
  const choice = proxyFor(url, deps.env);
  const base = { baseUrl: deps.baseUrl, origin: url.origin, via: choice.proxy ? choice.shown : null };
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
    socket = await rawSocket(url, choice.proxy, deps.timeoutMs, signal);
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

/** A TCP connection to the service, or a CONNECT tunnel to it through `proxy`. */
function rawSocket(url: URL, proxy: URL | null, timeoutMs: number, signal: AbortSignal): Promise<Socket> {
  const port = Number(url.port) || 443;
  return new Promise((resolve, reject) => {
    if (proxy === null) {
      const socket = netConnect({
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port,
        signal,
        timeout: timeoutMs,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('timeout', () => {
        socket.destroy();
        reject(new StageError('connect', 'ETIMEDOUT', `no answer within ${timeoutMs} ms`));
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        reject(new StageError('connect', timeoutCode(error), error.message)),
      );
      return;
    }
    const auth = proxy.username
      ? {
          'proxy-authorization': `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}`,
        }
      : {};
    const send = proxy.protocol === 'https:' ? httpsRequest : httpRequest;
    const target = `${url.hostname}:${port}`;
    const req = send({
      host: proxy.hostname.replace(/^\[|\]$/g, ''),
      port: Number(proxy.port) || (proxy.protocol === 'https:' ? 443 : 80),
      method: 'CONNECT',
      path: target,
      headers: { host: target, ...auth },
      signal,
      timeout: timeoutMs,
    });
    const shown = `${proxy.hostname}:${proxy.port || (proxy.protocol === 'https:' ? 443 : 80)}`;
    req.once('connect', (res, socket) => {
      if (res.statusCode === 200) return resolve(socket);
      socket.destroy();
      reject(
        new StageError(
          'proxy',
          `HTTP_${res.statusCode}`,
          `the proxy at ${shown} refused to connect to the service (${res.statusCode})`,
        ),
      );
    });
    req.once('timeout', () => {
      req.destroy();
      reject(
        new StageError('proxy', 'ETIMEDOUT', `the proxy at ${shown} did not answer within ${timeoutMs} ms`),
      );
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'ECONNREFUSED'
          ? 'refused the connection'
          : `could not be reached (${error.code ?? error.message})`;
      const code = timeoutCode(error);
      const said = code === 'ETIMEDOUT' ? 'did not answer in time' : why;
      reject(new StageError('proxy', code, `the proxy at ${shown} ${said}`));
    });
    req.end();
  });
}

/** The error's code, with an abort (the probe's time ran out) read as a timeout. */
function timeoutCode(error: NodeJS.ErrnoException): string {
  if (error.name === 'AbortError' || error.code === 'ABORT_ERR') return 'ETIMEDOUT';
  return error.code ?? 'error';
}

interface Handshake {
  authorized: boolean;
  error: string;
  issuer: string | null;
  root: string | null;
  publicIssuer: boolean | null;
}

/**
 * The handshake without refusing the certificate, so that a refused one can still be named
 * (who issued it). Only the handshake happens on this socket; no request is ever sent on it.
 */
function tlsHandshake(
  socket: Socket,
  servername: string,
  extraRoots: string[] | undefined,
  signal: AbortSignal,
): Promise<Handshake> {
  return new Promise((resolve) => {
    const secureContext = extraRoots ? createSecureContext({ ca: extraRoots }) : undefined;
    const isIp = /^[\d.]+$|:/.test(servername);
    const tls = tlsConnect({
      socket,
      ...(isIp ? {} : { servername }),
      host: servername.replace(/^\[|\]$/g, ''),
      rejectUnauthorized: false,
      ...(secureContext ? { secureContext } : {}),
    });
    // An abort (the probe's time is up) ends the wait with its own verdict: destroy() alone
    // emits no 'error', and the check would otherwise lose this origin's result.
    const onAbort = () => {
      tls.destroy();
      resolve({ authorized: false, error: 'ETIMEDOUT', issuer: null, root: null, publicIssuer: null });
    };
    signal.addEventListener('abort', onAbort, { once: true });
    tls.once('secureConnect', () => {
      const chain = chainOf(tls.getPeerCertificate(true));
      const authError = tls.authorizationError;
      tls.destroy();
      signal.removeEventListener('abort', onAbort);
      const leaf = chain[0];
      const top = chain[chain.length - 1];
      resolve({
        authorized: tls.authorized,
        error: typeof authError === 'string' ? authError : (authError?.message ?? ''),
        issuer: leaf ? commonName(leaf.issuer) : null,
        root: top ? commonName(top.issuer) : null,
        publicIssuer:
          chain.length > 0
            ? chain.some((c) => roots().some((r) => c.checkIssued(r) && c.verify(r.publicKey)))
            : null,
      });
    });
    tls.once('error', (error: NodeJS.ErrnoException) => {
      signal.removeEventListener('abort', onAbort);
      resolve({
        authorized: false,
        error: error.code ?? error.message,
        issuer: null,
        root: null,
        publicIssuer: null,
      });
    });
  });
}

/** The presented chain, leaf first, as parsed certificates (a self-issued top ends it). */
function chainOf(peer: DetailedPeerCertificate): X509Certificate[] {
  const chain: X509Certificate[] = [];
  const seen = new Set<DetailedPeerCertificate>();
  let current: DetailedPeerCertificate | undefined = peer;
  while (current?.raw && !seen.has(current) && chain.length < 10) {
    seen.add(current);
    chain.push(new X509Certificate(current.raw));
    current = current.issuerCertificate;
  }
  return chain;
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
