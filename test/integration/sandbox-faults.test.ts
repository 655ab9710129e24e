import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { jsonOf, SandboxClient } from '../sandbox/test-client';

describe('sandbox: fault switches, each observable by a plain client', () => {
  let sandbox: Sandbox;
  let client: SandboxClient;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    client = new SandboxClient(sandbox);
    token = await client.signIn();
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });
  beforeEach(() => {
    sandbox.faults.clear();
    sandbox.clearLog();
  });

  const get = (path: string) =>
    request(`${sandbox.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-api-token': token, 'user-agent': client.userAgent },
      dispatcher: client.agent,
    });

  it('latency: the slowed answer arrives after a later normal one, and is still correct', async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 1000 }, times: 1 });
    const order: string[] = [];
    const slow = client.call('GET', '/projects', { token }).then((r) => (order.push('slow'), r));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fast = client.call('GET', '/projects/1', { token }).then((r) => (order.push('fast'), r));
    const [slowReply] = await Promise.all([slow, fast]);
    expect(order).toEqual(['fast', 'slow']);
    expect(jsonOf<{ data: unknown[] }>(slowReply).data).toHaveLength(24);
  });

  it('status: sends the given status, body, content type and headers, `times` times', async () => {
    sandbox.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 429,
        body: 'slow down',
        contentType: 'text/plain',
        headers: { 'retry-after': '7' },
      },
      times: 2,
    });
    for (let i = 0; i < 2; i++) {
      const reply = await client.call('GET', '/projects', { token });
      expect([reply.status, reply.text, reply.headers['retry-after']]).toEqual([429, 'slow down', '7']);
      expect(reply.headers['content-type']).toBe('text/plain');
    }
    expect((await client.call('GET', '/projects', { token })).status).toBe(200);
  });

  it('a rule with times: 0 never applies', async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'status', status: 500 }, times: 0 });
    expect((await client.call('GET', '/projects', { token })).status).toBe(200);
  });

  it('status without a body sends a JSON message', async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'status', status: 503 }, times: 1 });
    const reply = await client.call('GET', '/projects', { token });
    expect(reply.status).toBe(503);
    expect(jsonOf(reply).message).toEqual(expect.any(String));
  });

  it('matches by method and by RegExp path', async () => {
    sandbox.faults.add({
      method: 'POST',
      path: /^\/customers\/\d+$/,
      fault: { kind: 'status', status: 500 },
    });
    expect((await client.call('POST', '/customers/101', { token, form: { name: 'Zed' } })).status).toBe(500);
    expect((await client.call('POST', '/customers/102', { token, form: { name: 'Zed' } })).status).toBe(500);
    expect((await client.call('GET', '/projects', { token })).status).toBe(200);
    expect(sandbox.state.customers.get(101)!.name).not.toBe('Zed');
  });

  it('reset: the connection dies without an answer, and the log says status 0', async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'reset' }, times: 1 });
    await expect(get('/projects')).rejects.toThrow();
    expect(sandbox.log.at(-1)).toMatchObject({ path: '/api/v1/projects', status: 0 });
    expect((await client.call('GET', '/projects', { token })).status).toBe(200);
  });

  it('truncated: the body ends before its Content-Length', async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'truncated' }, times: 1 });
    await expect(get('/projects').then((r) => r.body.text())).rejects.toThrow();
  });

  it('malformed-json: 200 whose body does not parse', async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'malformed-json' }, times: 1 });
    const reply = await client.call('GET', '/projects', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(reply.text)).toThrow(SyntaxError);
  });

  it("html-502: a proxy's HTML page with status 502", async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'html-502' }, times: 1 });
    const reply = await client.call('GET', '/projects', { token });
    expect(reply.status).toBe(502);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.text).toContain('<h1>502 Bad Gateway</h1>');
  });

  it('drip: the normal answer arrives in many small pieces', async () => {
    const normal = await client.call('GET', '/projects/1', { token });
    sandbox.faults.add({
      path: '/projects/1',
      fault: { kind: 'drip', bytesPerTick: 64, tickMs: 5 },
      times: 1,
    });
    const res = await get('/projects/1');
    const pieces: Buffer[] = [];
    for await (const chunk of res.body) pieces.push(chunk as Buffer);
    expect(pieces.length).toBeGreaterThan(2);
    expect(Buffer.concat(pieces).toString()).toBe(normal.text);
  });

  it('redirect: a 3xx to the other origin, which logs whatever reaches it', async () => {
    const target = `${sandbox.other.origin}/api/v1/projects`;
    sandbox.faults.add({
      path: '/projects',
      fault: { kind: 'redirect', status: 307, location: target },
      times: 1,
    });
    const reply = await client.call('GET', '/projects', { token });
    expect([reply.status, reply.headers.location]).toEqual([307, target]);
    expect(sandbox.other.log).toHaveLength(0);
    const followed = await request(target, { dispatcher: client.agent, headers: { 'x-probe': '1' } });
    await followed.body.dump();
    expect(sandbox.other.log.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/projects' });
    expect(sandbox.other.log.at(-1)!.headers['x-probe']).toBe('1');
  });

  it('huge: a valid JSON body of exactly the requested size', async () => {
    sandbox.faults.add({ path: '/projects', fault: { kind: 'huge', bytes: 3_000_000 }, times: 1 });
    const res = await get('/projects');
    const text = await res.body.text();
    expect(res.headers['content-length']).toBe('3000000');
    expect(Buffer.byteLength(text)).toBe(3_000_000);
    expect(JSON.parse(text)).toHaveProperty('data');
  });

  it('plain HTTP listener: records a request that reached it', async () => {
    const res = await request(`${sandbox.plain.origin}/api/v1/projects`, {
      headers: { 'user-agent': 'probe' },
    });
    await res.body.dump();
    expect(sandbox.plain.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.plain.log.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/projects' });
    expect(sandbox.plain.log.at(-1)!.headers['user-agent']).toBe('probe');
  });

  it('the API origin itself refuses plain HTTP (no answer over a TLS port)', async () => {
    await expect(request(sandbox.origin.replace('https:', 'http:') + '/api/v1/projects')).rejects.toThrow();
  });
});
