import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { jsonOf, SandboxClient } from '../sandbox/test-client';

const DAY = 86_400_000;

describe('sandbox: authentication as the service does it', () => {
  let sandbox: Sandbox;
  let client: SandboxClient;

  beforeAll(async () => {
    sandbox = await startSandbox();
    client = new SandboxClient(sandbox);
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.clearLog());

  it('signs in with form fields and answers a token and the account id', async () => {
    const reply = await client.call('POST', '/auth', {
      form: {
        email: sandbox.demo.email,
        password: sandbox.demo.password,
        account_id: sandbox.demo.accountId,
      },
    });
    expect(reply.status).toBe(200);
    const body = jsonOf<{ token: string; account_id: string }>(reply);
    expect(body.account_id).toBe(sandbox.demo.accountId);
    expect(body.token.length).toBeGreaterThan(20);
    expect(sandbox.state.tokens.get(body.token)?.userAgent).toBe(client.userAgent);
  });

  it('refuses wrong credentials with 401 and a message, missing fields with 422', async () => {
    const wrong = await client.call('POST', '/auth', {
      form: { email: sandbox.demo.email, password: 'nope', account_id: sandbox.demo.accountId },
    });
    expect(wrong.status).toBe(401);
    expect(jsonOf(wrong).message).toEqual(expect.any(String));
    const otherAccount = await client.call('POST', '/auth', {
      form: {
        email: sandbox.demo.email,
        password: sandbox.demo.password,
        account_id: sandbox.users[1]!.accountId,
      },
    });
    expect(otherAccount.status).toBe(401);
    const missing = await client.call('POST', '/auth', { form: { email: sandbox.demo.email } });
    expect(missing.status).toBe(422);
    expect(jsonOf(missing).message).toMatch(/password/);
  });

  it('lists projects with the token and the User-Agent that made it', async () => {
    const token = await client.signIn();
    const reply = await client.call('GET', '/projects', { token });
    expect(reply.status).toBe(200);
    expect(jsonOf<{ data: unknown[] }>(reply).data).toHaveLength(24);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await client.call('GET', '/projects')).status).toBe(401);
    const unknown = await client.call('GET', '/projects', { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(jsonOf(unknown).message).toEqual(expect.any(String));
  });

  it('destroys a token for good when another User-Agent uses it', async () => {
    const token = await client.signIn();
    const stolen = await client.call('GET', '/projects', { token, userAgent: 'curl/8.5.0' });
    expect(stolen.status).toBe(401);
    // Even the right User-Agent cannot use it any more.
    const after = await client.call('GET', '/projects', { token });
    expect(after.status).toBe(401);
    expect(sandbox.state.tokens.has(token)).toBe(false);
  });

  it('keeps a pasted token working only with the User-Agent it was minted for', async () => {
    const token = sandbox.issueToken({ userAgent: 'curl/8.5.0' });
    expect((await client.call('GET', '/projects', { token, userAgent: 'curl/8.5.0' })).status).toBe(200);
    expect((await client.call('GET', '/projects', { token })).status).toBe(401);
    expect((await client.call('GET', '/projects', { token, userAgent: 'curl/8.5.0' })).status).toBe(401);
  });

  it('expires a token unused for more than 30 days, and each use resets the idle time', async () => {
    const token = await client.signIn();
    sandbox.clock.advance(29 * DAY);
    expect((await client.call('GET', '/projects', { token })).status).toBe(200);
    sandbox.clock.advance(29 * DAY);
    expect((await client.call('GET', '/projects', { token })).status).toBe(200);
    sandbox.clock.advance(30 * DAY + 1000);
    expect((await client.call('GET', '/projects', { token })).status).toBe(401);
    expect(sandbox.state.tokens.has(token)).toBe(false);
  });

  it('revokes a token with GET /auth/revoke: 200, empty body, then 401', async () => {
    const token = await client.signIn();
    const revoke = await client.call('GET', '/auth/revoke', { token });
    expect(revoke.status).toBe(200);
    expect(revoke.text).toBe('');
    expect((await client.call('GET', '/projects', { token })).status).toBe(401);
  });

  it('logs every request, rejected ones included, with lower-cased headers and the raw body', async () => {
    await client.call('POST', '/auth', { form: { email: 'x@y.z', password: 'p w&d', account_id: 'a' } });
    await client.call('GET', '/projects?x=1', { token: 'bogus' });
    expect(sandbox.log.map((e) => [e.method, e.path, e.query, e.status])).toEqual([
      ['POST', '/api/v1/auth', '', 401],
      ['GET', '/api/v1/projects', 'x=1', 401],
    ]);
    expect(sandbox.log[0]!.body).toBe('email=x%40y.z&password=p+w%26d&account_id=a');
    expect(sandbox.log[1]!.headers['user-agent']).toBe(client.userAgent);
    expect(sandbox.log[1]!.headers.authorization).toBe('Bearer bogus');
  });
});
