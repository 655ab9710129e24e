/**
 * Concurrency with real processes: two built CLIs signing in, renaming and signing out at
 * the same moment, round after round; then logins killed with -9 at random points, each
 * followed by a new start that must leave the keychain and settings.json in agreement.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { accountKey, decodeSecret, KeytarSecretStore } from '../../src/main/core/vault';
import type { Sandbox, SandboxUser } from '../sandbox';
import { sandboxLoginArgs } from '../support/login-args';
import { BUILT_CLI, buildCli, runCli, type CliRun } from '../support/run-cli';
import { timed, type Row } from './report';

const ROUNDS = Number(process.env.STRESS_ROUNDS ?? 25);
const KILLS = Number(process.env.STRESS_KILLS ?? 15);

interface Settings {
  activeKey: string | null;
  accounts: Array<{ key: string; accountId: string }>;
}

export async function concurrencyRows(sb: Sandbox, configDir: string, outputs: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const keychain = new KeytarSecretStore();
  const env = { ...process.env, TIMETRAY_CONFIG_DIR: configDir };
  const settingsFile = join(configDir, 'settings.json');
  const cli = async (args: string[], input?: string): Promise<CliRun> => {
    const run = await runCli(args, { env, ...(input === undefined ? {} : { input }) });
    outputs.push(run.stdout, run.stderr);
    return run;
  };
  const loginArgs = (user: SandboxUser) => [...sandboxLoginArgs(sb, user), '--json'];
  const login = (user: SandboxUser) => cli(loginArgs(user), `${user.password}\n`);
  const readSettings = async (): Promise<Settings> =>
    JSON.parse(await readFile(settingsFile, 'utf8')) as Settings;
  const [demo, second] = sb.users as [SandboxUser, SandboxUser];
  const keys = sb.users.map((u) => accountKey(sb.baseUrl, u.accountId, u.email));

  rows.push(
    await timed('concurrency', 'build the CLI once', 'built', async () => {
      buildCli();
      return { observed: existsSync(BUILT_CLI) ? 'built' : 'missing' };
    }),
  );

  const problems = { lost: 0, invalid: 0, renames: 0, leftTokens: 0, failedRuns: 0 };
  rows.push(
    await timed(
      'concurrency',
      `2 CLIs × ${ROUNDS} rounds: login, rename, logout at once`,
      'no account lost',
      async () => {
        for (let round = 0; round < ROUNDS; round++) {
          const logins = await Promise.all([login(demo), login(second)]);
          problems.failedRuns += logins.filter((r) => r.code !== 0).length;
          const settings = await readSettings().catch(() => null);
          if (settings === null) problems.invalid += 1;
          else if (!keys.every((k) => settings.accounts.some((a) => a.key === k))) problems.lost += 1;

          // Both rename one customer of the active account at once; the cache must say what the service kept.
          const active = settings?.accounts.find((a) => a.key === settings.activeKey);
          const customer = [...sb.state.customers.values()].find((c) => c.accountId === active?.accountId);
          if (active && customer) {
            const renames = await Promise.all([
              cli(['rename-customer', String(customer.id), `First ${round}`, '--json']),
              cli(['rename-customer', String(customer.id), `Second ${round}`, '--json']),
            ]);
            problems.failedRuns += renames.filter((r) => r.code !== 0).length;
            const cached = await new ProjectCache(configDir).get(active.key);
            const name = cached?.projects.find((p) => p.customerId === customer.id)?.customerName;
            if (name !== sb.state.customerName(customer.id)) problems.renames += 1;
          }

          const logouts = await Promise.all([
            cli(['logout', '--account', demo.email, '--json']),
            cli(['logout', '--account', second.email, '--json']),
          ]);
          problems.failedRuns += logouts.filter((r) => r.code !== 0).length;
          if ((await readSettings().catch(() => null)) === null) problems.invalid += 1;
          for (const key of keys) if ((await keychain.get(key)) !== null) problems.leftTokens += 1;
        }
        const { lost, invalid, renames, leftTokens, failedRuns } = problems;
        const observed =
          lost + invalid + renames + leftTokens + failedRuns === 0
            ? 'no account lost'
            : `lost ${lost}, invalid files ${invalid}, wrong cached names ${renames}, tokens left ${leftTokens}, failed runs ${failedRuns}`;
        return { observed };
      },
    ),
  );

  // kill -9 at random points of a login; then a new start; then keychain and settings must agree.
  const disagreements: string[] = [];
  let orphans = 0;
  const key = keys[0] ?? '';
  rows.push(
    await timed(
      'concurrency',
      `kill -9 at random points of ${KILLS} logins`,
      'keychain = settings',
      async () => {
        const loginMs = await measure(() => login(demo));
        await cli(['logout', '--json']);
        for (let round = 0; round < KILLS; round++) {
          await rm(settingsFile, { force: true });
          await keychain.delete(key).catch(() => false);
          const child = spawn(process.execPath, [BUILT_CLI, ...loginArgs(demo)], {
            env,
            stdio: ['pipe', 'ignore', 'ignore'],
          });
          child.stdin.end(`${demo.password}\n`);
          const exited = new Promise((resolve) => child.on('exit', resolve));
          await sleep(Math.random() * loginMs * 1.1);
          child.kill('SIGKILL');
          await exited;
          const before = existsSync(settingsFile) ? await readFile(settingsFile, 'utf8').catch(() => '') : '';
          if ((await keychain.get(key)) !== null && !before.includes(key)) orphans += 1; // the case that matters
          const next = await cli(['accounts', '--json', '--ca-file', sb.caFile]); // the next start
          const listed = existsSync(settingsFile)
            ? await readSettings().then(
                (s) => s.accounts.some((a) => a.key === key),
                () => 'invalid' as const,
              )
            : false;
          const stored = decodeSecret(await keychain.get(key)) !== null;
          const temps = readdirSync(configDir).filter((n) => n.endsWith('.tmp'));
          if (listed === 'invalid' || next.code !== 0 || (stored && !listed) || temps.length > 0)
            disagreements.push(
              `round ${round}: listed ${String(listed)}, stored ${stored}, temp files ${temps.length}`,
            );
        }
        await keychain.delete(key).catch(() => false);
        return {
          observed:
            disagreements.length === 0
              ? `keychain = settings (${orphans} kills left a token no account listed; all revoked)`
              : disagreements.slice(0, 2).join('; '),
          ok: disagreements.length === 0,
        };
      },
    ),
  );
  return rows;
}

async function measure(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}
