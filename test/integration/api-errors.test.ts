import { describe, expect, it } from 'vitest';
import { createApiClient, PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { expectApiError, hits, useSignedInClient } from './api-helpers';

const api = useSignedInClient({ projects: 5, signIn: 'each' });

describe('every error the service can cause reaches the user as one ApiError code', () => {
  it('unauthorized: a wrong password, with the server message and no password in it', async () => {
    const error = await expectApiError(
      api.client.signIn({
        email: api.sb.demo.email,
        password: 'wrong & bad',
        accountId: api.sb.demo.accountId,
      }),
      'unauthorized',
      ['wrong & bad', 'wrong+%26+bad'],
    );
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email, password or account.');
    expect(hits(api.sb, 'POST', '/auth')).toHaveLength(1);
  });

  it('unauthorized: another User-Agent gets 401, is not retried, and the token is destroyed', async () => {
    const error = await expectApiError(
      api.client.listProjects({ ...api.credential, userAgent: 'Timetray/2 (Electron 45)' }),
      'unauthorized',
      api.secrets,
    );
    expect(error.message).toMatch(/sign in again/);
    expect(hits(api.sb, 'GET', '/projects')).toHaveLength(1);
    // The right User-Agent cannot bring it back: the service destroyed the token.
    await expectApiError(api.client.listProjects(api.credential), 'unauthorized', api.secrets);
    expect(api.credential.userAgent).toBe(PRODUCT_USER_AGENT);
  });

  it('unauthorized: a token idle for more than 30 days', async () => {
    api.sb.clock.advance(31 * 24 * 3600 * 1000);
    await expectApiError(api.client.listProjects(api.credential), 'unauthorized', api.secrets);
  });

  it('forbidden, with the server message', async () => {
    api.sb.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 403,
        body: '{"error":{"message":"Only managers may list."}}',
        contentType: 'application/json',
      },
    });
    const error = await expectApiError(api.client.listProjects(api.credential), 'forbidden', api.secrets);
    expect(error.message).toBe(
      'Your account is not allowed to do this. The service said: “Only managers may list”.',
    );
  });

  it('not_found for an unknown project', async () => {
    const error = await expectApiError(
      api.client.getProject(api.credential, 987654),
      'not_found',
      api.secrets,
    );
    expect(error.message).toBe(
      'The service does not know this item (it may have been deleted). The service said: “Project 987654 not found”.',
    );
    expect(error.status).toBe(404);
  });

  it("invalid: the service's validation message (422)", async () => {
    const error = await expectApiError(
      api.client.renameCustomer(api.credential, 101, 'x'.repeat(300)),
      'invalid',
      api.secrets,
    );
    expect(error.message).toBe(
      'The service refused the request (HTTP 422). The service said: “The name must be at most 255 characters”.',
    );
  });

  it('invalid: a field map of errors', async () => {
    api.sb.faults.add({
      path: /^\/customers\//,
      fault: {
        kind: 'status',
        status: 422,
        body: '{"errors":{"name":["is taken"]}}',
        contentType: 'application/json',
      },
    });
    const error = await expectApiError(
      api.client.renameCustomer(api.credential, 101, 'Dup'),
      'invalid',
      api.secrets,
    );
    expect(error.message).toMatch(/\. The service said: “name: is taken”\.$/);
  });

  it('rate_limited: a long Retry-After is not waited out, and says when to retry', async () => {
    api.sb.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 429,
        body: '{"message":"Slow down."}',
        contentType: 'application/json',
        headers: { 'retry-after': '120' },
      },
    });
    const error = await expectApiError(api.client.listProjects(api.credential), 'rate_limited', api.secrets);
    expect(error.message).toBe(
      'The service is receiving too many requests — try again in 2 min. The service said: “Slow down”.',
    );
    expect(hits(api.sb, 'GET', '/projects')).toHaveLength(1);
  });

  it('rate_limited: a short Retry-After is honoured and the GET succeeds', async () => {
    api.sb.faults.add({
      path: '/projects',
      times: 1,
      fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } },
    });
    const { projects } = await api.client.listProjects(api.credential);
    expect(projects).toHaveLength(5);
    expect(hits(api.sb, 'GET', '/projects').map((e) => e.status)).toEqual([429, 200]);
  });

  it('server: a 500 with a JSON message', async () => {
    api.sb.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 500,
        body: '{"message":"Database unavailable"}',
        contentType: 'application/json',
      },
    });
    const error = await expectApiError(api.client.listProjects(api.credential), 'server', api.secrets);
    expect(error.message).toBe(
      'The service failed (HTTP 500) — try again later. The service said: “Database unavailable”.',
    );
    expect(hits(api.sb, 'GET', '/projects')).toHaveLength(1); // 500 is not a "later" answer
  });

  it("server: a proxy's HTML 502 is retried twice, then shown as a plain sentence", async () => {
    api.sb.faults.add({ path: '/projects', fault: { kind: 'html-502' } });
    const error = await expectApiError(api.client.listProjects(api.credential), 'server', api.secrets);
    expect(error.status).toBe(502);
    expect(error.message).not.toMatch(/[<>]/);
    expect(hits(api.sb, 'GET', '/projects')).toHaveLength(3);
  });

  it('a GET answered 503 once is retried and succeeds; a POST is never retried', async () => {
    api.sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'status', status: 503 } });
    await api.client.listProjects(api.credential);
    expect(hits(api.sb, 'GET', '/projects').map((e) => e.status)).toEqual([503, 200]);

    api.sb.faults.add({ method: 'POST', path: '/customers/101', fault: { kind: 'status', status: 503 } });
    await expectApiError(api.client.renameCustomer(api.credential, 101, 'Once'), 'server', api.secrets);
    expect(hits(api.sb, 'POST', '/customers/101')).toHaveLength(1);
  });

  it('bad_response: broken JSON, a cut-off answer, an oversized answer', async () => {
    api.sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'malformed-json' } });
    await expectApiError(api.client.listProjects(api.credential), 'bad_response', api.secrets);

    api.sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'truncated' } });
    const cut = await expectApiError(api.client.listProjects(api.credential), 'bad_response', api.secrets);
    expect(cut.message).toMatch(/cut off/);

    const small = createApiClient({
      baseUrl: api.sb.baseUrl,
      caFile: api.sb.caFile,
      maxResponseBytes: 64 * 1024,
    });
    api.sb.faults.add({ path: '/projects', times: 1, fault: { kind: 'huge', bytes: 1024 * 1024 } });
    const huge = await expectApiError(small.listProjects(api.credential), 'bad_response', api.secrets);
    expect(huge.message).toMatch(/larger answer/);
    await small.close();
  });
});
