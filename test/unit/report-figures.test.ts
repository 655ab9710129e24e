import { ROUND_TO_CHOICES } from '../../src/shared/preferences';
import { roundedEntry } from '../../src/main/core/api/report-entries';
import { describe, expect, it } from 'vitest';
import { namedPeriod, parsePeriod } from '../../src/shared/periods';
import { periodReport, projectPeriods } from '../../src/main/core/reports/report-figures';
import type { StoredReports, StoredRow } from '../../src/main/core/reports/report-store';
import type { Project } from '../../src/shared/types';

const rules = { cycleStartDay: 7, weekStart: 'sunday' as const };
const today = '2026-12-02'; // a Wednesday; cycle 2026-11-07..2026-12-06, week 11-29..12-05

function project(id: number, name: string, customerId: number | null, customerName: string | null): Project {
  return {
    id,
    name,
    customerId,
    customerName,
    description: null,
    active: true,
    status: 'active',
    privacy: 1,
    billable: true,
    billBy: 'project',
    rate: 150,
    requiredTask: null,
    template: null,
    dateCreated: null,
    dateChanged: null,
    createdBy: null,
    deletedBy: null,
    isMember: true,
    isManager: false,
    valueTotal: null,
    timeTotalSeconds: null,
    totalMembers: null,
    totalActiveTasks: null,
  };
}

const acme = project(1, 'ACME site', 10, 'ACME');
const acmeApp = project(2, 'ACME app', 10, 'ACME');
const globex = project(3, 'Globex', 20, 'Globex');

const row = (
  projectId: number | null,
  seconds: number,
  cents = 0,
  valued = 0,
  mine: boolean | null = true,
): StoredRow => ({
  projectId,
  mine,
  seconds,
  cents,
  valued,
  // As one entry of that time and money, rounded up for invoices.
  rounded: ROUND_TO_CHOICES.flatMap((minutes) => roundedEntry(seconds, valued > 0 ? cents : null, minutes)),
});

function stored(days: Record<string, StoredRow[]>): StoredReports {
  return {
    offered: { yes: true, checkedAt: 1 },
    days: Object.fromEntries(Object.entries(days).map(([date, rows], i) => [date, { at: 1_000 + i, rows }])),
    names: { '9': { name: 'Old project', customerId: 20, customerName: 'Globex' } },
  };
}

const cycle = namedPeriod('cycle', today, rules);

function fullCycle(extra: Record<string, StoredRow[]>): Record<string, StoredRow[]> {
  const days: Record<string, StoredRow[]> = {};
  for (
    let d = new Date('2026-11-07T00:00:00Z');
    d <= new Date('2026-12-06T00:00:00Z');
    d.setUTCDate(d.getUTCDate() + 1)
  )
    days[d.toISOString().slice(0, 10)] = [];
  return { ...days, ...extra };
}

describe('a period report from the saved days', () => {
  it('sums hours and money per project, biggest first, money in cents without drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004: cents are integers.
    const report = periodReport(
      stored(
        fullCycle({
          '2026-11-10': [row(1, 3600, 10, 1), row(3, 1800, 20, 1)],
          '2026-12-01': [row(1, 7200, 15000, 1)],
        }),
      ),
      cycle,
      'project',
      [acme, acmeApp, globex],
    );
    expect(report.seconds).toBe(12_600);
    expect(report.value).toBe(150.3);
    expect(report.rows.map((r) => [r.key, r.name, r.seconds, r.value])).toEqual([
      [1, 'ACME site', 10_800, 150.1],
      [3, 'Globex', 1800, 0.2],
    ]);
    expect(report.missing).toEqual([]);
    expect(report.mine).toBeNull();
  });

  it('groups by customer and by day, and keeps every day of the period for a chart', () => {
    const days = fullCycle({
      '2026-11-10': [row(1, 3600), row(2, 600), row(3, 60)],
      '2026-11-11': [row(9, 120)],
    });
    const byCustomer = periodReport(stored(days), cycle, 'customer', [acme, acmeApp, globex]);
    expect(byCustomer.rows.map((r) => [r.key, r.name, r.seconds])).toEqual([
      [10, 'ACME', 4200],
      [20, 'Globex', 180], // project 9 is not in the list: its customer from the entries
    ]);
    const byDay = periodReport(stored(days), cycle, 'day', [acme]);
    expect(byDay.rows.map((r) => [r.key, r.seconds])).toEqual([
      ['2026-11-10', 4260],
      ['2026-11-11', 120],
    ]);
    expect(byDay.days).toHaveLength(30);
    expect(byDay.days.find((d) => d.date === '2026-11-12')).toEqual({
      date: '2026-11-12',
      seconds: 0,
      value: null,
    });
  });

  it('a day never fetched is missing, not zero, and the report says which days', () => {
    const days = fullCycle({ '2026-11-10': [row(1, 3600)] });
    delete days['2026-11-20'];
    delete days['2026-11-21'];
    delete days['2026-11-30'];
    const report = periodReport(stored(days), cycle, 'project', [acme]);
    expect(report.missing).toEqual([
      { from: '2026-11-20', to: '2026-11-21' },
      { from: '2026-11-30', to: '2026-11-30' },
    ]);
    expect(report.days.find((d) => d.date === '2026-11-20')?.seconds).toBeNull();
  });

  it('money is null where no entry carried any, never 0.00', () => {
    const report = periodReport(stored(fullCycle({ '2026-11-10': [row(1, 3600)] })), cycle, 'project', [
      acme,
    ]);
    expect(report.value).toBeNull();
    expect(report.rows[0]!.value).toBeNull();
  });

  it("keeps yours apart from everyone's only where someone else's entries are there", () => {
    const report = periodReport(
      stored(fullCycle({ '2026-11-10': [row(1, 3600, 15000, 1, true), row(1, 1800, 7500, 1, false)] })),
      cycle,
      'project',
      [acme],
    );
    expect(report.seconds).toBe(5400);
    expect(report.mine).toEqual({ seconds: 3600, value: 150 });
    expect(report.rows[0]!.mine).toEqual({ seconds: 3600, value: 150 });
  });

  it('filters by project or by customer', () => {
    const days = fullCycle({ '2026-11-10': [row(1, 3600), row(2, 600), row(3, 60)] });
    expect(
      periodReport(stored(days), cycle, 'project', [acme, acmeApp, globex], { projectId: 2 }).seconds,
    ).toBe(600);
    expect(
      periodReport(stored(days), cycle, 'project', [acme, acmeApp, globex], { customerId: 10 }).seconds,
    ).toBe(4200);
  });

  it("keeps only the user's own time when asked (the details' chart beside their own figures)", () => {
    const days = fullCycle({
      '2026-11-10': [row(1, 3600), row(1, 1800, 0, 0, false), row(1, 60, 0, 0, null)],
    });
    const mine = periodReport(stored(days), cycle, 'day', [acme], { projectId: 1, mine: true });
    expect(mine.seconds).toBe(3660); // an entry naming nobody counts as the user's, as in the tray
    expect(mine.days.find((d) => d.date === '2026-11-10')!.seconds).toBe(3660);
    expect(periodReport(stored(days), cycle, 'day', [acme], { projectId: 1 }).seconds).toBe(5460);
  });

  it('says as of the oldest fetch among its days', () => {
    const report = periodReport(
      stored(fullCycle({})),
      parsePeriod('2026-11-07..2026-11-08', today, rules)!,
      'day',
      [],
    );
    expect(report.asOf).toBe(new Date(1000).toISOString());
  });
});

describe("the tray's and the list's per-project figures", () => {
  it("counts today, the week and the cycle apart, and only the user's own time", () => {
    const days = fullCycle({
      '2026-11-28': [row(1, 600)], // Saturday before the week: cycle only
      '2026-11-30': [row(1, 3600, 15000, 1), row(1, 999, 0, 0, false)],
      '2026-12-02': [row(1, 1200)],
    });
    const periods = { today: { from: today, to: today }, week: namedPeriod('week', today, rules), cycle };
    expect(projectPeriods(stored(days), periods)).toEqual({
      1: { today: 1200, week: 4800, cycle: 5400, cycleValue: 150 },
    });
  });
});
