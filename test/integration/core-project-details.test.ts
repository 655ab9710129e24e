import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionEnded, TimetrayCore } from '../../src/main/core/timetray-core';
import { m } from '../../src/main/core/i18n';
import { startSandbox } from '../sandbox';
import { useCoreFixture } from '../support/core-fixture';
import { listFiles } from '../support/temp-config';

/**
 * Project details (`GET /projects/<id>`) through the core: the real sandbox over TLS and the
 * real keychain (the fixture also checks that no token ever reaches the disk).
 */
const fx = useCoreFixture();
let core: TimetrayCore;

const signIn = (c = core) => c.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
const stored = () => fx.sb.state.projectsOf(fx.sb.demo.accountId);
const detailHits = () => fx.sb.log.filter((e) => e.method === 'GET' && /\/projects\/\d+$/.test(e.path));
const settingsOf = async () =>
  JSON.parse(await readFile(`${fx.config.dir}/settings.json`, 'utf8')) as {
    accounts: Array<{ recent?: number[] }>;
  };

beforeEach(async () => {
  core = await fx.open();
});

describe('project details', () => {
  it('come from GET /projects/<id> with the totals the list lacks, cached with their fetch time', async () => {
    const { key } = await signIn();
    await fx.tokenOf(key); // scanned for on disk after the test, though this sandbox closes
    const target = stored().find((p) => p.timeTotalSeconds > 0)!;
    // The faithful list has no totals: nothing is known before the details are fetched.
    expect(core.snapshot().projects.find((p) => p.id === target.id)?.timeTotalSeconds).toBeNull();
    expect(await core.cachedProject(target.id)).toBeNull();

    const before = Date.now();
    const details = await core.getProject(target.id);
    expect(details.project).toMatchObject({
      id: target.id,
      timeTotalSeconds: target.timeTotalSeconds,
      totalMembers: target.totalMembers,
    });
    expect(Date.parse(details.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(core.snapshot().totals[target.id]).toEqual({
      timeTotalSeconds: target.timeTotalSeconds,
      valueTotal: details.project.valueTotal,
      fetchedAt: details.fetchedAt,
    });
    expect(await core.cachedProject(target.id)).toEqual(details);

    // A new process (the next start, offline) opens it at once from the cache.
    await fx.sb.close();
    const next = await fx.open();
    expect(await next.cachedProject(target.id)).toEqual(details);
    expect(next.snapshot().totals[target.id]?.timeTotalSeconds).toBe(target.timeTotalSeconds);
    const files = await listFiles(fx.config.dir);
    expect(files.filter((f) => f.endsWith('.details.json'))).toHaveLength(1);
    fx.sb = await startSandbox({ projects: 24, certDir: fx.certs.dir }); // for the fixture's cleanup
  });

  it('record the last 5 opened projects per account, newest first, in settings.json', async () => {
    await signIn();
    const ids = stored()
      .slice(0, 7)
      .map((p) => p.id);
    for (const id of ids) await core.getProject(id);
    await core.getProject(ids[2]!); // opened again: first, not twice
    const expected = [ids[2], ids[6], ids[5], ids[4], ids[3]];
    expect(core.snapshot().recent).toEqual(expected);
    expect((await settingsOf()).accounts[0]?.recent).toEqual(expected);
    // Another process (the CLI, the next start) reads the same.
    expect((await fx.open()).snapshot().recent).toEqual(expected);
  });

  it('say a project the service no longer has is gone, and drop it from the list and the caches', async () => {
    await signIn();
    const [gone, kept] = stored();
    await core.getProject(gone!.id);
    await core.getProject(kept!.id);
    fx.sb.state.projects.delete(gone!.id);

    await expect(core.getProject(gone!.id)).rejects.toMatchObject({
      code: 'not_found',
      message: m.core_project_gone(),
    });
    const snapshot = core.snapshot();
    expect(snapshot.projects.map((p) => p.id)).not.toContain(gone!.id);
    expect(snapshot.projects.map((p) => p.id)).toContain(kept!.id);
    expect(snapshot.totals[gone!.id]).toBeUndefined();
    expect(snapshot.recent).toEqual([kept!.id]);
    // The banner stays for failures of the whole list: the details view says this one itself.
    expect(snapshot.error).toBeNull();
    expect(await core.cachedProject(gone!.id)).toBeNull();
    // The list cache too: the next start does not bring it back.
    const next = await fx.open();
    expect(next.snapshot().projects.map((p) => p.id)).not.toContain(gone!.id);
    expect(await next.cachedProject(gone!.id)).toBeNull();
  });

  it('end the session on a refused token, through the same path as the list', async () => {
    const { key } = await signIn();
    fx.sb.state.tokens.delete((await fx.tokenOf(key))!);
    await expect(core.getProject(stored()[0]!.id)).rejects.toMatchObject({
      code: 'signed_out',
      message: sessionEnded(),
    });
    expect(core.snapshot().session).toEqual({ status: 'signed_out', reason: sessionEnded() });
    expect(await fx.keychain.get(key)).toBeNull();
  });

  it('are deleted with the account’s cache on sign-out, and an answer arriving after it is dropped', async () => {
    await signIn();
    const [a, b] = stored();
    await core.getProject(a!.id);
    fx.sb.faults.add({ path: `/projects/${b!.id}`, fault: { kind: 'latency', ms: 800 } });
    const late = core.getProject(b!.id).catch((error: unknown) => error);
    await expect.poll(() => fx.sb.state.concurrency.now).toBeGreaterThan(0);
    await core.signOut();
    expect(await late).toMatchObject({ code: 'signed_out' });
    await new Promise((resolve) => setTimeout(resolve, 100)); // any write would have landed
    expect((await listFiles(fx.config.dir)).filter((f) => f.includes('/cache/'))).toEqual([]);
    expect(core.snapshot().totals).toEqual({});
    expect((await settingsOf()).accounts[0]?.recent).toEqual([a!.id]);
  });
});

describe('totals for the rows in view', () => {
  beforeEach(async () => {
    await fx.sb.close();
    fx.sb = await startSandbox({ projects: 400, certDir: fx.certs.dir });
    await signIn();
    fx.sb.clearLog();
  });

  const waitForTotals = (ids: number[]) =>
    expect
      .poll(() => ids.filter((id) => core.snapshot().totals[id]).length, { timeout: 15_000 })
      .toBe(ids.length);

  it('are fetched at most 3 at a time and published in batches, not one snapshot per project', async () => {
    fx.sb.faults.add({ path: /^\/projects\/\d+$/, fault: { kind: 'latency', ms: 30 } });
    const ids = core
      .snapshot()
      .projects.slice(0, 60)
      .map((p) => p.id);
    let emits = 0;
    const stop = core.onChange(() => void emits++);
    fx.sb.state.concurrency.peak = 0;
    core.wantTotals(ids);
    await waitForTotals(ids);
    stop();
    expect(fx.sb.state.concurrency.peak).toBeLessThanOrEqual(3);
    expect(detailHits()).toHaveLength(60);
    expect(emits).toBeLessThan(60 / 3);
    for (const id of ids) {
      expect(core.snapshot().totals[id]?.timeTotalSeconds).toBe(
        fx.sb.state.projects.get(id)!.timeTotalSeconds,
      );
    }
  });

  it('skip what is known since the last list refresh; a newer call replaces rows no longer in view', async () => {
    const projects = core.snapshot().projects;
    const first = projects.slice(0, 6).map((p) => p.id);
    core.wantTotals(first);
    await waitForTotals(first);
    fx.sb.clearLog();
    core.wantTotals(first); // all current: no request
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(detailHits()).toEqual([]);

    // Scrolled on quickly: the earlier view's queued rows are not fetched.
    fx.sb.faults.add({ path: /^\/projects\/\d+$/, fault: { kind: 'latency', ms: 200 } });
    const scrolledPast = projects.slice(100, 130).map((p) => p.id);
    const nowInView = projects.slice(300, 305).map((p) => p.id);
    core.wantTotals(scrolledPast);
    core.wantTotals(nowInView);
    await waitForTotals(nowInView);
    await expect.poll(() => fx.sb.state.concurrency.now).toBe(0);
    const fetched = new Set(detailHits().map((e) => Number(e.path.split('/').pop())));
    expect(scrolledPast.filter((id) => fetched.has(id)).length).toBeLessThanOrEqual(3); // already running
    expect(nowInView.every((id) => fetched.has(id))).toBe(true);

    // After a list refresh the totals are older than the list: fetched again when in view.
    await core.refreshProjects();
    fx.sb.clearLog();
    core.wantTotals(first);
    await expect.poll(() => detailHits().length).toBe(first.length);
  });

  it('stop when the service cannot be reached, instead of trying every row in view', async () => {
    fx.sb.faults.add({ path: /^\/projects\/\d+$/, fault: { kind: 'reset' } });
    const ids = core
      .snapshot()
      .projects.slice(0, 30)
      .map((p) => p.id);
    core.wantTotals(ids);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // retries back off
    await expect.poll(() => fx.sb.state.concurrency.now).toBe(0);
    // The 3 running requests (each with the client's 2 retries), not 30 (or 90).
    expect(detailHits().length).toBeLessThanOrEqual(3 * 3);
    expect(core.snapshot().totals).toEqual({});
    expect(core.snapshot().error).toBeNull(); // the list is fine; only totals are missing
  });

  it('are ignored for ids that are not in the list (nothing is asked of the service)', async () => {
    core.wantTotals([999_999, 123_456]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(detailHits()).toEqual([]);
  });
});

describe('totals refreshed with the list', () => {
  it('re-fetch the recent projects and the tray’s first groups only: a bounded number of requests', async () => {
    await fx.sb.close();
    fx.sb = await startSandbox({ projects: 3000, customers: 40, certDir: fx.certs.dir });
    const app = await TimetrayCore.open({
      configDir: fx.config.dir,
      caFile: fx.sb.caFile,
      prefetchTotals: true,
    });
    fx.cores.push(app);
    await signIn(app); // the sign-in's own refresh fetches the tray's first 50
    await expect.poll(() => Object.keys(app.snapshot().totals).length, { timeout: 15_000 }).toBe(50);
    const recentId = app.snapshot().projects.at(-1)!.id;
    await app.getProject(recentId);
    await expect.poll(() => fx.sb.state.concurrency.now).toBe(0);
    fx.sb.clearLog();
    fx.sb.state.concurrency.peak = 0;
    await app.refreshProjects();
    // Everything known is now older than the list: the same bounded set is fetched again.
    await expect.poll(() => detailHits().length, { timeout: 15_000 }).toBe(51);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 50 from the tray's first groups plus the one recent project, never thousands.
    expect(detailHits()).toHaveLength(51);
    expect(fx.sb.state.concurrency.peak).toBeLessThanOrEqual(3);
    expect(detailHits().some((e) => e.path.endsWith(`/${recentId}`))).toBe(true);
  });
});
