import { afterEach, describe, expect, it } from 'vitest';
import { hits, useSignedInClient } from './api-helpers';

/**
 * The token travels in both spellings (issue 35): `Authorization: Bearer` (the GitHub docs) and
 * `x-api-token` (the newer API reference). A service that reads only one of them must work
 * all the same, for every authenticated call.
 */
const api = useSignedInClient({ projects: 24, signIn: 'each' });

afterEach(() => {
  api.sb.state.authHeader = 'either';
});

describe.each(['bearer', 'x-api-token'] as const)('a service that reads only %s', (mode) => {
  it('refuses a call that carries only the other header', async () => {
    const other: Record<string, string> =
      mode === 'bearer'
        ? { 'x-api-token': api.credential.token }
        : { authorization: `Bearer ${api.credential.token}` };
    api.sb.state.authHeader = mode;
    const answer = await fetchWith(other);
    expect(answer).toBe(401);
  });

  it('lists, reads, renames, reports and signs out with Timetray', async () => {
    api.sb.state.authHeader = mode;
    const { projects } = await api.client.listProjects(api.credential);
    expect(projects).toHaveLength(24);
    const project = await api.client.getProject(api.credential, projects[0]!.id);
    expect(project.id).toBe(projects[0]!.id);
    const customerId = projects.find((p) => p.customerId !== null)!.customerId!;
    await api.client.renameCustomer(api.credential, customerId, `Renamed under ${mode}`);
    expect(api.sb.state.customerName(customerId)).toBe(`Renamed under ${mode}`);
    const today = new Date().toISOString().slice(0, 10);
    const report = await api.client.detailedReport(
      api.credential,
      { from: '2000-01-01', to: today },
      api.sb.demo.email,
    );
    expect(report.offered).toBe(true);
    await api.client.revoke(api.credential);
    expect(api.sb.state.tokens.has(api.credential.token)).toBe(false);
    // Every call was answered, and each one carried the token in both headers.
    const calls = api.sb.log.filter((e) => !e.path.endsWith('/auth'));
    expect(calls.map((e) => e.status).filter((s) => s >= 300)).toEqual([]);
    for (const call of calls) {
      expect(call.headers['x-api-token']).toBe(api.credential.token);
      expect(call.headers.authorization).toBe(`Bearer ${api.credential.token}`);
    }
    expect(hits(api.sb, 'GET', '/auth/revoke')).toHaveLength(1);
  });
});

/** A bare GET /projects with the sign-in's User-Agent and only `headers` for the token. */
async function fetchWith(headers: Record<string, string>): Promise<number> {
  const { request, Agent } = await import('undici');
  const { readFileSync } = await import('node:fs');
  const dispatcher = new Agent({ connect: { ca: readFileSync(api.sb.caFile) } });
  try {
    const answer = await request(`${api.sb.baseUrl}/projects`, {
      dispatcher,
      headers: { ...headers, 'user-agent': api.credential.userAgent, accept: 'application/json' },
    });
    await answer.body.dump();
    return answer.statusCode;
  } finally {
    await dispatcher.close();
  }
}
