import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { decodeSecret, type KeytarSecretStore } from '../../src/main/core/vault';
import { startSandbox, type Sandbox, type SandboxUser } from '../sandbox';
import { requireKeyring } from './keyring';
import { accountArgs, sandboxLoginArgs } from './login-args';
import { BUILT_CLI, buildCli, inEnglish, runCli, type CliRun } from './run-cli';
import { runProcess } from './run-process';
import { filesContaining, makeTempConfig, type TempConfig } from './temp-config';

/** What a CLI end-to-end test works with; fresh sandbox and config folder per test. */
export interface CliFixture {
  readonly sb: Sandbox;
  readonly config: TempConfig;
  readonly keychain: KeytarSecretStore;
  /** First line of the built CLI. */
  readonly firstLine: string;
  /** Every stdout/stderr of the test so far (checked for secrets after it). */
  readonly outputs: string[];
  /** Every token seen in the sandbox or the keychain (checked for after each test). */
  readonly seen: string[];
  env(): NodeJS.ProcessEnv;
  cli(args: string[], input?: string, entry?: string[]): Promise<CliRun>;
  /** The built CLI started in folder `cwd` (for relative paths). */
  cliIn(cwd: string, args: string[], input?: string): Promise<CliRun>;
  /**
   * `--base-url … --email … --account …` of a sandbox user: what `login` and `import-token`
   * both need (one place, so the tests cannot drift apart).
   */
  loginArgs(user?: SandboxUser): string[];
  /** `timetray login … --password-stdin --ca-file … --json` for a sandbox user. */
  login(user?: SandboxUser, extra?: string[]): Promise<CliRun>;
  /** Tokens now in the keychain for the accounts of the config folder. */
  tokens(): Promise<string[]>;
  /** A new sandbox on the same CA after a test closed the old one ("back online"). */
  reopenSandbox(): Promise<void>;
}

export const json = (run: CliRun): Record<string, unknown> =>
  JSON.parse(run.stdout) as Record<string, unknown>;

/**
 * Registers the hooks of a CLI end-to-end file: builds the CLI once, and after each test
 * asserts that no token or password reached any output or any file of the config folder,
 * then removes the test's keychain entries.
 */
export function useCliFixture(): CliFixture {
  let keychain: KeytarSecretStore;
  let firstLine = '';
  let sb: Sandbox;
  let config: TempConfig;
  let certs: TempConfig;
  const outputs: string[] = [];
  const seen: string[] = [];

  const f: CliFixture = {
    get sb() {
      return sb;
    },
    get config() {
      return config;
    },
    get keychain() {
      return keychain;
    },
    get firstLine() {
      return firstLine;
    },
    outputs,
    seen,
    env: () => inEnglish({ ...process.env, TIMETRAY_CONFIG_DIR: config.dir }),
    async cli(args, input, entry) {
      const run = await runCli(args, {
        env: f.env(),
        ...(input === undefined ? {} : { input }),
        ...(entry ? { entry } : {}),
      });
      outputs.push(run.stdout, run.stderr);
      seen.push(...sb.state.tokens.keys()); // every token the service has issued so far
      return run;
    },
    async cliIn(cwd, args, input = '') {
      const run = await runProcess(process.execPath, [BUILT_CLI, ...args], { cwd, env: f.env(), input });
      outputs.push(run.stdout, run.stderr);
      seen.push(...sb.state.tokens.keys());
      return run;
    },
    loginArgs: (user = sb.demo) => accountArgs(sb, user),
    login(user = sb.demo, extra = []) {
      return f.cli([...sandboxLoginArgs(sb, user), '--json', ...extra], `${user.password}\n`);
    },
    async tokens() {
      const core = await TimetrayCore.open({ configDir: config.dir, secrets: keychain });
      const keys = core.snapshot().accounts.map((a) => a.key);
      await core.close();
      const found = await Promise.all(keys.map(async (k) => decodeSecret(await keychain.get(k))?.token));
      return found.filter((t): t is string => typeof t === 'string');
    },
    async reopenSandbox() {
      sb = await startSandbox({ projects: 1, certDir: certs.dir });
    },
  };

  beforeAll(async () => {
    keychain = await requireKeyring();
    firstLine = buildCli();
  });

  beforeEach(async () => {
    certs = await makeTempConfig('timetray-certs-');
    sb = await startSandbox({ projects: 24, certDir: certs.dir });
    config = await makeTempConfig();
  });

  afterEach(async () => {
    seen.push(...(await f.tokens()));
    const secrets = [...seen, ...sb.users.map((u) => u.password)];
    expect(outputs.filter((o) => secrets.some((s) => o.includes(s)))).toEqual([]);
    expect(await filesContaining(config.dir, secrets)).toEqual([]);
    const core = await TimetrayCore.open({ configDir: config.dir, secrets: keychain });
    for (const a of core.snapshot().accounts) await keychain.delete(a.key);
    await core.close();
    outputs.length = 0;
    await sb.close();
    await config.cleanup();
    await certs.cleanup();
  });

  afterAll(() => expect(seen.length).toBeGreaterThan(0)); // the scans above did look for real tokens

  return f;
}
