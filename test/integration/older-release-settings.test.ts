import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySettings, SettingsStore } from '../../src/main/core/settings/settings-store';
import { inEnglish } from '../support/run-cli';
import { runProcess } from '../support/run-process';
import { ROOT } from '../support/run-probe';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * Issue 34: an older Timetray reading the new settings.json must not destroy the new budgets.
 * The previous release's own CLI (its sources at the last commit before settings version 2,
 * from this repository's history, run with this checkout's packages) against files this
 * build wrote: with a period budget (version 2) it refuses to save and leaves the file as it
 * was; without one (version 1) it reads and saves it as before.
 */
const PREVIOUS = 'f2a3382';
const inHistory = spawnSync('git', ['cat-file', '-e', `${PREVIOUS}^{commit}`], { cwd: ROOT }).status === 0;
if (!inHistory) console.log(`skip: commit ${PREVIOUS} is not in this checkout's history (a shallow clone)`);

let previous: string;
let config: TempConfig;
beforeAll(async () => {
  if (!inHistory) return;
  previous = await mkdtemp(join(tmpdir(), 'timetray-previous-'));
  const files = spawnSync(
    'git',
    ['archive', PREVIOUS, 'src', 'package.json', 'tsconfig.json', 'tsconfig.node.json'],
    {
      cwd: ROOT,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  expect(files.status).toBe(0);
  expect(spawnSync('tar', ['-x', '-C', previous], { input: files.stdout }).status).toBe(0);
  await symlink(join(ROOT, 'node_modules'), join(previous, 'node_modules'));
  config = await makeTempConfig();
});
afterAll(async () => {
  if (previous) await rm(previous, { recursive: true, force: true });
  await config?.cleanup();
});

const olderCli = (args: string[]) =>
  runProcess(process.execPath, ['--import', 'tsx', join(previous, 'src/main/cli.ts'), ...args], {
    cwd: previous,
    env: inEnglish({
      ...process.env,
      TIMETRAY_CONFIG_DIR: config.dir,
      DBUS_SESSION_BUS_ADDRESS: 'disabled:',
    }),
  });

const account = {
  key: 'https://x.test/api/v1|abc|a@x.test',
  label: 'Work',
  baseUrl: 'https://x.test/api/v1',
  accountId: 'abc',
  email: 'a@x.test',
  signedOutReason: null,
};

describe.skipIf(!inHistory)(`the previous release (${PREVIOUS}) and this build's settings.json`, () => {
  it(
    'a file with a retainer (version 2): refused as a newer one, and left byte for byte as it was',
    { timeout: 60_000 },
    async () => {
      const store = new SettingsStore(config.dir);
      await store.save({
        ...emptySettings(),
        accounts: [{ ...account, periodBudgets: { 'customer:3': { hours: 40, value: null, per: 'cycle' } } }],
        activeKey: account.key,
      });
      const before = await readFile(store.file, 'utf8');
      expect(JSON.parse(before)).toMatchObject({ version: 2 });
      for (const args of [
        ['config', 'set', 'hideMoney', 'true'],
        ['budget', '7', '--hours', '10'],
        ['pin', '7'],
      ]) {
        const run = await olderCli(args);
        expect([run.code, args.join(' ')]).toEqual([1, args.join(' ')]);
        expect(run.stderr).toMatch(/written by a newer Timetray/);
      }
      expect(await readFile(store.file, 'utf8')).toBe(before);
      // And this build still has the retainer.
      expect((await store.load()).settings.accounts[0]!.periodBudgets).toEqual({
        'customer:3': { hours: 40, value: null, per: 'cycle' },
      });
    },
  );

  it(
    'a file without one (version 1): the previous release reads it and saves it as before',
    { timeout: 60_000 },
    async () => {
      const store = new SettingsStore(config.dir);
      await store.update((s) => void (s.accounts[0]!.periodBudgets = {}));
      expect(JSON.parse(await readFile(store.file, 'utf8'))).toMatchObject({ version: 1 });
      const run = await olderCli(['config', 'set', 'hideMoney', 'true']);
      expect([run.code, run.stderr]).toEqual([0, '']);
      const read = (await store.load()).settings;
      expect(read.preferences.hideMoney).toBe(true);
      expect(read.accounts.map((a) => a.key)).toEqual([account.key]);
    },
  );
});
