import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localToday, namedPeriod, type DateRange } from '../../src/shared/periods';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/**
 * Issue 34 from a terminal: `budget … --per`, `budget --customer`, `budgets`. The built CLI
 * as a child process against the sandbox's reports and the real keychain; English and a
 * neutral number format (LC_ALL=C) unless a test says otherwise.
 */
const f = useCliFixture();
const saved = { LC_ALL: process.env.LC_ALL };
beforeEach(() => void (process.env.LC_ALL = 'C'));
afterEach(() => {
  if (saved.LC_ALL === undefined) delete process.env.LC_ALL;
  else process.env.LC_ALL = saved.LC_ALL;
});

const rules = { cycleStartDay: 1, weekStart: 'monday' as const };
const period = (name: 'cycle' | 'last-cycle' | 'week' | 'month') =>
  namedPeriod(name, localToday(Date.now()), rules);
const projects = () => f.sb.state.projectsOf(f.sb.demo.accountId);
/** The customer with the most projects in the demo account: a retainer across them. */
function biggestCustomer(): { id: number; name: string; projectIds: number[] } {
  const byCustomer = new Map<number, number[]>();
  for (const p of projects())
    if (p.customerId !== null) byCustomer.set(p.customerId, [...(byCustomer.get(p.customerId) ?? []), p.id]);
  const [id, projectIds] = [...byCustomer].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { id, name: f.sb.state.customerName(id)!, projectIds };
}
/** Everyone's seconds on `projectIds` in `range`: what a retainer counts. */
const secondsIn = (range: DateRange, projectIds: number[]) =>
  f.sb.state.entries
    .filter((e) => e.accountId === f.sb.demo.accountId && range.from <= e.date && e.date <= range.to)
    .filter((e) => e.projectId !== null && projectIds.includes(e.projectId))
    .reduce((n, e) => n + e.seconds, 0);
const percentOf = (seconds: number, hours: number) => Math.round((seconds / 3600 / hours) * 100);

/** A budget as `budgets --json` writes it (the fields these tests read). */
interface Use {
  from: string;
  to: string;
  seconds: number;
  percent: number | null;
  partial: boolean;
  pace?: string | null;
}
interface Budget {
  target: string;
  id: number;
  per: string;
  current: Use;
  last: Use;
}

async function ready(): Promise<void> {
  expect((await f.login()).code).toBe(0);
  expect((await f.cli(['config', 'set', 'weekStart', 'monday'])).code).toBe(0);
  expect((await f.cli(['projects'])).code).toBe(0);
}

const settingsVersion = async () =>
  (JSON.parse(await readFile(join(f.config.dir, 'settings.json'), 'utf8')) as { version: number }).version;

describe('timetray budget --customer … --per cycle: a retainer', () => {
  it("counts every project of the customer in this cycle, shows the last cycle's result, and budgets lists it", async () => {
    await ready();
    const customer = biggestCustomer();
    expect(customer.projectIds.length).toBeGreaterThanOrEqual(3);
    const set = await f.cli(['budget', '--customer', String(customer.id), '--hours', '40', '--per', 'cycle']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout.split('\n')[0]).toBe(
      `Customer “${customer.name}” (#${customer.id}): 40 h a billing cycle`,
    );
    expect(await settingsVersion()).toBe(2);

    const listed = await f.cli(['budgets', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const budget = (json(listed).budgets as Budget[])[0]!;
    const cycle = period('cycle');
    const last = period('last-cycle');
    expect(budget).toMatchObject({
      target: 'customer',
      id: customer.id,
      name: customer.name,
      per: 'cycle',
      hours: 40,
      value: null,
      current: {
        from: cycle.from,
        to: cycle.to,
        seconds: secondsIn(cycle, customer.projectIds),
        partial: false,
      },
      last: { from: last.from, to: last.to, seconds: secondsIn(last, customer.projectIds), partial: false },
    });
    expect(budget.current.percent).toBe(percentOf(budget.current.seconds, 40));
    expect(budget.last.percent).toBe(percentOf(budget.last.seconds, 40));
    expect(['on_pace', 'slightly_ahead', 'ahead', 'slightly_behind', 'behind']).toContain(
      budget.current.pace,
    );

    // In words: this cycle with its pace, and the last one's result.
    const human = await f.cli(['budgets', '--cached']);
    const lines = human.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Customer “${customer.name}” (#${customer.id}): 40 h a billing cycle`);
    expect(lines[1]).toMatch(
      /^ {2}This cycle · .*: \d+ h \d+ min — \d+% of 40 h.*; \d+% of its working days gone: /,
    );
    expect(lines[2]).toMatch(
      new RegExp(`^ {2}Last cycle · .*: \\d+ h \\d+ min — ${budget.last.percent}% of 40 h`),
    );

    const portuguese = await runCli(['budgets', '--cached'], { env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' } });
    f.outputs.push(portuguese.stdout, portuguese.stderr);
    expect(portuguese.stdout).toMatch(
      /^Cliente “.*” \(#\d+\): 40 h por ciclo de faturamento\n {2}Ciclo atual · /,
    );
    expect(portuguese.stdout).toMatch(
      /dos dias úteis já passaram: (no ritmo|um pouco adiantado|adiantado|um pouco atrasado|atrasado)/,
    );

    // Removed: the file is readable by an older Timetray again.
    const cleared = await f.cli(['budget', '--customer', String(customer.id), '--clear']);
    expect(cleared.stdout).toBe(
      `Customer “${customer.name}” (#${customer.id}) has no budget per period any more.\n`,
    );
    expect(await settingsVersion()).toBe(1);
    expect((await f.cli(['budgets'])).stdout).toMatch(
      /^No budgets yet\. Set one with: timetray budget ID --hours 120/,
    );
  });

  it("a project's budget per week or month sits beside its lifetime one; changing one half keeps the other and the period", async () => {
    await ready();
    const project = projects().find((p) => p.active && !p.template)!;
    const id = String(project.id);
    expect((await f.cli(['budget', id, '--hours', '120'])).code).toBe(0);
    expect((await f.cli(['budget', id, '--hours', '10', '--per', 'semana'])).code).toBe(0);
    const more = await f.cli(['budget', id, '--value', '900', '--json']);
    // No --per: the lifetime budget is the one changed (as before issue 34).
    expect(json(more)).toMatchObject({ projectId: project.id, budget: { hours: 120, value: 900 } });
    const monthly = await f.cli(['budget', id, '--value', '2000', '--per', 'month', '--json']);
    expect(json(monthly)).toMatchObject({
      target: 'project',
      id: project.id,
      budget: { per: 'month', hours: 10, value: 2000 },
    });
    const listed = json(await f.cli(['budgets', '--json'])).budgets as Budget[];
    expect(listed.map((b) => [b.target, b.id, b.per])).toEqual([
      ['project', project.id, 'lifetime'],
      ['project', project.id, 'month'],
    ]);
    const month = period('month');
    expect(listed[1]!.current).toMatchObject({
      from: month.from,
      to: month.to,
      seconds: secondsIn(month, [project.id]),
    });
  });

  it('refuses what cannot be a period budget, in words and exit codes, saving nothing', async () => {
    await ready();
    const customer = biggestCustomer();
    const c = String(customer.id);
    const cases: Array<[string[], number, RegExp]> = [
      [['budget'], 2, /Which budget\? Give a project ID/],
      [
        ['budget', '7', '--customer', c, '--hours', '1', '--per', 'week'],
        2,
        /a project ID or --customer ID, not both/,
      ],
      [
        ['budget', '--customer', c, '--hours', '40', '--per', 'fortnight'],
        2,
        /--per must be week, month, cycle or lifetime .*got "fortnight"/,
      ],
      [
        ['budget', '--customer', c, '--hours', '40', '--per', 'lifetime'],
        2,
        /A customer's budget starts again each period/,
      ],
      [
        ['budget', '--customer', c, '--hours', '40'],
        2,
        /Say how often it starts again: --per week, month or cycle/,
      ],
      [
        ['budget', '--customer', c, '--hours', '15.000', '--per', 'cycle'],
        2,
        /--hours must be a number greater than 0/,
      ],
      [
        ['budget', '--customer', '999999', '--hours', '40', '--per', 'cycle'],
        1,
        /Customer #999999 has no project in this account’s project list/,
      ],
      [['budget', '--customer', 'acme', '--hours', '40', '--per', 'cycle'], 2, /./],
    ];
    for (const [args, code, words] of cases) {
      const run = await f.cli(args);
      expect([run.code, args.join(' ')]).toEqual([code, args.join(' ')]);
      expect(run.stderr).toMatch(words);
    }
    expect(await settingsVersion()).toBe(1);
    expect(json(await f.cli(['budgets', '--json', '--cached'])).budgets).toEqual([]);
  });
});

describe('timetray report --invoice --customer ID', () => {
  const centsOf = (rateTotal: string | null) =>
    rateTotal === null ? null : Math.round(Number(rateTotal) * 100);
  const entriesOf = (range: DateRange, projectIds: number[]) =>
    f.sb.state.entries.filter(
      (e) =>
        e.accountId === f.sb.demo.accountId &&
        range.from <= e.date &&
        e.date <= range.to &&
        e.projectId !== null &&
        projectIds.includes(e.projectId),
    );

  it("last cycle's invoice: its totals equal the report's to the cent, in CSV and Markdown too", async () => {
    await ready();
    const customer = biggestCustomer();
    const c = String(customer.id);
    const report = json(await f.cli(['report', 'last-cycle', '--customer', c, '--json']));
    const invoice = json(await f.cli(['report', '--invoice', '--customer', c, '--json']));
    expect(invoice).toMatchObject({
      invoice: true,
      period: 'last-cycle',
      customerId: customer.id,
      customerName: customer.name,
      roundTo: null,
      totalSeconds: report.totalSeconds,
      totalValue: report.totalValue,
    });
    const lines = invoice.lines as { projectId: number; seconds: number; value: number; rate: number }[];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.reduce((n, l) => n + Math.round(l.value * 100), 0)).toBe(
      Math.round((report.totalValue as number) * 100),
    );

    const csv = await f.cli(['report', '--invoice', 'last-cycle', '--customer', c, '--csv']);
    expect(csv.code).toBe(0);
    const rows = csv.stdout.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'from,to,customer_id,customer,project_id,project,hours,seconds,rate,value,round_to_minutes',
    );
    expect(rows).toHaveLength(lines.length + 2);
    const total = rows.at(-1)!.split(',');
    expect(total[5]).toBe('Total');
    expect(total[9]).toBe((report.totalValue as number).toFixed(2));
    const summed = rows.slice(1, -1).reduce((n, r) => n + Math.round(Number(r.split(',')[9]) * 100), 0);
    expect(summed).toBe(Math.round((report.totalValue as number) * 100));
    // The same bytes in Portuguese.
    const csvPt = await runCli(['report', '--invoice', '--customer', c, '--csv'], {
      env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' },
    });
    expect(csvPt.stdout).toBe(csv.stdout);

    const markdown = await f.cli(['report', '--invoice', '--customer', c, '--markdown']);
    expect(markdown.stdout).toMatch(
      /^\*\*Invoice · Customer “.*” \(#\d+\) · Last cycle · .*\*\*\n\n\| Project \| Hours \| Rate \| Value \|\n\| --- \| ---: \| ---: \| ---: \|\n/,
    );
    expect(markdown.stdout).toContain(
      `| **Total** | **${((report.totalSeconds as number) / 3600).toFixed(2)}** |  | **`,
    );

    const table = await runCli(['report', '--invoice', '--customer', c], {
      env: { ...f.env(), LC_ALL: 'pt_BR.UTF-8' },
    });
    f.outputs.push(table.stdout, table.stderr);
    expect(table.stdout).toMatch(/^Fatura · Cliente “.*” \(#\d+\) · Ciclo passado · /);
    expect(table.stdout).toMatch(/ Projeto +Horas +Taxa +Valor\n/);
  });

  it('roundTo 15: each entry rounded up to 15 minutes, its money in proportion, and said on the invoice', async () => {
    await ready();
    const customer = biggestCustomer();
    expect((await f.cli(['config', 'set', 'roundTo', '15'])).code).toBe(0);
    // The demo's times are all on the quarter hour: a third of them made 7 min 13 s shorter.
    entriesOf(period('last-cycle'), customer.projectIds).forEach((e, i) => {
      if (i % 3 === 0) e.seconds -= 7 * 60 + 13;
    });
    const invoice = json(await f.cli(['report', '--invoice', '--customer', String(customer.id), '--json']));
    const entries = entriesOf(period('last-cycle'), customer.projectIds);
    const up = (s: number) => Math.ceil(s / 900) * 900;
    expect(invoice.roundTo).toBe(15);
    expect(invoice.totalSeconds).toBe(entries.reduce((n, e) => n + up(e.seconds), 0));
    const cents = entries.reduce((n, e) => {
      const exact = centsOf(e.rateTotal);
      return exact === null
        ? n
        : n + (e.seconds > 0 ? Math.round((exact * up(e.seconds)) / e.seconds) : exact);
    }, 0);
    expect(Math.round((invoice.totalValue as number) * 100)).toBe(cents);
    // Rounded up, never down: more than the exact report (the demo's entries are not all on the quarter).
    const exact = json(await f.cli(['report', 'last-cycle', '--customer', String(customer.id), '--json']));
    expect(invoice.totalSeconds as number).toBeGreaterThan(exact.totalSeconds as number);
    const human = await f.cli(['report', '--invoice', '--customer', String(customer.id)]);
    expect(human.stdout.split('\n')[1]).toBe('Each entry rounded up to 15 minutes (setting roundTo).');
  });

  it('refused: without --customer, with --by, with money hidden', async () => {
    await ready();
    const c = String(biggestCustomer().id);
    const noCustomer = await f.cli(['report', '--invoice']);
    expect([noCustomer.code, noCustomer.stderr]).toEqual([
      2,
      expect.stringMatching(/An invoice is one customer's: give --customer ID/),
    ]);
    const by = await f.cli(['report', '--invoice', '--customer', c, '--by', 'day']);
    expect([by.code, by.stderr]).toEqual([2, expect.stringMatching(/leave out --by and --project/)]);
    expect((await f.cli(['config', 'set', 'hideMoney', 'true'])).code).toBe(0);
    const hidden = await f.cli(['report', '--invoice', '--customer', c]);
    expect([hidden.code, hidden.stdout]).toEqual([2, '']);
    expect(hidden.stderr).toMatch(
      /Money is hidden \(setting hideMoney\), and an invoice without its values would be wrong/,
    );
  });
});
