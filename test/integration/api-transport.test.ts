import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/main/core/api';
import { deadPort } from '../support/connect-proxy';
import {
  clientFor,
  expectApiError,
  hits,
  startConnectProxy,
  useSignedInClient,
  type ConnectProxy,
} from './api-helpers';

const api = useSignedInClient({ projects: 5, signIn: 'each' });

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('transport safety', () => {
  it('insecure_url: an http: base URL is refused before any request', async () => {
    await expectApiError(
      Promise.resolve().then(() => createApiClient({ baseUrl: `${api.sb.plain.origin}/api/v1` })),
      'insecure_url',
    );
    expect(api.sb.plain.log).toHaveLength(0);
  });

  it('redirect: never followed, names only the target origin, nothing reaches the target', async () => {
    api.sb.faults.add({
      path: '/projects',
      fault: { kind: 'redirect', status: 307, location: `${api.sb.other.origin}/api/v1/projects?steal=1` },
    });
    const error = await expectApiError(api.client.listProjects(api.credential), 'redirect', api.secrets);
    expect(error.message).toContain(api.sb.other.origin);
    expect(error.message).not.toMatch(/steal|\/api\/v1/);
    expect(api.sb.other.log).toHaveLength(0);
    expect(hits(api.sb, 'GET', '/projects')).toHaveLength(1);
  });

  it('redirect: a redirect to plain HTTP is not followed either', async () => {
    api.sb.faults.add({
      method: 'POST',
      path: '/auth',
      fault: { kind: 'redirect', status: 302, location: `${api.sb.plain.origin}/auth` },
    });
    await expectApiError(
      api.client.signIn({
        email: api.sb.demo.email,
        password: api.sb.demo.password,
        accountId: api.sb.demo.accountId,
      }),
      'redirect',
      api.secrets,
    );
    expect(api.sb.plain.log).toHaveLength(0);
  });

  it("tls: a client that does not trust the server's CA says why and what to do", async () => {
    const untrusting = createApiClient({ baseUrl: api.sb.baseUrl });
    const error = await expectApiError(untrusting.listProjects(api.credential), 'tls', api.secrets);
    // App users see this too, not only the CLI's: it names both places to set the CA.
    expect(error.message).toMatch(
      /not trusted.*in Settings or with `timetray config set caFile FILE`.*timetray doctor/,
    );
    expect(api.sb.log).toHaveLength(0);
    await untrusting.close();
  });

  it('tls: an unreadable CA file is named', async () => {
    expect(() => createApiClient({ baseUrl: api.sb.baseUrl, caFile: '/nonexistent/ca.pem' })).toThrow(
      /\/nonexistent\/ca\.pem \(ENOENT\)\. Choose a current PEM file in Settings → Extra CA file \(or `timetray config set caFile FILE`/,
    );
  });

  it('network: a closed port', async () => {
    const dead = createApiClient({
      baseUrl: `https://127.0.0.1:${await freePort()}/api/v1`,
      caFile: api.sb.caFile,
    });
    const error = await expectApiError(dead.listProjects(api.credential), 'network', api.secrets);
    expect(error.message).toMatch(/refused the connection/);
    await dead.close();
  });

  it('network: a reset connection; a GET is retried, a POST is not', async () => {
    api.sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'reset' } });
    const { projects } = await api.client.listProjects(api.credential);
    expect(projects).toHaveLength(5);
    expect(hits(api.sb, 'GET', '/projects').map((e) => e.status)).toEqual([0, 200]);

    api.sb.faults.add({ method: 'POST', path: /^\/customers\//, fault: { kind: 'reset' } });
    await expectApiError(
      api.client.renameCustomer(api.credential, 101, 'Never twice'),
      'network',
      api.secrets,
    );
    expect(api.sb.log.filter((e) => e.method === 'POST')).toHaveLength(1);
  });

  it('timeout: no answer headers in time', async () => {
    const impatient = clientFor(api.sb, { timeouts: { headersMs: 200 }, retry: { maxRetries: 0 } });
    api.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 1500 } });
    const error = await expectApiError(impatient.listProjects(api.credential), 'timeout', api.secrets);
    expect(error.message).toMatch(/too long/);
    await impatient.close();
    // Sent once (a timeout is not retried); waiting for the late log entry keeps it out of later tests.
    await vi.waitFor(() => expect(hits(api.sb, 'GET', '/projects')).toHaveLength(1), { timeout: 5000 });
  });

  it('timeout: the overall deadline also ends a call still waiting for its headers', async () => {
    // headersMs stays at its 30 s default: only the deadline (the signal undici listens to) can end this.
    const impatient = clientFor(api.sb, { timeouts: { deadlineMs: 400 }, retry: { maxRetries: 0 } });
    api.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 2000 } });
    const started = Date.now();
    const error = await expectApiError(impatient.listProjects(api.credential), 'timeout', api.secrets);
    expect(error.message).toMatch(/too long/);
    expect(Date.now() - started).toBeLessThan(1500);
    await impatient.close();
    await vi.waitFor(() => expect(hits(api.sb, 'GET', '/projects')).toHaveLength(1), { timeout: 5000 });
  });

  it('timeout: an answer that drips in slower than the overall deadline', async () => {
    const impatient = clientFor(api.sb, { timeouts: { deadlineMs: 400 } });
    api.sb.faults.add({ path: '/projects', fault: { kind: 'drip', bytesPerTick: 16, tickMs: 100 } });
    await expectApiError(impatient.listProjects(api.credential), 'timeout', api.secrets);
    await impatient.close();
  });
});

describe('proxies', () => {
  let proxy: ConnectProxy;
  const saved = { HTTPS_PROXY: process.env.HTTPS_PROXY, NO_PROXY: process.env.NO_PROXY };

  beforeAll(async () => {
    proxy = await startConnectProxy();
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await proxy.close();
  });

  it('goes through HTTPS_PROXY with the extra CA still trusted, and honours NO_PROXY', async () => {
    process.env.HTTPS_PROXY = proxy.url;
    delete process.env.NO_PROXY;
    const proxied = clientFor(api.sb);
    expect((await proxied.listProjects(api.credential)).projects).toHaveLength(5);
    await proxied.close();
    expect(proxy.tunnels).toEqual([new URL(api.sb.origin).host]);

    process.env.NO_PROXY = '127.0.0.1';
    const direct = clientFor(api.sb);
    await direct.listProjects(api.credential);
    await direct.close();
    expect(proxy.tunnels).toHaveLength(1);
    expect(hits(api.sb, 'GET', '/projects')).toHaveLength(2);
  });

  it('a proxy that is not running is named as the one refusing, not the service', async () => {
    process.env.HTTPS_PROXY = `http://127.0.0.1:${await deadPort()}`;
    delete process.env.NO_PROXY;
    const client = clientFor(api.sb, { retry: { maxRetries: 0 } });
    const error = await expectApiError(client.listProjects(api.credential), 'network', api.secrets);
    await client.close();
    expect(error.message).toBe(
      `The proxy at ${new URL(process.env.HTTPS_PROXY).host} refused the connection — check HTTPS_PROXY and that the proxy runs.`,
    );
  });

  it('a CONNECT refused with 403 says the proxy refused, not that the service took too long', async () => {
    const strict = await startConnectProxy({ refuseWith: 403 });
    process.env.HTTPS_PROXY = strict.url;
    delete process.env.NO_PROXY;
    const client = clientFor(api.sb);
    try {
      const error = await expectApiError(client.listProjects(api.credential), 'network', api.secrets);
      expect(error.message).toMatch(/^The proxy refused to connect to the service \(403\)/);
      expect(strict.tunnels).toEqual([new URL(api.sb.origin).host]);
    } finally {
      await client.close();
      await strict.close();
    }
  });
});
