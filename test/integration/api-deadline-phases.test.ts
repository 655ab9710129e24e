import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { startConnectProxy } from '../support/connect-proxy';
import { isolateProxyEnv } from '../support/proxy-env';
import { rawClients, startRawTlsServer, type RawTlsServer } from '../support/raw-tls-server';
import { expectApiError } from './api-helpers';

/**
 * The overall deadline ends a call in the phases before a connection exists, where undici's
 * own timeouts are long or absent: a TLS handshake that never completes (connect timeout 10 s),
 * a proxy that never answers CONNECT (the proxy client's 300 s headers timeout), an OS proxy
 * lookup that never answers (no timeout at all).
 */
const DEADLINE_MS = 800;
/** How long past the deadline a call may take to end (sweep step, a loaded machine). */
const SLACK_MS = 2_000;
const token = 'deadline-test-token-0123456789';
const credential = { token, userAgent: PRODUCT_USER_AGENT };

let raw: RawTlsServer;
const silentServers: { server: Server; sockets: Socket[] }[] = [];

/** A loopback server that accepts connections and never says a word: a port, and its closer. */
async function silent(kind: 'tcp' | 'connect-proxy'): Promise<number> {
  const sockets: Socket[] = [];
  const server =
    kind === 'tcp'
      ? createNetServer((socket) => void sockets.push(socket))
      : createHttpServer().on('connect', (_request, socket: Socket) => void sockets.push(socket));
  silentServers.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const { client, closeAll } = rawClients(() => raw, { timeouts: { deadlineMs: DEADLINE_MS } });

/** What `call` settles with; fails if it is still waiting well after the deadline (it is left behind). */
async function endsByTheDeadline(call: Promise<unknown>): Promise<unknown> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting'), 4 * SLACK_MS)));
  const outcome = await Promise.race([call.catch((error: unknown) => error), late]);
  clearTimeout(timer);
  expect(outcome).not.toBe('still waiting');
  expect(Date.now() - started).toBeLessThan(DEADLINE_MS + SLACK_MS);
  return outcome;
}

beforeAll(async () => {
  raw = await startRawTlsServer();
});
isolateProxyEnv();
afterEach(async () => {
  // The silent servers go first: a client closes only once its requests left undici's queue.
  for (const { server, sockets } of silentServers.splice(0)) {
    sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await closeAll();
  raw.reset();
});
afterAll(async () => {
  await raw.close();
});

describe('the overall deadline, before a connection exists', () => {
  it('ends a call whose TLS handshake never completes (well before the 10 s connect timeout)', async () => {
    const port = await silent('tcp');
    const stuck = client({ baseUrl: `https://127.0.0.1:${port}/api/v1` });
    await endsByTheDeadline(expectApiError(stuck.getProject(credential, 7), 'timeout', [token]));
  });

  it('ends a call through HTTPS_PROXY when the proxy never answers the CONNECT', async () => {
    process.env.HTTPS_PROXY = `http://127.0.0.1:${await silent('connect-proxy')}`;
    const proxied = client();
    await endsByTheDeadline(expectApiError(proxied.getProject(credential, 7), 'timeout', [token]));
    expect(raw.seen).toHaveLength(0);
  });

  it('ends a call through the OS proxy when that proxy never answers the CONNECT', async () => {
    const pac = `PROXY 127.0.0.1:${await silent('connect-proxy')}`;
    const proxied = client({ systemProxy: () => Promise.resolve(pac) });
    await endsByTheDeadline(expectApiError(proxied.getProject(credential, 7), 'timeout', [token]));
    expect(raw.seen).toHaveLength(0);
  });

  it('ends a call whose OS proxy lookup never answers, and nothing is sent later', async () => {
    let answer: (pac: string) => void = () => {};
    const lookup = new Promise<string>((resolve) => (answer = resolve));
    const waiting = client({ systemProxy: () => lookup });
    await endsByTheDeadline(expectApiError(waiting.getProject(credential, 7), 'timeout', [token]));
    // The lookup answers after all: the request it was holding is not sent now, token and all.
    answer('DIRECT');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(raw.seen).toHaveLength(0);
  });
});

describe('once the answer has started', () => {
  const stall = (head: string) => {
    raw.script = (socket) =>
      socket.write(`${head}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"da`);
  };

  it('a 2xx body that stalls past the body timeout is a timeout, not an answer cut off', async () => {
    stall('HTTP/1.1 200 OK');
    const c = client({ timeouts: { bodyMs: 300 } });
    const error = await endsByTheDeadline(expectApiError(c.getProject(credential, 7), 'timeout', [token]));
    expect((error as Error).message).toMatch(/took too long to answer/);
  });

  it('an error body that stalls past the body timeout is a timeout too', async () => {
    stall('HTTP/1.1 404 Not Found');
    const c = client({ timeouts: { bodyMs: 300 } });
    await endsByTheDeadline(expectApiError(c.getProject(credential, 7), 'timeout', [token]));
  });

  it('through a CONNECT proxy, the deadline ends a body that stalls', async () => {
    const proxy = await startConnectProxy();
    try {
      process.env.HTTPS_PROXY = proxy.url;
      stall('HTTP/1.1 200 OK');
      const c = client();
      await endsByTheDeadline(expectApiError(c.getProject(credential, 7), 'timeout', [token]));
      expect(proxy.tunnels).toEqual([new URL(raw.baseUrl).host]);
    } finally {
      raw.reset();
      await proxy.close();
    }
  });
});
