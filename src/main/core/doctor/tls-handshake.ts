import { X509Certificate } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  connect as tlsConnect,
  createSecureContext,
  rootCertificates,
  type DetailedPeerCertificate,
} from 'node:tls';
import { commonName } from '../net/ca-file';

let publicRoots: X509Certificate[] | null = null;
/** Node's bundled Mozilla roots: what "a public CA" means here. */
const roots = (): X509Certificate[] =>
  (publicRoots ??= rootCertificates.map((pem) => new X509Certificate(pem)));

export interface Handshake {
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
export function tlsHandshake(
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
