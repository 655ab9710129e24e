import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/main/core/api/api-error';
import { CoreError } from '../../src/main/core/core-error';
import { customerNameUnshown } from '../../src/main/core/input-rules';
import { createHandlers, type CorePort } from '../../src/main/app/ipc/handlers';
import { internalMessage } from '../../src/main/app/ipc/error-mapping';
import type { WindowReport } from '../../src/shared/reports';
import type { AppSnapshot } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';

/**
 * Validation and error mapping only, so a small recording fake stands in for the core here:
 * these cases never reach a server. The handlers against the real core and sandbox are
 * covered by test/unit/ipc-real-core.test.ts and the browser tests (real keychain).
 */
const KNOWN_KEY = 'https://sandbox.test|acct1|me@example.com';

function fakeCore(fail?: unknown) {
  const calls: Array<[string, unknown[]]> = [];
  const act =
    <T>(name: string, value: T) =>
    async (...args: unknown[]): Promise<T> => {
      calls.push([name, args]);
      if (fail !== undefined) throw fail;
      return value;
    };
  const core: CorePort = {
    snapshot: () =>
      ({
        session: { status: 'signed_out', reason: null },
        accounts: [{ key: KNOWN_KEY }],
        projects: [],
      }) as unknown as AppSnapshot,
    signIn: act('signIn', {
      key: 'k',
      label: '',
      baseUrl: '',
      accountId: '',
      email: '',
      signedIn: true,
      active: true,
      lastUsed: null,
    }),
    importToken: act('importToken', {
      key: 'k2',
      label: '',
      baseUrl: '',
      accountId: '',
      email: '',
      signedIn: true,
      active: true,
      lastUsed: null,
    }),
    signOut: act('signOut', { revoked: true, state: 'revoked' as const }),
    refreshProjects: act('refreshProjects', []),
    renameCustomer: act('renameCustomer', { customerId: 1, name: 'x' }),
    setBudget: act('setBudget', { hours: 1, value: null }),
    clearBudget: act('clearBudget', null),
    setPeriodBudget: act('setPeriodBudget', { hours: 40, value: null, per: 'cycle' as const }),
    clearPeriodBudget: act('clearPeriodBudget', null),
    setPinned: act('setPinned', [1]),
    projectCycleDays: act('projectCycleDays', {
      from: '2026-12-01',
      to: '2026-12-31',
      today: '2026-12-07',
      days: [],
    }),
    windowReport: act('windowReport', { offered: true } as unknown as WindowReport),
    webAppAddress: act('webAppAddress', 'https://service.example/a/acct/#/projects'),
    useAccount: act('useAccount', undefined),
    removeAccount: act('removeAccount', {
      revoked: true,
      state: 'revoked' as const,
      forgotten: { budgets: 0, pins: 0 },
    }),
    cachedProject: act('cachedProject', null),
    getProject: act('getProject', {
      project: makeProject({ id: 7, name: 'Audit' }),
      fetchedAt: '2026-03-01T10:42:00Z',
    }),
    wantTotals: async (...args: unknown[]) => void calls.push(['wantTotals', args]),
    changePreference: act('changePreference', {} as never),
    preferenceProblems: act('preferenceProblems', []),
    healthCheck: act('healthCheck', { ok: true, checks: [], elapsedMs: 0 }),
  };
  return { core, calls };
}

const goodSignIn = {
  baseUrl: 'https://app.rabbiit.com/api/v1',
  email: 'me@example.com',
  password: 'pw',
  accountId: '124893893dd8',
};

describe('customers:rename validation', () => {
  it.each([[0], [-3], [1.5], [Number.NaN], ['12'], [2 ** 53], [null]])(
    'refuses customer id %s without calling the core',
    async (id) => {
      const { core, calls } = fakeCore();
      const result = await createHandlers(core)['customers:rename'](id, 'Acme');
      expect(result).toMatchObject({ ok: false, error: { code: 'bad_input' } });
      expect(calls).toEqual([]);
    },
  );

  it.each([[''], ['   \t'], ['x'.repeat(256)], [42]])(
    'refuses the name %j with a readable message',
    async (name) => {
      const { core, calls } = fakeCore();
      const result = await createHandlers(core)['customers:rename'](7, name);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/customer name/);
      expect(calls).toEqual([]);
    },
  );

  it.each([
    ['Evil\u001b[31mRED\u0007\u202Eabc'],
    ['C1\u009bcontrol'],
    ['DEL\u007f'],
    ['Isolate\u2066d\u2069'],
    ['Zero\u200bwidth'],
  ])('refuses the name %j (control, bidi or invisible characters) with the CLI’s words', async (name) => {
    const { core, calls } = fakeCore();
    const result = await createHandlers(core)['customers:rename'](7, name);
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_input', message: customerNameUnshown() } });
    expect(calls).toEqual([]);
  });

  it('trims the name and accepts 255 characters, emoji and RTL included', async () => {
    const { core, calls } = fakeCore();
    const handlers = createHandlers(core);
    expect(await handlers['customers:rename'](7, '  شركة 🚀  ')).toMatchObject({ ok: true });
    expect(await handlers['customers:rename'](8, 'y'.repeat(255))).toMatchObject({ ok: true });
    expect(calls).toEqual([
      ['renameCustomer', [7, 'شركة 🚀']],
      ['renameCustomer', [8, 'y'.repeat(255)]],
    ]);
  });

  it('refuses extra or missing arguments', async () => {
    const { core, calls } = fakeCore();
    const handlers = createHandlers(core);
    expect(await handlers['customers:rename'](7)).toMatchObject({ ok: false, error: { code: 'bad_input' } });
    expect(await handlers['customers:rename'](7, 'a', 'b')).toMatchObject({
      ok: false,
      error: { code: 'bad_input' },
    });
    expect(await handlers['projects:list']('x')).toMatchObject({ ok: false, error: { code: 'bad_input' } });
    expect(calls).toEqual([]);
  });
});

describe('session:sign-in validation', () => {
  it('accepts the bare host:port/api/v1 the CLI accepts, and passes on the address that will be used', async () => {
    const { core, calls } = fakeCore();
    const result = await createHandlers(core)['session:sign-in']({
      ...goodSignIn,
      baseUrl: 'app.rabbiit.com:8443/api/v1/',
    });
    expect(result).toMatchObject({ ok: true });
    expect(calls).toEqual([['signIn', [{ ...goodSignIn, baseUrl: 'https://app.rabbiit.com:8443/api/v1' }]]]);
  });

  it.each([
    ['an http URL', { ...goodSignIn, baseUrl: 'http://app.rabbiit.com/api/v1' }, /https/],
    ['a URL with credentials', { ...goodSignIn, baseUrl: 'https://u:p@app.rabbiit.com/api/v1' }, /user name/],
    ['a one-slash typo', { ...goodSignIn, baseUrl: 'https:/app.rabbiit.com/api/v1' }, /malformed/],
    ['a backslash', { ...goodSignIn, baseUrl: 'https:\\app.rabbiit.com' }, /malformed/],
    ['a bad email', { ...goodSignIn, email: 'me-at-example' }, /email/],
    ['an empty password', { ...goodSignIn, password: '' }, /password/],
    ['an account id with a slash', { ...goodSignIn, accountId: 'a/b' }, /after \/a\//],
    ['an extra field', { ...goodSignIn, token: 'x' }, /.+/],
    ['no object', 'me@example.com', /.+/],
  ])('refuses %s', async (_what, input, message) => {
    const { core, calls } = fakeCore();
    const result = await createHandlers(core)['session:sign-in'](input);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: expect.stringMatching(message) },
    });
    expect(calls).toEqual([]);
  });

  it.each([
    ['baseUrl', { ...goodSignIn, baseUrl: 'https:/app.rabbiit.com/api/v1' }],
    ['email', { ...goodSignIn, email: 'me@' }],
    ['accountId', { ...goodSignIn, accountId: 'a/b' }],
    ['password', { ...goodSignIn, password: '' }],
  ])('names the refused field (%s), so the form can point at it', async (field, input) => {
    const result = await createHandlers(fakeCore().core)['session:sign-in'](input);
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_input', field } });
  });

  it('names no field when the argument is not a form at all', async () => {
    const result = await createHandlers(fakeCore().core)['session:sign-in']('me@example.com');
    expect(result.ok ? null : result.error.field).toBeUndefined();
  });

  it('never echoes the password in a validation message', async () => {
    const { core } = fakeCore();
    const password = 'hunter2-secret';
    const result = await createHandlers(core)['session:sign-in']({
      ...goodSignIn,
      password,
      email: password,
    });
    expect(JSON.stringify(result)).not.toContain(password);
  });

  it('passes trimmed fields on to the core', async () => {
    const { core, calls } = fakeCore();
    await createHandlers(core)['session:sign-in']({
      ...goodSignIn,
      email: ' me@example.com ',
      accountId: ' 124893893dd8 ',
    });
    expect(calls).toEqual([['signIn', [goodSignIn]]]);
  });
});

describe('error mapping', () => {
  it("passes the service's and the core's own codes and messages through", async () => {
    const api = createHandlers(
      fakeCore(new ApiError('unauthorized', 'The service ended this session.', 401)).core,
    );
    expect(await api['projects:list']()).toEqual({
      ok: false,
      error: { code: 'unauthorized', message: 'The service ended this session.' },
    });
    const local = createHandlers(
      fakeCore(new CoreError('keychain', 'No Secret Service: install gnome-keyring.')).core,
    );
    expect(await local['session:sign-out']()).toEqual({
      ok: false,
      error: { code: 'keychain', message: 'No Secret Service: install gnome-keyring.' },
    });
  });

  it('turns anything else into "internal" and logs it without its message', async () => {
    const lines: string[] = [];
    const secret = 'Bearer tok_123456';
    const handlers = createHandlers(fakeCore(new TypeError(`boom ${secret}`)).core, {
      log: (l) => lines.push(l),
    });
    expect(await handlers['customers:rename'](1, 'A')).toEqual({
      ok: false,
      error: { code: 'internal', message: internalMessage() },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('customers:rename: unexpected TypeError');
    expect(lines.join('\n')).not.toContain('tok_123456');
  });

  it('does not mistake a Node system error for a core error', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const handlers = createHandlers(fakeCore(error).core, { log: () => undefined });
    expect(await handlers['projects:list']()).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('window:hide', () => {
  it('asks main to hide the panel, and ignores a call with arguments', async () => {
    let hidden = 0;
    const handlers = createHandlers(fakeCore().core, { hideWindow: () => void hidden++ });
    await handlers['window:hide']();
    await handlers['window:hide']('unexpected');
    expect(hidden).toBe(1);
  });
});

describe('accounts:use and accounts:remove', () => {
  it.each([[undefined], [''], [42], [{ key: KNOWN_KEY }], ['x'.repeat(3000)]])(
    'refuses the key %j without calling the core',
    async (key) => {
      const { core, calls } = fakeCore();
      const handlers = createHandlers(core);
      expect(await handlers['accounts:use'](key)).toMatchObject({ ok: false, error: { code: 'bad_input' } });
      expect(await handlers['accounts:remove'](key)).toMatchObject({
        ok: false,
        error: { code: 'bad_input' },
      });
      expect(calls).toEqual([]);
    },
  );

  it('refuses an account the snapshot does not list', async () => {
    const { core, calls } = fakeCore();
    const result = await createHandlers(core)['accounts:remove']('https://evil.test|x|y@z.test');
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_input' } });
    expect(calls).toEqual([]);
  });

  it('passes a known key on to the core', async () => {
    const { core, calls } = fakeCore();
    const handlers = createHandlers(core);
    expect(await handlers['accounts:use'](KNOWN_KEY)).toEqual({ ok: true, value: { key: KNOWN_KEY } });
    expect(await handlers['accounts:remove'](KNOWN_KEY)).toEqual({
      ok: true,
      value: { revoked: true, state: 'revoked', forgotten: { budgets: 0, pins: 0 } },
    });
    expect(calls).toEqual([
      ['useAccount', [KNOWN_KEY]],
      ['removeAccount', [KNOWN_KEY]],
    ]);
  });
});

describe('session:import-token validation', () => {
  const good = {
    baseUrl: 'https://app.rabbiit.com/api/v1',
    accountId: '124893893dd8',
    email: 'me@example.com',
    token: 'tok_abc123',
    userAgent: 'curl/8.5.0',
  };

  it.each([
    ['an http address', { ...good, baseUrl: 'http://app.rabbiit.com/api/v1' }],
    ['no token', { ...good, token: '  ' }],
    ['a token with a space', { ...good, token: 'tok_abc 123' }],
    ['no User-Agent', { ...good, userAgent: '' }],
    ['a User-Agent with a line break', { ...good, userAgent: 'curl/8\r\nX-Evil: 1' }],
    ['an extra field', { ...good, password: 'x' }],
  ])('refuses %s without calling the core, never echoing the token', async (_what, input) => {
    const { core, calls } = fakeCore();
    const result = await createHandlers(core)['session:import-token'](input);
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_input' } });
    expect(JSON.stringify(result)).not.toContain('tok_abc');
    expect(calls).toEqual([]);
  });

  it('passes a good request on to the core', async () => {
    const { core, calls } = fakeCore();
    const result = await createHandlers(core)['session:import-token']({ ...good, token: ' tok_abc123 ' });
    expect(result).toMatchObject({ ok: true });
    expect(calls).toEqual([['importToken', [good]]]);
  });
});

describe('reports:period validation', () => {
  const good = { period: 'last-cycle', grouping: 'customer', source: 'service' };

  it.each([
    ['a period the view does not offer', { ...good, period: 'year' }],
    ['a day grouping', { ...good, grouping: 'day' }],
    ['another source', { ...good, source: 'network' }],
    ['an extra field', { ...good, from: '2026-01-01' }],
    ['no request at all', undefined],
  ])('refuses %s without calling the core, in words', async (_what, request) => {
    const { core, calls } = fakeCore();
    const result = await createHandlers(core)['reports:period'](request as never);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: expect.stringMatching(/period|grouping/) },
    });
    expect(calls).toEqual([]);
  });

  it('passes a good request on to the core', async () => {
    const { core, calls } = fakeCore();
    expect(await createHandlers(core)['reports:period'](good as never)).toMatchObject({ ok: true });
    expect(calls).toEqual([['windowReport', [good]]]);
  });
});
