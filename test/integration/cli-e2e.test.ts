import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { SESSION_ENDED, TimetrayCore } from '../../src/main/core/timetray-core';
import { decodeSecret, type KeytarSecretStore } from '../../src/main/core/vault';
import { startSandbox, type Sandbox } from '../sandbox';
import { requireKeyring } from '../support/keyring';
import { BUILT_CLI, buildCli, runCli, SOURCE_CLI, type CliRun } from '../support/run-cli';
import { runInTerminal } from '../support/run-in-terminal';
import { filesContaining, makeTempConfig, type TempConfig } from '../support/temp-config';

let keychain: KeytarSecretStore;
let firstLine: string;
let sb: Sandbox;
let config: TempConfig;
let certs: TempConfig;
/** Every output of every run, for the "a token is never printed" check. */
const outputs: string[] = [];
/** Every token seen in the sandbox or the keychain. */
const seen: string[] = [];

const env = () => ({ ...process.env, TIMETRAY_CONFIG_DIR: config.dir });
async function cli(args: string[], input?: string, entry?: string[]): Promise<CliRun> {
  const run = await runCli(args, {
    env: env(),
    ...(input === undefined ? {} : { input }),
    ...(entry ? { entry } : {}),
  });
  outputs.push(run.stdout, run.stderr);
  for (const token of sb.state.tokens.keys()) seen.push(token); // every token the service ever issued
  return run;
}
const login = (user = sb.demo, extra: string[] = []) =>
  cli(
    [
      'login',
      '--base-url',
      sb.baseUrl,
      '--email',
      user.email,
      '--account',
      user.accountId,
      '--password-stdin',
      '--ca-file',
      sb.caFile,
      '--json',
      ...extra,
    ],
    `${user.password}\n`,
  );
const json = (run: CliRun): Record<string, unknown> => JSON.parse(run.stdout) as Record<string, unknown>;
async function tokens(): Promise<string[]> {
  const core = await TimetrayCore.open({ configDir: config.dir, secrets: keychain });
  const keys = core.snapshot().accounts.map((a) => a.key);
  await core.close();
  const found = await Promise.all(keys.map(async (k) => decodeSecret(await keychain.get(k))?.token));
  return found.filter((t): t is string => typeof t === 'string');
}

beforeAll(async () => {
  keychain = await requireKeyring();
  firstLine = buildCli();
});

beforeEach(async () => {
  certs = await makeTempConfig('timetray-certs-');
  sb = await startSandbox({ projects: 24, certDir: certs.dir });
  config = await makeTempConfig();
});

afterEach(async () => {
  seen.push(...(await tokens()));
  const secrets = [...seen, ...sb.users.map((u) => u.password)];
  expect(outputs.filter((o) => secrets.some((s) => o.includes(s)))).toEqual([]);
  expect(await filesContaining(config.dir, secrets)).toEqual([]);
  const core = await TimetrayCore.open({ configDir: config.dir, secrets: keychain });
  for (const a of core.snapshot().accounts) await keychain.delete(a.key);
  await core.close();
  outputs.length = 0;
  await sb.close();
  await config.cleanup();
  await certs.cleanup();
});

afterAll(() => expect(seen.length).toBeGreaterThan(0)); // the scan above did see tokens

describe('the CLI end to end (built file, real keychain, sandbox)', () => {
  it('is built as an executable Node script and prints help with exit codes and --json shapes', async () => {
    expect(firstLine).toBe('#!/usr/bin/env node');
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Exit codes:[\s\S]*3 sign-in needed[\s\S]*4 network or TLS/);
    expect(help.stdout).toMatch(/--json output[\s\S]*"accounts": \[Account/);
    expect((await cli([])).code).toBe(2);
    expect((await cli(['frobnicate'])).code).toBe(2);
    expect((await cli(['projects', '--password-stdin'])).code).toBe(2);
  });

  it('logs in from stdin, then status, accounts and projects work with the saved CA setting', async () => {
    const run = await login(sb.demo, ['--label', 'Work']);
    expect(run.code).toBe(0);
    const account = json(run).account as Record<string, unknown>;
    expect(account).toMatchObject({
      label: 'Work',
      email: sb.demo.email,
      accountId: sb.demo.accountId,
      signedIn: true,
      active: true,
    });
    expect(Object.keys(account).sort()).toEqual([
      'accountId',
      'active',
      'baseUrl',
      'email',
      'key',
      'label',
      'signedIn',
    ]);

    const status = await cli(['status', '--json']);
    expect(status.code).toBe(0);
    expect(json(status)).toMatchObject({ signedIn: true, account, reason: null, cachedProjects: 24 });

    expect(json(await cli(['accounts', '--json']))).toEqual({ accounts: [account] });

    // No --ca-file from here on: login saved it as a setting.
    const list = await cli(['projects', '--json']);
    expect(list.code).toBe(0);
    const body = json(list);
    expect(body).toMatchObject({ account: account.key, fromCache: false, skipped: 0 });
    expect(body.projects).toHaveLength(24);

    const human = await cli(['projects']);
    expect(human.code).toBe(0);
    const some = (body.projects as Array<{ id: number; customerName: string | null }>).find(
      (p) => p.customerName,
    )!;
    // Grouped: the customer's heading line, then its projects indented under it.
    expect(human.stdout).toMatch(new RegExp(`^${some.customerName}.*\\n(  #\\d+.*\\n)*  #${some.id} `, 'm'));
    expect(human.stdout).toMatch(/^24 projects · refreshed /m);
  });

  it('on a terminal, asks for what is missing and takes the password without echo', async () => {
    const { code, screen } = await runInTerminal(
      [BUILT_CLI, 'login', '--ca-file', sb.caFile],
      [
        ['Service address (https://…/api/v1): ', sb.baseUrl],
        ['E-mail: ', sb.demo.email],
        ['Account id (after /a/ in the web app): ', sb.demo.accountId],
        ['Password: ', sb.demo.password],
      ],
      env(),
    );
    outputs.push(screen);
    expect(code).toBe(0);
    expect(screen).toContain(sb.demo.email); // typed with echo, as usual
    expect(screen).not.toContain(sb.demo.password);
    expect(screen).toMatch(/Signed in as .* 24 projects\./);
  });

  it('sends the same User-Agent as the core, so either can use the token the other made', async () => {
    await login();
    const core = await TimetrayCore.open({ configDir: config.dir, caFile: sb.caFile });
    await core.refreshProjects(); // the CLI's token, used in-process: must not be destroyed
    await core.close();
    expect((await cli(['projects', '--json'])).code).toBe(0);
    const agents = new Set(sb.log.map((e) => e.headers['user-agent']));
    expect([...agents]).toEqual([PRODUCT_USER_AGENT]);
    expect(sb.log.every((e) => e.status < 400)).toBe(true);
  });

  it('source and built CLI behave alike', async () => {
    await login();
    const built = await cli(['status', '--json']);
    const source = await cli(['status', '--json'], undefined, SOURCE_CLI);
    expect(source.code).toBe(built.code);
    expect(JSON.parse(source.stdout)).toEqual(JSON.parse(built.stdout));
  });

  it('exit 3 for a wrong password or no session, 4 when the service is unreachable, 2 for http://', async () => {
    const bad = await cli(
      [
        'login',
        '--base-url',
        sb.baseUrl,
        '--email',
        sb.demo.email,
        '--account',
        sb.demo.accountId,
        '--password-stdin',
        '--ca-file',
        sb.caFile,
      ],
      'wrong\n',
    );
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/^timetray: /);
    expect((await cli(['projects'])).code).toBe(3);
    expect((await cli(['status'])).code).toBe(3);

    const insecure = await cli(
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

    const nopw = await cli([
      'login',
      '--base-url',
      sb.baseUrl,
      '--email',
      sb.demo.email,
      '--account',
      sb.demo.accountId,
    ]);
    expect(nopw.code).toBe(2);
    expect(nopw.stderr).toMatch(/--password-stdin/);

    await login();
    await sb.close();
    const offline = await cli(['projects', '--json']);
    expect(offline.code).toBe(4);
    expect(JSON.parse(offline.stderr)).toMatchObject({ error: { code: 'network' } });
    const cached = await cli(['projects', '--cached', '--json']);
    expect(cached.code).toBe(0);
    expect(json(cached)).toMatchObject({ fromCache: true });
    expect(json(cached).projects).toHaveLength(24);
    sb = await startSandbox({ projects: 1, certDir: certs.dir });
  });

  it('logout revokes at the service; offline logout says the token could not be revoked', async () => {
    await login();
    const out = await cli(['logout', '--json']);
    expect(out.code).toBe(0);
    expect(json(out)).toMatchObject({ revoked: true });
    expect(
      sb.log.some((e) => e.method === 'GET' && e.path === '/api/v1/auth/revoke' && e.status === 200),
    ).toBe(true);
    expect(json(await cli(['status', '--json']))).toMatchObject({ signedIn: false });

    await login();
    await sb.close();
    const offline = await cli(['logout']);
    expect(offline.code).toBe(0);
    expect(offline.stdout).toMatch(/could not be told/);
    expect(await tokens()).toEqual([]);
    sb = await startSandbox({ projects: 1, certDir: certs.dir });
  });

  it('without a usable keychain: login names the cause (exit 1) and revokes the token it could not store', async () => {
    const noBus: NodeJS.ProcessEnv = { ...env(), DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' };
    delete noBus.DISPLAY;
    const run = await runCli(
      [
        'login',
        '--base-url',
        sb.baseUrl,
        '--email',
        sb.demo.email,
        '--account',
        sb.demo.accountId,
        '--password-stdin',
        '--ca-file',
        sb.caFile,
      ],
      { env: noBus, input: `${sb.demo.password}\n` },
    );
    outputs.push(run.stdout, run.stderr);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^timetray: No D-Bus session: .*DBUS_SESSION_BUS_ADDRESS/);
    const issued = sb.log.find((e) => e.path.endsWith('/auth') && e.status === 200);
    const revoke = sb.log.find((e) => e.path.endsWith('/auth/revoke'));
    expect(issued).toBeDefined();
    expect(revoke?.status).toBe(200); // no live token left that nobody can use or revoke
    expect(sb.state.tokens.size).toBe(0);
    expect(json(await cli(['accounts', '--json']))).toEqual({ accounts: [] });
  });

  it('switches between two accounts by e-mail and renames a customer of the active one', async () => {
    const [demo, second] = sb.users as [typeof sb.demo, typeof sb.demo];
    await login(demo);
    await login(second);
    const use = await cli(['use', demo.email, '--json']);
    expect(use.code).toBe(0);
    expect(json(use)).toMatchObject({ account: { email: demo.email, active: true } });
    const projects = json(await cli(['projects', '--json'])).projects as Array<{ customerId: number | null }>;
    const customerId = projects.find((p) => p.customerId !== null)!.customerId!;
    const renamed = await cli(['rename-customer', String(customerId), 'Globex', '--json']);
    expect(renamed.code).toBe(0);
    expect(json(renamed)).toEqual({ customerId, name: 'Globex' });
    const cached = json(await cli(['projects', '--cached', '--json'])).projects as Array<{
      customerId: number | null;
      customerName: string | null;
    }>;
    expect(cached.filter((p) => p.customerId === customerId).every((p) => p.customerName === 'Globex')).toBe(
      true,
    );
    expect((await cli(['rename-customer', 'abc', 'X'])).code).toBe(2);
    expect((await cli(['use', 'nobody@example.com'])).code).toBe(2);
  });

  it('a 401 signs out with the reason (exit 3); login again restores', async () => {
    await login();
    sb.faults.add({ path: '/projects', fault: { kind: 'status', status: 401 }, times: 1 });
    const dead = await cli(['projects']);
    expect(dead.code).toBe(3);
    expect(dead.stderr).toContain(SESSION_ENDED);
    expect(json(await cli(['status', '--json']))).toMatchObject({
      signedIn: false,
      reason: SESSION_ENDED,
      cachedProjects: 24,
    });
    expect((await login()).code).toBe(0);
    expect((await cli(['status'])).code).toBe(0);
  });

  it('import-token insists on the User-Agent and then uses it for every call', async () => {
    const missing = await cli(
      ['import-token', '--base-url', sb.baseUrl, '--email', sb.demo.email, '--account', sb.demo.accountId],
      'whatever\n',
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--user-agent is required.*destroys it/);

    const userAgent = 'curl/8.5.0';
    const token = sb.issueToken({ userAgent });
    seen.push(token);
    const run = await cli(
      [
        'import-token',
        '--base-url',
        sb.baseUrl,
        '--email',
        sb.demo.email,
        '--account',
        sb.demo.accountId,
        '--user-agent',
        userAgent,
        '--ca-file',
        sb.caFile,
        '--json',
      ],
      `${token}\n`,
    );
    expect(run.code).toBe(0);
    expect(json(run)).toMatchObject({ account: { signedIn: true } });
    expect((await cli(['projects'])).code).toBe(0);
    const listCalls = sb.log.filter((e) => e.path.endsWith('/projects'));
    expect(listCalls.map((e) => e.headers['user-agent'])).toEqual([userAgent, userAgent]);
  });
});
