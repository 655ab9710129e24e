import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { signInChanged } from '../../src/main/core/projects/project-service';
import type { TimetrayCore } from '../../src/main/core/timetray-core';
import { useCoreFixture } from '../support/core-fixture';

const fx = useCoreFixture();
const SIGNED_OUT_DURING = { code: 'signed_out', message: 'Signed out during the refresh.' };

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !test(); i += 1) await sleep(10);
  expect(test()).toBe(true);
}

const listAnswers = () =>
  fx.sb.log.filter((e) => e.method === 'GET' && e.path === '/api/v1/projects').map((e) => e.status);

async function signedInCore(): Promise<{ core: TimetrayCore; key: string }> {
  const core = await fx.open();
  const { key } = await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo, label: 'Demo' });
  await fx.tokenOf(key);
  fx.sb.clearLog();
  return { core, key };
}

describe('signing out while a refresh runs', () => {
  it('the refresh then gets a 401 from our own revoke: no "session ended", no projects come back', async () => {
    const { core, key } = await signedInCore();
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 1500 }, times: 1 });
    const refresh = core.refreshProjects().catch((e: unknown) => e);
    await sleep(300); // the request is waiting at the server with the old token
    expect(await core.signOut()).toEqual({ revoked: true, state: 'revoked' });
    expect(await refresh).toMatchObject(SIGNED_OUT_DURING);
    expect(listAnswers()).toEqual([401]); // the race really happened
    const snap = core.snapshot();
    expect(snap.session).toEqual({ status: 'signed_out', reason: null });
    expect(snap.error).toBeNull();
    expect(snap.projects).toEqual([]);
    expect(existsSync(new ProjectCache(fx.config.dir).fileOf(key))).toBe(false);
  });

  it('the refresh then gets its list (slowly): it is dropped, not cached, not shown', async () => {
    const { core, key } = await signedInCore();
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'drip', bytesPerTick: 256, tickMs: 25 }, times: 1 });
    const refresh = core.refreshProjects().catch((e: unknown) => e);
    await until(() => listAnswers().length === 1); // the answer (200) is on its way
    await core.signOut();
    expect(await refresh).toMatchObject(SIGNED_OUT_DURING);
    expect(listAnswers()).toEqual([200]);
    expect(core.snapshot().projects).toEqual([]);
    expect(core.snapshot().error).toBeNull();
    expect(existsSync(new ProjectCache(fx.config.dir).fileOf(key))).toBe(false);
    const again = await fx.open();
    expect(again.snapshot().projects).toEqual([]);
  });

  it('a customer rename answered after the sign-out is not written back either', async () => {
    const { core, key } = await signedInCore();
    const customerId = core.snapshot().projects.find((p) => p.customerId !== null)!.customerId!;
    fx.sb.faults.add({
      method: 'POST',
      path: /^\/customers\//,
      fault: { kind: 'latency', ms: 1500 },
      times: 1,
    });
    const rename = core.renameCustomer(customerId, 'Renamed Ltd').catch((e: unknown) => e);
    await sleep(300);
    await core.signOut();
    expect(await rename).toMatchObject(SIGNED_OUT_DURING);
    expect(core.snapshot().projects).toEqual([]);
    expect(core.snapshot().error).toBeNull();
    expect(existsSync(new ProjectCache(fx.config.dir).fileOf(key))).toBe(false);
  });
});

describe('signing out and straight back in while a refresh runs', () => {
  it("the new session gets its own refresh and its list, not the old session's failure", async () => {
    const { core, key } = await signedInCore();
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 1500 }, times: 1 });
    const old = core.refreshProjects().catch((e: unknown) => e);
    await sleep(300); // the old session's request waits at the server
    await core.signOut();
    await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo, label: 'Demo' });
    await fx.tokenOf(key);
    expect(await old).toMatchObject(SIGNED_OUT_DURING);
    const snap = core.snapshot();
    expect(snap.session).toMatchObject({ status: 'signed_in', account: { key } });
    expect(snap.projects).toHaveLength(24);
    expect(snap.error).toBeNull();
    expect(snap.refreshing).toBe(false);
    expect(existsSync(new ProjectCache(fx.config.dir).fileOf(key))).toBe(true);
  });
});

describe('quitting while a refresh runs', () => {
  it('close does not wait for a slow service, and the late answer is not cached', async () => {
    const { core, key } = await signedInCore();
    const file = new ProjectCache(fx.config.dir).fileOf(key);
    await rm(file); // whatever appears here now was written by the late answer
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 8000 }, times: 1 });
    const refresh = core.refreshProjects().catch((e: unknown) => e);
    await sleep(300); // the request waits at the server
    await core.close();
    expect(listAnswers()).toEqual([]); // closed before the service even answered
    expect(await refresh).toMatchObject({ code: 'signed_out' }); // the answer came and was dropped
    expect(listAnswers()).toEqual([200]);
    expect(existsSync(file)).toBe(false);
  }, 20_000);
});

describe('a 401 for an older token', () => {
  it('does not delete the token another process stored meanwhile; the refresh succeeds with it', async () => {
    const { core: app, key } = await signedInCore();
    const oldToken = await fx.tokenOf(key);
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 1500 }, times: 1 });
    const refresh = app.refreshProjects();
    await sleep(300); // the app's request with the old token waits at the server
    const cli = await fx.open(); // `timetray login` in another process: new token, old one revoked
    await cli.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
    const newToken = await fx.tokenOf(key);
    expect(newToken).not.toBe(oldToken);

    expect(await refresh).toHaveLength(24);
    expect(listAnswers()).toContain(401); // the old token was refused…
    expect(await fx.tokenOf(key)).toBe(newToken); // …and the new one survived it
    expect(app.snapshot().session.status).toBe('signed_in');
    expect(app.snapshot().error).toBeNull();
  });
});

describe('the token replaced twice during one refresh', () => {
  it('fails only that refresh: still signed in, no "session ended"', async () => {
    const { core, key } = await signedInCore();
    const replaceToken = async (token: string): Promise<void> => {
      const stored = JSON.parse((await fx.keychain.get(key))!) as { token: string };
      await fx.keychain.set(key, JSON.stringify({ ...stored, token }));
    };
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 1000 }, times: 2 });
    const refresh = core.refreshProjects().catch((e: unknown) => e);
    await sleep(300); // the first request waits at the server
    fx.sb.state.tokens.delete((await fx.tokenOf(key))!); // its token is refused…
    await replaceToken('second-token'); // …and another sign-in stored a new one
    await until(() => listAnswers().length === 1);
    await sleep(300); // the retry with the second token waits at the server
    await replaceToken('third-token'); // signed in once more meanwhile

    const error = await refresh;
    expect(listAnswers()).toEqual([401, 401]);
    expect(error).toMatchObject({ message: signInChanged() });
    const snap = core.snapshot();
    expect(snap.session).toMatchObject({ status: 'signed_in', account: { key } });
    expect(snap.error).toMatchObject({ message: signInChanged() });
    expect(snap.accounts.find((a) => a.key === key)?.signedIn).toBe(true);
    expect(await fx.tokenOf(key)).toBe('third-token'); // the newest token is kept
  });
});

describe('refreshes of two accounts at once', () => {
  it('the spinner and the error belong to the account on screen', async () => {
    const [demo, second] = fx.sb.users as [typeof fx.sb.demo, typeof fx.sb.demo];
    const core = await fx.open();
    const b = await core.signIn({ baseUrl: fx.sb.baseUrl, ...second });
    const a = await core.signIn({ baseUrl: fx.sb.baseUrl, ...demo });
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 600 }, times: 1 });
    const refreshA = core.refreshProjects().catch((e: unknown) => e);
    await until(() => core.snapshot().refreshing); // A's request is on its way
    fx.sb.state.tokens.delete((await fx.tokenOf(a.key))!); // revoked in the web app meanwhile
    await core.useAccount(b.key);
    fx.sb.faults.add({ path: '/projects', fault: { kind: 'latency', ms: 2500 }, times: 1 });
    const refreshB = core.refreshProjects();
    await until(() => core.snapshot().refreshing);

    expect(await refreshA).toMatchObject({ code: 'signed_out' }); // A ended while B still runs
    expect(core.snapshot().refreshing).toBe(true);
    expect(core.snapshot().error).toBeNull();
    expect(core.snapshot().session).toMatchObject({ status: 'signed_in', account: { key: b.key } });

    await refreshB;
    expect(core.snapshot().refreshing).toBe(false);
    expect(core.snapshot().accounts.map((x) => [x.key, x.signedIn])).toEqual([
      [b.key, true],
      [a.key, false],
    ]);
    await fx.tokenOf(b.key);
  });
});
