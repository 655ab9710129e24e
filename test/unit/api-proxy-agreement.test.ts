/**
 * The client and `timetray doctor` take the same path: for each environment, the doctor's
 * service check names the proxy exactly when the client's own dispatcher connects through it,
 * and the doctor's probe reaches the same server the client reached. Before the one decision
 * (net/proxy-route.ts), `https_proxy=''` with HTTPS_PROXY set sent the client direct while the
 * doctor reported and probed the proxy.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { acquireDispatcher } from '../../src/main/core/net/agent';
import { errorFromThrown } from '../../src/main/core/net/network-errors';
import { speak } from '../../src/main/core/i18n';
import { probeService } from '../../src/main/core/doctor/service-probe';
import { serviceVerdict } from '../../src/main/core/doctor/service-check';
import { isolateProxyEnv } from '../support/proxy-env';

isolateProxyEnv();

/** A server that only notes who connected (CONNECT for the proxy) and answers nothing useful. */
function recorder(answer: string | null): { server: Server; hits: number; port: () => number } {
  const state = {
    hits: 0,
    server: createServer((socket) => {
      state.hits += 1;
      socket.on('error', () => undefined);
      if (answer === null) socket.destroy();
      else socket.once('data', () => socket.end(answer));
    }),
    port: () => (state.server.address() as AddressInfo).port,
  };
  return state;
}

const proxy = recorder('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n');
const service = recorder(null);

beforeAll(async () => {
  speak('en');
  await Promise.all(
    [proxy, service].map((s) => new Promise<void>((r) => s.server.listen(0, '127.0.0.1', r))),
  );
});
afterAll(async () => {
  await Promise.all([proxy, service].map((s) => new Promise((r) => s.server.close(r))));
});

/** Which server one attempt reached: the proxy or the service (directly). */
async function reached(attempt: () => Promise<unknown>): Promise<'proxy' | 'direct'> {
  const before = { proxy: proxy.hits, service: service.hits };
  await attempt().catch(() => undefined);
  const viaProxy = proxy.hits > before.proxy;
  const direct = service.hits > before.service;
  expect(viaProxy !== direct).toBe(true); // exactly one of them
  return viaProxy ? 'proxy' : 'direct';
}

describe('the client and the doctor agree on the proxy', () => {
  const proxyUrl = () => `http://127.0.0.1:${proxy.port()}`;
  it.each([
    ['https_proxy empty, HTTPS_PROXY set', () => ({ https_proxy: '', HTTPS_PROXY: proxyUrl() }), 'proxy'],
    ['https_proxy set', () => ({ https_proxy: proxyUrl() }), 'proxy'],
    ['HTTP_PROXY only', () => ({ HTTP_PROXY: proxyUrl() }), 'proxy'],
    ['nothing set', () => ({}), 'direct'],
    ['NO_PROXY names the service', () => ({ HTTPS_PROXY: proxyUrl(), NO_PROXY: '127.0.0.1' }), 'direct'],
    [
      'no_proxy empty, NO_PROXY names the service',
      () => ({ HTTPS_PROXY: proxyUrl(), no_proxy: '', NO_PROXY: '127.0.0.1' }),
      'direct',
    ],
  ])('%s', async (_, env, expected) => {
    Object.assign(process.env, env());
    const baseUrl = `https://127.0.0.1:${service.port()}/api/v1`;
    const lease = acquireDispatcher({ connectMs: 2000 });
    const client = await reached(() =>
      request(baseUrl, { dispatcher: lease.dispatcher, headersTimeout: 2000 }).then((r) => r.body.dump()),
    ).finally(() => lease.release());
    let found = '';
    const doctor = await reached(async () => {
      const probe = await probeService(
        { baseUrl, caFile: null, env: process.env, timeoutMs: 2000 },
        AbortSignal.timeout(3000),
      );
      found = serviceVerdict(probe).found;
    });
    expect(client).toBe(expected);
    expect(doctor).toBe(client);
    // The doctor's words name the proxy iff the client goes through it.
    expect(found.includes(`127.0.0.1:${proxy.port()}`)).toBe(client === 'proxy');
  });
});

describe("a proxy error's fix names the variable in use", () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  const fixOf = () =>
    errorFromThrown(refused, {
      origin: 'https://app.rabbiit.com',
      timedOut: false,
      secrets: [],
      proxy: 'p:1',
    }).message;
  it.each([
    [{ HTTPS_PROXY: 'http://p:1' }, 'HTTPS_PROXY'],
    [{ https_proxy: 'http://p:1', HTTPS_PROXY: 'http://other:2' }, 'https_proxy'],
    [{ https_proxy: '', HTTP_PROXY: 'http://p:1' }, 'HTTP_PROXY'],
  ])('%j → %s', (env, variable) => {
    Object.assign(process.env, env);
    expect(fixOf()).toBe(
      `The proxy at p:1 refused the connection — check ${variable} and that the proxy runs.`,
    );
  });
});
