/**
 * Listeners that only record what reaches them: the redirect target on another origin
 * (HTTPS, same CA) and a plain-HTTP port. Tests read their logs to prove a client never
 * carried `Authorization` across origins and never spoke plain HTTP.
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { message } from './answer';
import { readBody, sendAnswer, startEntry } from './http-io';
import type { RequestLogEntry } from './types';

export interface LoggingListener {
  origin: string;
  log: RequestLogEntry[];
  server: Server;
}

function handler(log: RequestLogEntry[], now: () => number, text: string) {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = (await readBody(req)) ?? Buffer.alloc(0);
    const entry = startEntry(req, body, now());
    const answer = message(403, text);
    entry.status = answer.status;
    log.push(entry);
    sendAnswer(res, answer);
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    // The client went away mid-body: nothing to log or answer.
    handle(req, res).catch(() => res.destroy());
  };
}

async function listen(server: Server, scheme: 'http' | 'https'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startOtherOrigin(
  tls: { key: string; cert: string },
  now: () => number,
): Promise<LoggingListener> {
  const log: RequestLogEntry[] = [];
  const server = createHttpsServer(
    { key: tls.key, cert: tls.cert },
    handler(log, now, 'Another origin: nothing here.'),
  );
  return { origin: await listen(server, 'https'), log, server };
}

export async function startPlainOrigin(now: () => number): Promise<LoggingListener> {
  const log: RequestLogEntry[] = [];
  const server = createHttpServer(handler(log, now, 'Plain HTTP is refused: use HTTPS.'));
  return { origin: await listen(server, 'http'), log, server };
}
