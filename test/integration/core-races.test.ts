import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
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
    expect(await core.signOut()).toEqual({ revoked: true });
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
