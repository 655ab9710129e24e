/**
 * The keychain area: a locked Secret Service collection (locked through its `Lock` call, and
 * a keyring daemon restarted between two commands) must never read as "signed out" nor let
 * `logout`/`remove` pretend; sign-in must not make a token it cannot keep; an oversized token
 * is named, never sent. Runs the built CLI against a gnome-keyring of its own
 * (test/support/private-keyring.ts), so the harness keyring stays unlocked for the rest.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeSecret, KeytarSecretStore } from '../../../src/main/core/vault';
import type { Sandbox } from '../../sandbox';
import { accountArgs, sandboxLoginArgs } from '../../support/login-args';
import { startPrivateKeyring } from '../../support/private-keyring';
import { BUILT_CLI, buildCli, runCli, type CliRun } from '../../support/run-cli';
import { ROOT } from '../../support/run-probe';
import { timed, type Row } from '../report';
import type { AreaResult } from './index';

const PART = 'files+keychain';
const LOCKED = /The keychain is locked: unlock the “login” keyring/;
const named = (length: number) =>
  new RegExp(`it is ${length} characters long.*Sign in again, or import a correct token`);
const NAMED = named(100_000);

export async function keychainRows(sb: Sandbox, dir: string): Promise<AreaResult> {
  const rows: Row[] = [];
  buildCli();
  const keyring = await startPrivateKeyring();
  let configDir = '';
  const cli = (args: string[], input?: string, env = keyring.env): Promise<CliRun> =>
    runCli(args, {
      env: { ...env, TIMETRAY_CONFIG_DIR: configDir },
      ...(input === undefined ? {} : { input }),
    });
  const fresh = async (): Promise<void> => {
    if (keyring.locked()) await keyring.unlock();
    if (configDir) await cli(['logout']);
    configDir = await mkdtemp(join(dir, 'config-'));
    sb.clearLog();
  };
  const login = async (): Promise<string> => {
    const run = await cli([...sandboxLoginArgs(sb, sb.demo), '--json'], `${sb.demo.password}\n`);
    if (run.code !== 0) throw new Error(`login failed: ${run.stderr.slice(0, 120)}`);
    return (JSON.parse(run.stdout) as { account: { key: string } }).account.key;
  };
  const calls = (path: string): number => sb.log.filter((e) => e.path === `/api/v1${path}`).length;
  const alive = (token: string | undefined): boolean => token !== undefined && sb.state.tokens.has(token);
  const newestToken = (): string | undefined => [...sb.state.tokens.keys()].at(-1);
  const signedInAfterUnlock = async (): Promise<boolean> => {
    await keyring.unlock();
    return (await cli(['status'])).code === 0;
  };

  try {
    for (const command of ['status', 'logout', 'remove'] as const) {
      rows.push(
        await timed(
          PART,
          `keychain locked (Secret Service Lock) → ${command}`,
          'exit 5, names the unlock; token alive + signed in after unlock',
          async () => {
            await fresh();
            await login();
            const token = newestToken();
            keyring.lock();
            const run = await cli(command === 'remove' ? ['remove', sb.demo.email] : [command]);
            const said = LOCKED.test(run.stdout + run.stderr);
            const back = await signedInAfterUnlock();
            const ok = run.code === 5 && said && calls('/auth/revoke') === 0 && alive(token) && back;
            return {
              ok,
              observed: `exit ${run.code}${said ? ', named' : ''}; revokes ${calls('/auth/revoke')}; token ${alive(token) ? 'alive' : 'gone'}; ${back ? 'signed in' : 'not signed in'} after unlock`,
            };
          },
        ),
      );
    }

    rows.push(
      await timed(
        PART,
        'keyring daemon restarted between two commands (comes back locked) → status, logout',
        'exit 5 both; signed in after unlock',
        async () => {
          await fresh();
          await login();
          const token = newestToken();
          await keyring.restartLocked();
          const status = await cli(['status']);
          const logout = await cli(['logout']);
          const back = await signedInAfterUnlock();
          return {
            ok: status.code === 5 && logout.code === 5 && alive(token) && back,
            observed: `status exit ${status.code}, logout exit ${logout.code}; token ${alive(token) ? 'alive' : 'gone'}; ${back ? 'signed in' : 'not signed in'} after unlock`,
          };
        },
      ),
    );

    rows.push(
      await timed(PART, 'login with the keychain locked', 'exit 5, no POST /auth', async () => {
        await fresh();
        keyring.lock();
        const run = await cli(sandboxLoginArgs(sb, sb.demo), `${sb.demo.password}\n`);
        return {
          ok: run.code === 5 && calls('/auth') === 0,
          observed: `exit ${run.code}; POST /auth ${calls('/auth')}`,
        };
      }),
    );

    rows.push(
      await timed(
        PART,
        'login with no Secret Service on the bus',
        'exit 1 naming it, no POST /auth',
        async () => {
          await fresh();
          const env: NodeJS.ProcessEnv = { ...keyring.env, TIMETRAY_CONFIG_DIR: configDir };
          delete env.DBUS_SESSION_BUS_ADDRESS;
          const run = await new Promise<CliRun>((resolve) => {
            const bare = `--config-file=${ROOT}/test/support/bare-bus.conf`;
            const args = [bare, '--', process.execPath, BUILT_CLI, ...sandboxLoginArgs(sb, sb.demo)];
            const child = spawn('dbus-run-session', args, { cwd: ROOT, env });
            let out = '';
            child.stdout.on('data', (d: Buffer) => (out += d.toString()));
            child.stderr.on('data', (d: Buffer) => (out += d.toString()));
            child.on('close', (code) => resolve({ code, stdout: out, stderr: '' }));
            child.stdin.end(`${sb.demo.password}\n`);
          });
          const named = /No Secret Service provider/.test(run.stdout);
          return {
            ok: run.code === 1 && named && calls('/auth') === 0,
            observed: `exit ${run.code}${named ? ', named' : ''}; POST /auth ${calls('/auth')}`,
          };
        },
      ),
    );

    const huge = 'x'.repeat(100_000);
    // Pasted: past the 4,096-character header bound, under the 64 KiB standard input takes at all.
    const pasted = 'x'.repeat(20_000);
    rows.push(
      await timed(
        PART,
        'import-token with a 20,000-character token',
        'exit 2 naming it; nothing sent or stored',
        async () => {
          await fresh();
          const args = ['import-token', ...accountArgs(sb, sb.demo), '--user-agent', 'curl/8.5.0'];
          const run = await cli([...args, '--ca-file', sb.caFile], `${pasted}\n`);
          const listed = (await cli(['accounts', '--json'])).stdout.includes(sb.demo.email);
          const said = named(20_000).test(run.stderr);
          return {
            ok: run.code === 2 && said && sb.log.length === 0 && !listed,
            observed: `exit ${run.code}${said ? ', named' : ''}; requests ${sb.log.length}; ${listed ? 'stored' : 'nothing stored'}`,
          };
        },
      ),
    );

    rows.push(
      await timed(
        PART,
        'a 100 KB token in the keychain → projects, doctor',
        'named before sending; doctor fails the account',
        async () => {
          // The harness keyring (this process's own bus): the stress run's default environment.
          const harness = new KeytarSecretStore();
          configDir = await mkdtemp(join(dir, 'config-'));
          const env = { ...process.env };
          const run = await cli([...sandboxLoginArgs(sb, sb.demo), '--json'], `${sb.demo.password}\n`, env);
          const key = (JSON.parse(run.stdout) as { account: { key: string } }).account.key;
          await harness.set(key, encodeSecret({ token: huge, userAgent: 'curl/8.5.0', createdAt: '' }));
          sb.clearLog();
          const projects = await cli(['projects'], undefined, env);
          const sent = calls('/projects');
          const doctor = await cli(['doctor', '--json'], undefined, env);
          const accounts = (
            JSON.parse(doctor.stdout) as { checks: { id: string; status: string; found: string }[] }
          ).checks.filter((c) => c.id === 'accounts');
          const flagged = accounts.some((c) => c.status === 'fail' && NAMED.test(c.found));
          await harness.delete(key);
          return {
            ok: projects.code === 1 && NAMED.test(projects.stderr) && sent === 0 && flagged,
            observed: `projects exit ${projects.code}${NAMED.test(projects.stderr) ? ', named' : ''}; requests ${sent}; doctor ${flagged ? 'fails it' : 'says ok'}`,
          };
        },
      ),
    );
  } finally {
    if (keyring.locked()) await keyring.unlock().catch(() => undefined);
    if (configDir) await cli(['logout']).catch(() => undefined);
    keyring.close();
  }
  return { rows, notes: [] };
}
