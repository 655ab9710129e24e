import { describe, expect, it } from 'vitest';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { clientFor, expectApiError, hits, runInChild, useSignedInClient } from './api-helpers';

const api = useSignedInClient({ projects: 24, signIn: 'once' });

describe('the API client against the sandbox', () => {
  it('signs in with a form-encoded body and the product User-Agent, without a token', async () => {
    const other = clientFor(api.sb);
    const result = await other.signIn({
      email: api.sb.demo.email,
      password: api.sb.demo.password,
      accountId: api.sb.demo.accountId,
    });
    await other.close();
    expect(result.accountId).toBe(api.sb.demo.accountId);
    expect(result.credential.userAgent).toBe(PRODUCT_USER_AGENT);
    const [entry] = hits(api.sb, 'POST', '/auth');
    expect(entry?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(entry?.headers['user-agent']).toBe(PRODUCT_USER_AGENT);
    expect(entry?.headers.authorization).toBeUndefined();
    expect(entry?.headers['x-api-token']).toBeUndefined();
    // The password has &, =, + and % in it: it must arrive intact.
    expect(new URLSearchParams(entry?.body).get('password')).toBe(api.sb.demo.password);
    expect(new URLSearchParams(entry?.body).get('account_id')).toBe(api.sb.demo.accountId);
  });

  it('reads totals from list items too, when a service sends them there', async () => {
    api.sb.state.listTotals = true;
    try {
      const { projects, skipped } = await api.client.listProjects(api.credential);
      expect(skipped).toBe(0);
      const stored = api.sb.state.projectsOf(api.sb.demo.accountId);
      expect(projects.map((p) => p.timeTotalSeconds)).toEqual(stored.map((p) => p.timeTotalSeconds));
      expect(projects.map((p) => p.totalMembers)).toEqual(stored.map((p) => p.totalMembers));
    } finally {
      api.sb.state.listTotals = false;
    }
  });

  it('lists the projects, normalised, with both token headers, Accept and one stable User-Agent', async () => {
    const { projects, skipped } = await api.client.listProjects(api.credential);
    await api.client.listProjects(api.credential);
    expect(projects).toHaveLength(24);
    expect(skipped).toBe(0);
    const first = projects[0]!;
    expect(typeof first.billable).toBe('boolean');
    expect(first.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    // The list carries no totals (as documented); GET /projects/<id> does.
    expect(projects.every((p) => p.timeTotalSeconds === null && p.rate === null)).toBe(true);
    const one = await api.client.getProject(api.credential, first.id);
    expect(typeof one.timeTotalSeconds).toBe('number');
    // Accents, CJK and dashes in the seeds arrive intact (the list takes a Latin-1 fast path).
    const stored = api.sb.state.projectsOf(api.sb.demo.accountId);
    expect(projects.map((p) => p.name)).toEqual(stored.map((p) => p.name));
    expect(projects.map((p) => p.customerName)).toEqual(
      stored.map((p) => api.sb.state.customerName(p.customerId)),
    );
    expect(projects.some((p) => /[\u0080-\uffff]/.test(p.name + (p.customerName ?? '')))).toBe(true);
    const entries = hits(api.sb, 'GET', '/projects');
    expect(entries).toHaveLength(2);
    for (const e of entries) {
      expect(e.headers.authorization).toBe(`Bearer ${api.credential.token}`);
      expect(e.headers['x-api-token']).toBe(api.credential.token);
      expect(e.headers.accept).toBe('application/json');
      expect(e.headers['user-agent']).toBe(PRODUCT_USER_AGENT);
    }
  });

  it('counts a broken item as skipped and keeps the others', async () => {
    const [victim] = api.sb.state.projectsOf(api.sb.demo.accountId);
    victim!.wireOverrides = { id: 'not-a-number' };
    try {
      const { projects, skipped } = await api.client.listProjects(api.credential);
      expect(skipped).toBe(1);
      expect(projects).toHaveLength(23);
    } finally {
      delete victim!.wireOverrides;
    }
  });

  it('renames a customer and returns the name the service kept', async () => {
    const customerId = [...api.sb.state.customers.values()].find(
      (c) => c.accountId === api.sb.demo.accountId,
    )!.id;
    const renamed = await api.client.renameCustomer(api.credential, customerId, '  ACME Europe  ');
    expect(renamed).toEqual({ customerId, name: 'ACME Europe', answeredAt: expect.any(Number) });
    expect(api.sb.state.customers.get(customerId)?.name).toBe('ACME Europe');
    expect(hits(api.sb, 'POST', `/customers/${customerId}`)[0]?.body).toBe('name=ACME+Europe');
    const { projects } = await api.client.listProjects(api.credential);
    expect(
      projects.filter((p) => p.customerId === customerId).every((p) => p.customerName === 'ACME Europe'),
    ).toBe(true);
  });

  it('refuses a User-Agent or token a header cannot carry, even right after a good call', async () => {
    // The good call first: the client remembers the last User-Agent it checked.
    await api.client.getProject(api.credential, 1);
    const { token, userAgent } = api.credential;
    const badAgents = [`${userAgent}\r\nX-Injected: 1`, `${userAgent}\u00e9`, ''];
    for (const bad of badAgents) {
      const error = await expectApiError(
        api.client.getProject({ token, userAgent: bad }, 1),
        'invalid',
        api.secrets,
      );
      expect(error.message).toMatch(bad === '' ? /no User-Agent/ : /User-Agent contains characters/);
    }
    for (const bad of [`${token} x`, `${token}\t`, `${token}\u00e9`, `${token}\n`]) {
      const error = await expectApiError(api.client.getProject({ token: bad, userAgent }, 1), 'invalid', [
        ...api.secrets,
        bad,
      ]);
      expect(error.message).toMatch(/^The token cannot be sent to the service: it contains characters/);
    }
    // Too long for any server's header limit: named before sending, not a bare "HTTP 431".
    const huge = 'x'.repeat(100_000);
    const error = await expectApiError(api.client.getProject({ token: huge, userAgent }, 1), 'invalid', [
      ...api.secrets,
      huge,
    ]);
    expect(error.message).toMatch(/it is 100000 characters long.*Sign in again, or import a correct token/);
    expect(hits(api.sb, 'GET', '/projects/1')).toHaveLength(1);
  });

  it('refuses a bad id before sending anything', async () => {
    await expectApiError(api.client.getProject(api.credential, -1), 'invalid');
    await expectApiError(api.client.renameCustomer(api.credential, 1.5, 'Name'), 'invalid');
    expect(api.sb.log).toHaveLength(0);
  });

  it('sends the same User-Agent from another process (the token keeps working)', async () => {
    const stdout = await runInChild(
      `const client = createApiClient({ baseUrl: process.env.TT_BASE!, caFile: process.env.TT_CA });
  const { projects } = await client.listProjects({ token: process.env.TT_TOKEN!, userAgent: PRODUCT_USER_AGENT });
  await client.close();
  process.stdout.write(String(projects.length));`,
      { TT_BASE: api.sb.baseUrl, TT_CA: api.sb.caFile, TT_TOKEN: api.credential.token },
    );
    expect(stdout).toBe('24');
    await api.client.listProjects(api.credential); // and this process's token still works afterwards
    const agents = new Set(hits(api.sb, 'GET', '/projects').map((e) => e.headers['user-agent']));
    expect([...agents]).toEqual([PRODUCT_USER_AGENT]);
    expect(hits(api.sb, 'GET', '/projects').map((e) => e.status)).toEqual([200, 200]);
  });

  it('uses a pasted token with the User-Agent it was made with', async () => {
    const token = api.sb.issueToken({ userAgent: 'curl/8.5.0' });
    const { projects } = await api.client.listProjects({ token, userAgent: 'curl/8.5.0' });
    expect(projects.length).toBe(24);
    expect(hits(api.sb, 'GET', '/projects')[0]?.headers['user-agent']).toBe('curl/8.5.0');
  });

  it('revokes the token: the next call is unauthorized', async () => {
    const other = clientFor(api.sb);
    const { credential: mine } = await other.signIn({
      email: api.sb.demo.email,
      password: api.sb.demo.password,
      accountId: api.sb.demo.accountId,
    });
    await other.revoke(mine);
    expect(hits(api.sb, 'GET', '/auth/revoke')[0]?.headers.authorization).toBe(`Bearer ${mine.token}`);
    const error = await expectApiError(other.listProjects(mine), 'unauthorized', [mine.token]);
    expect(error.message).toMatch(/sign in again/);
    await other.close();
  });
});

describe('renameCustomer tolerates any answer shape (undocumented)', () => {
  it.each([
    ['{"data":{"id":101,"name":"Echoed"}}', 'Echoed'],
    ['{"customer":{"name":"Nested"}}', 'Nested'],
    ['{"name":"Flat"}', 'Flat'],
    ['{"ok":true}', 'Sent name'],
    ['[]', 'Sent name'],
    ['', 'Sent name'],
  ])('answer %j → %j', async (body, expected) => {
    api.sb.faults.add({
      method: 'POST',
      path: '/customers/101',
      times: 1,
      fault: { kind: 'status', status: 200, body, contentType: 'application/json' },
    });
    expect(await api.client.renameCustomer(api.credential, 101, 'Sent name')).toEqual({
      customerId: 101,
      name: expected,
      answeredAt: expect.any(Number),
    });
  });
});
