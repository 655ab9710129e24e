import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { customerNameUnshown } from '../../src/main/core/input-rules';
import { json, useCliFixture } from '../support/cli-fixture';
import { BUILT_CLI } from '../support/run-cli';
import { ROOT } from '../support/run-probe';
import { runProcess } from '../support/run-process';
import { runWithStreams, withFd, type StreamsRun } from '../support/run-with-streams';
import { CTRL_C, CTRL_D, runInTerminal } from '../support/run-in-terminal';

/** The built CLI's standard streams, prompts and CA file: full output, closed pipe, endless input, FIFO, Ctrl-C. */
const f = useCliFixture();

/** The built CLI with chosen stdin/stdout; what it printed joins the fixture's secret scan. */
async function runWith(args: string[], io: Parameters<typeof runWithStreams>[2] = {}): Promise<StreamsRun> {
  const run = await runWithStreams(args, { ...f.env(), LC_ALL: 'C' }, io); // English words asserted
  f.outputs.push(run.stdout, run.stderr);
  return run;
}

describe('CLI standard output that cannot be written', () => {
  it('`status >/dev/full`: one line naming the cause on stderr, exit 1, no stack trace', async () => {
    expect((await f.login()).code).toBe(0);
    const run = await withFd('/dev/full', 'w', (full) => runWith(['status'], { stdout: full }));
    expect(run.stderr).toBe(
      'timetray: The output could not be written (the disk is full) — check where standard output goes, or run the command without redirecting it.\n',
    );
    expect(run.code).toBe(1);
  });

  it('a reader that went away (`| head -0`) ends it quietly, with the command’s own code', async () => {
    expect((await f.login()).code).toBe(0);
    const run = await runWith(['projects'], { stdout: 'closed-pipe' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});

describe('CLI standard input without end', () => {
  it('`login --password-stdin </dev/zero` is refused past 64 KiB at once, asking the service nothing', async () => {
    const run = await withFd('/dev/zero', 'r', (zero) =>
      runWith(['login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile], { stdin: zero }),
    );
    expect(run.stderr).toMatch(
      /^timetray: Standard input holds more than 64 KiB, more than any password or token: pipe in only the secret/,
    );
    expect(run.stderr).toContain(`(e.g. \`printf '%s' "$PASSWORD" | timetray login … --password-stdin\`).`);
    expect(run.code).toBe(2);
    expect(run.ms).toBeLessThan(5_000);
    expect(f.sb.log.filter((e) => e.method === 'POST')).toEqual([]);
  });

  it('`import-token </dev/zero` is refused the same way, with an example of import-token’s own', async () => {
    const run = await withFd('/dev/zero', 'r', (zero) =>
      runWith(['import-token', ...f.loginArgs(), '--user-agent', 'curl/8.5.0', '--ca-file', f.sb.caFile], {
        stdin: zero,
      }),
    );
    expect(run.stderr).toContain('pipe in only the secret');
    expect(run.stderr).toContain(
      `(e.g. \`printf '%s' "$TOKEN" | timetray import-token … --user-agent UA\`).`,
    );
    expect(run.stderr).not.toContain('timetray login');
    expect(run.code).toBe(2);
    expect(run.ms).toBeLessThan(5_000);
  });
});

/** A folder of its own for FIFOs: the fixture reads every file of the config folder afterwards. */
async function inFifoFolder(use: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'timetray-fifo-'));
  await use(dir).finally(() => rm(dir, { recursive: true, force: true }));
}

describe('a CA file that is a FIFO or a device', () => {
  it('is refused when saved (`config set caFile`), naming what it is', () =>
    inFifoFolder(async (dir) => {
      const fifo = join(dir, 'ca.fifo');
      execFileSync('mkfifo', [fifo]);
      for (const [path, kind] of [
        [fifo, 'a named pipe (FIFO)'],
        ['/dev/zero', 'a device'],
      ] as const) {
        const run = await runWith(['config', 'set', 'caFile', path], { killAfterMs: 10_000 });
        expect(run.stderr).toBe(
          `timetray: Not saved: ${path} is ${kind}, not a file; choose the PEM file itself.\n`,
        );
        expect(run.code).toBe(2);
        expect(run.ms).toBeLessThan(5_000);
      }
    }));

  it('saved, then replaced by a FIFO: `projects` and `doctor` say so within seconds instead of hanging', () =>
    inFifoFolder(async (dir) => {
      const ca = join(dir, 'corp-ca.pem');
      await copyFile(f.sb.caFile, ca);
      expect((await f.login(undefined, ['--ca-file', ca])).code).toBe(0);
      await rm(ca);
      execFileSync('mkfifo', [ca]);

      const projects = await runWith(['projects'], { killAfterMs: 25_000 });
      expect(projects.ms).toBeLessThan(5_000);
      expect(projects.stderr).toContain(
        `Cannot read the extra CA file ${ca} (it is a named pipe (FIFO), not a file)`,
      );
      expect(projects.code).toBe(4);

      const doctor = await runWith(['doctor'], { killAfterMs: 25_000 });
      expect(doctor.ms).toBeLessThan(10_000); // what `doctor` promises
      expect(doctor.stdout).toContain(
        `FAIL  ca-file       The CA file cannot be used: ${ca} is a named pipe (FIFO), not a file; choose the PEM file itself.`,
      );
      expect(doctor.code).toBe(1);
    }));
});

describe('a CA file that cannot be used, given with --ca-file or saved', () => {
  it('`--ca-file <FIFO>` is a usage error naming the flag (exit 2, not 4), with nothing asked of the service', () =>
    inFifoFolder(async (dir) => {
      expect((await f.login()).code).toBe(0); // a saved list exists: it must not be shown as "stale"
      const fifo = join(dir, 'ca.fifo');
      execFileSync('mkfifo', [fifo]);
      const requests = f.sb.log.length;
      for (const args of [['projects'], ['project', '1'], ['status']]) {
        const run = await runWith([...args, '--ca-file', fifo], { killAfterMs: 10_000 });
        expect(run.stderr).toBe(
          `timetray: The file given with --ca-file cannot be used: ${fifo} is a named pipe (FIFO), not a file; choose the PEM file itself. Give --ca-file a PEM file of CA certificates, or leave it out.\n`,
        );
        expect(run.stdout).toBe('');
        expect(run.code).toBe(2);
        expect(run.ms).toBeLessThan(5_000);
      }
      expect(f.sb.log.length).toBe(requests);
      // The doctor reports it (that is its job), with the flag as the fix, not the setting.
      const doctor = await runWith(['doctor', '--ca-file', fifo], { killAfterMs: 25_000 });
      expect(doctor.stdout).toMatch(
        /FAIL {2}ca-file .*named pipe \(FIFO\).*\n +fix: Give --ca-file a PEM file of CA certificates, or leave it out\.\n/,
      );
    }));

  it('saved, then unusable: `status` says it is set but unusable, with the fix, not "Also trusting"', () =>
    inFifoFolder(async (dir) => {
      const ca = join(dir, 'corp-ca.pem');
      await copyFile(f.sb.caFile, ca);
      expect((await f.login(undefined, ['--ca-file', ca])).code).toBe(0);
      const trusted = await runWith(['status']);
      expect(trusted.stdout).toContain(`Also trusting the CA certificates in ${ca}.`);
      await rm(ca);
      execFileSync('mkfifo', [ca]);

      const status = await runWith(['status'], { killAfterMs: 10_000 });
      expect(status.stdout).not.toContain('Also trusting');
      expect(status.stdout).toContain(
        `The extra CA file is set but cannot be used: ${ca} is a named pipe (FIFO), not a file; choose the PEM file itself. Connections will fail until it is fixed. Choose a current PEM file in Settings → Extra CA file (or \`timetray config set caFile FILE\`; \`none\` if you no longer need one).`,
      );
      const asJson = await runWith(['status', '--json'], { killAfterMs: 10_000 });
      expect(JSON.parse(asJson.stdout)).toMatchObject({
        caFile: ca,
        caFileProblem: `${ca} is a named pipe (FIFO), not a file; choose the PEM file itself`,
      });
      // The saved copy's notice wraps the reason in brackets: one full stop, after them.
      const projects = await runWith(['projects'], { killAfterMs: 25_000 });
      expect(projects.stderr).toContain('Showing the saved list');
      expect(projects.stderr).not.toMatch(/\.\)\./);
      await rm(ca);
      const missing = await runWith(['status']);
      expect(missing.stdout).toContain(`The extra CA file is set but cannot be used: ${ca} does not exist.`);
    }));
});

describe('Ctrl-C and Ctrl-D at a prompt', () => {
  const address = 'Service address [https://app.rabbiit.com/api/v1]: ';
  /** The terminal line that says "Cancelled…", cursor codes removed: its own line, not the prompt's. */
  const cancelledLine = (screen: string) =>
    screen
      // eslint-disable-next-line no-control-regex -- readline's cursor codes start with ESC
      .replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '')
      .split(/\r?\n/)
      .find((line) => line.includes('Cancelled'));

  it('Ctrl-C at a line prompt says "Cancelled." and exits 130, so `login && …` stops', async () => {
    const { code, screen } = await runInTerminal([BUILT_CLI, 'login'], [[address, CTRL_C]], f.env());
    f.outputs.push(screen);
    expect(screen).toContain('timetray: Cancelled.');
    expect(cancelledLine(screen)).toBe('timetray: Cancelled.');
    expect(code).toBe(130);
  });

  it('Ctrl-C at the password prompt exits 130 too; nothing is asked of the service', async () => {
    const { code, screen } = await runInTerminal(
      [BUILT_CLI, 'login', ...f.loginArgs(), '--ca-file', f.sb.caFile],
      [['Password: ', CTRL_C]],
      f.env(),
    );
    f.outputs.push(screen);
    expect(screen).toContain('timetray: Cancelled.');
    expect(cancelledLine(screen)).toBe('timetray: Cancelled.');
    expect(code).toBe(130);
    expect(f.sb.log.filter((e) => e.method === 'POST')).toEqual([]);
  });

  it('Ctrl-D (end of input) at a line prompt cancels with exit 2, at login and at import-token', async () => {
    const login = await runInTerminal([BUILT_CLI, 'login'], [[address, CTRL_D]], f.env());
    const importToken = await runInTerminal(
      [BUILT_CLI, 'import-token', ...f.loginArgs(), '--ca-file', f.sb.caFile],
      [['User-Agent: ', CTRL_D]],
      f.env(),
    );
    for (const { code, screen } of [login, importToken]) {
      f.outputs.push(screen);
      expect(screen).toContain('timetray: Cancelled: the input ended before an answer was given.');
      expect(cancelledLine(screen)).toBe('timetray: Cancelled: the input ended before an answer was given.');
      expect(code).toBe(2);
    }
  });
});

/** libfaketime's wrapper (Debian package `faketime`): the CLI process's own clock, really skewed. */
const FAKETIME = ['/usr/bin/faketime', '/usr/local/bin/faketime'].find((p) => existsSync(p));

describe('a rename made by a CLI whose clock was a year ahead', () => {
  it.skipIf(!FAKETIME)(
    'does not pin the name: later renames and web renames show in `projects`',
    async () => {
      expect((await f.login()).code).toBe(0);
      const id = [...f.sb.state.customers.keys()][0]!;
      const nameIn = async (args: string[]) => {
        const run = await f.cli([...args, '--json']);
        expect(run.code).toBe(0);
        const list = json(run).projects as Array<{ customerId: number | null; customerName: string | null }>;
        return list.find((p) => p.customerId === id)?.customerName;
      };
      const ahead = await runProcess(
        FAKETIME!,
        ['-f', '+365d', process.execPath, BUILT_CLI, 'rename-customer', String(id), 'Renamed a year ahead'],
        { cwd: ROOT, env: f.env() },
      );
      f.outputs.push(ahead.stdout, ahead.stderr);
      expect(ahead.code).toBe(0);
      expect((await f.cli(['rename-customer', String(id), 'Renamed today'])).code).toBe(0);
      expect(await nameIn(['projects', '--cached'])).toBe('Renamed today');
      expect(await nameIn(['projects'])).toBe('Renamed today');
      f.sb.state.customers.get(id)!.name = 'Renamed on the web';
      expect(await nameIn(['projects'])).toBe('Renamed on the web');
    },
  );
});

describe('a customer name with control, bidi or invisible characters', () => {
  it('is refused at input (exit 2, the shared rule’s words); nothing reaches the service', async () => {
    expect((await f.login()).code).toBe(0);
    const id = [...f.sb.state.customers.keys()][0]!;
    const before = f.sb.state.customers.get(id)!.name;
    const hostile = [
      'Evil\u001b[31mRED\u0007\u202Eabc', // ESC, BEL, right-to-left override: the reviewer's name
      'Tab\there', // C0
      'C1\u009bcontrol', // CSI
      'DEL\u007f',
      'Embed\u202Aded',
      'Isolate\u2066d\u2069',
      'Zero\u200bwidth',
    ];
    for (const name of hostile) {
      const run = await f.cli(['rename-customer', String(id), name]);
      expect(run.stderr).toBe(`timetray: ${customerNameUnshown()}\n`);
      expect(run.code).toBe(2);
    }
    expect(f.sb.log.filter((e) => e.path.includes('/customers'))).toEqual([]);
    expect(f.sb.state.customers.get(id)!.name).toBe(before);
    // Joiners inside an emoji, RTL and accents stay allowed.
    const kind = 'Família 👩\u200d💻 شركة';
    expect((await f.cli(['rename-customer', String(id), kind])).code).toBe(0);
    expect(f.sb.state.customers.get(id)!.name).toBe(kind);
  });
});
