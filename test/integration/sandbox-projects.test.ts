import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { jsonOf, SandboxClient } from '../sandbox/test-client';

type Wire = Record<string, unknown>;

describe('sandbox: projects and customers as the service serves them', () => {
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

  const list = async (t = token): Promise<Wire[]> =>
    jsonOf<{ data: Wire[] }>(await client.call('GET', '/projects', { token: t })).data;

  it('serves projects with the real payload quirks', async () => {
    const projects = await list();
    const first = projects[0]!;
    expect(first.id).toEqual(expect.any(Number));
    expect([0, 1]).toContain(first.billable);
    expect([0, 1]).toContain(first.required_task);
    expect(first.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/);
    expect(projects.some((p) => p.customer_name === null && p.customer_id === null)).toBe(true);
    expect(projects.some((p) => p.status === 'archived' && p.active === false)).toBe(true);
    const names = projects.map((p) => String(p.name));
    expect(names.some((n) => /[\u0600-\u06ff]/.test(n))).toBe(true); // Arabic
    expect(names.some((n) => /[\u05d0-\u05ea]/.test(n))).toBe(true); // Hebrew
    expect(names.some((n) => /[\u4e00-\u9fff]/.test(n))).toBe(true); // CJK
    expect(names.some((n) => /\p{Extended_Pictographic}/u.test(n))).toBe(true);
    expect(names.some((n) => n.length > 200)).toBe(true);
    // Like the documented list example: no item carries the single-project fields.
    for (const field of ['rate', 'value_total', 'time_total', 'total_members', 'total_active_tasks']) {
      expect(projects.filter((p) => field in p)).toEqual([]);
    }
  });

  it('puts the totals in list items only when asked to (listTotals, for tolerance tests)', async () => {
    sandbox.state.listTotals = true;
    try {
      const projects = await list();
      expect(projects[0]!.time_total).toMatch(/^\d{2,}:\d\d:\d\d$/);
      expect(projects.some((p) => Number(String(p.time_total).split(':')[0]) > 24)).toBe(true);
      expect(projects.some((p) => typeof p.rate === 'string')).toBe(true);
      expect(projects[0]).toHaveProperty('total_members');
    } finally {
      sandbox.state.listTotals = false;
    }
  });

  it('gives the same data for the same seed and different data for another', async () => {
    const again = await startSandbox();
    const reseeded = await startSandbox({ seed: 2 });
    try {
      const strip = (s: Sandbox) => [...s.state.projects.values()].map((p) => ({ ...p }));
      expect(strip(again)).toEqual(strip(sandbox));
      expect(strip(reseeded)).not.toEqual(strip(sandbox));
    } finally {
      await again.close();
      await reseeded.close();
    }
  });

  it('serves one project with its totals, and 404 for unknown or non-numeric ids', async () => {
    const one = await client.call('GET', '/projects/1', { token });
    expect(one.status).toBe(200);
    const data = jsonOf<{ data: Wire }>(one).data;
    expect(data).toMatchObject({
      id: 1,
      total_members: expect.any(Number),
      total_active_tasks: expect.any(Number),
      time_total: expect.stringMatching(/^\d{2,}:\d\d:\d\d$/),
    });
    expect(data).toHaveProperty('value_total');
    expect(data).toHaveProperty('rate');
    for (const id of ['999999', 'abc', '1e3']) {
      const missing = await client.call('GET', `/projects/${id}`, { token });
      expect(missing.status).toBe(404);
      expect(jsonOf(missing).message).toEqual(expect.any(String));
    }
  });

  it('creates, updates only the fields sent, archives and deletes a project', async () => {
    const created = await client.call('POST', '/projects', {
      token,
      form: { name: 'Nouveau projet', billable: '1', rate: '95.5' },
    });
    expect(created.status).toBe(201);
    const project = jsonOf<{ data: Wire }>(created).data;
    expect(project).toMatchObject({ name: 'Nouveau projet', billable: 1, rate: '95.50', status: 'active' });
    const id = project.id as number;

    const archived = await client.call('POST', `/projects/${id}`, { token, form: { active: 'false' } });
    expect(jsonOf<{ data: Wire }>(archived).data).toMatchObject({
      name: 'Nouveau projet',
      active: false,
      status: 'archived',
      rate: '95.50',
    });

    expect((await client.call('POST', '/projects', { token, form: { billable: '1' } })).status).toBe(422);
    expect((await client.call('POST', `/projects/${id}`, { token, form: { name: '  ' } })).status).toBe(422);
    expect((await client.call('POST', '/projects/424242', { token, form: { name: 'x' } })).status).toBe(404);

    const deleted = await client.call('DELETE', `/projects/${id}`, { token });
    expect([deleted.status, deleted.text]).toEqual([200, '']);
    expect((await client.call('GET', `/projects/${id}`, { token })).status).toBe(404);
  });

  it('renames a customer and every project of that customer shows the new name', async () => {
    const customerId = (await list()).find((p) => p.customer_id !== null)!.customer_id as number;
    const reply = await client.call('POST', `/customers/${customerId}`, {
      token,
      form: { name: '  Umbrella ☂ Corp  ' },
    });
    expect(reply.status).toBe(200);
    expect(jsonOf(reply)).toEqual({ data: { id: customerId, name: 'Umbrella ☂ Corp' } });
    const ofCustomer = (await list()).filter((p) => p.customer_id === customerId);
    expect(ofCustomer.length).toBeGreaterThan(1);
    expect(ofCustomer.every((p) => p.customer_name === 'Umbrella ☂ Corp')).toBe(true);
  });

  it('refuses an empty, blank or over-long customer name with 422, an unknown customer with 404', async () => {
    for (const name of ['', '   ', 'x'.repeat(256)]) {
      const reply = await client.call('POST', '/customers/101', { token, form: { name } });
      expect(reply.status).toBe(422);
      expect(jsonOf(reply).message).toEqual(expect.any(String));
    }
    expect(
      (await client.call('POST', '/customers/101', { token, form: { name: 'é'.repeat(255) } })).status,
    ).toBe(200);
    expect((await client.call('POST', '/customers/9999', { token, form: { name: 'Nobody' } })).status).toBe(
      404,
    );
  });

  it('keeps accounts apart: the second user sees only its own projects and customers', async () => {
    const second = await client.signIn(sandbox.users[1]);
    const theirs = await list(second);
    expect(theirs.length).toBeGreaterThan(0);
    const mine = new Set((await list()).map((p) => p.id));
    expect(theirs.some((p) => mine.has(p.id))).toBe(false);
    expect((await client.call('GET', '/projects/1', { token: second })).status).toBe(404);
    expect(
      (await client.call('POST', '/customers/101', { token: second, form: { name: 'Hijack' } })).status,
    ).toBe(404);
  });

  it('serves odd shapes a test asks for through wireOverrides', async () => {
    const stored = sandbox.state.projects.get(2)!;
    stored.wireOverrides = { name: undefined, billable: 'yes', extra_field: { nested: true } };
    try {
      const item = (await list()).find((p) => p.id === 2)!;
      expect(item).not.toHaveProperty('name');
      expect(item).toMatchObject({ billable: 'yes', extra_field: { nested: true } });
    } finally {
      delete stored.wireOverrides;
    }
  });

  it('answers 404 with a message for unknown routes and paths outside /api/v1', async () => {
    const unknown = await client.call('GET', '/timesheets', { token });
    expect(unknown.status).toBe(404);
    expect(jsonOf(unknown).message).toEqual(expect.any(String));
    const outside = await fetchOutside('/api/v2/projects');
    expect(outside).toBe(404);
  });

  const fetchOutside = async (path: string): Promise<number> => {
    const res = await request(`${sandbox.origin}${path}`, { dispatcher: client.agent });
    await res.body.dump();
    return res.statusCode;
  };

  it('answers 405 with a message to PUT, PATCH and other methods', async () => {
    for (const method of ['PUT', 'PATCH', 'OPTIONS']) {
      const reply = await client.call(method, '/projects/1', { token, form: { name: 'x' } });
      expect(reply.status).toBe(405);
      expect(jsonOf(reply).message).toEqual(expect.any(String));
    }
    expect((await client.call('GET', '/projects/1', { token })).status).toBe(200);
    // Rejected requests are logged too, with the body as sent.
    const put = sandbox.log.find((e) => e.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/v1/projects/1', status: 405, body: 'name=x' });
  });

  it('refuses a JSON body with 415 and changes nothing', async () => {
    const reply = await client.call('POST', '/customers/102', {
      token,
      body: JSON.stringify({ name: 'Via JSON' }),
      contentType: 'application/json',
    });
    expect(reply.status).toBe(415);
    expect(jsonOf(reply).message).toMatch(/form-encoded/);
    expect(sandbox.state.customers.get(102)!.name).not.toBe('Via JSON');
    const signIn = await client.call('POST', '/auth', {
      body: JSON.stringify({
        email: sandbox.demo.email,
        password: sandbox.demo.password,
        account_id: sandbox.demo.accountId,
      }),
      contentType: 'application/json',
    });
    expect(signIn.status).toBe(415);
  });

  it('serves 10,000 projects in one list', async () => {
    const big = await startSandbox({ projects: 10_000, customers: 40 });
    const bigClient = new SandboxClient(big);
    try {
      const t = await bigClient.signIn();
      const reply = await bigClient.call('GET', '/projects', { token: t });
      const data = jsonOf<{ data: Wire[] }>(reply).data;
      expect(data).toHaveLength(10_000);
      expect(new Set(data.map((p) => p.id)).size).toBe(10_000);
    } finally {
      await bigClient.close();
      await big.close();
    }
  });
});
