import { chmod, chown, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notSavedOffline, ProjectCache } from '../../src/main/core/projects/project-cache';
import { useCliFixture } from '../support/cli-fixture';
import { sandboxLoginArgs } from '../support/login-args';
import { runCli } from '../support/run-cli';
import { canMountTinyDisk, mountTinyDisk, noTinyDisk } from '../support/tiny-disk';
import {
  giveToTester,
  NO_TESTER,
  runAsTester,
  runCliAsTester,
  tester,
  testerCommand,
} from '../support/unprivileged';
import { oneAccountSettingsText } from '../support/settings-fixture';

/**
 * Issue #16, defects 2, 5 and 6 through the built CLI: files the user cannot read, a full
 * disk, a cache folder that refuses a delete. Permission faults run as the unprivileged user
 * `timetray-tester` (root reads any file); each case skips with one line where it cannot run.
 */
const f = useCliFixture();
const who = tester();
const fullDiskPossible = canMountTinyDisk();

const ACCOUNTS = oneAccountSettingsText();

const asTester = (args: string[], env: Record<string, string> = {}) =>
  runCliAsTester(args, { env: { TIMETRAY_CONFIG_DIR: f.config.dir, ...env } });

const readSentence = (file: string) =>
  `timetray: Could not read ${file} (EACCES): permission denied — it may belong to another user (e.g. after \`sudo timetray …\`). Make it yours again: sudo chown "$USER" "${file}" && chmod u+rw "${file}"\n`;

describe.skipIf(!who)(`as an ordinary user${who ? '' : ` — skipped: ${NO_TESTER}`}`, () => {
  it('settings.json at mode 000 or owned by root: every command names it and the fix, nothing is moved or lost', async () => {
    const file = join(f.config.dir, 'settings.json');
    await writeFile(file, ACCOUNTS);
    giveToTester(f.config.dir, file);
    await chmod(file, 0o000);
    for (const args of [['config'], ['config', 'set', 'hideMoney', 'true'], ['use', 'Work'], ['accounts']]) {
      const run = await asTester(args);
      expect({ args, code: run.code, stderr: run.stderr, stdout: run.stdout }).toEqual({
        args,
        code: 1,
        stderr: readSentence(file),
        stdout: '',
      });
    }
    // Left by `sudo timetray …`: root's, readable by root only.
    await chown(file, 0, 0);
    await chmod(file, 0o600);
    const status = await asTester(['status']);
    expect([status.code, status.stderr]).toEqual([1, readSentence(file)]);
    // The doctor names it first: every other check sees no accounts because of it.
    const doctor = await asTester(['doctor'], { LC_ALL: 'C' });
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(/^FAIL {2}settings /);
    expect(doctor.stdout).toContain(`Could not read ${file} (EACCES): permission denied`);
    expect(doctor.stdout).toContain(
      `fix: Make it yours again: sudo chown "$USER" "${file}" && chmod u+rw "${file}"`,
    );
    expect(await readdir(f.config.dir)).toEqual(['settings.json']); // nothing moved aside
    expect(await readFile(file, 'utf8')).toBe(ACCOUNTS); // nothing saved over it
  });

  it('a pending sign-in note it cannot read is kept for a later start, not dropped unread', async () => {
    // Left by a `sudo timetray login` killed mid-way: its token may be live, only this note names it.
    const pending = join(f.config.dir, 'pending');
    const note = join(pending, `${'0'.repeat(32)}.${2 ** 22 + 17}.json`);
    await mkdir(pending);
    await writeFile(note, JSON.stringify({ key: 'k1', baseUrl: 'https://127.0.0.1:9/api/v1' }));
    await chmod(note, 0o600); // root's
    giveToTester(f.config.dir, pending);
    const run = await asTester(['accounts', '--json']);
    expect([run.code, run.stdout]).toEqual([0, '{\n  "accounts": []\n}\n']);
    expect((await stat(note)).isFile()).toBe(true);
  });

  it('logout with a cache folder it may not change: signed out (exit 0), and a warning naming the saved list', async () => {
    const caFile = join(f.config.dir, 'ca.pem');
    await writeFile(caFile, await readFile(f.sb.caFile));
    giveToTester(f.config.dir, caFile);
    const cli = testerCommand();
    // Issued and revoked inside the script below: noted as issued, for the fixture's secret scan.
    const tokens = f.sb.state.tokens;
    const issue = tokens.set.bind(tokens);
    tokens.set = (token, value) => (f.seen.push(token), issue(token, value));
    // One keyring for the whole sequence: the tester cannot reach root's.
    const script = [
      `${cli} ${sandboxLoginArgs({ ...f.sb, caFile }, f.sb.demo).join(' ')} >/dev/null`,
      `chmod 555 "$TIMETRAY_CONFIG_DIR/cache"`,
      `${cli} logout; echo "exit=$?"`,
      `${cli} accounts --json`,
    ].join('\n');
    const run = await runAsTester('bash', ['-c', script], {
      keyring: true,
      env: { TIMETRAY_CONFIG_DIR: f.config.dir },
      input: `${f.sb.demo.password}\n`,
    });
    f.outputs.push(run.stdout, run.stderr);
    const key = (JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { accounts: { key: string }[] })
      .accounts[0]!.key;
    const list = new ProjectCache(f.config.dir).fileOf(key);
    const cacheDir = join(f.config.dir, 'cache');
    expect(run.stdout).toMatch(
      /^Signed out of demo@timetray\.test\. The token was revoked at the service and deleted from the keychain\.\nexit=0\n/,
    );
    expect(run.stderr).toContain(
      `timetray: Signed out. Left behind on this computer: the saved project list (Could not delete ${list} (EACCES): permission denied`,
    );
    expect(run.stderr).toContain(`sudo chown -R "$USER" "${cacheDir}" && chmod -R u+rwX "${cacheDir}"`);
    expect(run.stdout).toContain('"signedIn": false');
    expect(f.sb.log.some((e) => e.path === '/api/v1/auth/revoke' && e.status === 200)).toBe(true);
    expect((await stat(list)).isFile()).toBe(true); // what the warning says stayed did stay
  }, 30_000);

  /**
   * Signs the tester in (its own keyring: it cannot reach root's), fetches the list and
   * project `id`'s details, then runs `steps` (shell lines, `$CLI` the built CLI, `$CACHE`
   * the cache folder), all in one keyring session.
   */
  async function signedInTester(id: number, steps: string[]) {
    const caFile = join(f.config.dir, 'ca.pem');
    await writeFile(caFile, await readFile(f.sb.caFile));
    giveToTester(f.config.dir, caFile);
    const tokens = f.sb.state.tokens; // issued inside the script: noted for the secret scan
    const issue = tokens.set.bind(tokens);
    tokens.set = (token, value) => (f.seen.push(token), issue(token, value));
    const script = [
      `CLI="${testerCommand()}"; CACHE="$TIMETRAY_CONFIG_DIR/cache"`,
      `$CLI ${sandboxLoginArgs({ ...f.sb, caFile }, f.sb.demo).join(' ')} >/dev/null`,
      `$CLI projects >/dev/null && $CLI project ${id} >/dev/null || echo "setup failed"`,
      ...steps,
    ].join('\n');
    const run = await runAsTester('bash', ['-c', script], {
      keyring: true,
      env: { TIMETRAY_CONFIG_DIR: f.config.dir, LANG: 'en_US.UTF-8' },
      input: `${f.sb.demo.password}\n`,
    });
    f.outputs.push(run.stdout, run.stderr);
    expect(run.stdout).not.toContain('setup failed');
    const names = await readdir(join(f.config.dir, 'cache'));
    const list = join(
      f.config.dir,
      'cache',
      names.find((n) => !n.includes('.details.'))!,
    );
    return { run, list, details: list.replace(/\.json$/, '.details.json') };
  }

  /** What one step printed: the lines after `== name` up to the next marker. */
  const section = (text: string, name: string) => text.split(`== ${name}\n`)[1]!.split('== ')[0]!;

  it('an unreadable saved list or details: --cached says only that (file and fix), exit 1; online each problem is said once', async () => {
    const id = f.sb.state.projectsOf(f.sb.demo.accountId)[0]!.id;
    const step = (name: string, args: string) =>
      `echo "== ${name}"; echo "== ${name}" >&2; $CLI ${args}; echo "exit=$?"`;
    const { run, list, details } = await signedInTester(id, [
      'chmod 000 "$CACHE"/*.json',
      step('list cached', 'projects --cached'),
      step('details cached', `project ${id} --cached`),
      step('list online', 'projects'),
      'chmod 000 "$CACHE"/*.json', // the online run saved them anew
      step('list cached json', 'projects --cached --json'),
    ]);
    const both = `${readSentence(list)}${readSentence(details)}`;
    expect(section(run.stdout, 'list cached')).toBe('exit=1\n');
    expect(section(run.stderr, 'list cached')).toBe(both);
    expect(section(run.stdout, 'details cached')).toBe('exit=1\n');
    expect(section(run.stderr, 'details cached')).toBe(both);
    // Online: the fresh list, and each unreadable file named once (not once per read).
    expect(section(run.stdout, 'list online')).toMatch(/ projects · refreshed .*\nexit=0\n$/);
    expect(section(run.stderr, 'list online')).toBe(both);
    // --json: stderr is JSON lines, and each sentence is there once, the list's as the error.
    expect(section(run.stdout, 'list cached json')).toBe('exit=1\n');
    const sentence = (file: string) =>
      readSentence(file)
        .replace(/^timetray: /, '')
        .trimEnd();
    const lines = section(run.stderr, 'list cached json').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { error: { code: 'settings', message: sentence(list) } },
      { warning: { code: 'settings', message: sentence(details) } },
    ]);
  }, 30_000);

  it('a cache folder it may not write: the list and details are shown (exit 0), and it says they were not saved', async () => {
    const id = f.sb.state.projectsOf(f.sb.demo.accountId)[0]!.id;
    const { run } = await signedInTester(id, [
      'chmod 555 "$CACHE"',
      'echo "== list" >&2; $CLI projects | tail -1; echo "exit=$?"',
      `echo "== details" >&2; $CLI project ${id} | tail -1; echo "exit=$?"`,
      'chmod 755 "$CACHE"',
    ]);
    const cacheDir = join(f.config.dir, 'cache');
    expect(run.stdout).toMatch(/ projects · refreshed .*\nexit=0\nFetched .*\nexit=0\n$/);
    expect(section(run.stderr, 'list')).toMatch(
      /^timetray: The project list is shown but could not be saved on this computer for offline use\. Could not lock .+ \(EACCES\): permission denied/,
    );
    expect(section(run.stderr, 'details')).toMatch(
      /^timetray: The project's details are shown but could not be saved on this computer for offline use\. Could not save .+\.details\.json \(EACCES\)/,
    );
    expect(run.stderr).toContain(`sudo chown -R "$USER" "${cacheDir}" && chmod -R u+rwX "${cacheDir}"`);
  }, 30_000);
});

describe.skipIf(!fullDiskPossible)(
  `on a full disk${fullDiskPossible ? '' : ` — skipped: ${noTinyDisk}`}`,
  () => {
    it('use, config set and project say the disk is full and what to do', async () => {
      const disk = mountTinyDisk()!;
      const dir = disk.dir;
      const cli = async (args: string[], input?: string) => {
        const run = await runCli(args, {
          env: { ...f.env(), TIMETRAY_CONFIG_DIR: dir },
          ...(input === undefined ? {} : { input }),
        });
        f.outputs.push(run.stdout, run.stderr);
        return run;
      };
      let key: string | null = null;
      try {
        const login = await cli([...sandboxLoginArgs(f.sb, f.sb.demo), '--json'], `${f.sb.demo.password}\n`);
        key = (JSON.parse(login.stdout) as { account: { key: string } }).account.key;
        f.seen.push(...f.sb.state.tokens.keys());
        const id = f.sb.state.projectsOf(f.sb.demo.accountId)[0]!.id;
        disk.fill();
        const full = (file: string, action: string) =>
          `Could not ${action} ${file} (ENOSPC): the disk is full. Free some space on the disk holding ${dirname(file)}, then try again.`;
        const use = await cli(['use', f.sb.demo.email]);
        expect([use.code, use.stderr]).toEqual([
          1,
          `timetray: ${full(join(dir, 'settings.json.lock'), 'lock')}\n`,
        ]);
        const set = await cli(['config', 'set', 'hideMoney', 'true']);
        expect([set.code, set.stderr]).toEqual([
          1,
          `timetray: ${full(join(dir, 'settings.json.lock'), 'lock')}\n`,
        ]);
        const project = await cli(['project', String(id)]);
        // Shown all the same: only its details could not be kept for the next offline start, and it says so.
        const details = new ProjectCache(dir).fileOf(key).replace(/\.json$/, '.details.json');
        expect({ code: project.code, stderr: project.stderr }).toEqual({
          code: 0,
          stderr: `timetray: ${notSavedOffline('details', full(details, 'save'))}\n`,
        });
        expect(project.stdout).toContain(f.sb.state.projects.get(id)!.name);
        const projects = await cli(['projects']);
        expect(projects.code).toBe(0);
        expect(projects.stderr).toContain('(ENOSPC): the disk is full. Free some space on the disk holding');
        expect(await readdir(dir)).not.toContainEqual(expect.stringMatching(/\.lock$|\.tmp$/)); // nothing left behind
      } finally {
        if (key) await f.keychain.delete(key);
        disk.unmount();
      }
    }, 30_000);
  },
);

describe('a damaged saved list', () => {
  it('is said as damaged and moved aside once, then nothing is saved, as after; logout deletes it too', async () => {
    expect((await f.login()).code).toBe(0);
    const id = f.sb.state.projectsOf(f.sb.demo.accountId)[0]!.id;
    expect((await f.cli(['projects'])).code).toBe(0);
    expect((await f.cli(['project', String(id)])).code).toBe(0);
    const cache = join(f.config.dir, 'cache');
    const files = (await readdir(cache)).map((name) => join(cache, name));
    for (const file of files) await writeFile(file, 'garbage{'); // as a crash or a hand edit leaves it
    const list = files.find((file) => !file.includes('.details.'))!;
    const details = files.find((file) => file.includes('.details.'))!;
    const damaged = (file: string) =>
      `timetray: ${file} was damaged (it is not what Timetray saved there), so it was not used and` +
      ` was moved to ${file}.damaged; Timetray writes a new one the next time it fetches that data.\n`;

    // Said, and then what is true: nothing is saved (the same answer and exit code as after).
    const cached = await f.cli(['projects', '--cached']);
    expect([cached.code, cached.stderr]).toEqual([0, `${damaged(list)}${damaged(details)}`]);
    expect(cached.stdout).toMatch(/^No saved list of projects on this computer yet/);
    expect(await readFile(`${list}.damaged`, 'utf8')).toBe('garbage{');
    const again = await f.cli(['projects', '--cached']);
    expect([again.code, again.stdout, again.stderr]).toEqual([0, cached.stdout, '']);
    // Online, a new list is saved beside the damaged copy; logout deletes both.
    expect((await f.cli(['projects'])).code).toBe(0);
    expect((await f.cli(['logout'])).code).toBe(0);
    expect(await readdir(cache)).toEqual([]);
  });
});

describe('a settings.json made read-only', () => {
  it('is never replaced: changes are refused with the fix, and a sign-in asks the service for no token', async () => {
    expect((await f.login()).code).toBe(0);
    expect((await f.cli(['projects'])).code).toBe(0);
    const file = join(f.config.dir, 'settings.json');
    const before = await readFile(file, 'utf8');
    await chmod(file, 0o444);
    const refusal =
      `timetray: ${file} is read-only (its permissions forbid writing), so Timetray saves nothing into it.` +
      ` To let it save changes: chmod u+w "${file}"\n`;
    const pin = await f.cli(['pin', String(f.sb.state.projectsOf(f.sb.demo.accountId)[0]!.id)]);
    expect([pin.code, pin.stdout, pin.stderr]).toEqual([1, '', refusal]);
    const tokensBefore = f.sb.state.tokens.size;
    const login = await f.login();
    expect([login.code, f.sb.state.tokens.size]).toEqual([1, tokensBefore]);
    expect([await readFile(file, 'utf8'), (await stat(file)).mode & 0o777]).toEqual([before, 0o444]);
    await chmod(file, 0o600); // the test's own cleanup can then remove the account
  });
});

describe('a settings.json saved with a byte-order mark (Windows Notepad, some editors)', () => {
  it('is read as the JSON it is: accounts and language kept, nothing moved aside', async () => {
    const file = join(f.config.dir, 'settings.json');
    const settings = JSON.parse(ACCOUNTS) as { preferences: Record<string, unknown> };
    settings.preferences.language = 'pt-BR';
    await writeFile(file, `\uFEFF${JSON.stringify(settings, null, 2)}`);
    const run = await runCli(['accounts'], { env: f.env() });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^\* Work <Work@x\.test> {2}conta work em /); // listed, in Portuguese
    expect(await readdir(f.config.dir)).toEqual(['settings.json']);
    expect((await runCli(['config', 'get', 'language'], { env: f.env() })).stdout).toBe('pt-BR\n');
  });
});
