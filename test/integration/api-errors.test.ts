import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  PRODUCT_USER_AGENT,
  type ApiClient,
  type Credential,
} from '../../src/main/core/api';
import { startSandbox, type Sandbox } from '../sandbox';
import { clientFor, expectApiError, hits } from './api-helpers';

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

describe('every error the service can cause reaches the user as one ApiError code', () => {
  it('unauthorized: a wrong password, with the server message and no password in it', async () => {
    const error = await expectApiError(
      client.signIn({ email: sb.demo.email, password: 'wrong & bad', accountId: sb.demo.accountId }),
      'unauthorized',
      ['wrong & bad', 'wrong+%26+bad'],
    );
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email, password or account.');
    expect(hits(sb, 'POST', '/auth')).toHaveLength(1);
  });

  it('unauthorized: another User-Agent gets 401, is not retried, and the token is destroyed', async () => {
    const error = await expectApiError(
      client.listProjects({ ...credential, userAgent: 'Timetray/2 (Electron 45)' }),
      'unauthorized',
      secrets,
    );
    expect(error.message).toMatch(/sign in again/);
    expect(hits(sb, 'GET', '/projects')).toHaveLength(1);
    // The right User-Agent cannot bring it back: the service destroyed the token.
    await expectApiError(client.listProjects(credential), 'unauthorized', secrets);
    expect(credential.userAgent).toBe(PRODUCT_USER_AGENT);
  });

  it('unauthorized: a token idle for more than 30 days', async () => {
    sb.clock.advance(31 * 24 * 3600 * 1000);
    await expectApiError(client.listProjects(credential), 'unauthorized', secrets);
  });

  it('forbidden, with the server message', async () => {
    sb.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 403,
        body: '{"error":{"message":"Only managers may list."}}',
        contentType: 'application/json',
      },
    });
    const error = await expectApiError(client.listProjects(credential), 'forbidden', secrets);
    expect(error.message).toBe('Only managers may list.');
  });

  it('not_found for an unknown project', async () => {
    const error = await expectApiError(client.getProject(credential, 987654), 'not_found', secrets);
    expect(error.message).toBe('Project 987654 not found.');
    expect(error.status).toBe(404);
  });

  it("invalid: the service's validation message (422)", async () => {
    const error = await expectApiError(
      client.createProject(credential, { name: 'x'.repeat(300) }),
      'invalid',
      secrets,
    );
    expect(error.message).toBe('The name must be at most 255 characters.');
  });

  it('invalid: a field map of errors', async () => {
    sb.faults.add({
      path: /^\/customers\//,
      fault: {
        kind: 'status',
        status: 422,
        body: '{"errors":{"name":["is taken"]}}',
        contentType: 'application/json',
      },
    });
    const error = await expectApiError(client.renameCustomer(credential, 101, 'Dup'), 'invalid', secrets);
    expect(error.message).toBe('name: is taken');
  });

  it('rate_limited: a long Retry-After is not waited out, and says when to retry', async () => {
    sb.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 429,
        body: '{"message":"Slow down."}',
        contentType: 'application/json',
        headers: { 'retry-after': '120' },
      },
    });
    const error = await expectApiError(client.listProjects(credential), 'rate_limited', secrets);
    expect(error.message).toBe('Slow down. (retry in 120 s)');
    expect(hits(sb, 'GET', '/projects')).toHaveLength(1);
  });

  it('rate_limited: a short Retry-After is honoured and the GET succeeds', async () => {
    sb.faults.add({
      path: '/projects',
      times: 1,
      fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
    });
    const { projects } = await client.listProjects(credential);
    expect(projects).toHaveLength(5);
    expect(hits(sb, 'GET', '/projects').map((e) => e.status)).toEqual([429, 200]);
  });

  it('server: a 500 with a JSON message', async () => {
    sb.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 500,
        body: '{"message":"Database unavailable"}',
        contentType: 'application/json',
      },
    });
    const error = await expectApiError(client.listProjects(credential), 'server', secrets);
    expect(error.message).toBe('Database unavailable');
    expect(hits(sb, 'GET', '/projects')).toHaveLength(1); // 500 is not a "later" answer
  });

  it("server: a proxy's HTML 502 is retried twice, then shown as a plain sentence", async () => {
    sb.faults.add({ path: '/projects', fault: { kind: 'html-502' } });
    const error = await expectApiError(client.listProjects(credential), 'server', secrets);
    expect(error.status).toBe(502);
    expect(error.message).not.toMatch(/[<>]/);
    expect(hits(sb, 'GET', '/projects')).toHaveLength(3);
  });

  it('a GET answered 503 once is retried and succeeds; a POST is never retried', async () => {
    sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'status', status: 503 } });
    await client.listProjects(credential);
    expect(hits(sb, 'GET', '/projects').map((e) => e.status)).toEqual([503, 200]);

    sb.faults.add({ method: 'POST', path: '/projects', fault: { kind: 'status', status: 503 } });
    await expectApiError(client.createProject(credential, { name: 'Once' }), 'server', secrets);
    expect(hits(sb, 'POST', '/projects')).toHaveLength(1);
  });

  it('bad_response: broken JSON, a cut-off answer, an oversized answer', async () => {
    sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'malformed-json' } });
    await expectApiError(client.listProjects(credential), 'bad_response', secrets);

    sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'truncated' } });
    const cut = await expectApiError(client.listProjects(credential), 'bad_response', secrets);
    expect(cut.message).toMatch(/cut off/);

    const small = createApiClient({ baseUrl: sb.baseUrl, caFile: sb.caFile, maxResponseBytes: 64 * 1024 });
    sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'huge', bytes: 1024 * 1024 } });
    const huge = await expectApiError(small.listProjects(credential), 'bad_response', secrets);
    expect(huge.message).toMatch(/larger answer/);
    await small.close();
  });
});
