import { describe, expect, it } from 'vitest';
import type { DayRow } from '../../src/main/core/api/report-entries';
import type { StoredEntry } from '../sandbox';
import { expectApiError, hits, useSignedInClient } from './api-helpers';

/**
 * `GET /reports/detailed` against the sandbox (issue 33): the entries of a range summed per
 * day, project and side, to the cent; paging followed on the service's own origin only;
 * accounts without reports told apart from failures; odd entries skipped and counted.
 */
const api = useSignedInClient({ projects: 24, signIn: 'once' });

const demoEntries = (from: string, to: string): StoredEntry[] =>
  api.sb.state.entries.filter((e) => e.accountId === api.sb.demo.accountId && from <= e.date && e.date <= to);

/** The last 40 days of seeded entries: across a month's end, weekends and late nights. */
function recentRange(): { from: string; to: string } {
  const days = [...new Set(demoEntries('0000-01-01', '9999-12-31').map((e) => e.date))].sort();
  return { from: days.at(-40)!, to: days.at(-1)! };
}

const sum = (rows: DayRow[], pick: (r: DayRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
const centsOf = (entries: StoredEntry[]) =>
  entries.reduce((n, e) => n + (e.rateTotal === null ? 0 : Math.round(Number(e.rateTotal) * 100)), 0);

const report = (range = recentRange()) =>
  api.client.detailedReport(api.credential, range, api.sb.demo.email.toUpperCase());

describe('the report client', () => {
  it('sums a range of days per day, project and side, with the seconds and the cents of every entry', async () => {
    const range = recentRange();
    const answer = await report(range);
    if (!answer.offered) throw new Error('reports not offered');
    const entries = demoEntries(range.from, range.to);
    const rows = answer.rows.rows();
    expect(answer.complete).toBe(true);
    expect(answer.rows.skipped).toBe(0);
    expect(sum(rows, (r) => r.entries)).toBe(entries.length);
    expect(sum(rows, (r) => r.seconds)).toBe(entries.reduce((n, e) => n + e.seconds, 0));
    expect(sum(rows, (r) => r.cents)).toBe(centsOf(entries));
    // Yours (the e-mail, case aside) apart from the colleagues'.
    const mine = entries.filter((e) => e.userEmail === api.sb.demo.email);
    expect(
      sum(
        rows.filter((r) => r.mine === true),
        (r) => r.seconds,
      ),
    ).toBe(mine.reduce((n, e) => n + e.seconds, 0));
    expect(rows.some((r) => r.mine === false)).toBe(true);
    // A late-night entry stays on the day it started.
    const late = entries.find((e) => e.timeStart === '23:00:00')!;
    expect(rows.some((r) => r.date === late.date && r.projectId === late.projectId)).toBe(true);
    // The query public clients send, and the token on the report call like any other.
    const [hit] = hits(api.sb, 'GET', '/reports/detailed');
    expect(Object.fromEntries(new URLSearchParams(hit!.query))).toEqual({
      date_execution_start: range.from,
      date_execution_end: range.to,
      opt_sort_by: 'date_execution',
      opt_sort_direction: 'asc',
    });
    expect(hit!.headers.authorization).toBe(`Bearer ${api.credential.token}`);
  });

  for (const paging of ['resource', 'paginator'] as const) {
    it(`follows Laravel's paging (${paging}) to the same figures`, async () => {
      const range = recentRange();
      const whole = await report(range);
      api.sb.state.reports.pageSize = 25;
      api.sb.state.reports.paging = paging;
      api.sb.clearLog();
      try {
        const paged = await report(range);
        if (!paged.offered || !whole.offered) throw new Error('reports not offered');
        expect(paged.complete).toBe(true);
        expect(sum(paged.rows.rows(), (r) => r.cents)).toBe(sum(whole.rows.rows(), (r) => r.cents));
        expect(paged.rows.read).toBe(demoEntries(range.from, range.to).length);
        expect(hits(api.sb, 'GET', '/reports/detailed').length).toBe(Math.ceil(paged.rows.read / 25));
      } finally {
        api.sb.state.reports.pageSize = null;
        api.sb.state.reports.paging = 'resource';
      }
    });
  }

  it('never follows a next page on another origin: the token stays home, the range is partial', async () => {
    api.sb.state.reports.pageSize = 25;
    api.sb.state.reports.nextOrigin = api.sb.other.origin;
    try {
      const answer = await report();
      if (!answer.offered) throw new Error('reports not offered');
      expect(answer.complete).toBe(false);
      expect(answer.rows.read).toBe(25);
      expect(api.sb.other.log).toHaveLength(0);
    } finally {
      api.sb.state.reports.pageSize = null;
      api.sb.state.reports.nextOrigin = null;
    }
  });

  for (const [mode, status] of [
    ['absent', 404],
    ['forbidden', 403],
    ['web-page', null],
  ] as const) {
    it(`an account without reports (${mode}) is "not offered", not a failure`, async () => {
      api.sb.state.reports.mode = mode;
      try {
        expect(await report()).toEqual({ offered: false, status });
      } finally {
        api.sb.state.reports.mode = 'on';
      }
    });
  }

  it('a 405 is "not offered" too; a server failure stays a failure', async () => {
    api.sb.faults.add({ path: '/reports/detailed', fault: { kind: 'status', status: 405 }, times: 1 });
    expect(await report()).toEqual({ offered: false, status: 405 });
    api.sb.faults.add({ path: '/reports/detailed', fault: { kind: 'status', status: 500 } });
    await expectApiError(report(), 'server');
  });

  it('odd entries: money as numbers or null, unknown fields; one without a day is skipped and counted', async () => {
    const range = recentRange();
    api.sb.state.reports.odd = true;
    try {
      const answer = await report(range);
      if (!answer.offered) throw new Error('reports not offered');
      const entries = demoEntries(range.from, range.to);
      const dayless = entries.filter((e) => e.id % 50 === 0);
      const kept = entries.filter((e) => e.id % 50 !== 0);
      expect(answer.rows.skipped).toBe(dayless.length);
      expect(sum(answer.rows.rows(), (r) => r.seconds)).toBe(kept.reduce((n, e) => n + e.seconds, 0));
      // A null total is worked out from the rate: the money is the same to the cent.
      expect(sum(answer.rows.rows(), (r) => r.cents)).toBe(centsOf(kept));
    } finally {
      api.sb.state.reports.odd = false;
    }
  });

  it('reads hours past 24 and money written every way', async () => {
    // The demo user's (the row read back is theirs): which person logged a day's first entry
    // depends on the day the sandbox was seeded.
    const first = demoEntries(recentRange().from, recentRange().to).find(
      (e) => e.userEmail === api.sb.demo.email,
    );
    first!.wireOverrides = { time_total: '26:15:00', rate_total: '1234.565' };
    try {
      const answer = await report({ from: first!.date, to: first!.date });
      if (!answer.offered) throw new Error('reports not offered');
      const row = answer.rows.rows().find((r) => r.projectId === first!.projectId && r.mine === true)!;
      const others = demoEntries(first!.date, first!.date).filter(
        (e) => e !== first && e.projectId === first!.projectId && e.userEmail === api.sb.demo.email,
      );
      expect(row.seconds).toBe(26 * 3600 + 15 * 60 + others.reduce((n, e) => n + e.seconds, 0));
      expect(row.cents).toBe(123457 + centsOf(others));
    } finally {
      delete first!.wireOverrides;
    }
  });
});
