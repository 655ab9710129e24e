import { describe, expect, it } from 'vitest';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { json, useCliFixture } from '../support/cli-fixture';
import { BUILT_CLI, SOURCE_CLI } from '../support/run-cli';
import { runInTerminal } from '../support/run-in-terminal';

/** The built CLI as a child process against the sandbox and the real keychain. */
const f = useCliFixture();

describe('the CLI end to end (built file, real keychain, sandbox)', () => {
  it('is built as an executable Node script and prints help with exit codes and --json shapes', async () => {
    expect(f.firstLine).toBe('#!/usr/bin/env node');
    const help = await f.cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Exit codes:[\s\S]*3 sign-in needed[\s\S]*4 network or TLS/);
    expect(help.stdout).toMatch(/--json output[\s\S]*"accounts": \[Account/);
    expect((await f.cli([])).code).toBe(2);
    expect((await f.cli(['frobnicate'])).code).toBe(2);
    expect((await f.cli(['projects', '--password-stdin'])).code).toBe(2);
  });

  it('logs in from stdin, then status, accounts and projects work with the saved CA setting', async () => {
    const run = await f.login(f.sb.demo, ['--label', 'Work']);
    expect(run.code).toBe(0);
    const account = json(run).account as Record<string, unknown>;
    expect(account).toMatchObject({
      label: 'Work',
      email: f.sb.demo.email,
      accountId: f.sb.demo.accountId,
      signedIn: true,
      active: true,
    });
    expect(Object.keys(account).sort()).toEqual([
      'accountId',
      'active',
      'baseUrl',
      'email',
      'key',
      'keychain',
      'label',
      'lastUsed',
      'signedIn',
    ]);
    expect(Date.now() - Date.parse(account.lastUsed as string)).toBeLessThan(60_000); // the sign-in itself
    // `--help` documents every field a script gets.
    const shape = (await f.cli(['--help'])).stdout.match(/Account {2}= \{[^}]*\}/)![0];
    for (const key of Object.keys(account)) expect(shape).toContain(`"${key}"`);

    const status = await f.cli(['status', '--json']);
    expect(status.code).toBe(0);
    expect(json(status)).toMatchObject({ signedIn: true, account, reason: null, cachedProjects: 24 });

    expect(json(await f.cli(['accounts', '--json']))).toEqual({ accounts: [account] });

    // No --ca-file from here on: login saved it as a setting.
    const list = await f.cli(['projects', '--json']);
    expect(list.code).toBe(0);
    const body = json(list);
    expect(body).toMatchObject({ account: account.key, fromCache: false, skipped: 0 });
    expect(body.projects).toHaveLength(24);

    const human = await f.cli(['projects']);
    expect(human.code).toBe(0);
    const some = (body.projects as Array<{ id: number; customerName: string | null }>).find(
      (p) => p.customerName,
    )!;
    // Grouped: the customer's heading line, then its projects indented under it.
    expect(human.stdout).toMatch(new RegExp(`^${some.customerName}.*\\n(  #\\d+.*\\n)*  #${some.id} `, 'm'));
    expect(human.stdout).toMatch(/^21 projects · refreshed .+ · 3 archived hidden /m);
  });

  it('on a terminal, asks for what is missing and takes the password without echo', async () => {
    const { code, screen } = await runInTerminal(
      [BUILT_CLI, 'login', '--ca-file', f.sb.caFile],
      [
        ['Service address [https://app.rabbiit.com/api/v1]: ', f.sb.baseUrl],
        ['E-mail: ', f.sb.demo.email],
        ['Account id (after /a/ in the web app): ', f.sb.demo.accountId],
        ['Password: ', f.sb.demo.password],
      ],
      f.env(),
    );
    f.outputs.push(screen);
    expect(code).toBe(0);
    expect(screen).toContain(f.sb.demo.email); // typed with echo, as usual
    expect(screen).not.toContain(f.sb.demo.password);
    expect(screen).toMatch(/Signed in as .* 24 projects\./);
  });

  it('on a terminal, a mistyped answer is refused and asked again, not the end of the sign-in (both languages)', async () => {
    const { code, screen } = await runInTerminal(
      [BUILT_CLI, 'login', '--ca-file', f.sb.caFile],
      [
        ['Service address [https://app.rabbiit.com/api/v1]: ', f.sb.baseUrl],
        ['E-mail: ', 'demo'],
        ['E-mail: ', f.sb.demo.email], // asked again, after the refusal's words
        ['Account id (after /a/ in the web app): ', 'no/slash'],
        ['Account id (after /a/ in the web app): ', f.sb.demo.accountId],
        ['Password: ', f.sb.demo.password],
      ],
      f.env(),
    );
    f.outputs.push(screen);
    expect(code).toBe(0);
    expect(screen).toContain('Enter a valid email address.');
    expect(screen).toContain('The account id is the short code after /a/');
    expect(screen).toMatch(/Signed in as .* 24 projects\./);

    const pt = await runInTerminal(
      [BUILT_CLI, 'login'],
      [
        ['Endereço do serviço [', 'ftp://x'],
        ['Endereço do serviço [', '\u0003'],
      ],
      { ...f.env(), LANG: 'pt_BR.UTF-8' },
    );
    f.outputs.push(pt.screen);
    expect(pt.code).toBe(130); // Ctrl-C still ends it
    expect(pt.screen.split('Endereço do serviço [').length).toBe(3); // asked twice
  });

  it('on a terminal, Enter at the service address takes the hosted service, as the window does', async () => {
    // Ctrl-C at the next question: nothing is sent anywhere, and the screen shows the default was taken.
    const { code, screen } = await runInTerminal(
      [BUILT_CLI, 'login'],
      [
        ['Service address [https://app.rabbiit.com/api/v1]: ', ''],
        ['E-mail: ', '\u0003'],
      ],
      f.env(),
    );
    f.outputs.push(screen);
    expect(screen).not.toContain('--base-url is required');
    expect(screen).toContain('E-mail: ');
    expect(code).toBe(130);
  });

  it('signing in again offers the signed-out account: Enter, Enter, Enter and the password', async () => {
    await f.login();
    expect((await f.cli(['logout'])).code).toBe(0);
    const { code, screen } = await runInTerminal(
      [BUILT_CLI, 'login'],
      [
        [`Service address [${f.sb.baseUrl}]: `, ''],
        [`E-mail [${f.sb.demo.email}]: `, ''],
        [`Account id (after /a/ in the web app) [${f.sb.demo.accountId}]: `, ''],
        ['Password: ', f.sb.demo.password],
      ],
      f.env(),
    );
    f.outputs.push(screen);
    expect(code).toBe(0);
    expect(screen).toMatch(/Signed in as .* 24 projects\./);
    const accounts = json(await f.cli(['accounts', '--json'])).accounts as Array<Record<string, unknown>>;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ email: f.sb.demo.email, signedIn: true, active: true });
  });

  it('sends the same User-Agent as the core, so either can use the token the other made', async () => {
    await f.login();
    const core = await TimetrayCore.open({ configDir: f.config.dir, caFile: f.sb.caFile });
    await core.refreshProjects(); // the CLI's token, used in-process: must not be destroyed
    await core.close();
    expect((await f.cli(['projects', '--json'])).code).toBe(0);
    const agents = new Set(f.sb.log.map((e) => e.headers['user-agent']));
    expect([...agents]).toEqual([PRODUCT_USER_AGENT]);
    expect(f.sb.log.every((e) => e.status < 400)).toBe(true);
  });

  it('source and built CLI behave alike', async () => {
    await f.login();
    const built = await f.cli(['status', '--json']);
    const source = await f.cli(['status', '--json'], undefined, SOURCE_CLI);
    expect(source.code).toBe(built.code);
    expect(JSON.parse(source.stdout)).toEqual(JSON.parse(built.stdout));
  });

  it('exit 3 for a wrong password or no session, 4 when the service is unreachable, 2 for http://', async () => {
    const bad = await f.cli(
      ['login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile],
      'wrong\n',
    );
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/^timetray: /);
    expect((await f.cli(['projects'])).code).toBe(3);
    expect((await f.cli(['status'])).code).toBe(3);

    const insecure = await f.cli(
      [
        'login',
        '--base-url',
        'http://127.0.0.1:1/api/v1',
        '--email',
        'a@b.c',
        '--account',
        'x',
        '--password-stdin',
      ],
      'pw\n',
    );
    expect(insecure.code).toBe(2);
    expect(insecure.stderr).toMatch(/https/);

    const nopw = await f.cli(['login', ...f.loginArgs()]);
    expect(nopw.code).toBe(2);
    expect(nopw.stderr).toMatch(/--password-stdin/);

    await f.login();
    await f.sb.close();
    const offline = await f.cli(['projects', '--json']);
    expect(offline.code).toBe(4);
    expect(JSON.parse(offline.stderr)).toMatchObject({ error: { code: 'network' } });
    const cached = await f.cli(['projects', '--cached', '--json']);
    expect(cached.code).toBe(0);
    expect(json(cached)).toMatchObject({ fromCache: true });
    expect(json(cached).projects).toHaveLength(24);
    await f.reopenSandbox();
  });
});
