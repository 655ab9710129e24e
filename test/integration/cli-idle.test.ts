import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAST_USED_FILE } from '../../src/main/core/accounts/last-used';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/**
 * Idle accounts as a CLI user meets them: `accounts` says when each token was last used,
 * `doctor` warns before the service's 30-day limit and fails after it, with the sign-in
 * line, and an online command gives an idle account its keep-alive call. Past uses are
 * written into last-used.json (the CLI runs on the real clock).
 */
const f = useCliFixture();

/** `timetray doctor ARGS` with English words (LC_ALL=C: the words asserted here are English). */
async function doctorInEnglish(args: string[]) {
  const run = await runCli(['doctor', ...args], { env: { ...f.env(), LC_ALL: 'C' } });
  f.outputs.push(run.stdout, run.stderr);
  return run;
}
const DAY = 24 * 60 * 60 * 1000;
const CURL_UA = 'curl/8.5.0';

interface Account {
  key: string;
  email: string;
  lastUsed: string | null;
}
interface Check {
  id: string;
  status: string;
  found: string;
  fix: string | null;
  subject?: string;
}

/** Demo signs in (active); the second user's token is pasted with curl's User-Agent. */
async function twoAccounts(): Promise<{ demo: Account; other: Account }> {
  const user = f.sb.users[1]!;
  const token = f.sb.issueToken({ userAgent: CURL_UA, accountId: user.accountId, email: user.email });
  f.seen.push(token);
  const imported = await f.cli(
    ['import-token', ...f.loginArgs(user), '--user-agent', CURL_UA, '--ca-file', f.sb.caFile, '--json'],
    `${token}\n`,
  );
  expect(imported.code).toBe(0);
  const login = await f.login();
  expect(login.code).toBe(0);
  const { accounts } = json(await f.cli(['accounts', '--json'])) as { accounts: Account[] };
  return {
    demo: accounts.find((a) => a.email === f.sb.demo.email)!,
    other: accounts.find((a) => a.email === user.email)!,
  };
}

/** Sets the recorded last use of each key, `daysAgo` days before now (null: none on record). */
async function usedDaysAgo(days: Record<string, number | null>): Promise<void> {
  const accounts: Record<string, { used: string }> = {};
  for (const [key, ago] of Object.entries(days))
    if (ago !== null) accounts[key] = { used: new Date(Date.now() - ago * DAY).toISOString() };
  await writeFile(join(f.config.dir, LAST_USED_FILE), JSON.stringify({ version: 1, accounts }));
}

const doctorAccounts = async (): Promise<Check[]> => {
  const run = await doctorInEnglish(['--json']);
  return (JSON.parse(run.stdout) as { checks: Check[] }).checks.filter((c) => c.id === 'accounts');
};

describe('idle accounts in the CLI', () => {
  it("accounts and accounts --json show each account's last use; an account without a record says so", async () => {
    const { demo, other } = await twoAccounts();
    // Both were just used by the sign-ins themselves.
    expect(Date.now() - Date.parse(demo.lastUsed!)).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(other.lastUsed!)).toBeLessThan(60_000);

    await usedDaysAgo({ [demo.key]: 3, [other.key]: null });
    const human = await f.cli(['accounts']);
    expect(human.stdout).toMatch(/\* demo@[^\n]*\(signed in\) {2}last used 3 days ago\n/);
    expect(human.stdout).toMatch(/ {2}[^\n]*\(signed in\) {2}last use unknown\n/);
    const { accounts } = json(await f.cli(['accounts', '--json'])) as { accounts: Account[] };
    const byKey = new Map(accounts.map((a) => [a.key, a.lastUsed]));
    expect(byKey.get(other.key)).toBeNull();
    expect(byKey.get(demo.key)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.round((Date.now() - Date.parse(byKey.get(demo.key)!)) / DAY)).toBe(3);
  });

  it('status says when the active session is idle long enough for the service to end it, as doctor does', async () => {
    const { demo } = await twoAccounts();
    await usedDaysAgo({ [demo.key]: 21 });
    expect((await f.cli(['status'])).stdout).toMatch(/^Signed in\.$/m);

    await usedDaysAgo({ [demo.key]: 25 });
    const ending = await f.cli(['status']);
    expect(ending.code).toBe(0);
    expect(ending.stdout).toMatch(
      /^Signed in; this account's token has not been used for 25 days \(last use .+\)\. The service ends the session on .+ unless it is used: `timetray projects` \(without --cached\) keeps it\.$/m,
    );

    const endingPt = await runCli(['status'], { env: { ...f.env(), LANG: 'pt_BR.UTF-8' } });
    expect(endingPt.stdout).toMatch(
      /^Sessão ativa; o token desta conta não é usado há 25 dias \(último uso .+\)\. O serviço encerra a sessão em .+ se ela não for usada: basta rodar `timetray projects` \(sem --cached\) para mantê-la ativa\.$/m,
    );

    // On the 30th day the end is behind: no "ends on" a past day.
    await usedDaysAgo({ [demo.key]: 30 });
    expect((await f.cli(['status'])).stdout).toMatch(
      /^Signed in, but this account's token has not been used for 30 days/m,
    );

    await usedDaysAgo({ [demo.key]: 40 });
    const ended = await f.cli(['status']);
    expect(ended.code).toBe(0); // only a call can tell: the token may still work
    expect(ended.stdout).toMatch(
      /^Signed in, but this account's token has not been used for 40 days \(last use .+\): the service ends a session unused for 30 days, so this one has most likely ended — run `timetray login` if `timetray projects` says so\.$/m,
    );
    const portuguese = await runCli(['status'], { env: { ...f.env(), LANG: 'pt_BR.UTF-8' } });
    f.outputs.push(portuguese.stdout, portuguese.stderr);
    expect(portuguese.stdout).toMatch(
      /^Sessão ativa, mas o token desta conta não é usado há 40 dias \(último uso .+\): o serviço encerra uma sessão sem uso por 30 dias, então esta provavelmente já foi encerrada — rode `timetray login` se `timetray projects` disser isso\.$/m,
    );
  });

  it('doctor warns at 22 idle days and fails at 31, each time with the exact sign-in line', async () => {
    const { demo, other } = await twoAccounts();
    const user = f.sb.users[1]!;
    const line = `timetray login --base-url ${f.sb.baseUrl} --email ${user.email} --account ${user.accountId}`;

    await usedDaysAgo({ [demo.key]: 0, [other.key]: 22 });
    let checks = await doctorAccounts();
    let idle = checks.find((c) => c.subject?.includes(user.email))!;
    expect(idle.status).toBe('warn');
    expect(idle.found).toMatch(/not been used for 22 days/);
    expect(idle.fix).toContain(line);
    expect(checks.find((c) => c.subject?.includes(f.sb.demo.email))!.status).toBe('ok');

    await usedDaysAgo({ [demo.key]: 0, [other.key]: 31 });
    const run = await doctorInEnglish(['--json']);
    checks = (JSON.parse(run.stdout) as { checks: Check[] }).checks.filter((c) => c.id === 'accounts');
    idle = checks.find((c) => c.subject?.includes(user.email))!;
    expect(idle.status).toBe('fail');
    expect(idle.found).toMatch(/not been used for 31 days/);
    expect(idle.fix).toBe(`Sign in again: \`${line}\`.`);
    expect(run.code).not.toBe(0);
    const human = await doctorInEnglish([]);
    expect(human.stdout).toContain(line);
  });

  it("doctor says an idle account's last use and the session's end in local time and the locale; --json keeps ISO 8601", async () => {
    const { demo, other } = await twoAccounts();
    await usedDaysAgo({ [demo.key]: 0, [other.key]: 22 });
    const record = JSON.parse(await readFile(join(f.config.dir, LAST_USED_FILE), 'utf8')) as {
      accounts: Record<string, { used: string }>;
    };
    const used = record.accounts[other.key]!.used;
    const ends = new Date(Date.parse(used) + 30 * DAY).toISOString();
    // What a person in São Paulo with a German locale reads.
    const TZ = 'America/Sao_Paulo';
    const local = (iso: string) =>
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: TZ }).format(
        Date.parse(iso),
      );
    const human = await runCli(['doctor'], {
      env: { ...f.env(), LANG: 'de_DE.UTF-8', LC_ALL: '', LC_TIME: '', LC_MESSAGES: 'C', TZ },
    });
    f.outputs.push(human.stdout, human.stderr);
    const line = human.stdout.split('\n').find((l) => l.includes('not been used for 22 days'))!;
    expect(line).toContain(`(last use ${local(used)})`);
    expect(line).toContain(`ends the session on ${local(ends)} unless it is used`);
    expect(human.stdout).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);

    const idle = (await doctorAccounts()).find((c) => c.status === 'warn')!;
    expect(idle.found).toContain(`(last use ${used})`);
    expect(idle.found).toContain(`ends the session on ${ends} unless`);
  });

  it('an online command gives an account idle 8 days one call with its own User-Agent, once', async () => {
    const { demo, other } = await twoAccounts();
    await usedDaysAgo({ [demo.key]: 0, [other.key]: 8 });
    const before = f.sb.log.length;
    const started = Date.now();
    const first = await f.cli(['projects', '--ca-file', f.sb.caFile]);
    const took = Date.now() - started;
    expect(first.code).toBe(0);
    const curl = () => f.sb.log.slice(before).filter((e) => e.headers['user-agent'] === CURL_UA);
    expect(curl()).toHaveLength(1);
    expect(curl()[0]!.status).toBe(200);
    expect(took).toBeLessThan(10_000);
    const record = JSON.parse(await readFile(join(f.config.dir, LAST_USED_FILE), 'utf8'));
    expect(Date.now() - Date.parse(record.accounts[other.key].used)).toBeLessThan(60_000);

    // Later commands the same day (and `accounts`, which stays offline): no more calls.
    await f.cli(['projects', '--ca-file', f.sb.caFile]);
    await f.cli(['accounts']);
    expect(curl()).toHaveLength(1);

    // A signed-out account idle as long gets none.
    await f.cli(['logout', '--account', other.key, '--ca-file', f.sb.caFile]);
    await usedDaysAgo({ [demo.key]: 0, [other.key]: 8 });
    await f.cli(['projects', '--ca-file', f.sb.caFile]);
    expect(curl().filter((e) => e.path !== '/api/v1/auth/revoke')).toHaveLength(1);
  });

  it('a keep-alive to a service that does not answer holds the command back 1.5 s at most', async () => {
    const { demo, other } = await twoAccounts();
    await usedDaysAgo({ [demo.key]: 0, [other.key]: 8 });
    // The command's own call (one project's details) is answered; the keep-alive's list never is.
    f.sb.faults.add({ method: 'GET', path: '/projects', fault: { kind: 'hang' } });
    const id = f.sb.state.projectsOf(f.sb.demo.accountId)[0]!.id;
    const before = f.sb.log.length;
    const started = Date.now();
    const run = await f.cli(['project', String(id), '--ca-file', f.sb.caFile]);
    const took = Date.now() - started;
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const hung = f.sb.log
      .slice(before)
      .filter((e) => e.headers['user-agent'] === CURL_UA && e.path === '/api/v1/projects');
    expect(hung).toHaveLength(1); // sent, never answered
    // The budget, the call's own deadline and the start of a Node process; never the 60 s a call may take.
    expect(took).toBeLessThan(6000);
  }, 30_000);
});
