import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsStore } from '../../src/main/core/settings/settings-store';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { seedSettings, seedToken } from '../support/settings-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * Issue #16, defects 2 and 6 in the core (what the window shows): a settings file that
 * cannot be read is not "corrupt", and a sign-out that went through is not a failure because
 * a cache file could not be deleted. Run as root, so the faults are ones root meets too: a
 * folder where a file belongs (EISDIR) and a read-only mount (EROFS). The permission cases
 * (EACCES as an ordinary user) are in test/integration/cli-file-faults.test.ts.
 */
let config: TempConfig;
let secrets: MemorySecretStore;
let settingsFile: string;
beforeEach(async () => {
  config = await makeTempConfig();
  secrets = new MemorySecretStore();
  settingsFile = join(config.dir, 'settings.json');
});
afterEach(() => config.cleanup());

const open = () => TimetrayCore.open({ configDir: config.dir, secrets });
const isDirSentence = (file: string) =>
  `Could not read ${file} (EISDIR): it is a folder where Timetray keeps a file. Move it away (mv "${file}" "${file}.bak"), then try again.`;

describe('TimetrayCore with a settings file it cannot read', () => {
  it('shows the cause and the fix, moves nothing, saves nothing, revokes no pending token; recovers once fixed', async () => {
    await mkdir(settingsFile);
    // A sign-in of another process that died: reconciling now would revoke a token whose
    // account may well be listed in the unreadable file.
    const hash = createHash('sha256').update('k1').digest('hex').slice(0, 32);
    await mkdir(join(config.dir, 'pending'));
    await writeFile(
      join(config.dir, 'pending', `${hash}.${2 ** 22 + 17}.json`),
      JSON.stringify({ key: 'k1', baseUrl: 'https://127.0.0.1:9/api/v1' }),
    );
    await seedToken(secrets, 'k1');
    const core = await open();
    const sentence = isDirSentence(settingsFile);
    expect(await core.unreadableSettings()).toBe(sentence);
    expect(core.snapshot().error).toEqual({ code: 'settings', message: sentence });
    await expect(core.changePreference({ key: 'hideMoney', value: true })).rejects.toThrow(sentence);
    // Refused before any token exists (the address is never called).
    await expect(
      core.signIn({
        baseUrl: 'https://127.0.0.1:9/api/v1',
        email: 'a@x.test',
        accountId: 'a',
        password: 'p',
      }),
    ).rejects.toThrow(sentence);
    expect(await readdir(config.dir)).toEqual(['pending', 'settings.json']); // nothing moved aside
    expect(await secrets.get('k1')).not.toBeNull(); // the pending token was left alone

    await rm(settingsFile, { recursive: true });
    await seedSettings(config.dir, 'k1', 'k1');
    await core.reload();
    expect(await core.unreadableSettings()).toBeNull();
    expect(core.snapshot().error).toBeNull();
    expect(core.snapshot().accounts.map((a) => [a.key, a.signedIn])).toEqual([['k1', true]]);
    await core.close();
  });

  it('shows a cache file it cannot read, naming it and the fix, without failing the start', async () => {
    await seedSettings(config.dir, 'a', 'a');
    const cacheFile = new ProjectCache(config.dir).fileOf('a');
    await mkdir(cacheFile, { recursive: true });
    const core = await open();
    expect(core.snapshot().error).toEqual({ code: 'settings', message: isDirSentence(cacheFile) });
    expect(core.snapshot().accounts.map((a) => a.key)).toEqual(['a']);
    await core.close();
  });
});

/** A read-only bind mount of `dir` (EROFS even for root); null when mounting is not allowed here. */
function readOnly(dir: string): (() => void) | null {
  const bind = spawnSync('mount', ['--bind', dir, dir]);
  if (bind.status !== 0) return null;
  if (spawnSync('mount', ['-o', 'remount,bind,ro', dir]).status !== 0) {
    spawnSync('umount', [dir]);
    return null;
  }
  return () => void spawnSync('umount', [dir]);
}

describe('signing out with a cache folder that refuses changes', () => {
  const probe = spawnSync('mount', ['--bind', '/tmp', '/tmp']).status === 0;
  if (probe) spawnSync('umount', ['/tmp']);

  it.skipIf(!probe)(
    `signs out and removes all the same, and warns which saved list stayed${probe ? '' : ' — skipped: bind mounts are not allowed here'}`,
    async () => {
      await seedSettings(config.dir, 'a', 'a', 'b');
      const cache = new ProjectCache(config.dir);
      const entry = { projects: [], skipped: 0, fetchedAt: new Date().toISOString() };
      await cache.put('a', entry);
      await cache.put('b', entry);
      const cacheDir = dirname(cache.fileOf('a'));
      const unmount = readOnly(cacheDir)!;
      try {
        const core = await open();
        const stayed = (key: string) =>
          `Signed out. Left behind on this computer: the saved project list (Could not delete ${cache.fileOf(key)} (EROFS): the file system holding ${cacheDir} is read-only. Remount it read-write, or point TIMETRAY_CONFIG_DIR at a writable folder.)`;
        expect(await core.signOut('a')).toEqual({
          revoked: false,
          state: 'not_signed_in',
          warning: stayed('a'),
        });
        expect(core.snapshot().error).toEqual({ code: 'settings', message: stayed('a') });
        expect(await core.removeAccount('b')).toEqual({
          revoked: false,
          state: 'not_signed_in',
          warning: stayed('b'),
          forgotten: { budgets: 0, pins: 0 },
        });
        const saved = (await new SettingsStore(config.dir).load()).settings;
        expect(saved.accounts.map((a) => a.key)).toEqual(['a']); // the removal went through
        await core.close();
      } finally {
        unmount();
      }
    },
  );
});
