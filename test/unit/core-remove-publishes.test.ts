import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { seedSettings, seedToken } from '../support/settings-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * A removal whose settings cannot be saved fails (the account stays listed), but its token is
 * gone: the window and the tray must say signed out at once, not at some later snapshot.
 */
let config: TempConfig;
beforeEach(async () => {
  config = await makeTempConfig();
  speak('en');
});
afterEach(() => config.cleanup());

it('a failed removal publishes that the account is signed out (its token is gone)', async () => {
  const secrets = new MemorySecretStore();
  await seedSettings(config.dir, 'a', 'a', 'b');
  await seedToken(secrets, 'a');
  await seedToken(secrets, 'b');
  const core = await TimetrayCore.open({ configDir: config.dir, secrets });
  const signedIn = () => core.snapshot().accounts.map((a) => [a.key, a.signedIn]);
  expect(signedIn()).toEqual([
    ['a', true],
    ['b', true],
  ]);
  const heard: string[] = [];
  core.onChange((s) => heard.push(s.accounts.map((a) => `${a.key}:${a.signedIn}`).join()));
  // settings.json becomes a folder: it can no longer be saved.
  const file = join(config.dir, 'settings.json');
  await rm(file);
  await mkdir(file);
  await expect(core.removeAccount('b')).rejects.toThrow(/still listed/);
  expect(await secrets.get('b')).toBeNull();
  expect(signedIn()).toEqual([
    ['a', true],
    ['b', false],
  ]);
  expect(heard).toEqual(['a:true,b:false']);
  await core.close();
});
