import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCli } from '../../src/main/cli/args';
import { COMMANDS } from '../../src/main/cli/command-table';
import { overviewHelp } from '../../src/main/cli/help';
import type { CliIo } from '../../src/main/cli/io';
import { runCli } from '../../src/main/cli/main';

/** Issue 18, point 4: a mistake gets the help a user needs to fix it. */
async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const seen = { out: '', err: '' };
  const io: CliIo = {
    stdout: (t) => void (seen.out += t),
    stderr: (t) => void (seen.err += t),
    stdin: Readable.from([]),
    // No locale and no settings of this user's: English, whatever the machine speaks.
    env: { TIMETRAY_CONFIG_DIR: '/nonexistent/timetray-test-config' },
  };
  const code = await runCli(argv, io);
  return { code, ...seen };
}

describe('CLI mistakes', () => {
  it('`timetray help [COMMAND]` is the help, as in git and npm', async () => {
    expect(await run(['help'])).toEqual({ code: 0, out: overviewHelp(80), err: '' });
    const login = await run(['help', 'login']);
    expect([login.code, login.err]).toEqual([0, '']);
    expect(login.out).toBe((await run(['login', '--help'])).out);
    expect((await run(['help', 'proyects'])).err).toMatch(/Did you mean `?projects/);
    // A command begun but not finished gets the shortest it begins; a word too short, nothing.
    expect((await run(['proj'])).err).toMatch(/^timetray: Unknown command "proj"\. Did you mean `project`\?/);
    expect((await run(['rename', '1', 'x'])).err).toMatch(/Did you mean `rename-customer`\?/);
    expect((await run(['pr'])).err).not.toMatch(/Did you mean/);
    expect((await run(['frobnicate'])).err).not.toMatch(/Did you mean/);
    // A negative id is not read as an option.
    const negative = await run(['pin', '-3']);
    expect([negative.code, negative.err]).toEqual([
      2,
      'timetray: -3 is not an id: ids are positive whole numbers (`timetray projects` shows them). See `timetray pin --help`.\n',
    ]);
  });

  it('an unknown option names itself, the nearest one, what the command accepts and its help', async () => {
    const r = await run(['projects', '--jsn']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'timetray: Unknown option --jsn for `timetray projects`. Did you mean --json? ' +
        '`timetray projects` accepts: --cached, --help, --version, --ca-file, --json. ' +
        'See `timetray projects --help`.\n',
    );
    expect(r.err).not.toMatch(/positional argument|place it at the end/); // Node's parser text
    const before = await run(['--jsn']);
    expect(before.err).toMatch(
      /^timetray: Unknown option --jsn\. Did you mean --json\?.*See `timetray --help`\./,
    );
  });

  it('a name that starts with "-" is named whole, with how to give it (--), where a command takes text', async () => {
    const r = await run(['rename-customer', '101', '-Acme']);
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toBe(
      'timetray: Unknown option -Acme for `timetray rename-customer`. If -Acme is a value, not an' +
        ' option, put -- before it: timetray rename-customer 101 -- -Acme\n',
    );
    // Quoted as the shell needs it, the other options kept (--json: the same words, in JSON).
    const quoted = await run(['rename-customer', '101', '-Acme Ltda', '--json']);
    expect((JSON.parse(quoted.err) as { error: { message: string } }).error.message).toContain(
      'timetray rename-customer 101 --json -- "-Acme Ltda"',
    );
    // What it suggests works: the name reaches the command (then refused for another reason here).
    expect((await run(['rename-customer', '101', '--', '-Acme'])).err).not.toMatch(/Unknown option/);
    // An id is no text (a negative one is said to be no id), and a `--word` stays an unknown
    // option with its list and help; a name may start with "-5".
    expect((await run(['project', '-5'])).err).toMatch(/^timetray: -5 is not an id: /);
    expect((await run(['rename-customer', '101', '-5 Corp'])).err).toMatch(/put -- before it/);
    expect((await run(['use', '--force'])).err).toMatch(/accepts: .*See `timetray use --help`/);
  });

  it('the account in the other form (logout X, use --account X) gets the form that works', async () => {
    expect(await run(['logout', 'demo@x.test'])).toEqual({
      code: 2,
      out: '',
      err: 'timetray: Give the account with --account: timetray logout --account demo@x.test\n',
    });
    expect((await run(['use', '--account', 'Meu cliente'])).err).toBe(
      'timetray: `timetray use` has no option --account. The account is an argument here: timetray use "Meu cliente"\n',
    );
    expect((await run(['remove', '--account', 'x'])).err).toMatch(/argument here: timetray remove x\n$/);
  });

  it('a mistyped setting gets the nearest one, besides the list', async () => {
    expect((await run(['config', 'get', 'hideMony'])).err).toMatch(
      /^timetray: Unknown setting "hideMony"\. Did you mean hideMoney\? Settings: refreshIntervalMinutes, /,
    );
    expect((await run(['config', 'get', 'zzz'])).err).not.toMatch(/Did you mean/);
  });

  it('an option of another command, a missing value, a value for a switch: said in the CLI’s words', async () => {
    expect((await run(['projects', '--password-stdin'])).err).toMatch(
      /`timetray projects` has no option --password-stdin\. `timetray projects` accepts: --cached.*See `timetray projects --help`/,
    );
    expect((await run(['login', '--base-url'])).err).toBe(
      'timetray: --base-url needs a value: --base-url URL. See `timetray login --help`.\n',
    );
    // A negative amount is the option's value (refused later by its own rule), not a missing one.
    expect(parseCli(['budget', '7', '--value', '-1.5']).values.value).toBe('-1.5');
    expect((await run(['status', '--json=yes'])).err).toBe(
      'timetray: --json takes no value. See `timetray status --help`.\n',
    );
  });

  it('--version and -V print the version from package.json', async () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-V']) {
      expect(await run([flag])).toEqual({ code: 0, out: `timetray ${version}\n`, err: '' });
    }
  });

  it('`timetray COMMAND --help` is that command’s own short help; `timetray --help` the overview', async () => {
    const login = await run(['login', '--help']);
    expect(login.code).toBe(0);
    expect(login.out).toMatch(/^Usage: timetray login \[options\]\n\nSign in and make the account active\./);
    expect(login.out).toMatch(/--password-stdin/);
    expect(login.out).not.toMatch(/rename-customer|Adopt a token/);
    expect(login.out.split('\n').length).toBeLessThan(25);
    for (const command of Object.keys(COMMANDS)) {
      const own = await run([command, '--help']);
      expect(own.out).toMatch(new RegExp(`^Usage: timetray ${command}`));
      expect(overviewHelp(80)).toContain(`  ${command}`); // the overview lists each command
    }
    expect((await run(['--help'])).out).toBe(overviewHelp(80));
  });

  it('a mistyped command gets the nearest one, only when it is close', async () => {
    expect((await run(['proyects'])).err).toBe(
      'timetray: Unknown command "proyects". Did you mean `projects`? See `timetray --help`.\n',
    );
    expect((await run(['acounts'])).err).toMatch(/Did you mean `accounts`\?/);
    expect((await run(['frobnicate'])).err).toBe(
      'timetray: Unknown command "frobnicate". See `timetray --help`.\n',
    );
  });

  it('an unquoted name with spaces: says quotes are needed and shows the corrected command', async () => {
    const r = await run(['rename-customer', '101', 'Acme', 'Brasil', 'Ltda']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'timetray: A name with spaces needs quotes, e.g.:\n  timetray rename-customer 101 "Acme Brasil Ltda"\n',
    );
    expect(parseCli(['rename-customer', '101', 'Acme Brasil Ltda'])).toMatchObject({
      positionals: ['101', 'Acme Brasil Ltda'],
    });
    expect((await run(['use', 'My', 'Work', '--json'])).err).toMatch(
      /needs quotes.*timetray use \\"My Work\\" --json/,
    );
    // A label's other words taken for arguments: the line again with the whole label quoted.
    expect((await run(['login', '--label', 'Cliente', 'X', '--email', 'a@b.c'])).err).toBe(
      'timetray: A label with spaces needs quotes, e.g.:\n  timetray login --label "Cliente X" --email a@b.c\n',
    );
    // A CA file's path with spaces, the same way. No other setting's value holds spaces, so
    // quoting a shortcut's words would only be refused next: that stays a count.
    expect((await run(['config', 'set', 'caFile', '/home/ana/My', 'CA.pem'])).err).toBe(
      'timetray: A value with spaces needs quotes, e.g.:\n  timetray config set caFile "/home/ana/My CA.pem"\n',
    );
    expect((await run(['config', 'set', 'globalShortcut', 'Ctrl', 'Alt', 'T'])).err).toMatch(
      /expected 0 to 3 arguments, got 5/,
    );
    expect((await run(['config', 'get', 'a', 'b', 'c'])).err).toMatch(/expected 0 to 3 arguments, got 4/);
    // Too few is still a count, with the command's help.
    expect((await run(['rename-customer', '101'])).err).toMatch(
      /expected 2 arguments, got 1\. See `timetray rename-customer --help`/,
    );
    expect((await run(['use'])).err).toMatch(/expected 1 argument, got 0\./);
  });
});
