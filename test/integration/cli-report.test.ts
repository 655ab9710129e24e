import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localToday, namedPeriod, type DateRange } from '../../src/shared/periods';
import type { StoredEntry } from '../sandbox';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/**
 * `timetray report` (issue 33): the built CLI as a child process against the sandbox's
 * reports and the real keychain. English and a neutral number format (LC_ALL=C) unless a
 * test says otherwise.
 */
const f = useCliFixture();
const saved = { LC_ALL: process.env.LC_ALL };
beforeEach(() => void (process.env.LC_ALL = 'C'));
afterEach(() => {
  if (saved.LC_ALL === undefined) delete process.env.LC_ALL;
  else process.env.LC_ALL = saved.LC_ALL;
});

const rules = { cycleStartDay: 1, weekStart: 'monday' as const };
const period = (name: 'cycle' | 'last-cycle' | 'week') => namedPeriod(name, localToday(Date.now()), rules);
const entriesIn = (range: DateRange, projectId?: number): StoredEntry[] =>
  f.sb.state.entries.filter(
    (e) =>
      e.accountId === f.sb.demo.accountId &&
      range.from <= e.date &&
      e.date <= range.to &&
      (projectId === undefined || e.projectId === projectId),
  );
const secondsOf = (entries: StoredEntry[]) => entries.reduce((n, e) => n + e.seconds, 0);
const centsOf = (entries: StoredEntry[]) =>
  entries.reduce((n, e) => n + (e.rateTotal === null ? 0 : Math.round(Number(e.rateTotal) * 100)), 0);
const inPortuguese = (args: string[]) => runCli(args, { env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' } });
const spaced = (text: string) => text.replace(/\u00a0|\u202f|\u2009/g, ' ');

interface ReportJson {
  from: string;
  to: string;
  totalSeconds: number;
  totalValue: number | null;
  rows: {
    projectId?: number | null;
    customerId?: number | null;
    date?: string;
    name: string | null;
    seconds: number;
    value: number | null;
  }[];
  partial: boolean;
  fresh: boolean;
  stale?: boolean;
  offered: boolean;
  moneyHidden: boolean;
}

async function ready(): Promise<void> {
  expect((await f.login()).code).toBe(0);
  // The week starts on Monday whatever the machine's locale (C says nothing of weeks).
  expect((await f.cli(['config', 'set', 'weekStart', 'monday'])).code).toBe(0);
}

describe('timetray report', () => {
  it('defaults to this cycle by project: a table in words and dates, with a total to the minute', async () => {
    await ready();
    const run = await f.cli(['report']);
    expect(run.code).toBe(0);
    const cycle = period('cycle');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^This cycle · /);
    const total = lines.find((l) => l.trimStart().startsWith('Total'))!;
    const seconds = secondsOf(entriesIn(cycle));
    expect(total).toContain(
      `${Math.floor(seconds / 3600).toLocaleString('en')} h ${Math.floor(seconds / 60) % 60} min`,
    );
    // Colleagues log time in the demo account: your share is said apart.
    expect(run.stdout).toMatch(/^Yours: \d+ h \d+ min · /m);
  });

  it('--json: the stable keys, numbers unformatted, to the cent, for any period and grouping', async () => {
    await ready();
    const last = period('last-cycle');
    const body = json(await f.cli(['report', 'last-cycle', '--json'])) as unknown as ReportJson;
    expect(body).toMatchObject({
      from: last.from,
      to: last.to,
      offered: true,
      partial: false,
      fresh: true,
      stale: false,
    });
    expect(body.totalSeconds).toBe(secondsOf(entriesIn(last)));
    expect(Math.round(body.totalValue! * 100)).toBe(centsOf(entriesIn(last)));
    const top = body.rows[0]!;
    expect(top.seconds).toBe(secondsOf(entriesIn(last, top.projectId!)));
    const byDay = json(
      await f.cli(['report', `${last.from}..${last.to}`, '--by', 'dia', '--json']),
    ) as unknown as ReportJson;
    expect(byDay.rows.every((r) => /^\d{4}-\d\d-\d\d$/.test(r.date!))).toBe(true);
    expect(byDay.totalSeconds).toBe(body.totalSeconds);
    const one = json(
      await f.cli(['report', 'last-cycle', '--project', String(top.projectId), '--json']),
    ) as unknown as ReportJson;
    expect(one.rows.map((r) => r.projectId)).toEqual([top.projectId]);
  });

  it('--csv: RFC 4180 for a spreadsheet — CRLF, quoted names, dot decimals, a formula kept as text', async () => {
    await ready();
    const target = f.sb.state
      .projectsOf(f.sb.demo.accountId)
      .find((p) => entriesIn(period('last-cycle'), p.id).length > 0)!;
    f.sb.state.projects.get(target.id)!.name = '=SUM(A1), "Fase 2"';
    expect((await f.cli(['projects'])).code).toBe(0); // the saved list names the rows
    const run = await f.cli(['report', 'last-cycle', '--csv']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\r\n');
    expect(lines[0]).toBe('project_id,project,customer_id,customer,hours,seconds,value');
    expect(lines.at(-1)).toBe('');
    const row = lines.find((l) => l.startsWith(`${target.id},`))!;
    expect(row).toContain(`,"'=SUM(A1), ""Fase 2""",`);
    const seconds = secondsOf(entriesIn(period('last-cycle'), target.id));
    expect(row).toContain(`,${(seconds / 3600).toFixed(2)},${seconds},`);
    // The same bytes in Portuguese: a file for programs.
    expect((await inPortuguese(['report', 'last-cycle', '--csv'])).stdout).toBe(run.stdout);
  });

  it('--markdown in Portuguese, in reais: the summary pasted into a client e-mail', async () => {
    await ready();
    expect((await f.cli(['config', 'set', 'currency', 'BRL'])).code).toBe(0);
    const run = await inPortuguese(['report', 'ciclo-passado', '--by', 'cliente', '--markdown']);
    expect(run.code).toBe(0);
    const text = spaced(run.stdout);
    expect(text).toMatch(/^\*\*Horas — Ciclo passado · 1 – \d\d de \S+ de \d{4}\*\*$/m);
    expect(text).toContain('| Cliente | Horas | Valor |');
    expect(text).toContain('| (sem cliente) |');
    expect(text).toMatch(/^\| \*\*Total\*\* \| \*\*\d+ h \d+ min\*\* \| \*\*R\$ [\d.]+,\d\d\*\* \|$/m);
  });

  it('hideMoney shows ••• to people; --json keeps the money and says it is hidden', async () => {
    await ready();
    expect((await f.cli(['config', 'set', 'hideMoney', 'true'])).code).toBe(0);
    const human = await f.cli(['report', 'last-cycle']);
    expect(human.stdout).toMatch(/^ {2}Total\s+\d+ h \d+ min\s+•••$/m);
    const body = json(await f.cli(['report', 'last-cycle', '--json'])) as unknown as ReportJson;
    expect(body.moneyHidden).toBe(true);
    expect(body.totalValue).toBeGreaterThan(0);
  });

  it('refuses what is not a period, a grouping or an id, or two formats, as usage errors (exit 2)', async () => {
    await ready();
    const cases: [string[], RegExp][] = [
      [['report', 'fortnight'], /“fortnight” is not a period/],
      [['report', '2026-12-10..2026-12-01'], /is not a period/],
      [['report', '--by', 'week'], /--by takes project, customer or day/],
      [['report', '--project', 'acme'], /--project takes an id/],
      [['report', '--csv', '--json'], /only one of --json, --csv and --markdown/],
    ];
    for (const [args, message] of cases) {
      const run = await f.cli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain('timetray report --help');
    }
  });

  it('an account without reports: one calm line, exit 0, and --json says offered: false', async () => {
    await ready();
    f.sb.state.reports.mode = 'absent';
    const run = await f.cli(['report']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      "This account's service offers no reports, so hours by period cannot be summed here. The projects' all-time hours are in `timetray projects`.\n",
    );
    expect(json(await f.cli(['report', '--json']))).toMatchObject({ offered: false });
  });

  it('offline: the saved hours with when and why on stderr, exit 4; --cached says as of when, exit 0', async () => {
    await ready();
    const online = json(await f.cli(['report', 'last-cycle', '--json'])) as unknown as ReportJson;
    await f.sb.close();
    const run = await f.cli(['report', 'last-cycle']);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(
      /Showing the hours saved on .+: they could not be refreshed\. .+`timetray report last-cycle --cached`/,
    );
    expect(run.stdout).toMatch(/^ {2}Total\s+\d+ h \d+ min/m);
    const cached = await f.cli(['report', 'last-cycle', '--cached']);
    expect(cached.code).toBe(0);
    expect(cached.stdout).toMatch(/^Hours as of .+\.$/m);
    const body = json(await f.cli(['report', 'last-cycle', '--cached', '--json'])) as unknown as ReportJson;
    expect(body.totalSeconds).toBe(online.totalSeconds);
    // Never fetched and offline: no figures to show, so the failure is the answer.
    const never = await f.cli(['report', '2025-01']);
    expect(never.code).toBe(4);
  });

  it('a page the service sent elsewhere: the figures are said to be partial, on stderr and in --json', async () => {
    await ready();
    f.sb.state.reports.pageSize = 5;
    f.sb.state.reports.nextOrigin = 'https://elsewhere.example';
    const run = await f.cli(['report', 'last-cycle']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^timetray: Partial: the hours of .+ are not known/m);
    expect((json(await f.cli(['report', 'last-cycle', '--json'])) as unknown as ReportJson).partial).toBe(
      true,
    );
  });

  it('project ID says this week and this cycle as the last report saved them; before any, nothing', async () => {
    await ready();
    const first = f.sb.state.projectsOf(f.sb.demo.accountId)[0]!;
    expect((await f.cli(['project', String(first.id)])).stdout).not.toMatch(/This cycle|This week/);
    const target = json(await f.cli(['report', '--json'])) as unknown as ReportJson;
    const top = target.rows.find((r) => r.projectId !== null)!;
    const before = await f.cli(['project', String(top.projectId)]);
    expect(before.code).toBe(0);
    expect(before.stdout).toMatch(/^ {2}This cycle\s+\d+ h \d+ min.* \(saved .+\)$/m);
    expect(before.stdout).toMatch(/^ {2}This week\s+\d+ h \d+ min \(saved .+\)$/m);
    const asJson = json(await f.cli(['project', String(top.projectId), '--json'])) as {
      periods: { cycle: { seconds: number } } | null;
    };
    // Your own hours: the report's rows are the team's, its `mine` yours.
    const mine = json(await f.cli(['report', '--project', String(top.projectId), '--json'])) as {
      mine: { seconds: number } | null;
      totalSeconds: number;
    };
    expect(asJson.periods?.cycle.seconds).toBe(mine.mine?.seconds ?? mine.totalSeconds);
  });

  it('projects gains a this-cycle column and cycleSeconds once a report is saved; before, neither', async () => {
    await ready();
    type Listed = { projects: { id: number; cycleSeconds: number | null }[] };
    const before = await f.cli(['projects']);
    expect(before.stdout).not.toContain('hours this cycle');
    expect(
      (json(await f.cli(['projects', '--json'])) as unknown as Listed).projects[0]!.cycleSeconds,
    ).toBeNull();
    const target = json(await f.cli(['report', '--json'])) as unknown as ReportJson;
    const top = target.rows.find((r) => r.projectId !== null)!.projectId!;
    const detail = json(await f.cli(['project', String(top), '--json'])) as {
      periods: { cycle: { seconds: number } };
    };
    const cycle = detail.periods.cycle.seconds;
    const listed = json(await f.cli(['projects', '--json'])) as unknown as Listed;
    expect(listed.projects.find((p) => p.id === top)!.cycleSeconds).toBe(cycle);
    // A project with no entry this cycle has none: 0, not unknown.
    const idle = listed.projects.find((p) => !target.rows.some((r) => r.projectId === p.id));
    if (idle) expect(idle.cycleSeconds).toBe(0);
    const human = await f.cli(['projects']);
    expect(human.code).toBe(0);
    const hours = `${Math.floor(cycle / 3600)} h ${Math.floor((cycle % 3600) / 60)} min`;
    expect(human.stdout).toMatch(new RegExp(`^ {2}#${top} .* ${hours}$`, 'm'));
    expect(human.stdout).toMatch(
      /^The second hours column is your own hours this cycle, saved .+; `timetray report` brings them up to date\.$/m,
    );
    // In Portuguese too.
    expect((await inPortuguese(['projects'])).stdout).toContain(
      'A segunda coluna de horas são as suas próprias horas deste ciclo, salvas ',
    );
  });

  it('its help, in both languages, names every option and the periods', async () => {
    const en = await runCli(['report', '--help'], { env: { ...f.env(), LC_ALL: 'C' } });
    for (const option of [
      '--by project|customer|day',
      '--project ID',
      '--customer ID',
      '--csv',
      '--markdown',
      '--cached',
    ])
      expect(en.stdout).toContain(option);
    expect(en.stdout).toContain('last-cycle');
    const pt = await inPortuguese(['report', '--help']);
    expect(pt.stdout).toContain('report [PERÍODO]');
    expect(pt.stdout).toContain('ciclo-passado');
  });
});
