import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../src/main/core/timetray-core';
import { json, useCliFixture } from '../support/cli-fixture';
import { sandboxLoginArgs } from '../support/login-args';
import { BUILT_CLI, runCli } from '../support/run-cli';
import { runProcess } from '../support/run-process';

/** The built CLI managing sessions and accounts: logout, several accounts, 401s, imported tokens. */
const f = useCliFixture();

describe('CLI sessions and accounts (built file, real keychain, sandbox)', () => {
  it('logout revokes at the service; offline logout says the token could not be revoked', async () => {
    await f.login();
    const out = await f.cli(['logout', '--json']);
    expect(out.code).toBe(0);
    expect(json(out)).toMatchObject({ revoked: true });
    expect(
      f.sb.log.some((e) => e.method === 'GET' && e.path === '/api/v1/auth/revoke' && e.status === 200),
    ).toBe(true);
    expect(json(await f.cli(['status', '--json']))).toMatchObject({ signedIn: false });

    await f.login();
    await f.sb.close();
    const offline = await f.cli(['logout']);
    expect(offline.code).toBe(0);
    // Which account was signed out is said: with several, the active one is not obvious.
    expect(offline.stdout).toMatch(/^Signed out of demo@timetray\.test on this computer .*could not be told/);
    expect(await f.tokens()).toEqual([]);
    await f.reopenSandbox();
  });

  it('without a usable keychain: login names the cause (exit 1) and asks the service for no token', async () => {
    const noBus: NodeJS.ProcessEnv = { ...f.env(), DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' };
    delete noBus.DISPLAY;
    const run = await runCli(['login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile], {
      env: noBus,
      input: `${f.sb.demo.password}\n`,
    });
    f.outputs.push(run.stdout, run.stderr);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^timetray: No D-Bus session: .*DBUS_SESSION_BUS_ADDRESS/);
    // The keychain is checked first: no token is made that would have nowhere to go.
    expect(f.sb.log.filter((e) => e.path.endsWith('/auth'))).toEqual([]);
    expect(f.sb.state.tokens.size).toBe(0);
    expect(json(await f.cli(['accounts', '--json']))).toEqual({ accounts: [] });
  });

  it('switches between two accounts by e-mail and renames a customer of the active one', async () => {
    const [demo, second] = f.sb.users as [typeof f.sb.demo, typeof f.sb.demo];
    await f.login(demo);
    await f.login(second);
    const use = await f.cli(['use', demo.email, '--json']);
    expect(use.code).toBe(0);
    expect(json(use)).toMatchObject({ account: { email: demo.email, active: true } });
    const projects = json(await f.cli(['projects', '--json'])).projects as Array<{
      customerId: number | null;
    }>;
    const customerId = projects.find((p) => p.customerId !== null)!.customerId!;
    const renamed = await f.cli(['rename-customer', String(customerId), 'Globex', '--json']);
    expect(renamed.code).toBe(0);
    expect(json(renamed)).toEqual({ customerId, name: 'Globex' });
    const said = await f.cli(['rename-customer', String(customerId), 'Globex Brasil']);
    expect(said.stdout).toBe(`Customer ${customerId} is now “Globex Brasil”.\n`);
    const cached = json(await f.cli(['projects', '--cached', '--json'])).projects as Array<{
      customerId: number | null;
      customerName: string | null;
    }>;
    expect(
      cached.filter((p) => p.customerId === customerId).every((p) => p.customerName === 'Globex Brasil'),
    ).toBe(true);
    expect((await f.cli(['rename-customer', 'abc', 'X'])).code).toBe(2);
    expect((await f.cli(['use', 'nobody@example.com'])).code).toBe(2);
  });

  it('an ambiguous name lists the keys quoted, so a pasted key is one word to the shell', async () => {
    const [demo, second] = f.sb.users as [typeof f.sb.demo, typeof f.sb.demo];
    await f.login(demo, ['--label', 'Trabalho']);
    const signedIn = await f.cli(
      [...sandboxLoginArgs(f.sb, second), '--label', 'Trabalho 2'],
      `${second.password}\n`,
    );
    // Two accounts of one name: refused at sign-in, so made by hand in settings.json.
    const file = join(f.config.dir, 'settings.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"Trabalho 2"', '"trabalho"'));
    // The key after a sign-in is quoted as well: it holds `|`, a pipe to the shell.
    const keyLine = /^Account key: (".+")$/m.exec(signedIn.stdout)?.[1];
    expect(keyLine).toMatch(/^"https:\/\/.+\|.+\|.+"$/);
    const ambiguous = await f.cli(['use', 'Trabalho']);
    expect(ambiguous.code).toBe(2);
    const listed = ambiguous.stderr.split('\n').filter((line) => line.startsWith('  "'));
    expect(listed).toHaveLength(2);
    const pasted = await runProcess(
      'bash',
      ['-c', `${process.execPath} ${BUILT_CLI} use ${listed[0]!.trim()} --json`],
      {
        env: f.env(),
      },
    );
    expect(pasted.code).toBe(0);
    expect((JSON.parse(pasted.stdout) as { account: { key: string } }).account.key).toBe(
      JSON.parse(listed[0]!.trim()),
    );
  });

  it('a 401 signs out with the reason (exit 3); login again restores', async () => {
    await f.login();
    f.sb.faults.add({ path: '/projects', fault: { kind: 'status', status: 401 }, times: 1 });
    const dead = await f.cli(['projects']);
    expect(dead.code).toBe(3);
    expect(dead.stderr).toContain(sessionEnded().replace(/\.$/, '')); // the reason, in brackets
    expect(dead.stdout).toMatch(/^21 projects · saved .+ · 3 archived hidden .+$/m); // the list saved at login, as offline
    expect(json(await f.cli(['status', '--json']))).toMatchObject({
      signedIn: false,
      reason: sessionEnded(),
      cachedProjects: 24,
    });
    expect((await f.login()).code).toBe(0);
    expect((await f.cli(['status'])).code).toBe(0);
  });

  it('import-token insists on the User-Agent and then uses it for every call', async () => {
    const missing = await f.cli(['import-token', ...f.loginArgs()], 'whatever\n');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--user-agent is required.*destroys it/);

    const userAgent = 'curl/8.5.0';
    const token = f.sb.issueToken({ userAgent });
    f.seen.push(token);
    const run = await f.cli(
      ['import-token', ...f.loginArgs(), '--user-agent', userAgent, '--ca-file', f.sb.caFile, '--json'],
      `${token}\n`,
    );
    expect(run.code).toBe(0);
    expect(json(run)).toMatchObject({ account: { signedIn: true } });
    expect((await f.cli(['projects'])).code).toBe(0);
    const listCalls = f.sb.log.filter((e) => e.path.endsWith('/projects'));
    expect(listCalls.map((e) => e.headers['user-agent'])).toEqual([userAgent, userAgent]);
  });

  it("import-token refuses one account's token typed with another's id: nothing saved, the token untouched", async () => {
    expect((await f.login()).code).toBe(0); // demo, with its list saved
    const second = f.sb.users.find((u) => u.accountId !== f.sb.demo.accountId)!;
    const userAgent = 'curl/8.5.0';
    const demosToken = f.sb.issueToken({ userAgent }); // made for demo's account
    f.seen.push(demosToken);
    const run = await f.cli(
      ['import-token', ...f.loginArgs(second), '--user-agent', userAgent, '--ca-file', f.sb.caFile],
      `${demosToken}\n`,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `timetray: This token lists exactly the projects saved for ${f.sb.demo.email} (account ${f.sb.demo.accountId}): ` +
        `it looks like that account's token, not account ${second.accountId}'s. Check the account id and the token; nothing was saved.\n`,
    );
    const accounts = json(await f.cli(['accounts', '--json'])) as { accounts: { accountId: string }[] };
    expect(accounts.accounts.map((a) => a.accountId)).toEqual([f.sb.demo.accountId]);
    expect(f.sb.state.tokens.has(demosToken)).toBe(true); // not revoked: it is demo's, and works

    // The right account's own token is adopted, as before.
    const secondsToken = f.sb.issueToken({ userAgent, accountId: second.accountId });
    f.seen.push(secondsToken);
    const right = await f.cli(
      ['import-token', ...f.loginArgs(second), '--user-agent', userAgent, '--ca-file', f.sb.caFile],
      `${secondsToken}\n`,
    );
    expect(right.code).toBe(0);
  });

  it('a token refused after another User-Agent was tried is said to be ended: make a new one', async () => {
    const token = f.sb.issueToken({ userAgent: 'MeuScript/3.0' });
    f.seen.push(token);
    const importWith = (userAgent: string) =>
      f.cli(
        ['import-token', ...f.loginArgs(), '--user-agent', userAgent, '--ca-file', f.sb.caFile],
        `${token}\n`,
      );
    const wrong = await importWith('MeuScript/3.1');
    expect(wrong.code).toBe(3);
    // The service ended it on that call: the right User-Agent no longer helps, so the advice
    // cannot be "check the User-Agent" alone.
    expect(wrong.stderr).toContain('make a new token');
    const right = await importWith('MeuScript/3.0');
    expect(right.code).toBe(3);
    expect(right.stderr).toContain('make a new token');
  });
});

describe('status when settings.json sends the token elsewhere (edited by hand)', () => {
  it('says the account cannot be used until signed in again (exit 3), not "Signed in."', async () => {
    await f.login();
    const file = join(f.config.dir, 'settings.json');
    const settings = await readFile(file, 'utf8');
    const origin = new URL(f.sb.baseUrl).origin;
    await writeFile(
      file,
      settings.replaceAll(`${origin}/api/v1`, `${origin.replace('127.0.0.1', 'localhost')}/api/v1`),
    );
    const run = await f.cli(['status']);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain(
      `The address of ${f.sb.demo.email} in settings.json does not match its keychain entry — sign in again.`,
    );
    expect(run.stdout).not.toContain('Signed in.');
    expect(json(await f.cli(['status', '--json'])).reason).toMatch(/does not match its keychain entry/);
  });
});

describe('a label that already names another account', () => {
  it('is refused before any sign-in, so `use` and --account never match two accounts', async () => {
    expect((await f.login(f.sb.demo, ['--label', 'Escritório'])).code).toBe(0);
    const second = f.sb.users.find((u) => u.accountId !== f.sb.demo.accountId)!;
    f.sb.clearLog();
    for (const label of [f.sb.demo.email, 'escritorio']) {
      const run = await f.login(second, ['--label', label]);
      expect(run.code).toBe(2);
      expect(JSON.parse(run.stderr).error.message).toBe(
        `The label “${label}” already names Escritório (its label, e-mail or account id): choosing an account by it would match both. Choose another label.`,
      );
    }
    expect(f.sb.log.some((e) => e.path.endsWith('/auth'))).toBe(false); // no token was made
    // Its own label again, and another one for the other account, are fine.
    expect((await f.login(f.sb.demo, ['--label', 'Escritório'])).code).toBe(0);
    expect((await f.login(second, ['--label', 'Cliente Dois'])).code).toBe(0);
    expect((await f.cli(['use', 'escritorio'])).code).toBe(0);
  });
});
