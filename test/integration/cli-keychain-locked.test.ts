import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../sandbox';
import { sandboxLoginArgs } from '../support/login-args';
import { startPrivateKeyring, type PrivateKeyring } from '../support/private-keyring';
import { BUILT_CLI, buildCli, runCli, type CliRun } from '../support/run-cli';
import { ROOT } from '../support/run-probe';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * A locked keychain is its own state, never "signed out": on a gnome-keyring of the test's
 * own (locked through the Secret Service's `Lock` call, or restarted), `status`, `logout` and
 * `remove` say so and change nothing; after unlocking, the account is signed in with the same
 * token, still live at the sandbox. Sign-in checks the keychain before asking for a token.
 */
const LOCKED = /The keychain is locked: unlock the “login” keyring .*then try again/;
/** The state's tail: said where the state is shown (status, accounts, use), not after an action. */
const UNKNOWN = /cannot tell whether you are signed in/;

let sb: Sandbox;
let certs: TempConfig;
let config: TempConfig;
let keyring: PrivateKeyring;

const cli = (args: string[], input?: string): Promise<CliRun> =>
  runCli(args, {
    env: { ...keyring.env, TIMETRAY_CONFIG_DIR: config.dir },
    ...(input === undefined ? {} : { input }),
  });
const login = async (): Promise<string> => {
  const run = await cli([...sandboxLoginArgs(sb, sb.demo), '--json'], `${sb.demo.password}\n`);
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { account: { key: string } }).account.key;
};
const authCalls = (): number => sb.log.filter((e) => e.method === 'POST' && e.path === '/api/v1/auth').length;
const revokeCalls = (): number => sb.log.filter((e) => e.path === '/api/v1/auth/revoke').length;
const liveTokens = (): string[] => [...sb.state.tokens.keys()];
const settingsText = (): Promise<string> => readFile(join(config.dir, 'settings.json'), 'utf8');

beforeAll(async () => {
  buildCli();
  certs = await makeTempConfig('timetray-certs-');
  sb = await startSandbox({ projects: 3, certDir: certs.dir });
  keyring = await startPrivateKeyring();
}, 180_000);

afterAll(async () => {
  keyring?.close();
  await sb?.close();
  await certs?.cleanup();
});

beforeEach(async () => {
  config = await makeTempConfig();
  if (keyring.locked()) await keyring.unlock();
  sb.clearLog();
});

afterEach(async () => {
  if (keyring.locked()) await keyring.unlock();
  await cli(['logout']); // the token leaves the private keyring and the sandbox
  await config.cleanup();
});

describe('a locked keychain is never "signed out" (built CLI, own gnome-keyring, sandbox)', () => {
  it('status names the lock (exit 5); logout and remove change nothing; unlocked, the account is back', async () => {
    const key = await login();
    const [token] = liveTokens();
    const settingsBefore = await settingsText();
    keyring.lock();
    expect(keyring.locked()).toBe(true);

    const status = await cli(['status']);
    expect(status.code).toBe(5);
    expect(status.stdout).toMatch(
      /^The keychain is locked: unlock.*cannot tell whether you are signed in\.$/m,
    );
    expect(status.stdout.match(/keychain( is)? locked/gi)).toHaveLength(1); // said once, not "(keychain locked) The keychain is locked"
    expect(status.stdout).not.toMatch(/Signed out/);
    const statusJson = await cli(['status', '--json']);
    expect(statusJson.code).toBe(5);
    // Unknown is null, never a false "no"; the account says the same.
    expect(JSON.parse(statusJson.stdout)).toMatchObject({
      signedIn: null,
      keychain: 'locked',
      account: { key, signedIn: null, keychain: 'locked' },
    });

    const logout = await cli(['logout']);
    expect(logout.code).toBe(5);
    expect(logout.stderr).toMatch(LOCKED);
    expect(logout.stderr).not.toMatch(UNKNOWN); // an action refused: "try again" is what counts
    expect(logout.stdout).toBe('');
    const logoutJson = await cli(['logout', '--json']);
    expect(JSON.parse(logoutJson.stderr)).toMatchObject({ error: { code: 'keychain_locked' } });
    const remove = await cli(['remove', sb.demo.email]);
    expect(remove.code).toBe(5);
    expect(remove.stderr).toMatch(LOCKED);

    // Nothing changed: no revoke sent, the same settings, the token live at the service.
    expect(revokeCalls()).toBe(0);
    expect(await settingsText()).toBe(settingsBefore);
    expect(liveTokens()).toEqual([token]);

    await keyring.unlock();
    const after = await cli(['status', '--json']);
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ signedIn: true, keychain: 'ok', account: { key } });
    const projects = await cli(['projects']); // the kept token still works at the sandbox
    expect(projects.code, projects.stderr).toBe(0);
    expect(liveTokens()).toEqual([token]);
  });

  it('a keyring daemon restarted between two commands comes back locked: the same, and back after unlocking', async () => {
    const key = await login();
    await keyring.restartLocked();
    const status = await cli(['status']);
    expect(status.code).toBe(5);
    expect(status.stdout).toMatch(LOCKED);
    const logout = await cli(['logout']);
    expect(logout.code).toBe(5);
    expect(revokeCalls()).toBe(0);
    await keyring.unlock();
    const accounts = await cli(['accounts', '--json']);
    expect(JSON.parse(accounts.stdout)).toMatchObject({
      accounts: [{ key, signedIn: true, keychain: 'ok' }],
    });
  });

  it('use, accounts and --json say "keychain locked" for every account, never "signed out"', async () => {
    const key = await login();
    const second = sb.users[1]!;
    const other = await cli([...sandboxLoginArgs(sb, second), '--json'], `${second.password}\n`);
    expect(other.code, other.stderr).toBe(0); // the second account is now the active one
    const otherKey = (JSON.parse(other.stdout) as { account: { key: string } }).account.key;
    keyring.lock();
    try {
      const use = await cli(['use', sb.demo.email]);
      expect(use.code).toBe(0); // switching needs no keychain: it is done
      expect(use.stdout).toBe(`Now using ${sb.demo.email} (keychain locked).\n`);
      expect(use.stderr).toMatch(LOCKED);
      expect(use.stdout + use.stderr).not.toMatch(/signed out|timetray login/);
      const useJson = await cli(['use', sb.demo.email, '--json']);
      expect(JSON.parse(useJson.stdout)).toMatchObject({
        account: { key, signedIn: null, keychain: 'locked' },
      });

      const accounts = await cli(['accounts']);
      expect(accounts.code).toBe(0);
      const lines = accounts.stdout.split('\n').filter((l) => /account /.test(l));
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).toContain('(keychain locked)');
      expect(accounts.stdout).not.toMatch(/unavailable|signed (in|out)/);
      expect(accounts.stderr).toMatch(LOCKED);
      expect(accounts.stderr).toMatch(UNKNOWN);
      const listed = JSON.parse((await cli(['accounts', '--json'])).stdout) as { accounts: unknown[] };
      expect(listed.accounts).toEqual([
        expect.objectContaining({ key, signedIn: null, keychain: 'locked' }),
        expect.objectContaining({ key: otherKey, signedIn: null, keychain: 'locked' }),
      ]);
    } finally {
      await keyring.unlock();
      await cli(['logout', '--account', second.email]);
    }
  });

  it('projects and project ID show the saved copy while the keychain is locked, and still exit 5', async () => {
    await login();
    const fresh = JSON.parse((await cli(['projects', '--json'])).stdout) as { fetchedAt: string };
    const id = String(sb.state.projectsOf(sb.demo.accountId)[0]!.id);
    expect((await cli(['project', id])).code).toBe(0); // its details are saved too
    keyring.lock();

    const list = await cli(['projects']);
    expect(list.code).toBe(5);
    expect(list.stdout).toMatch(/^3 projects · saved .+$/m);
    const notice = list.stderr.trimEnd().split('\n');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatch(
      /^timetray: Showing the saved list from .+: it could not be refreshed\. The keychain is locked: unlock .+, then try again\. `timetray projects --cached` shows it/,
    );
    expect(notice[0]).not.toMatch(UNKNOWN);
    const asJson = await cli(['projects', '--json']);
    expect(asJson.code).toBe(5);
    expect(JSON.parse(asJson.stdout)).toMatchObject({
      stale: true,
      fromCache: true,
      fetchedAt: fresh.fetchedAt,
      error: { code: 'keychain_locked' },
      projects: expect.arrayContaining([expect.objectContaining({ id: Number(id) })]),
    });
    expect(JSON.parse(asJson.stderr)).toMatchObject({ error: { code: 'keychain_locked' } });

    const details = await cli(['project', id]);
    expect(details.code).toBe(5);
    expect(details.stdout).toContain(`(#${id})`);
    expect(details.stdout).toMatch(/^Cached .+\.$/m);
    expect(details.stderr).toMatch(
      /^timetray: Showing the saved details from .+The keychain is locked.+--cached.+\n$/,
    );
    const detailsJson = await cli(['project', id, '--json']);
    expect(detailsJson.code).toBe(5);
    expect(JSON.parse(detailsJson.stdout)).toMatchObject({ stale: true, error: { code: 'keychain_locked' } });
  });

  it('the core shows the locked state to the window and tray, and re-asks once unlocked', async () => {
    const key = await login();
    keyring.lock();
    const probe = spawn(process.execPath, ['--import', 'tsx', 'test/support/core-snapshot-probe.ts'], {
      cwd: ROOT,
      env: { ...keyring.env, TIMETRAY_CONFIG_DIR: config.dir },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: probe.stdout })[Symbol.asyncIterator]();
    const next = async (): Promise<Record<string, unknown>> =>
      JSON.parse(((await lines.next()).value as string) ?? 'null') as Record<string, unknown>;
    try {
      const locked = await next();
      expect(locked.error).toMatchObject({ code: 'keychain_locked', message: expect.stringMatching(LOCKED) });
      expect(locked.session).toMatchObject({ status: 'signed_out', reason: expect.stringMatching(LOCKED) });
      expect(locked.tray).toContain('Keychain locked');
      expect(locked.tray).not.toContain('Not signed in');

      await keyring.unlock();
      probe.stdin.write('reload\n');
      const unlocked = await next();
      expect(unlocked.error).toBeNull();
      expect(unlocked.session).toMatchObject({ status: 'signed_in', account: { key } });
      expect(unlocked.tray).not.toContain('Keychain locked');
    } finally {
      probe.stdin.end();
      probe.kill();
    }
  });

  it('the app (keychainRetryMs) re-asks a locked keychain by itself and is signed in soon after unlocking', async () => {
    const key = await login();
    keyring.lock();
    const probe = spawn(process.execPath, ['--import', 'tsx', 'test/support/core-snapshot-probe.ts'], {
      cwd: ROOT,
      env: { ...keyring.env, TIMETRAY_CONFIG_DIR: config.dir, PROBE_RETRY_MS: '200' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: probe.stdout })[Symbol.asyncIterator]();
    const next = async (): Promise<Record<string, unknown>> =>
      JSON.parse(((await lines.next()).value as string) ?? 'null') as Record<string, unknown>;
    try {
      expect((await next()).error).toMatchObject({ code: 'keychain_locked' });
      await keyring.unlock();
      const started = Date.now();
      let seen = await next(); // nothing is asked of the core: only its own retry can bring this
      while ((seen.session as { status: string }).status !== 'signed_in') seen = await next();
      expect(seen).toMatchObject({ error: null, session: { status: 'signed_in', account: { key } } });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      probe.stdin.end();
      probe.kill();
    }
  });

  it('login under a locked keychain asks the service for no token, and says why (exit 5)', async () => {
    keyring.lock();
    const run = await cli([...sandboxLoginArgs(sb, sb.demo)], `${sb.demo.password}\n`);
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(LOCKED);
    expect(run.stderr).not.toMatch(UNKNOWN);
    expect(authCalls()).toBe(0);
    expect(liveTokens()).toEqual([]);
  });

  it('login with no Secret Service at all asks the service for no token, and says why (exit 1)', async () => {
    const bareBus = `${ROOT}/test/support/bare-bus.conf`;
    const env: NodeJS.ProcessEnv = { ...keyring.env, TIMETRAY_CONFIG_DIR: config.dir };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    const args = [...sandboxLoginArgs(sb, sb.demo)];
    const run = await new Promise<CliRun>((resolve) => {
      const child = spawn(
        'dbus-run-session',
        [`--config-file=${bareBus}`, '--', process.execPath, BUILT_CLI, ...args],
        { cwd: ROOT, env },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(`${sb.demo.password}\n`);
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/No Secret Service provider: .*org\.freedesktop\.secrets/);
    expect(authCalls()).toBe(0);
    expect(liveTokens()).toEqual([]);
  });

  it('a keychain that never answers holds up no budget, pin, unpin or open (exit 0 at once), nor the doctor', async () => {
    await login();
    expect((await cli(['projects'])).code).toBe(0);
    const id = String(sb.state.projectsOf(sb.demo.accountId)[0]!.id);
    const thaw = keyring.freeze();
    try {
      // Before, each asked the keychain on opening, waited 15 s for it, printed its success
      // and was then ended by SIGKILL (exit 137) with no word of why.
      for (const args of [
        ['pin', id],
        ['unpin', id],
        ['budget', id, '--hours', '5'],
        ['budget', id],
        ['open', '--print'],
      ]) {
        const run = await cli(args);
        expect({ args, code: run.code, stderr: run.stderr }).toEqual({ args, code: 0, stderr: '' });
      }
      expect(JSON.parse(await settingsText()).accounts[0].budgets).toEqual({
        [id]: { hours: 5, value: null },
      });
      // The doctor says so and ends, not ~45 s later when libsecret gives up (its help promises
      // 10 s): a bound on a hang, not a timing target.
      const started = Date.now();
      const doctor = await cli(['doctor']);
      expect(doctor.stdout).toMatch(
        /^FAIL +keychain .*The keychain did not answer within 3 s\..*restart the keyring service/m,
      );
      // Ended by SIGKILL once the report is out (a shell shows 137): no exit code of its own.
      expect([doctor.code, Date.now() - started < 20_000]).toEqual([null, true]);
    } finally {
      thaw();
    }
  }, 60_000);
});
