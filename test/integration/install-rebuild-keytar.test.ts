import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/run-probe';
import { BUILT_CLI, buildCli, runCli } from '../support/run-cli';
import { runProcess } from '../support/run-process';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * A checkout whose keytar never built, as npm 12 leaves one when allowScripts does not name
 * it (issue 39): the install check that ends bootstrap.sh fails naming keytar and the fix,
 * the doctor gives that fix, and the fix, run exactly as the doctor writes it, rebuilds
 * keytar so that the doctor's keychain check passes. A copy of the checkout's own
 * package.json (its allowScripts and scripts), scripts and built CLI, with a copy of keytar
 * whose build is removed; the rest of node_modules is linked.
 */
const checkout = join(ROOT, 'test-results/unbuilt-keytar-checkout');
let config: TempConfig;

beforeAll(async () => {
  buildCli();
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(join(checkout, 'node_modules'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(checkout, 'package.json'));
  for (const file of ['native-modules.mjs', 'rebuild-keytar.mjs'])
    cpSync(join(ROOT, 'scripts', file), join(checkout, 'scripts', file));
  cpSync(join(BUILT_CLI, '..'), join(checkout, 'out/main'), { recursive: true });
  for (const dep of ['undici', 'zod', 'node-addon-api', 'rolldown', '@rolldown', 'esbuild', '@esbuild'])
    symlinkSync(join(ROOT, 'node_modules', dep), join(checkout, 'node_modules', dep));
  cpSync(join(ROOT, 'node_modules/keytar'), join(checkout, 'node_modules/keytar'), {
    recursive: true,
    filter: (source) => !source.includes(join('keytar', 'build')),
  });
  config = await makeTempConfig();
}, 180_000);

afterAll(async () => {
  await config.cleanup();
  rmSync(checkout, { recursive: true, force: true });
});

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  found: string;
  fix: string | null;
}

async function keychainCheck(): Promise<Check> {
  const run = await runCli(['doctor', '--json'], {
    entry: [join(checkout, 'out/main/cli.js')],
    env: { ...process.env, TIMETRAY_CONFIG_DIR: config.dir, LC_ALL: 'C' },
  });
  const checks = (JSON.parse(run.stdout) as { checks: Check[] }).checks;
  return checks.find((c) => c.id === 'keychain')!;
}

describe('a checkout whose keytar did not build', () => {
  it('fails the install check with a sentence naming keytar and the command that fixes it', async () => {
    const run = await runProcess(process.execPath, [
      join(checkout, 'scripts/native-modules.mjs'),
      'check',
      checkout,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Timetray's install is incomplete: keytar \(the keychain\) does not load \(Cannot find module '\.\.\/build\/Release\/keytar\.node'\)\. To fix it, run `npm run rebuild:keytar`/,
    );
    // Only keytar: the rest of the install is whole.
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it("gets the rebuild from the doctor, and the doctor's keychain check passes once it is run", async () => {
    const before = await keychainCheck();
    expect(before.status).toBe('fail');
    expect(before.found).toMatch(/keychain module \(keytar\) cannot be used: it is not installed/);
    const command = /`(npm run rebuild:keytar)`/.exec(before.fix ?? '')?.[1];
    expect(command, before.fix ?? '').toBe('npm run rebuild:keytar');

    // Followed literally, in the checkout, by whichever npm this machine has (npm 12 in CI).
    const [npm, ...args] = command!.split(' ');
    const rebuild = await runProcess(npm!, args, { cwd: checkout });
    expect(rebuild.stdout + rebuild.stderr).toMatch(/keytar rebuilt for Node .*, and it loads\./);
    expect(rebuild.code).toBe(0);

    const after = await keychainCheck();
    expect(after).toMatchObject({ status: 'ok', fix: null });
    expect(after.found).toMatch(/Secret Service/);
  }, 180_000);
});
