import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox';
import { ROOT } from '../support/run-probe';
import { BUILT_CLI, buildCli, runCli } from '../support/run-cli';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * An installed CLI whose keytar native addon is damaged (as after an Electron/Node upgrade
 * without a rebuild): help and local commands still work, and every keychain need fails
 * with the cause and the fix, never a crash and never a file fallback.
 */
const install = join(ROOT, 'test-results/broken-keytar-install');
let sb: Sandbox;
let config: TempConfig;

beforeAll(async () => {
  buildCli();
  rmSync(install, { recursive: true, force: true });
  cpSync(join(BUILT_CLI, '..'), join(install, 'main'), { recursive: true });
  const modules = join(install, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const dep of ['undici', 'zod']) symlinkSync(join(ROOT, 'node_modules', dep), join(modules, dep));
  cpSync(join(ROOT, 'node_modules/keytar'), join(modules, 'keytar'), { recursive: true });
  writeFileSync(join(modules, 'keytar/build/Release/keytar.node'), Buffer.alloc(4096, 0x41));
  sb = await startSandbox({ projects: 3 });
  config = await makeTempConfig();
});

afterAll(async () => {
  await sb.close();
  await config.cleanup();
  rmSync(install, { recursive: true, force: true });
});

const cli = (args: string[], input?: string) =>
  runCli(args, {
    entry: [join(install, 'main/cli.js')],
    env: { ...process.env, TIMETRAY_CONFIG_DIR: config.dir },
    ...(input === undefined ? {} : { input }),
  });

describe('the CLI with a broken keytar', () => {
  it('still prints help and answers local commands', async () => {
    expect((await cli(['--help'])).code).toBe(0);
    const status = await cli(['status', '--json']);
    expect(status.code).toBe(3);
    expect(JSON.parse(status.stdout)).toMatchObject({ signedIn: false, account: null });
  });

  it('login fails with the cause and the fix, and leaves no live token at the service', async () => {
    const run = await cli(
      [
        'login',
        '--base-url',
        sb.baseUrl,
        '--email',
        sb.demo.email,
        '--account',
        sb.demo.accountId,
        '--password-stdin',
        '--ca-file',
        sb.caFile,
      ],
      `${sb.demo.password}\n`,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^timetray: The keychain module \(keytar\) cannot be used: its native part .*npm run rebuild:keytar/,
    );
    expect(sb.state.tokens.size).toBe(0);
    expect((await cli(['accounts', '--json'])).stdout).toContain('"accounts": []');
  });
});
