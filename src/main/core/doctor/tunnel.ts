import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { networkCauseText, proxyCauseOf } from '../net/network-words';
import type { ProxyAddress } from '../net/proxy-route';

/** Where reaching the service failed before TLS: at the proxy or on the way to the service. */
export class StageError extends Error {
  constructor(
    readonly stage: 'proxy' | 'connect',
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A TCP connection to the service, or a CONNECT tunnel to it through `via` (the proxy the one
 * decision in net/proxy-route.ts chose for it).
 */
export function rawSocket(
  url: URL,
  via: ProxyAddress | null,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Socket> {
  const port = Number(url.port) || 443;
  return new Promise((resolve, reject) => {
    if (via === null) {
      const socket = netConnect({
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port,
        signal,
        timeout: timeoutMs,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('timeout', () => {
        socket.destroy();
        reject(
          new StageError(
            'connect',
            'ETIMEDOUT',
            networkCauseText({ cause: 'connect-timeout', origin: url.origin }),
          ),
        );
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        reject(new StageError('connect', timeoutCode(error), error.message)),
      );
      return;
    }
    const proxy = via.url;
    const auth = proxy.username
      ? {
          'proxy-authorization': `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}`,
        }
      : {};
    const send = proxy.protocol === 'https:' ? httpsRequest : httpRequest;
    const target = `${url.hostname}:${port}`;
    const req = send({
      host: via.host,
      port: via.port,
      method: 'CONNECT',
      path: target,
      headers: { host: target, ...auth },
      signal,
      timeout: timeoutMs,
    });
    const shown = via.hostPort;
    req.once('connect', (res, socket) => {
      if (res.statusCode === 200) return resolve(socket);
      socket.destroy();
      const status = String(res.statusCode);
      reject(
        new StageError('proxy', `HTTP_${status}`, networkCauseText({ cause: 'tunnel-refused', status })),
      );
    });
    req.once('timeout', () => {
      req.destroy();
      reject(new StageError('proxy', 'ETIMEDOUT', networkCauseText(proxyCauseOf('ETIMEDOUT', shown))));
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      const code = timeoutCode(error);
      const cause = proxyCauseOf(code === 'error' ? error.message : code, shown);
      reject(new StageError('proxy', code, networkCauseText(cause)));
    });
    req.end();
  });
}

/** The error's code, with an abort (the probe's time ran out) read as a timeout. */
function timeoutCode(error: NodeJS.ErrnoException): string {
  if (error.name === 'AbortError' || error.code === 'ABORT_ERR') return 'ETIMEDOUT';
  return error.code ?? 'error';
}
