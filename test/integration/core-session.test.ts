import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { CoreError } from '../../src/main/core/core-error';
import { sessionEnded, TimetrayCore } from '../../src/main/core/timetray-core';
import { decodeSecret, type KeytarSecretStore } from '../../src/main/core/vault';
import { startSandbox, type Sandbox } from '../sandbox';
import { useCoreFixture } from '../support/core-fixture';
import type { TempConfig } from '../support/temp-config';

const fx = useCoreFixture();
let keychain: KeytarSecretStore;
let sb: Sandbox;
let config: TempConfig;
let core: TimetrayCore;

const open = () => fx.open();
const signInDemo = (c = core) => c.signIn({ baseUrl: sb.baseUrl, ...sb.demo, label: 'Demo' });
const tokenOf = (key: string) => fx.tokenOf(key);

beforeEach(async () => {
  ({ keychain, sb, config } = fx);
  core = await open();
});

describe('TimetrayCore against the sandbox and the real keychain', () => {
  it('signs in: token + User-Agent in the keychain, account saved and active, projects listed', async () => {
    const account = await signInDemo();
    expect(account).toMatchObject({
      label: 'Demo',
      email: sb.demo.email,
      accountId: sb.demo.accountId,
      signedIn: true,
      active: true,
    });
    const stored = decodeSecret(await keychain.get(account.key));
    expect(stored?.userAgent).toBe(PRODUCT_USER_AGENT);
    expect(stored?.token.length).toBeGreaterThan(0);
    await tokenOf(account.key);

    const snap = core.snapshot();
    expect(snap.session).toEqual({ status: 'signed_in', account });
    expect(snap.projects).toHaveLength(24);
    expect(snap.lastRefresh).not.toBeNull();
    expect(snap.refreshing).toBe(false);
    const auth = sb.log.find((e) => e.method === 'POST' && e.path.endsWith('/auth'));
    expect(auth?.headers['user-agent']).toBe(PRODUCT_USER_AGENT);

    const settings = JSON.parse(await readFile(`${config.dir}/settings.json`, 'utf8'));
    expect(settings).toMatchObject({ version: 1, activeKey: account.key });
  });

  it('starts again offline with the account signed in and the last known projects', async () => {
    await signInDemo();
    await core.close();
    await sb.close();
    core = await open();
    const snap = core.snapshot();
    expect(snap.session.status).toBe('signed_in');
    expect(snap.projects).toHaveLength(24);
    await expect(core.refreshProjects()).rejects.toBeInstanceOf(ApiError);
    expect(core.snapshot().error?.code).toBe('network');
    expect(core.snapshot().projects).toHaveLength(24);
    fx.sb = sb = await startSandbox({ projects: 24 }); // the fixture closes it
  });

  it('keeps two accounts apart and switches between them', async () => {
    const [demo, second] = sb.users as [typeof sb.demo, typeof sb.demo];
    const a = await core.signIn({ baseUrl: sb.baseUrl, ...demo });
    const demoNames = core.snapshot().projects.map((p) => p.name);
    const b = await core.signIn({ baseUrl: sb.baseUrl, ...second });
    const secondNames = core.snapshot().projects.map((p) => p.name);
    expect(a.key).not.toBe(b.key);
    expect(secondNames).not.toEqual(demoNames);
    const [ta, tb] = [await tokenOf(a.key), await tokenOf(b.key)];
    expect(ta).not.toBe(tb);
    expect(core.snapshot().accounts.map((x) => [x.key, x.active, x.signedIn])).toEqual([
      [a.key, false, true],
      [b.key, true, true],
    ]);

    await core.useAccount(a.key);
    expect(core.snapshot().projects.map((p) => p.name)).toEqual(demoNames); // from the cache, no call
    await core.refreshProjects();
    const lastList = sb.log.filter((e) => e.path.endsWith('/projects')).at(-1);
    expect(lastList?.headers.authorization).toBe(`Bearer ${ta}`);

    // Signing one out leaves the other untouched.
    await core.signOut(a.key);
    expect(await keychain.get(a.key)).toBeNull();
    expect(await tokenOf(b.key)).toBe(tb);
  });

  it('signs out: revokes at the server, deletes the token, keeps the account', async () => {
    const account = await signInDemo();
    const token = await tokenOf(account.key);
    expect(await core.signOut()).toEqual({ revoked: true, state: 'revoked' });
    const revoke = sb.log.find((e) => e.method === 'GET' && e.path === '/api/v1/auth/revoke');
    expect(revoke?.headers.authorization).toBe(`Bearer ${token}`);
    expect(await keychain.get(account.key)).toBeNull();
    const snap = core.snapshot();
    expect(snap.session).toEqual({ status: 'signed_out', reason: null });
    expect(snap.accounts).toEqual([{ ...account, signedIn: false }]);
    expect(snap.projects).toEqual([]);
    await expect(core.refreshProjects()).rejects.toMatchObject({ code: 'signed_out' });
  });

  it('signs out offline: revoked false, the token is gone locally', async () => {
    const account = await signInDemo();
    await tokenOf(account.key);
    await sb.close();
    expect(await core.signOut()).toEqual({ revoked: false, state: 'not_reached' });
    expect(await keychain.get(account.key)).toBeNull();
    expect(core.snapshot().session.status).toBe('signed_out');
    expect(core.snapshot().accounts).toHaveLength(1);
    fx.sb = sb = await startSandbox({ projects: 1 });
  });

  it('a 401 signs the account out with the reason, keeps settings and cache; sign-in restores', async () => {
    const account = await signInDemo();
    await tokenOf(account.key);
    sb.faults.add({
      path: '/projects',
      fault: { kind: 'status', status: 401, body: '{"message":"nope"}' },
      times: 1,
    });
    const error = await core.refreshProjects().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoreError);
    expect(error).toMatchObject({ code: 'signed_out', message: sessionEnded() });
    expect(await keychain.get(account.key)).toBeNull();
    let snap = core.snapshot();
    expect(snap.session).toEqual({ status: 'signed_out', reason: sessionEnded() });
    expect(snap.accounts[0]).toMatchObject({ key: account.key, signedIn: false });
    expect(snap.projects).toHaveLength(24);

    // The reason survives a restart; the cache too.
    await core.close();
    core = await open();
    snap = core.snapshot();
    expect(snap.session).toEqual({ status: 'signed_out', reason: sessionEnded() });
    expect(snap.projects).toHaveLength(24);

    await signInDemo();
    await tokenOf(account.key);
    expect(core.snapshot().session).toMatchObject({
      status: 'signed_in',
      account: { key: account.key, label: 'Demo' },
    });
  });

  it('a token idle for more than 30 days ends the session', async () => {
    const account = await signInDemo();
    await tokenOf(account.key);
    sb.clock.advance(31 * 24 * 3600 * 1000);
    await expect(core.refreshProjects()).rejects.toMatchObject({
      code: 'signed_out',
      message: sessionEnded(),
    });
    expect(await keychain.get(account.key)).toBeNull();
    expect(core.snapshot().projects).toHaveLength(24);
  });

  it('renames a customer at the service and in the cached projects', async () => {
    await signInDemo();
    const target = core.snapshot().projects.find((p) => p.customerId !== null)!;
    const result = await core.renameCustomer(target.customerId!, 'Renamed Ltd');
    expect(result).toEqual({ customerId: target.customerId, name: 'Renamed Ltd' });
    const mine = core.snapshot().projects.filter((p) => p.customerId === target.customerId);
    expect(mine.every((p) => p.customerName === 'Renamed Ltd')).toBe(true);
    await core.close();
    core = await open();
    expect(core.snapshot().projects.find((p) => p.id === target.id)?.customerName).toBe('Renamed Ltd');
  });

  it('imports a token with its own User-Agent and uses that one for every call', async () => {
    const userAgent = 'curl/8.5.0';
    const token = sb.issueToken({ userAgent });
    fx.remember(token);
    const account = await core.importToken({
      baseUrl: sb.baseUrl,
      accountId: sb.demo.accountId,
      email: sb.demo.email,
      token,
      userAgent,
    });
    expect(account.signedIn).toBe(true);
    expect(core.snapshot().projects).toHaveLength(24);
    const list = sb.log.filter((e) => e.path.endsWith('/projects'));
    expect(list.map((e) => e.headers['user-agent'])).toEqual([userAgent]);
  });

  it('refuses a label that cannot be shown before any token exists (sign-in and import alike)', async () => {
    for (const label of ['bad\u001b[31m', 'x'.repeat(101)]) {
      await expect(core.signIn({ baseUrl: sb.baseUrl, ...sb.demo, label })).rejects.toMatchObject({
        code: 'bad_input',
      });
      await expect(
        core.importToken({
          baseUrl: sb.baseUrl,
          accountId: sb.demo.accountId,
          email: sb.demo.email,
          token: 'tok',
          userAgent: 'curl/8',
          label,
        }),
      ).rejects.toMatchObject({ code: 'bad_input' });
    }
    expect(sb.log).toEqual([]); // nothing reached the service: no token was made or tried
    expect(core.snapshot().accounts).toEqual([]);
  });

  it('removes an account: revoked, forgotten, its cache deleted, the other becomes active', async () => {
    const [demo, second] = sb.users as [typeof sb.demo, typeof sb.demo];
    const a = await core.signIn({ baseUrl: sb.baseUrl, ...demo });
    const b = await core.signIn({ baseUrl: sb.baseUrl, ...second });
    await tokenOf(a.key);
    await tokenOf(b.key);
    expect(await core.removeAccount(b.key)).toEqual({
      forgotten: { budgets: 0, pins: 0 },
      revoked: true,
      state: 'revoked',
    });
    expect(await keychain.get(b.key)).toBeNull();
    const snap = core.snapshot();
    expect(snap.accounts.map((x) => x.key)).toEqual([a.key]);
    expect(snap.session).toMatchObject({ status: 'signed_in', account: { key: a.key } });
    await expect(core.useAccount(b.key)).rejects.toMatchObject({ code: 'bad_input' });
  });

  it('emits a snapshot on every change, with the refreshing flag around a refresh', async () => {
    await signInDemo();
    const seen: Array<{ refreshing: boolean; n: number }> = [];
    const off = core.onChange((s) => seen.push({ refreshing: s.refreshing, n: s.projects.length }));
    await core.refreshProjects();
    off();
    expect(seen).toEqual([
      { refreshing: true, n: 24 },
      { refreshing: false, n: 24 },
    ]);
  });
});
