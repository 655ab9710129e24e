import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/**
 * Issue #19 from a terminal: `budget`, `pin`, `unpin`, `open`, and what `project` and
 * `projects` show of them. The built CLI as a child process against the sandbox and the real
 * keychain. English and a neutral number format are pinned (LC_ALL=C) unless a test says so.
 */
const f = useCliFixture();
const stored = () => f.sb.state.projectsOf(f.sb.demo.accountId);
const HOUR = 3600;
const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

const saved = { LC_ALL: process.env.LC_ALL, PATH: process.env.PATH };
beforeEach(() => void (process.env.LC_ALL = 'C'));
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Logs in and fetches the list (budgets and pins name projects of the saved list). */
async function ready(): Promise<void> {
  expect((await f.login()).code).toBe(0);
  expect((await f.cli(['projects'])).code).toBe(0);
}

describe('timetray budget', () => {
  it('sets a budget that project ID shows as progress, in --json too, and --clear removes it', async () => {
    await ready();
    const target = stored()[0]!;
    f.sb.state.projects.get(target.id)!.timeTotalSeconds = 98.5 * HOUR;

    const set = await f.cli(['budget', String(target.id), '--hours', '120', '--json']);
    expect(set.code).toBe(0);
    expect(json(set)).toEqual({ projectId: target.id, budget: { hours: 120, value: null, percent: null } });

    const human = await f.cli(['project', String(target.id)]);
    expect(human.stdout).toMatch(/^ {2}Budget\s+82% of 120 h — 80% reached$/m);
    const asJson = await f.cli(['project', String(target.id), '--json']);
    expect(json(asJson).budget).toEqual({ hours: 120, value: null, percent: 82 });
    // The list's --json carries the totals the percent (and the human list) is measured with.
    const listed = json(await f.cli(['projects', '--cached', '--json'])).projects as Array<{
      id: number;
      totals: { timeTotalSeconds: number; fetchedAt: string } | null;
      budget: { percent: number } | null;
    }>;
    const row = listed.find((p) => p.id === target.id)!;
    expect(row.totals).toMatchObject({ timeTotalSeconds: 98.5 * HOUR, fetchedAt: json(asJson).fetchedAt });
    expect(row.budget?.percent).toBe(82);
    expect(listed.filter((p) => p.totals !== null).map((p) => p.id)).toEqual([target.id]);

    const cleared = await f.cli(['budget', String(target.id), '--clear']);
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toBe(`“${target.name}” (#${target.id}) has no budget any more.\n`);
    const after = await f.cli(['project', String(target.id), '--json']);
    expect(json(after).budget).toBeNull();
    expect((await f.cli(['project', String(target.id)])).stdout).not.toContain('Budget');
  });

  it('budget ID alone shows the budget and how much is used, or how to set one, in both languages', async () => {
    await ready();
    const target = stored()[0]!;
    const id = String(target.id);
    const name = `“${target.name}” (#${id})`;
    f.sb.state.projects.get(target.id)!.timeTotalSeconds = 98.5 * HOUR;

    const none = await f.cli(['budget', id]);
    expect([none.code, none.stdout]).toEqual([
      0,
      `${name} has no budget. Set one with: timetray budget ${id} --hours 120 (or --value 15000)\n`,
    ]);
    expect(json(await f.cli(['budget', id, '--json']))).toEqual({ projectId: target.id, budget: null });

    expect((await f.cli(['budget', id, '--hours', '120'])).code).toBe(0);
    expect((await f.cli(['budget', id])).stdout).toBe(
      `Budget of ${name}: 120 h (progress known once the project's totals are fetched: timetray project ${id}).\n`,
    );
    expect((await f.cli(['project', id])).code).toBe(0);
    const shown = await f.cli(['budget', id]);
    expect([shown.code, shown.stdout]).toEqual([0, `Budget of ${name}: 82% of 120 h — 80% reached.\n`]);
    expect(json(await f.cli(['budget', id, '--json']))).toEqual({
      projectId: target.id,
      budget: { hours: 120, value: null, percent: 82 },
    });
    const portuguese = await runCli(['budget', id], { env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' } });
    f.outputs.push(portuguese.stdout, portuguese.stderr);
    expect(portuguese.stdout).toBe(`Orçamento de ${name}: 82% de 120 h — perto do orçamento.\n`);

    expect((await f.cli(['budget', id, '--clear'])).stdout).toBe(`${name} has no budget any more.\n`);
    expect((await f.cli(['budget', id, '--clear'])).stdout).toBe(`${name} had no budget.\n`);

    // An id the account does not have: project ID's words and exit code, for budget and pin alike.
    const notHere = [
      1,
      '',
      'timetray: There is no project 999999 in this account — `timetray projects` lists the ids.\n',
    ];
    for (const args of [
      ['budget', '999999'],
      ['budget', '999999', '--hours', '10'],
      ['pin', '999999'],
      ['unpin', '999999'],
    ]) {
      const run = await f.cli(args);
      expect([run.code, run.stdout, run.stderr], args.join(' ')).toEqual(notHere);
    }
    const portugueseUnknown = await runCli(['pin', '999999'], { env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' } });
    f.outputs.push(portugueseUnknown.stdout, portugueseUnknown.stderr);
    expect(portugueseUnknown.stderr).toBe(
      'timetray: Não há projeto 999999 nesta conta — `timetray projects` lista os IDs.\n',
    );
    const asJson = await f.cli(['budget', '999999', '--json']);
    expect(JSON.parse(asJson.stderr)).toMatchObject({ error: { code: 'not_found' } });
  });

  it('--hours or --value alone changes that half and keeps the other; none removes one', async () => {
    await ready();
    const target = stored()[0]!;
    const id = String(target.id);
    const name = `“${target.name}” (#${id})`;
    const budgetNow = async () => json(await f.cli(['budget', id, '--json'])).budget as object | null;
    expect((await f.cli(['budget', id, '--hours', '120'])).code).toBe(0);
    // Adding a value keeps the hours agreed before.
    const both = await f.cli(['budget', id, '--value', '15000']);
    expect(both.stdout).toBe(`Budget of ${name}: 120 h or 15,000.00.\n`);
    expect(await budgetNow()).toMatchObject({ hours: 120, value: 15000 });
    expect((await f.cli(['budget', id, '--hours', '100'])).code).toBe(0);
    expect(await budgetNow()).toMatchObject({ hours: 100, value: 15000 });
    const noHours = await f.cli(['budget', id, '--hours', 'NONE']);
    expect(noHours.stdout).toBe(`Budget of ${name}: 15,000.00.\n`);
    expect(await budgetNow()).toMatchObject({ hours: null, value: 15000 });
    // The last half removed is the budget removed, said as --clear says it.
    expect((await f.cli(['budget', id, '--value', 'none'])).stdout).toBe(`${name} has no budget any more.\n`);
    expect(await budgetNow()).toBeNull();
    expect((await f.cli(['budget', id, '--value', 'none'])).stdout).toBe(`${name} had no budget.\n`);
    const help = await runCli(['budget', '--help'], { env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' } });
    expect(help.stdout).toContain('sozinho muda essa parte e mantém a outra; none a remove');
  });

  it('a value budget, over 100%, says so in words', async () => {
    await ready();
    const target = stored().find((p) => Number(p.valueTotal) > 100)!;
    const value = Math.floor(Number(target.valueTotal) / 2);
    expect((await f.cli(['budget', String(target.id), '--value', String(value)])).code).toBe(0);
    const human = await f.cli(['project', String(target.id)]);
    expect(human.stdout).toMatch(/^ {2}Budget\s+\d{3}% of [\d,.]+ — over budget$/m);
  });

  it('refuses what is not a budget, as usage errors naming the fix, and saves nothing', async () => {
    await ready();
    const id = String(stored()[0]!.id);
    const cases: Array<[string[], RegExp]> = [
      [
        ['budget', id, '--hours', '0'],
        /--hours must be a number greater than 0 with at most 2 decimals, such as 120, without thousands separators \(or none, to remove that half\)/,
      ],
      [['budget', id, '--hours', '1.255'], /with at most 2 decimals/],
      // Not "--hours needs a value": Node's parser took -5 for an option.
      [['budget', id, '--hours', '-5'], /--hours must be a number greater than 0 .*got "-5"/],
      [
        ['budget', id, '--hours', '10000000'],
        /The budget in hours must be a number greater than 0 and at most 1,000,000/,
      ],
      [
        ['budget', id, '--value', '15.000'],
        /without thousands separators \(or none, to remove that half\); got "15.000"/,
      ],
      [['budget', id, '--hours', '10', '--clear'], /--clear removes the budget: give it without/],
      [['budget', 'abc', '--hours', '10'], /project id must be a number/],
    ];
    for (const [args, message] of cases) {
      const run = await f.cli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    const settings = JSON.parse(await readFile(join(f.config.dir, 'settings.json'), 'utf8')) as {
      accounts: Array<{ budgets?: object }>;
    };
    expect(settings.accounts[0]?.budgets).toBeUndefined();
  });

  it('projects adds a budget column once a budget is set, and currency shows money the user’s way', async () => {
    await ready();
    const before = (await f.cli(['projects'])).stdout;
    expect(before).not.toContain('%');
    const target = stored()[0]!;
    f.sb.state.projects.get(target.id)!.timeTotalSeconds = 50 * HOUR;
    f.sb.state.projects.get(target.id)!.valueTotal = '20472.97';
    expect((await f.cli(['budget', String(target.id), '--hours', '100'])).code).toBe(0);
    expect((await f.cli(['project', String(target.id)])).code).toBe(0); // fetches its totals
    const list = await f.cli(['projects']);
    expect(list.stdout).toMatch(new RegExp(`#${target.id}\\s.*50% of 100 h`));
    const listJson = json(await f.cli(['projects', '--json'])) as {
      projects: Array<Record<string, unknown>>;
    };
    expect(listJson.projects.find((p) => p.id === target.id)).toMatchObject({
      budget: { hours: 100, value: null, percent: 50 },
      pinned: false,
    });

    expect((await f.cli(['config', 'set', 'currency', 'brl'])).code).toBe(0);
    expect((await f.cli(['config', 'get', 'currency'])).stdout).toContain('BRL');
    // Brazilian number format from the environment: chosen in the run's own env (the
    // fixture pins English whenever the locale variables are this process's).
    const inReais = await runCli(['project', String(target.id)], {
      env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' },
    });
    f.outputs.push(inReais.stdout, inReais.stderr);
    expect(spaced(inReais.stdout)).toContain('R$ 20.472,97');
    const asJson = json(await f.cli(['project', String(target.id), '--json'])) as {
      project: { valueTotal: unknown };
    };
    expect(asJson.project.valueTotal).toBe(20472.97); // --json keeps plain numbers
    expect((await f.cli(['config', 'set', 'budgetAlerts', 'false'])).code).toBe(0);
    expect((await f.cli(['config', 'set', 'currency', 'reais'])).code).toBe(2);
  });

  it('after logout there is no list to check an id against: said so, with the sign-in (exit 3)', async () => {
    await ready();
    const id = String(stored()[0]!.id);
    const budgeted = String(stored()[1]!.id);
    expect((await f.cli(['budget', budgeted, '--hours', '30'])).code).toBe(0);
    expect((await f.cli(['logout'])).code).toBe(0);
    // A budget is kept on this computer: shown after logout as before (its id proven by it).
    const shown = await f.cli(['budget', budgeted]);
    expect([shown.code, shown.stdout]).toEqual([0, expect.stringMatching(/^Budget of .+ 30 h/)]);
    for (const args of [
      ['budget', id, '--hours', '10'],
      ['pin', id],
    ]) {
      const run = await f.cli(args);
      expect(run.code, args.join(' ')).toBe(3);
      expect(run.stderr.split('\n')[0]).toBe(
        `timetray: There is no saved project list for this account yet, so id ${id} cannot be checked:` +
          ' `timetray projects` fetches it once you are signed in.',
      );
      expect(run.stderr).toMatch(/timetray login --base-url/); // the sign-in line, as for every exit 3
    }
  });
});

describe('settings edited by hand', () => {
  it('a pin or budget edited by hand into something unusable costs only itself, and is said', async () => {
    await ready();
    const [first, second, third] = stored();
    for (const id of [first!.id, second!.id]) expect((await f.cli(['pin', String(id)])).code).toBe(0);
    expect((await f.cli(['budget', String(first!.id), '--hours', '120'])).code).toBe(0);
    const file = join(f.config.dir, 'settings.json');
    const settings = JSON.parse(await readFile(file, 'utf8')) as { accounts: Array<Record<string, unknown>> };
    const account = settings.accounts[0]!;
    account['pinned'] = [first!.id, second!.id, '7'];
    account['budgets'] = { ...(account['budgets'] as object), [String(third!.id)]: { hours: '80' } };
    await writeFile(file, JSON.stringify(settings));

    const edited = await readFile(file, 'utf8');
    const copies = async () =>
      (await readdir(f.config.dir)).filter((n) => n.startsWith('settings.json.before-'));

    // A command that only reads: the entries are named, and nothing is copied or saved.
    const notice =
      `timetray: In ${file}: demo@timetray.test: budget entries Timetray cannot use were left out` +
      ` (${third!.id}); the rest are kept. demo@timetray.test: pinned entries that are not project ids` +
      ` were left out ("7"); the rest are kept. The next change saves the file that way, after copying` +
      ` it as it is now to settings.json.before-… beside it.\n`;
    expect((await f.cli(['budget', String(first!.id)])).stderr).toBe(notice);
    expect(await copies()).toEqual([]);
    expect(await readFile(file, 'utf8')).toBe(edited);

    // A command that saves: the valid pins and budget stay, and the file as it was is kept.
    const run = await f.cli(['pin', String(third!.id)]);
    expect(run.code).toBe(0);
    const saved = JSON.parse(await readFile(file, 'utf8')) as { accounts: Array<Record<string, unknown>> };
    expect(saved.accounts[0]!['pinned']).toEqual([first!.id, second!.id, third!.id]);
    expect(saved.accounts[0]!['budgets']).toEqual({ [String(first!.id)]: { hours: 120, value: null } });
    const [copy, ...more] = await copies();
    expect(more).toEqual([]);
    // Said again once saved, with the copy's own name.
    expect(run.stderr).toBe(
      `${notice}timetray: ${file} was saved without what could not be used; the file as it was is` +
        ` ${join(f.config.dir, copy!)}.\n`,
    );
    expect(await readFile(join(f.config.dir, copy!), 'utf8')).toBe(edited); // "80" hours and "7" are in it

    // Said once: the next command reads a clean file, and makes no second copy.
    const next = await f.cli(['unpin', String(third!.id)]);
    expect([next.code, next.stderr]).toEqual([0, '']);
    expect(await copies()).toEqual([copy]);
  });

  it('an activeKey that names no account asks for a choice, not a new sign-in', async () => {
    await ready();
    const file = join(f.config.dir, 'settings.json');
    const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...settings, activeKey: 'https://gone.example|0|x@y.z' }));
    const chooseOne =
      'No account is active: choose one with `timetray use ACCOUNT` (`timetray accounts` lists them).';
    const status = await f.cli(['status']);
    expect([status.code, status.stdout.split('\n')[0]]).toEqual([1, chooseOne]);
    const list = await f.cli(['projects']);
    expect([list.code, list.stderr]).toEqual([1, `timetray: ${chooseOne}\n`]); // no "sign in" hint
    expect(JSON.parse((await f.cli(['budget', '1', '--json'])).stderr)).toMatchObject({
      error: { code: 'settings' },
    });
    expect((await f.cli(['use', f.sb.demo.accountId])).code).toBe(0);
    expect((await f.cli(['status'])).code).toBe(0);
  });
});

describe('timetray pin / unpin', () => {
  it('pinning an archived project says lists show it only with showArchived on', async () => {
    await ready();
    const archived = stored().find((p) => !p.active)!;
    const name = `“${archived.name}” (#${archived.id})`;
    expect((await f.cli(['pin', String(archived.id)])).stdout).toBe(
      `Pinned ${name}. It is archived, so lists show it only with showArchived on (\`timetray config set showArchived true\`).\n`,
    );
    expect((await f.cli(['config', 'set', 'showArchived', 'true'])).code).toBe(0);
    expect((await f.cli(['pin', String(archived.id)])).stdout).toBe(`Already pinned: ${name}.\n`);
  });

  it('pinned projects come first in projects, marked in --json, until unpinned', async () => {
    await ready();
    const [, , third, fourth] = stored();
    const pinned = await f.cli(['pin', String(fourth!.id), '--json']);
    expect(json(pinned)).toEqual({ projectId: fourth!.id, pinned: true, pinnedIds: [fourth!.id] });
    expect((await f.cli(['pin', String(third!.id)])).stdout).toBe(
      `Pinned “${third!.name}” (#${third!.id}).\n`,
    );
    // Said as it was, not as a change: pinned twice, and unpinning one never pinned.
    expect((await f.cli(['pin', String(third!.id)])).stdout).toBe(
      `Already pinned: “${third!.name}” (#${third!.id}).\n`,
    );
    const [first] = stored();
    expect((await f.cli(['unpin', String(first!.id)])).stdout).toBe(
      `“${first!.name}” (#${first!.id}) was not pinned.\n`,
    );

    const list = (await f.cli(['projects'])).stdout.split('\n');
    expect(list[0]).toBe('Pinned');
    expect(list[1]).toMatch(new RegExp(`^  #${fourth!.id}\\s`));
    expect(list[2]).toMatch(new RegExp(`^  #${third!.id}\\s`));
    expect(list.filter((line) => line.includes(`#${third!.id} `))).toHaveLength(1); // listed once
    const body = json(await f.cli(['projects', '--json'])) as {
      projects: Array<{ id: number; pinned: boolean }>;
    };
    expect(
      body.projects
        .filter((p) => p.pinned)
        .map((p) => p.id)
        .sort(),
    ).toEqual([third!.id, fourth!.id].sort());
    // One project's --json says it too, as the list marks it.
    const one = async (id: number) => json(await f.cli(['project', String(id), '--json']))['pinned'];
    expect([await one(third!.id), await one(first!.id)]).toEqual([true, false]);

    expect((await f.cli(['unpin', String(fourth!.id)])).stdout).toBe(
      `Unpinned “${fourth!.name}” (#${fourth!.id}).\n`,
    );
    expect((await f.cli(['projects'])).stdout.split('\n').slice(0, 2)).toEqual([
      'Pinned',
      expect.stringMatching(new RegExp(`^  #${third!.id}\\s`)),
    ]);
  });

  it('a pin leaves with its project; unpin then says the id is not in this account', async () => {
    await ready();
    const gone = stored()[5]!;
    expect((await f.cli(['pin', String(gone.id)])).code).toBe(0);
    f.sb.state.projects.delete(gone.id);
    expect((await f.cli(['projects'])).code).toBe(0); // the fresh list no longer has it
    const saved = json(await f.cli(['projects', '--cached', '--json'])) as {
      projects: Array<{ id: number }>;
    };
    expect(saved.projects.map((p) => p.id)).not.toContain(gone.id);
    // Neither pinned nor listed any more: refused as a typo is, not "was not pinned", exit 0.
    const run = await f.cli(['unpin', String(gone.id)]);
    expect([run.code, run.stdout, run.stderr]).toEqual([
      1,
      '',
      `timetray: There is no project ${gone.id} in this account — \`timetray projects\` lists the ids.\n`,
    ]);
  });

  it('signing in again while a pinned project has left: the projects are counted, the unpin said apart', async () => {
    await ready();
    const gone = stored()[7]!;
    expect((await f.cli(['pin', String(gone.id)])).code).toBe(0);
    f.sb.state.projects.delete(gone.id);
    const login = await f.cli(
      ['login', ...f.loginArgs(), '--password-stdin', '--ca-file', f.sb.caFile],
      `${f.sb.demo.password}\n`,
    );
    expect(login.code).toBe(0);
    const count = f.sb.state.projectsOf(f.sb.demo.accountId).length;
    // Not "Projects could not be listed: … was unpinned": the list was fetched.
    expect(login.stdout).toMatch(
      new RegExp(`^Signed in as demo@timetray\\.test, account \\w+\\. ${count} projects\\.\\n`),
    );
    expect(login.stderr).toContain(`(#${gone.id}) is no longer at the service, so it was unpinned.`);
  });

  it('a budget outlives its project, and says how to remove it rather than to fetch its totals', async () => {
    await ready();
    const gone = stored()[6]!;
    expect((await f.cli(['budget', String(gone.id), '--hours', '10'])).code).toBe(0);
    f.sb.state.projects.delete(gone.id);
    expect((await f.cli(['projects'])).code).toBe(0);
    const shown = await f.cli(['budget', String(gone.id)]);
    expect([shown.code, shown.stdout]).toEqual([
      0,
      `Budget of #${gone.id}: 10 h; project #${gone.id} is no longer in this account's list —` +
        ` \`timetray budget ${gone.id} --clear\` removes the budget.\n`,
    ]);
    expect(shown.stdout).not.toMatch(/timetray project /); // a fetch would fail: it is not there
    // Its saved details say the same: not "`timetray project ID` fetches them".
    const details = await f.cli(['project', String(gone.id), '--cached']);
    expect([details.code, details.stderr]).toEqual([
      1,
      `timetray: There is no project ${gone.id} in this account — \`timetray projects\` lists the ids.\n`,
    ]);
    // Changing it is refused in the same words (not "refresh the list": it was just refreshed).
    const changed = await f.cli(['budget', String(gone.id), '--hours', '5']);
    expect([changed.code, changed.stderr]).toEqual([
      1,
      `timetray: Project #${gone.id} is no longer in this account's list, so its budget cannot be changed;` +
        ` \`timetray budget ${gone.id} --clear\` removes it.\n`,
    ]);
    const cleared = await f.cli(['budget', String(gone.id), '--clear']);
    expect([cleared.code, cleared.stdout]).toEqual([0, `#${gone.id} has no budget any more.\n`]);
  });
});

describe('timetray open', () => {
  it('--print prints the account’s projects page on its own host', async () => {
    await ready();
    const run = await f.cli(['open', '--print']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${new URL(f.sb.baseUrl).origin}/a/${f.sb.demo.accountId}/#/projects\n`);
    expect(json(await f.cli(['open', '--print', '--json']))).toEqual({
      url: run.stdout.trim(),
      opened: false,
    });
  });

  it('hands exactly that address to the system’s opener, and names it when none can start', async () => {
    await ready();
    const bin = await mkdtemp(join(tmpdir(), 'timetray-opener-'));
    try {
      // The system's opener (xdg-open) stands in for the browser: it records what it was given.
      const record = join(bin, 'opened.txt');
      await writeFile(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$@" > '${record}'\n`);
      await chmod(join(bin, 'xdg-open'), 0o755);
      process.env.PATH = `${bin}:${saved.PATH}`;
      const url = `${new URL(f.sb.baseUrl).origin}/a/${f.sb.demo.accountId}/#/projects`;
      const run = await f.cli(['open']);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`Opening ${url}\n`);
      await expect.poll(() => readFile(record, 'utf8').catch(() => '')).toBe(`${url}\n`);

      process.env.PATH = bin.replace(/$/, '-none'); // no opener anywhere
      const none = await f.cli(['open']);
      expect(none.code).toBe(1);
      expect(none.stderr).toContain(`open this address yourself: ${url}`);

      // An opener that starts but cannot open anything (xdg-open with no desktop: exit 3) is
      // no opened page either: never "Opening …" and `"opened": true`.
      await writeFile(join(bin, 'xdg-open'), `#!/bin/sh\necho 'xdg-open: no method available' >&2\nexit 3\n`);
      process.env.PATH = `${bin}:${saved.PATH}`;
      const failed = await f.cli(['open']);
      expect({ code: failed.code, stdout: failed.stdout }).toEqual({ code: 1, stdout: '' });
      expect(failed.stderr).toContain('xdg-open');
      expect(failed.stderr).toContain(`open this address yourself: ${url}`);
      const failedJson = await f.cli(['open', '--json']);
      expect(json(failedJson)).toEqual({ url, opened: false });
      expect(JSON.parse(failedJson.stderr)).toMatchObject({ error: { code: 'unavailable' } });
    } finally {
      await rm(bin, { recursive: true, force: true });
    }
  });
});

describe('help, completion and did-you-mean', () => {
  it('know the new commands', async () => {
    const help = await f.cli(['--help']);
    for (const usage of ['budget [ID]', 'budgets', 'pin ID', 'unpin ID', 'open'])
      expect(help.stdout).toContain(`  ${usage}`);
    expect((await f.cli(['budget', '--help'])).stdout).toContain('--hours H');
    expect((await f.cli(['budget', '--help'])).stdout).toContain('--per P');
    expect((await f.cli(['budgets', '--help'])).stdout).toContain('BudgetPace = "on_pace"|');
    expect((await f.cli(['budgte'])).stderr).toContain('Did you mean `budget`?');
    const bash = (await f.cli(['completion', 'bash'])).stdout;
    expect(bash).toMatch(/budget\) opts="--hours --value --per --customer --clear/);
    expect(bash).toMatch(/budgets\) opts="--cached/);
    expect(bash).toMatch(/workDays\) COMPREPLY=\(\$\(compgen -W "mon-fri mon-sat sun-sat"/);
    expect(bash).toMatch(/open\) opts="--print/);
    expect(bash).toMatch(/currency\) COMPREPLY=\(\$\(compgen -W "none BRL USD EUR"/);
  });
});
