import { describe, expect, it } from 'vitest';
import { json, useCliFixture } from '../support/cli-fixture';
import { BUILT_CLI, runCli } from '../support/run-cli';
import { runInTerminal } from '../support/run-in-terminal';

/** Removing accounts, a broken keychain, the shared input rules and import-token on a terminal. */
const f = useCliFixture();

describe('CLI accounts: remove, keychain trouble, input rules (built file, real keychain, sandbox)', () => {
  it('remove revokes the token, deletes it from the keychain and drops the account', async () => {
    const key = (json(await f.login()).account as { key: string }).key;
    const removed = await f.cli(['remove', f.sb.demo.email, '--json']);
    expect(removed.code).toBe(0);
    expect(json(removed)).toEqual({
      account: key,
      revoked: true,
      state: 'revoked',
      forgotten: { budgets: 0, pins: 0 },
    });
    expect(f.sb.log.some((e) => e.path === '/api/v1/auth/revoke' && e.status === 200)).toBe(true);
    expect(json(await f.cli(['accounts', '--json']))).toEqual({ accounts: [] });
    expect(await f.keychain.get(key)).toBeNull();

    await f.login();
    await f.sb.close();
    const offline = await f.cli(['remove', f.sb.demo.email]);
    expect(offline.code).toBe(0);
    expect(offline.stdout).toMatch(
      /^Removed demo@timetray\.test and deleted its token from the keychain, but the service could not be told: /,
    );
    expect(json(await f.cli(['accounts', '--json']))).toEqual({ accounts: [] });
    await f.reopenSandbox();
    expect((await f.cli(['--help'])).stdout).toMatch(/remove ACCOUNT[\s\S]*logout, remove +\{"account"/);
  });

  it('remove says what went with the account, and which account is active now', async () => {
    await f.login();
    await f.login(f.sb.users[1]!); // the second client's account, active now
    expect((await f.cli(['projects'])).code).toBe(0);
    const [first, second] = f.sb.state.projectsOf(f.sb.users[1]!.accountId);
    expect((await f.cli(['budget', String(first!.id), '--hours', '40'])).code).toBe(0);
    expect((await f.cli(['pin', String(first!.id)])).code).toBe(0);
    expect((await f.cli(['pin', String(second!.id)])).code).toBe(0);

    // They exist only here: a script is refused without --yes, and nothing is removed.
    const refused = await f.cli(['remove', f.sb.users[1]!.email]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `timetray: Removing ${f.sb.users[1]!.email} also deletes what is kept only on this computer: ` +
        `1 budget and 2 pins. Nothing was removed; to remove it all the same: timetray remove ${f.sb.users[1]!.email} --yes\n`,
    );
    expect((json(await f.cli(['accounts', '--json'])).accounts as unknown[]).length).toBe(2);

    const removed = await f.cli(['remove', f.sb.users[1]!.email, '--yes']);
    expect(removed.code).toBe(0);
    expect(removed.stdout.split('\n').slice(1)).toEqual([
      'Also deleted (kept only on this computer): 1 budget and 2 pins.',
      'Active account now: demo@timetray.test.',
      '',
    ]);
    // In Portuguese; an account with neither says nothing of them, and none is left active.
    const pt = await runCli(['remove', f.sb.demo.email], { env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' } });
    f.outputs.push(pt.stdout, pt.stderr);
    expect(pt.stdout).toBe(
      'Conta demo@timetray.test removida. O token dela foi revogado no serviço e apagado do chaveiro.\n',
    );
  });

  it('remove on a terminal asks before deleting budgets and pins: "n" keeps all, "s" (pt-BR) removes', async () => {
    await f.login();
    const [first] = f.sb.state.projectsOf(f.sb.demo.accountId);
    expect((await f.cli(['budget', String(first!.id), '--hours', '40'])).code).toBe(0);
    const ask = (typed: string, env: NodeJS.ProcessEnv, prompt: string) =>
      runInTerminal([BUILT_CLI, 'remove', f.sb.demo.email], [[prompt, typed]], env);

    const kept = await ask('n', f.env(), '[y/N]');
    expect(kept.code).toBe(1);
    expect(kept.screen).toContain(
      'Remove demo@timetray.test? Also deleted (kept only on this computer): 1 budget. [y/N]',
    );
    expect(kept.screen).toContain('Nothing was removed.');
    expect((json(await f.cli(['accounts', '--json'])).accounts as unknown[]).length).toBe(1);
    expect(json(await f.cli(['budget', String(first!.id), '--json']))).toMatchObject({
      budget: { hours: 40 },
    });

    const removed = await ask('s', { ...f.env(), LANG: 'pt_BR.UTF-8' }, '[s/N]');
    expect(removed.code).toBe(0);
    expect(removed.screen).toContain(
      'Remover demo@timetray.test? Também serão apagados (só existem neste computador): 1 orçamento. [s/N]',
    );
    expect(json(await f.cli(['accounts', '--json']))).toEqual({ accounts: [] });
  });

  it('logout and remove of an account that was not signed in never say "revoked": true', async () => {
    const key = (json(await f.login()).account as { key: string }).key;
    expect(json(await f.cli(['logout', '--json']))).toEqual({
      account: key,
      revoked: true,
      state: 'revoked',
    });
    f.sb.clearLog();
    const again = await f.cli(['logout', '--json']);
    expect(again.code).toBe(0);
    expect(json(again)).toEqual({ account: key, revoked: false, state: 'not_signed_in' });
    expect((await f.cli(['logout'])).stdout).toBe(
      'demo@timetray.test was not signed in; nothing to revoke.\n',
    );
    const removed = await f.cli(['remove', f.sb.demo.email, '--json']);
    expect(removed.code).toBe(0);
    expect(json(removed)).toEqual({
      account: key,
      revoked: false,
      state: 'not_signed_in',
      forgotten: { budgets: 0, pins: 0 },
    });
    expect(f.sb.log.some((e) => e.path.endsWith('/auth/revoke'))).toBe(false); // nothing was sent
  });

  it('with the keychain unreachable, status exits 1 and says so instead of "sign in"', async () => {
    await f.login();
    expect((await f.cli(['projects'])).code).toBe(0); // a saved list to show below
    const noBus: NodeJS.ProcessEnv = { ...f.env(), DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' };
    delete noBus.DISPLAY;
    const status = await runCli(['status'], { env: noBus });
    const accounts = await runCli(['accounts'], { env: noBus });
    f.outputs.push(status.stdout, status.stderr, accounts.stdout, accounts.stderr);
    expect(status.code).toBe(1);
    expect(status.stdout).toMatch(/\(keychain unavailable\) No D-Bus session/);
    expect(accounts.stdout).toContain('(keychain unavailable)');
    expect(accounts.stdout).not.toContain('signed out');
    expect(accounts.stderr).toMatch(/No D-Bus session/);
    const asJson = JSON.parse((await runCli(['accounts', '--json'], { env: noBus })).stdout) as object;
    expect(asJson).toMatchObject({ accounts: [{ signedIn: null, keychain: 'unavailable' }] });

    // The saved list, as offline, with the keychain's own reason; the exit code stays 1.
    const projects = await runCli(['projects'], { env: noBus });
    f.outputs.push(projects.stdout, projects.stderr);
    expect(projects.code).toBe(1);
    expect(projects.stdout).toMatch(/^21 projects · saved .+ · 3 archived hidden .+$/m);
    expect(projects.stderr).toMatch(
      /^timetray: Showing the saved list from .+: it could not be refreshed\. No D-Bus session: .+--cached/,
    );
  });

  it('checks input with the same rules and words as the window (exit 2, code bad_input)', async () => {
    const badEmail = await f.cli(
      [
        'login',
        '--base-url',
        f.sb.baseUrl,
        '--email',
        'nobody',
        '--account',
        'x',
        '--password-stdin',
        '--json',
      ],
      'pw\n',
    );
    expect(badEmail.code).toBe(2);
    expect(JSON.parse(badEmail.stderr)).toEqual({
      // The form's words, with the option and the value typed (the CLI has no field to point at).
      error: { code: 'bad_input', message: '--email nobody: Enter a valid email address.' },
    });
    const badId = await f.cli(
      ['import-token', '--user-agent', 'curl/8', ...f.loginArgs(), '--account', 'no/slash'],
      'tok\n',
    );
    expect(badId.code).toBe(2);
    expect(badId.stderr).toBe(
      'timetray: --account no/slash: The account id is the short code after /a/ in the web app’s address.\n',
    );
    // A label is shown in every list: refused as a customer name is, before any sign-in.
    for (const [label, words] of [
      ['bad\tlabel\u001b[31m', 'A label cannot contain control characters'],
      ['Cliente \u200fDois', 'text-direction controls'],
      ['L'.repeat(101), 'A label can be at most 100 characters.'],
    ] as const) {
      const refused = await f.login(f.sb.demo, ['--label', label]);
      expect([refused.code, JSON.parse(refused.stderr).error.code]).toEqual([2, 'bad_input']);
      expect(refused.stderr).toContain(words);
      expect(JSON.parse(refused.stderr).error.message).toMatch(/^--label .+: /); // the option named, as --email is
    }
    expect(f.sb.log.some((e) => e.path.endsWith('/auth'))).toBe(false); // no token was made
    const pt = await runCli(['login', ...f.loginArgs(), '--label', 'a\tb', '--password-stdin'], {
      env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' },
      input: 'pw\n',
    });
    f.outputs.push(pt.stdout, pt.stderr);
    expect(pt.stderr).toMatch(/^timetray: --label .+: Um rótulo não pode conter caracteres de controle/);
    await f.login();
    const long = await f.cli(['rename-customer', '1', 'x'.repeat(256)]);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('The customer name can be at most 255 characters.');
    expect(f.sb.log.some((e) => e.path.includes('/customers/'))).toBe(false);
    expect(JSON.parse((await f.cli(['frobnicate', '--json'])).stderr)).toMatchObject({
      error: { code: 'bad_input' },
    });
    const bare = await f.cli([]);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toMatch(/^timetray — .*\n[\s\S]*Exit codes:/);
  });

  it('takes a service address without https:// as https, and shows the e-mail once when it is the label', async () => {
    const bare = f.sb.baseUrl.replace(/^https:\/\//, '');
    const login = await f.cli(
      ['login', ...f.loginArgs(), '--base-url', bare, '--password-stdin', '--ca-file', f.sb.caFile],
      `${f.sb.demo.password}\n`,
    );
    expect(login.stdout).toMatch(/^Signed in as demo@timetray\.test, account /);
    expect((await f.cli(['status'])).stdout).toMatch(/^demo@timetray\.test, account /);
    expect((await f.cli(['accounts'])).stdout).toMatch(/^\* demo@timetray\.test {2}account /);
  });

  it('import-token on a terminal explains why the User-Agent matters and asks for it', async () => {
    const userAgent = 'curl/8.5.0';
    const token = f.sb.issueToken({ userAgent });
    f.seen.push(token);
    const { code, screen } = await runInTerminal(
      [BUILT_CLI, 'import-token', ...f.loginArgs(), '--ca-file', f.sb.caFile],
      [
        ['User-Agent: ', userAgent],
        ['Token: ', token],
      ],
      f.env(),
    );
    f.outputs.push(screen);
    expect(code).toBe(0);
    expect(screen).toMatch(/destroys the token for good/);
    expect(screen).not.toContain(token);
    const calls = f.sb.log.filter((e) => e.path.endsWith('/projects'));
    expect(calls.map((e) => e.headers['user-agent'])).toEqual([userAgent]);
  });
});
