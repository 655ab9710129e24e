import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type Credential } from '../../src/main/core/api';
import { startSandbox, type Sandbox } from '../sandbox';
import { clientFor, expectApiError, hits, startConnectProxy, type ConnectProxy } from './api-helpers';

let sb: Sandbox;
let client: ApiClient;
let credential: Credential;
let secrets: string[];

beforeAll(async () => {
  sb = await startSandbox({ projects: 5 });
  client = clientFor(sb);
});
afterAll(async () => {
  await client?.close();
  await sb?.close();
});
beforeEach(async () => {
  sb.faults.clear();
  ({ credential } = await client.signIn({
    email: sb.demo.email,
    password: sb.demo.password,
    accountId: sb.demo.accountId,
  }));
  secrets = [credential.token, sb.demo.password];
  sb.clearLog();
});

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
      Promise.resolve().then(() => createApiClient({ baseUrl: `${sb.plain.origin}/api/v1` })),
      'insecure_url',
    );
    expect(sb.plain.log).toHaveLength(0);
  });

  it('redirect: never followed, names only the target origin, nothing reaches the target', async () => {
    sb.faults.add({
      path: '/projects',
      fault: { kind: 'redirect', status: 307, location: `${sb.other.origin}/api/v1/projects?steal=1` },
    });
    const error = await expectApiError(client.listProjects(credential), 'redirect', secrets);
    expect(error.message).toContain(sb.other.origin);
    expect(error.message).not.toMatch(/steal|\/api\/v1/);
    expect(sb.other.log).toHaveLength(0);
    expect(hits(sb, 'GET', '/projects')).toHaveLength(1);
  });

  it('redirect: a redirect to plain HTTP is not followed either', async () => {
    sb.faults.add({
      method: 'POST',
      path: '/auth',
      fault: { kind: 'redirect', status: 302, location: `${sb.plain.origin}/auth` },
    });
    await expectApiError(
      client.signIn({ email: sb.demo.email, password: sb.demo.password, accountId: sb.demo.accountId }),
      'redirect',
      secrets,
    );
    expect(sb.plain.log).toHaveLength(0);
  });

  it("tls: a client that does not trust the server's CA says why and what to do", async () => {
    const untrusting = createApiClient({ baseUrl: sb.baseUrl });
    const error = await expectApiError(untrusting.listProjects(credential), 'tls', secrets);
    // App users see this too, not only the CLI's: it names both places to set the CA.
    expect(error.message).toMatch(/not trusted.*Timetray's settings.*--ca-file/);
    expect(sb.log).toHaveLength(0);
    await untrusting.close();
  });

  it('tls: an unreadable CA file is named', async () => {
    expect(() => createApiClient({ baseUrl: sb.baseUrl, caFile: '/nonexistent/ca.pem' })).toThrow(
      /\/nonexistent\/ca\.pem \(ENOENT\) — check the path in Timetray's settings or --ca-file/,
    );
  });

  it('network: a closed port', async () => {
    const dead = createApiClient({
      baseUrl: `https://127.0.0.1:${await freePort()}/api/v1`,
      caFile: sb.caFile,
    });
    const error = await expectApiError(dead.listProjects(credential), 'network', secrets);
    expect(error.message).toMatch(/refused the connection/);
    await dead.close();
  });

  it('network: a reset connection; a GET is retried, a POST is not', async () => {
    sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'reset' } });
    const { projects } = await client.listProjects(credential);
    expect(projects).toHaveLength(5);
    expect(hits(sb, 'GET', '/projects').map((e) => e.status)).toEqual([0, 200]);

    sb.faults.add({ method: 'POST', path: /^\/customers\//, fault: { kind: 'reset' } });
    await expectApiError(client.renameCustomer(credential, 101, 'Never twice'), 'network', secrets);
    expect(sb.log.filter((e) => e.method === 'POST')).toHaveLength(1);
  });

  it('timeout: no answer headers in time', async () => {
    const impatient = clientFor(sb, { timeouts: { headersMs: 200 }, retry: { maxRetries: 0 } });
    sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 1500 } });
    const error = await expectApiError(impatient.listProjects(credential), 'timeout', secrets);
    expect(error.message).toMatch(/too long/);
    await impatient.close();
    // Sent once (a timeout is not retried); waiting for the late log entry keeps it out of later tests.
    await vi.waitFor(() => expect(hits(sb, 'GET', '/projects')).toHaveLength(1), { timeout: 5000 });
  });

  it('timeout: an answer that drips in slower than the overall deadline', async () => {
    const impatient = clientFor(sb, { timeouts: { deadlineMs: 400 } });
    sb.faults.add({ path: '/projects', fault: { kind: 'drip', bytesPerTick: 16, tickMs: 100 } });
    await expectApiError(impatient.listProjects(credential), 'timeout', secrets);
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
    const proxied = clientFor(sb);
    expect((await proxied.listProjects(credential)).projects).toHaveLength(5);
    await proxied.close();
    expect(proxy.tunnels).toEqual([new URL(sb.origin).host]);

    process.env.NO_PROXY = '127.0.0.1';
    const direct = clientFor(sb);
    await direct.listProjects(credential);
    await direct.close();
    expect(proxy.tunnels).toHaveLength(1);
    expect(hits(sb, 'GET', '/projects')).toHaveLength(2);
  });
});
