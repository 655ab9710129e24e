import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CoreError } from '../../src/main/core/core-error';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore, type SecretStore } from '../../src/main/core/vault';
import { makeProject } from '../support/project-fixture';
import { seedSettings, seedToken } from '../support/settings-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * `reload` and the refresh that starts with it: what another process (the CLI) changed in
 * the shared config folder and keychain shows up in the app. The shared keychain is one
 * in-memory store passed to both cores.
 */
let config: TempConfig;
let secrets: MemorySecretStore;
const cores: TimetrayCore[] = [];
beforeEach(async () => {
  config = await makeTempConfig();
  secrets = new MemorySecretStore();
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.close()));
  await config.cleanup();
});

async function open(store: SecretStore = secrets): Promise<TimetrayCore> {
  const core = await TimetrayCore.open({ configDir: config.dir, secrets: store });
  cores.push(core);
  return core;
}
const seed = (activeKey: string | null, ...keys: string[]) => seedSettings(config.dir, activeKey, ...keys);
const cacheOne = (key: string) =>
  new ProjectCache(config.dir).put(key, {
    projects: [makeProject({ id: 1 })],
    skipped: 0,
    fetchedAt: 'then',
  });

describe('TimetrayCore.reload', () => {
  it('picks up accounts and tokens another process added, and tells listeners', async () => {
    const core = await open();
    const seen: number[] = [];
    core.onChange((s) => seen.push(s.accounts.length));
    // What `timetray login` in another process leaves behind:
    await seed('cli', 'cli');
    await seedToken(secrets, 'cli');
    expect(core.snapshot().accounts).toEqual([]);
    await core.reload();
    expect(core.snapshot().session).toMatchObject({ status: 'signed_in', account: { key: 'cli' } });
    expect(seen).toEqual([1]);
  });

  it('after `timetray logout` elsewhere: signed out and its projects no longer shown', async () => {
    await seed('a', 'a');
    await seedToken(secrets, 'a');
    await cacheOne('a');
    const app = await open();
    expect(app.snapshot().projects).toHaveLength(1);
    const cli = await open();
    await cli.signOut('a');
    await app.reload();
    expect(app.snapshot().session).toEqual({ status: 'signed_out', reason: null });
    expect(app.snapshot().projects).toEqual([]);
  });

  it('costs no keychain read and no snapshot when settings.json did not change', async () => {
    await seed('a', 'a', 'b');
    await seedToken(secrets, 'a');
    let reads = 0;
    const counting: SecretStore = {
      get: (key) => ((reads += 1), secrets.get(key)),
      set: (key, value) => secrets.set(key, value),
      delete: (key) => secrets.delete(key),
    };
    const app = await open(counting);
    const seen: unknown[] = [];
    app.onChange((s) => seen.push(s));
    reads = 0;
    await app.reload();
    await app.reload();
    expect(reads).toBe(0);
    expect(seen).toEqual([]);
  });

  it('asks a keychain that was locked at start again, though settings.json did not change', async () => {
    await seed('a', 'a');
    await seedToken(secrets, 'a');
    let locked = true;
    const lockedAtStart: SecretStore = {
      get: (key) =>
        locked ? Promise.reject(new CoreError('keychain', 'The keychain is locked.')) : secrets.get(key),
      set: (key, value) => secrets.set(key, value),
      delete: (key) => secrets.delete(key),
    };
    const app = await open(lockedAtStart);
    expect(app.snapshot().session.status).toBe('signed_out');
    expect(app.snapshot().error).toMatchObject({ code: 'keychain' });
    locked = false; // the user unlocked it
    await app.reload();
    expect(app.snapshot().session).toMatchObject({ status: 'signed_in', account: { key: 'a' } });
    expect(app.snapshot().error).toBeNull();
  });
});

describe('TimetrayCore.refreshProjects after another process changed things', () => {
  it('acts on the account `timetray use` made active, not the one the app last knew', async () => {
    await seed('a', 'a', 'b');
    await seedToken(secrets, 'a');
    const app = await open();
    const cli = await open();
    await cli.useAccount('b'); // b has no token: the refresh must say so about b
    await expect(app.refreshProjects()).rejects.toMatchObject({ code: 'signed_out' });
    expect(app.snapshot().accounts.find((a) => a.active)?.key).toBe('b');
  });

  it('also when a reload for another reason runs at the same moment', async () => {
    await seed('a', 'a', 'b');
    await seedToken(secrets, 'a');
    const app = await open();
    await (await open()).useAccount('b');
    const [, refresh] = await Promise.allSettled([app.reload(), app.refreshProjects()]);
    expect(refresh).toMatchObject({ status: 'rejected', reason: { code: 'signed_out' } });
    expect(app.snapshot().accounts.find((a) => a.active)?.key).toBe('b');
  });
});
