import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { notInAccount } from '../../src/main/cli/project-command';
import { HIDDEN_MONEY } from '../../src/shared/money';
import { m } from '../../src/main/core/i18n';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/**
 * Issue #18, the everyday CLI: hidden money stays hidden, the saved list offline, local
 * times, and the small things. The built CLI as a child process against the sandbox.
 */
const f = useCliFixture();

const stored = () => f.sb.state.projectsOf(f.sb.demo.accountId);
/** A billable project with a rate, a value and hours. */
const withMoney = () =>
  stored().find((p) => p.rate !== null && p.valueTotal !== null && p.timeTotalSeconds > 3600)!;
const money = (text: string) => Number(text).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** The CLI in German, in São Paulo's time zone: what a person there reads. */
// German dates, English words (LC_MESSAGES=C: the words asserted here are English).
const LOCAL = { LANG: 'de_DE.UTF-8', LC_ALL: '', LC_TIME: '', LC_MESSAGES: 'C', TZ: 'America/Sao_Paulo' };
const cliIn = (env: Record<string, string>, args: string[]) => runCli(args, { env: { ...f.env(), ...env } });
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { timeStyle: 'short', timeZone: LOCAL.TZ }).format(Date.parse(iso));
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d/;

describe('showArchived in the CLI', () => {
  const hiddenLine = (count: number) =>
    ` · ${count} archived hidden (\`timetray config set showArchived true\` shows them)`;

  it('projects hides archived projects as the window and tray do, and says how many; --json keeps them all', async () => {
    expect((await f.login()).code).toBe(0);
    const archived = stored().filter((p) => !p.active);
    const active = stored().filter((p) => p.active);
    expect(archived.length).toBeGreaterThan(0);
    const run = await cliIn({ LANG: 'en_US.UTF-8' }, ['projects']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('[archived]');
    for (const p of archived) expect(run.stdout).not.toContain(`#${p.id} `);
    for (const p of active) expect(run.stdout).toContain(`#${p.id} `);
    const footer = run.stdout.trimEnd().split('\n').at(-1)!;
    expect(footer).toMatch(
      new RegExp(`^${active.length} projects · refreshed .+ · ${archived.length} archived hidden`),
    );
    expect(footer.endsWith(hiddenLine(archived.length))).toBe(true);
    // For scripts: every project, whatever the setting (they filter on status themselves).
    expect(json(await f.cli(['projects', '--json'])).projects).toHaveLength(stored().length);

    expect((await f.cli(['config', 'set', 'showArchived', 'true'])).code).toBe(0);
    const all = await cliIn({ LANG: 'en_US.UTF-8' }, ['projects', '--cached']);
    for (const p of archived) expect(all.stdout).toMatch(new RegExp(`#${p.id} .*\\[archived\\]$`, 'm'));
    expect(all.stdout).toMatch(new RegExp(`^${stored().length} projects · cached [^·]+$`, 'm'));
    expect(all.stdout).not.toContain('hidden');
  });

  it('when every project is archived and they are hidden, the one line says so (not "No projects")', async () => {
    for (const p of stored()) p.active = false;
    expect((await f.login()).code).toBe(0);
    const run = await cliIn({ LANG: 'en_US.UTF-8' }, ['projects']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `No active projects · refreshed ${run.stdout.match(/refreshed (.+?) ·/)![1]}${hiddenLine(24)}\n`,
    );
  });
});

describe('hours the list does not carry', () => {
  it('a "–" in the hours is explained under the list until the project\'s totals are fetched', async () => {
    // One active project, so fetching every total is one command.
    for (const p of stored().slice(1)) f.sb.state.projects.delete(p.id);
    stored()[0]!.active = true;
    expect((await f.login()).code).toBe(0);
    const hint = "– : hours not fetched yet; `timetray project ID` fetches a project's totals.\n";
    const before = await cliIn({ LANG: 'en_US.UTF-8' }, ['projects', '--cached']);
    expect(before.stdout).toMatch(/ –\n/);
    expect(before.stdout).toMatch(new RegExp(`${hint.replace(/[()`.]/g, '\\$&')}1 project · cached .+\\n$`));
    expect((await f.cli(['projects', '--json'])).stdout).not.toContain('fetches');
    expect((await f.cli(['project', String(stored()[0]!.id)])).code).toBe(0);
    const after = await cliIn({ LANG: 'en_US.UTF-8' }, ['projects', '--cached']);
    expect(after.stdout).toMatch(/ \d+ h \d+ min\n/);
    expect(after.stdout).not.toContain(hint);
  });
});

describe('hideMoney in the CLI', () => {
  it('shows rates and values as ••• for people, in details and Markdown; --json keeps them and says so', async () => {
    expect((await f.login()).code).toBe(0);
    const target = withMoney();
    const id = String(target.id);
    const rate = money(target.rate!);
    const value = money(target.valueTotal!);
    const shown = await cliIn({ LANG: 'en_US.UTF-8' }, ['project', id]);
    expect(shown.stdout).toContain(`${rate} per hour`);
    expect(shown.stdout).toContain(value);
    const before = json(await f.cli(['project', id, '--json']));

    expect((await f.cli(['config', 'set', 'hideMoney', 'true'])).code).toBe(0);
    const details = await cliIn({ LANG: 'en_US.UTF-8' }, ['project', id]);
    expect(details.code).toBe(0);
    expect(details.stdout).toMatch(new RegExp(`Rate\\s+${HIDDEN_MONEY}$`, 'm'));
    expect(details.stdout).toMatch(new RegExp(`Value\\s+${HIDDEN_MONEY}$`, 'm'));
    expect(details.stdout).not.toContain(rate);
    expect(details.stdout).not.toContain(value);
    const markdown = await cliIn({ LANG: 'en_US.UTF-8' }, ['project', id, '--markdown']);
    expect(markdown.stdout).toContain(`- Value: ${HIDDEN_MONEY}`);
    expect(markdown.stdout).not.toContain(value);

    const body = json(await f.cli(['project', id, '--json'])) as {
      moneyHidden: boolean;
      project: Record<string, unknown>;
    };
    expect(body.moneyHidden).toBe(true);
    expect(body.project).toMatchObject({ rate: Number(target.rate), valueTotal: Number(target.valueTotal) });
    expect(json(await f.cli(['projects', '--json']))).toMatchObject({ moneyHidden: true });
    expect(before).toMatchObject({ moneyHidden: false });
  });
});

describe('offline: the saved copy', () => {
  it('projects shows the saved list, says from when and why on stderr, and still exits 4', async () => {
    expect((await f.login()).code).toBe(0);
    const fresh = json(await f.cli(['projects', '--json'])) as { fetchedAt: string };
    const id = stored()[0]!.id;
    expect((await f.cli(['project', String(id)])).code).toBe(0); // its details are saved too
    await f.sb.close(); // offline from here

    const run = await cliIn(LOCAL, ['projects']);
    expect(run.code).toBe(4);
    // Names wider than the list's 48-cell column are cut there with "…".
    for (const p of stored().filter((s) => s.active))
      expect(run.stdout).toContain(stringWidth(p.name) > 48 ? p.name.slice(0, 30) : p.name);
    expect(run.stdout).toMatch(/^21 projects · saved .+ · 3 archived hidden .+$/m);
    const notice = run.stderr.trimEnd().split('\n');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toContain(`saved list from ${localTime(fresh.fetchedAt)}`);
    expect(notice[0]).toMatch(/could not be refreshed\. \S.+[.?!] `/); // its why, a sentence of its own
    expect(notice[0]).toContain('timetray projects --cached');

    const asJson = await f.cli(['projects', '--json']);
    expect(asJson.code).toBe(4);
    const body = json(asJson) as {
      stale: boolean;
      error: { code: string };
      projects: unknown[];
      fetchedAt: string;
    };
    expect(body).toMatchObject({
      stale: true,
      fromCache: true,
      error: { code: 'network' },
      fetchedAt: fresh.fetchedAt,
    });
    expect(body.projects).toHaveLength(24);
    expect(JSON.parse(asJson.stderr)).toMatchObject({ error: { code: 'network' } });

    const details = await cliIn(LOCAL, ['project', String(id)]);
    expect(details.code).toBe(4);
    expect(details.stdout).toContain(`(#${id})`);
    expect(details.stdout).toMatch(/^Cached .+\.$/m);
    expect(details.stderr).toMatch(/^timetray: Showing the saved details from .+--cached.+\n$/);
    await f.reopenSandbox(); // for the fixture's cleanup
  });
});

describe('the session ended (401): the saved copy, as offline', () => {
  it('projects and project ID show the saved list and details, say why on stderr, and exit 3', async () => {
    expect((await f.login()).code).toBe(0);
    const fresh = json(await f.cli(['projects', '--json'])) as { fetchedAt: string };
    const id = String(stored()[0]!.id);
    expect((await f.cli(['project', id])).code).toBe(0);
    f.sb.state.tokens.clear(); // the service ends the session (e.g. 30 days unused)

    const ended = await f.cli(['projects']);
    expect(ended.code).toBe(3);
    expect(ended.stdout).toMatch(/^21 projects · saved .+ · 3 archived hidden .+$/m);
    expect(ended.stderr).toMatch(
      /^timetray: Showing the saved list from .+: it could not be refreshed\. The service ended this session — sign in again\. `timetray projects --cached`.+\ntimetray: Sign in with `timetray login --base-url \S+ --email \S+ --account \S+`\.\n$/,
    );
    // The next command finds no token (the refused one was dropped): the same, from the saved copy.
    const asJson = await f.cli(['projects', '--json']);
    expect(asJson.code).toBe(3);
    expect(json(asJson)).toMatchObject({
      stale: true,
      fetchedAt: fresh.fetchedAt,
      error: { code: 'signed_out' },
    });
    expect((json(asJson) as { projects: unknown[] }).projects).toHaveLength(24);

    const details = await f.cli(['project', id]);
    expect(details.code).toBe(3);
    expect(details.stdout).toContain(`(#${id})`);
    expect(details.stderr).toMatch(
      /^timetray: Showing the saved details from .+: they could not be refreshed\. .+sign in again\. .+--cached` shows them .+\ntimetray: Sign in with `timetray login --base-url \S+ --email \S+ --account \S+`\.\n$/,
    );
  });

  it('after logout, a command that needs the session names `timetray login`; --json and login itself do not', async () => {
    expect((await f.login()).code).toBe(0);
    expect((await f.cli(['logout'])).code).toBe(0);
    const list = await f.cli(['projects']);
    // The account's own options: what `login --password-stdin` needs, ready to paste.
    const login = `timetray login ${f.loginArgs().join(' ')}`;
    expect([list.code, list.stderr]).toEqual([
      3,
      'timetray: No token for this account is in the keychain — sign in again.\n' +
        `timetray: Sign in with \`${login}\`.\n`,
    ]);
    const asJson = await f.cli(['projects', '--json']);
    expect(asJson.code).toBe(3);
    expect(
      asJson.stderr
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      {
        error: {
          code: 'signed_out',
          message: 'No token for this account is in the keychain — sign in again.',
        },
      },
    ]);
    const portuguese = await runCli(['project', String(stored()[0]!.id)], {
      env: { ...f.env(), LANG: 'pt_BR.UTF-8' },
    });
    f.outputs.push(portuguese.stdout, portuguese.stderr);
    expect(portuguese.stderr.endsWith(`\ntimetray: Entre com \`${login}\`.\n`)).toBe(true);
    // The hinted command, as a script runs it, signs in again.
    const hinted = /`(timetray login [^`]+)`/.exec(list.stderr)![1]!.split(' ').slice(1);
    const again = await f.cli([...hinted, '--password-stdin'], `${f.sb.demo.password}\n`);
    expect([again.code, again.stderr]).toEqual([0, '']);
    expect((await f.cli(['logout'])).code).toBe(0);

    // Signing in with a wrong password is answered by what to check, not by "sign in again".
    const wrong = await f.cli(
      ['login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile],
      'not-the-password\n',
    );
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).not.toContain('Run `timetray login`');
  });
});

describe('one clock: local time in the locale, ISO in --json', () => {
  it('projects, project, status and doctor say when in local time', async () => {
    expect((await f.login()).code).toBe(0);
    const list = await cliIn(LOCAL, ['projects', '--json']);
    const fetchedAt = (json(list) as { fetchedAt: string }).fetchedAt;
    expect(fetchedAt).toMatch(ISO);
    const at = localTime(fetchedAt);

    const human = await cliIn(LOCAL, ['projects']);
    expect(human.stdout).toMatch(new RegExp(`^21 projects · refreshed ${at} · 3 archived hidden`, 'm'));
    const status = await cliIn(LOCAL, ['status']);
    expect(status.stdout).toContain(`last refreshed ${at}.`);
    expect(status.stdout).not.toMatch(ISO);
    const doctor = await cliIn(LOCAL, ['doctor']);
    expect(doctor.stdout).toContain(`last successful refresh ${at} (`);
    expect(doctor.stdout).toMatch(/"Timetray Sandbox CA" until \d\d\.\d\d\.\d{4}; /); // the saved --ca-file
    expect(doctor.stdout).not.toMatch(/\d{4}-\d\d-\d\d/);

    const id = String(stored()[0]!.id);
    const details = json(await cliIn(LOCAL, ['project', id, '--json'])) as { fetchedAt: string };
    expect(details.fetchedAt).toMatch(ISO);
    const shown = await cliIn(LOCAL, ['project', id, '--cached']);
    expect(shown.stdout).toContain(`Cached ${localTime(details.fetchedAt)}.`);
  });
});

describe('the service refuses (403): what it means, then its own words', () => {
  it("projects says, in the user's language, that the account may not do this, with the service's text", async () => {
    expect((await f.login()).code).toBe(0);
    const forbidden = { kind: 'status', status: 403, body: '{"message":"Forbidden"}' } as const;
    f.sb.faults.add({ path: '/projects', fault: forbidden, times: 2 });
    const english = await f.cli(['projects']);
    expect([english.code, english.stderr]).toEqual([
      1,
      'timetray: Your account is not allowed to do this. The service said: “Forbidden”.\n',
    ]);
    const portuguese = await runCli(['projects'], { env: { ...f.env(), LANG: 'pt_BR.UTF-8' } });
    f.outputs.push(portuguese.stdout, portuguese.stderr);
    expect(portuguese.stderr).toBe(
      'timetray: Sua conta não tem permissão para fazer isso. O serviço disse: “Forbidden”.\n',
    );
  });
});

describe('small things', () => {
  it('an id that was never in the account is "not in this account", unlike one that vanished', async () => {
    expect((await f.login()).code).toBe(0);
    const never = await f.cli(['project', '987654']);
    expect(never.code).toBe(1);
    expect(never.stderr).not.toContain(m.core_project_gone()); // it never was in the list
    expect(never.stderr).toBe(`timetray: ${notInAccount(987654)}\n`);
    const gone = stored()[2]!;
    f.sb.state.projects.delete(gone.id);
    const vanished = await f.cli(['project', String(gone.id)]);
    expect(vanished.code).toBe(1);
    expect(vanished.stderr).toBe(`timetray: ${m.core_project_gone()}\n`);
    const other = stored()[3]!;
    f.sb.state.projects.delete(other.id);
    const portuguese = await runCli(['project', String(other.id)], {
      env: { ...f.env(), LANG: 'pt_BR.UTF-8' },
    });
    f.outputs.push(portuguese.stdout, portuguese.stderr);
    expect(portuguese.stderr).toBe(
      'timetray: Este projeto não existe mais no serviço — ele foi removido da lista.\n',
    );
  });

  it('projects --cached with nothing saved says so once, and how to fetch; an empty list is one line', async () => {
    expect((await f.login()).code).toBe(0);
    await rm(join(f.config.dir, 'cache'), { recursive: true, force: true });
    const run = await f.cli(['projects', '--cached']);
    expect(run.code).toBe(0);
    // After `logout`, which deletes the saved list, fetching it needs a sign-in first: said too.
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      'No saved list of projects on this computer yet: `timetray projects` fetches it once you are signed in (`timetray login`).',
    ]);
    const portuguese = await cliIn({ LANG: 'pt_BR.UTF-8' }, ['projects', '--cached']);
    expect(portuguese.stdout).toBe(
      'Ainda não há lista de projetos salva neste computador: `timetray projects` a busca quando a sessão estiver ativa (`timetray login`).\n',
    );

    for (const p of stored()) f.sb.state.projects.delete(p.id);
    const empty = await cliIn({ LANG: 'en_US.UTF-8' }, ['projects']);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toMatch(/^No projects in this account · refreshed \d{1,2}:\d\d [AP]M\n$/);
  });

  it('lists hours as the window does, and keeps the column straight for CJK and emoji names', async () => {
    const [first, second] = stored();
    first!.name = '東京オフィス移転 第二期';
    second!.name = 'Launch 🚀🎉 party';
    expect((await f.login()).code).toBe(0);
    // The list carries no totals: those of fetched details show in it.
    const withTotal = stored().find((p) => p.timeTotalSeconds >= 3600 * 100)!;
    expect((await f.cli(['project', String(withTotal.id)])).code).toBe(0);
    // Archived ones too: the seeded name wider than the column is an archived project's.
    expect((await f.cli(['config', 'set', 'showArchived', 'true'])).code).toBe(0);
    const run = await cliIn({ LANG: 'en_US.UTF-8' }, ['projects']);
    expect(run.code).toBe(0);
    const rows = run.stdout
      .split('\n')
      .filter((l) => /^ {2}#\d/.test(l))
      .map((l) => l.replace(/ {2}\[archived\]$/, ''));
    const h = Math.floor(withTotal.timeTotalSeconds / 3600);
    const min = Math.floor((withTotal.timeTotalSeconds % 3600) / 60);
    const line = rows.find((l) => l.includes(`#${withTotal.id} `))!;
    expect(line).toMatch(new RegExp(` ${h.toLocaleString('en-US')} h ${min} min$`));
    expect(rows.filter((l) => /\d:\d\d$/.test(l))).toEqual([]);
    // Every row ends in the same terminal column; a name wider than the column is cut there.
    expect(rows.some((l) => l.includes('東京オフィス移転 第二期'))).toBe(true);
    expect(rows.some((l) => l.includes('🚀🎉'))).toBe(true);
    expect(rows.some((l) => /…\s+(–|[\d,.]+ h \d+ min)$/.test(l))).toBe(true);
    expect(new Set(rows.map((l) => stringWidth(l))).size).toBe(1);
  });

  it('a refused sign-in keeps the service words and says what to check, and where the account id is', async () => {
    const wrongPassword = await f.cli(
      ['login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile],
      'not-the-password\n',
    );
    const wrongAccount = await f.cli(
      ['login', ...f.loginArgs().slice(0, -1), 'ffffffffffff', '--password-stdin', '--ca-file', f.sb.caFile],
      `${f.sb.demo.password}\n`,
    );
    // The projects page of the id given, to compare with the browser's address.
    const origin = new URL(f.sb.baseUrl).origin;
    for (const [run, id] of [
      [wrongPassword, f.sb.demo.accountId],
      [wrongAccount, 'ffffffffffff'],
    ] as const) {
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('Invalid email, password or account.');
      expect(run.stderr).toContain('Check the e-mail and the password');
      expect(run.stderr).toContain(
        `account id is the code after /a/ in the web app's address: with ${id}, your projects page would be ${origin}/a/${id}/#/projects`,
      );
    }
  });
});
