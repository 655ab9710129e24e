import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { SnapshotPusher } from '../../src/main/app/ipc/snapshot-push';
import { toWindowSnapshot as win } from '../../src/main/app/ipc/window-snapshot';
import type { AppSnapshot } from '../../src/shared/types';
import { startSandbox, type Sandbox } from '../sandbox';

/**
 * What crosses IPC per refresh, measured on the real core and sandbox with 10,000 projects:
 * every snapshot the core emits, as `register.ts` would push it.
 */
let sandbox: Sandbox;
let configDir: string;
let core: TimetrayCore;

beforeEach(async () => {
  sandbox = await startSandbox({ projects: 10_000 });
  configDir = await mkdtemp(join(tmpdir(), 'timetray-push-'));
  core = await TimetrayCore.open({ configDir, caFile: sandbox.caFile, secrets: new MemorySecretStore() });
  await core.signIn({ ...sandbox.demo, baseUrl: sandbox.baseUrl });
});

afterEach(async () => {
  await core.close();
  await sandbox.close();
  await rm(configDir, { recursive: true, force: true });
});

/** Records every snapshot during `run`, as pushed (filtered) and as it was before (whole). */
async function measure(run: () => Promise<unknown>) {
  const pusher = new SnapshotPusher();
  const target = {};
  const snapshots: AppSnapshot[] = [];
  pusher.delivered(win(core.snapshot()), target); // the window has asked for state: it has the list
  const stop = core.onChange((snapshot) => snapshots.push(snapshot));
  await run();
  stop();
  const pushed = snapshots.map((s) => pusher.next(win(s), target));
  const bytes = (values: unknown[]) => values.reduce<number>((n, v) => n + JSON.stringify(v).length, 0);
  return {
    pushes: snapshots.length,
    withList: pushed.filter((p) => 'projects' in p).length,
    wholeBytes: bytes(snapshots.map(win)),
    pushedBytes: bytes(pushed),
  };
}

describe('snapshot pushes', () => {
  it('carry the 10,000-project list once per refresh, not with every snapshot', async () => {
    // What main does on its timer: pick up CLI changes, then refresh.
    const result = await measure(async () => {
      await core.reload();
      await core.refreshProjects();
    });
    console.info('[measure] refresh with 10,000 projects:', result);
    expect(result.pushes).toBeGreaterThanOrEqual(2);
    expect(result.withList).toBe(1);
    // Every other push is a few hundred bytes of flags, not megabytes of projects.
    const listBytes = result.wholeBytes / result.pushes;
    expect(result.pushedBytes - listBytes).toBeLessThan(2_000 * (result.pushes - 1));
  });

  it('still send the list when it changed (rename) and to a new window', async () => {
    const customerId = core.snapshot().projects.find((p) => p.customerId !== null)!.customerId!;
    const renamed = await measure(() => core.renameCustomer(customerId, 'Renamed Ltd'));
    expect(renamed.withList).toBeGreaterThanOrEqual(1);

    const pusher = new SnapshotPusher();
    const snapshot = win(core.snapshot());
    pusher.delivered(snapshot, 'window 1');
    expect('projects' in pusher.next(snapshot, 'window 1')).toBe(false);
    expect(pusher.next(snapshot, 'window 2').projects).toBe(snapshot.projects);
  });

  it('keep sending the list until the page has asked for state, and again after it reloads', () => {
    // main: panel.ensure() starts loading, refresh() pushes while nobody listens yet.
    const pusher = new SnapshotPusher();
    const snapshot = win(core.snapshot());
    expect(pusher.next(snapshot, 'window').projects).toBe(snapshot.projects);
    // A later push, still before the page's getState answer, must not count on the first.
    expect(pusher.next({ ...snapshot }, 'window').projects).toBe(snapshot.projects);
    pusher.delivered(snapshot, 'window');
    expect('projects' in pusher.next({ ...snapshot }, 'window')).toBe(false);

    // A reload in the same webContents: the new page has no list until it asks again.
    pusher.forget('window');
    expect(pusher.next({ ...snapshot }, 'window').projects).toBe(snapshot.projects);
    expect(pusher.next({ ...snapshot }, 'window').projects).toBe(snapshot.projects);
    pusher.delivered(snapshot, 'window');
    expect('projects' in pusher.next({ ...snapshot }, 'window')).toBe(false);
  });

  it('do not count an answer the page asked for before it reloaded', () => {
    const pusher = new SnapshotPusher();
    const snapshot = win(core.snapshot());
    const askedAt = pusher.loads; // the old page asks for state…
    pusher.forget('window'); // …and reloads before the answer arrives
    pusher.delivered(snapshot, 'window', askedAt);
    expect(pusher.next({ ...snapshot }, 'window').projects).toBe(snapshot.projects);
  });

  it('owe a page that got only a first screen the whole list, in the next push, once', () => {
    const pusher = new SnapshotPusher();
    const snapshot = win(core.snapshot());
    pusher.delivered(
      { ...snapshot, projects: snapshot.projects.slice(0, 3), firstScreenOnly: true },
      'window',
    );
    expect(pusher.owesList('window')).toBe(true);
    expect(pusher.next(snapshot, 'window').projects).toBe(snapshot.projects);
    expect(pusher.owesList('window')).toBe(false);
    expect('projects' in pusher.next({ ...snapshot }, 'window')).toBe(false);
  });
});
