import { basename, dirname } from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { json, useCliFixture } from '../support/cli-fixture';

/** The built CLI with hostile names, relative paths and damaged or foreign settings files. */
const f = useCliFixture();

const EVIL = 'Evil\u001b]52;c;AAAA\u0007\u001b[2J';
const hasControls = (text: string): boolean => [...text].some((c) => c === '\u001b' || c === '\u0007');

describe('CLI safety (built file, real keychain, sandbox)', () => {
  it('saves --ca-file as an absolute path, so runs from another folder still trust the CA', async () => {
    const login = await f.cliIn(
      dirname(f.sb.caFile),
      ['login', ...f.loginArgs(), '--password-stdin', '--ca-file', basename(f.sb.caFile), '--json'],
      `${f.sb.demo.password}\n`,
    );
    expect(login.code).toBe(0);
    const elsewhere = await f.cliIn(tmpdir(), ['projects', '--json']);
    expect(elsewhere.stderr).toBe('');
    expect(elsewhere.code).toBe(0);
    expect(json(elsewhere).projects).toHaveLength(24);
    const status = await f.cliIn(tmpdir(), ['status', '--json']);
    expect(json(status)).toMatchObject({ signedIn: true, caFile: f.sb.caFile });
    expect((await f.cliIn(tmpdir(), ['status'])).stdout).toContain(
      `Also trusting the CA certificates in ${f.sb.caFile}.`,
    );
  });

  it('prints hostile project, customer and error texts inert; --json keeps them exact', async () => {
    await f.login();
    const project = [...f.sb.state.projects.values()].find(
      (p) => p.accountId === f.sb.demo.accountId && p.customerId !== null,
    )!;
    project.name = EVIL;
    f.sb.state.customers.get(project.customerId!)!.name = `${EVIL}\u202eCorp`;

    const human = await f.cli(['projects']);
    expect(human.code).toBe(0);
    expect(hasControls(human.stdout)).toBe(false);
    expect(human.stdout).not.toContain('\u202e');
    expect(human.stdout).toContain('Evil\uFFFD]52;c;AAAA\uFFFD\uFFFD[2J');

    const machine = await f.cli(['projects', '--json']);
    expect(hasControls(machine.stdout)).toBe(false); // escaped as \u001b inside strings
    const names = (json(machine).projects as Array<{ id: number; name: string }>).map((p) => p.name);
    expect(names).toContain(EVIL);

    f.sb.faults.add({
      path: '/projects',
      fault: {
        kind: 'status',
        status: 400,
        body: JSON.stringify({ message: `Nope${EVIL}` }),
        contentType: 'application/json',
      },
      times: 1,
    });
    const failed = await f.cli(['projects']);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/^timetray: /);
    expect(hasControls(failed.stderr)).toBe(false);
  });

  it('with corrupt settings: says so on stderr, and login works against the real keychain', async () => {
    await writeFile(join(f.config.dir, 'settings.json'), '\u0000garbage{{{');
    const status = await f.cli(['status']);
    expect(status.stderr).toMatch(/settings file .* is not valid JSON.*sign in again/);
    expect(status.code).toBe(0 + 3); // no account now: sign-in needed
    const login = await f.login();
    expect(login.code).toBe(0);
    expect((await f.cli(['status'])).code).toBe(0);
    expect(await f.tokens()).toHaveLength(1); // in the keychain; the fixture checks no file has it
  });

  it("refuses to change a newer version's settings, leaving them untouched and no token made", async () => {
    const newer = JSON.stringify({ version: 3, accounts: [{ key: 'from-the-future' }] });
    const file = join(f.config.dir, 'settings.json');
    await writeFile(file, newer);
    // No command reads it as "no account yet" (whose hint, `timetray login`, would be refused).
    for (const command of [['status'], ['accounts'], ['projects'], ['projects', '--cached']]) {
      const run = await f.cli(command);
      expect([run.code, run.stdout, run.stderr], command.join(' ')).toEqual([
        1,
        '',
        `timetray: These settings were written by a newer Timetray; update Timetray to use them. (${file})\n`,
      ]);
    }
    const login = await f.login();
    expect(login.code).toBe(1);
    expect(JSON.parse(login.stderr)).toMatchObject({ error: { code: 'settings' } });
    expect(f.sb.state.tokens.size).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(newer);
  });

  it('refuses a mistyped address (one slash, a backslash) as a usage error before any connection', async () => {
    const host = new URL(f.sb.origin).host; // 127.0.0.1:<port>
    for (const typo of [`https:/${host}/api/v1`, `https:\\${host}/api/v1`, `https:${host}`]) {
      const run = await f.cli(
        [
          'login',
          '--base-url',
          typo,
          '--email',
          f.sb.demo.email,
          '--account',
          f.sb.demo.accountId,
          '--password-stdin',
        ],
        `${f.sb.demo.password}\n`,
      );
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('The service address is malformed — write it as https://host/api/v1.');
    }
    expect(f.sb.log).toEqual([]); // no request at all: the password went nowhere
    // The bare form the window also accepts signs in to that very address.
    const ok = await f.cli(
      [
        'login',
        '--base-url',
        `${host}/api/v1`,
        '--email',
        f.sb.demo.email,
        '--account',
        f.sb.demo.accountId,
        '--password-stdin',
        '--ca-file',
        f.sb.caFile,
        '--json',
      ],
      `${f.sb.demo.password}\n`,
    );
    expect(ok.code).toBe(0);
    expect(json(ok)).toMatchObject({ account: { baseUrl: f.sb.baseUrl } });
  });
});
