/**
 * The reports part of `npm run bench` (issue 33): a year of a 30-person team (about 100,000
 * entries) fetched from the sandbox month by month as the core asks for it, read and summed by
 * our client (`detailedReport`: tolerant of every field, per day, project and side), then the
 * year's report by project; beside a floor measured in the same run on the same bytes: raw
 * undici, `JSON.parse` and a bare loop summing seconds per project. Target: ≤ 1.5× the floor.
 */
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { createSecureContext } from 'node:tls';
import { Agent } from 'undici';
import { createApiClient, PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { periodReport } from '../../src/main/core/reports/report-figures';
import type { StoredReports } from '../../src/main/core/reports/report-store';
import { addDays, localToday, monthsOf, type DateRange } from '../../src/shared/periods';
import { startSandbox } from '../sandbox';

export const REPORTS_TARGET_RATIO = 1.5;
const SAMPLES = 5;

export interface ReportsReport {
  entries: number;
  months: number;
  floorMs: number;
  oursMs: number;
  ratio: number;
  targetRatio: number;
  samples: { floorMs: number[]; oursMs: number[] };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** "HHH:MM:SS" in seconds, as bare as it gets. */
function seconds(text: string): number {
  const [h, m, s] = text.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

export async function runReportsBench(log: (line: string) => void): Promise<ReportsReport> {
  const today = localToday(Date.now());
  const sb = await startSandbox({
    projects: 60,
    customers: 12,
    entries: { days: 365, users: 30, perDay: 13 },
  });
  const token = sb.issueToken({ userAgent: PRODUCT_USER_AGENT });
  const year: DateRange = { from: addDays(today, -364), to: today };
  const months = monthsOf(year);
  const entries = sb.state.entries.filter((e) => e.accountId === sb.demo.accountId).length;
  log(
    `sandbox: ${entries.toLocaleString('en')} entries of 30 people over a year, asked in ${months.length} months`,
  );
  const logTrimmer = setInterval(() => sb.clearLog(), 500);
  const client = createApiClient({ baseUrl: sb.baseUrl, caFile: sb.caFile });
  const agent = new Agent({
    connect: {
      secureContext: createSecureContext({ ca: [...rootCertificates, readFileSync(sb.caFile, 'utf8')] }),
    },
  });
  const url = new URL(sb.baseUrl);
  const credential = { token, userAgent: PRODUCT_USER_AGENT };

  const floor = async (): Promise<number> => {
    const byProject = new Map<number, number>();
    for (const month of months) {
      const query = new URLSearchParams({
        date_execution_start: month.from,
        date_execution_end: month.to,
        opt_sort_by: 'date_execution',
        opt_sort_direction: 'asc',
      });
      const { body } = await agent.request({
        origin: url.origin,
        path: `${url.pathname}/reports/detailed?${query}`,
        method: 'GET',
        headers: {
          accept: 'application/json',
          'user-agent': PRODUCT_USER_AGENT,
          authorization: `Bearer ${token}`,
        },
      });
      const parsed = JSON.parse(await body.text()) as { data: { project_id: number; time_total: string }[] };
      for (const e of parsed.data)
        byProject.set(e.project_id, (byProject.get(e.project_id) ?? 0) + seconds(e.time_total));
    }
    return byProject.size;
  };

  const ours = async (): Promise<number> => {
    const stored: StoredReports = { offered: null, days: {}, names: {} };
    for (const month of months) {
      const answer = await client.detailedReport(credential, month, sb.demo.email);
      if (!answer.offered || !answer.complete) throw new Error('bench: the sandbox report was not whole');
      for (let d = month.from; d <= month.to; d = addDays(d, 1))
        stored.days[d] = { at: answer.answeredAt, rows: [] };
      for (const row of answer.rows.rows()) stored.days[row.date]?.rows.push(row);
    }
    return periodReport(stored, { kind: 'range', ...year }, 'project', []).rows.length;
  };

  const timed = async (run: () => Promise<number>): Promise<number> => {
    (globalThis as { gc?: () => void }).gc?.();
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  try {
    await floor(); // warm: connections, JIT
    await ours();
    const samples = { floorMs: [] as number[], oursMs: [] as number[] };
    for (let i = 0; i < SAMPLES; i++) {
      // Alternated, so a busy moment of the machine weighs on both.
      samples.floorMs.push(await timed(floor));
      samples.oursMs.push(await timed(ours));
    }
    const floorMs = median(samples.floorMs);
    const oursMs = median(samples.oursMs);
    const report = {
      entries,
      months: months.length,
      floorMs: Math.round(floorMs),
      oursMs: Math.round(oursMs),
      ratio: Number((oursMs / floorMs).toFixed(2)),
      targetRatio: REPORTS_TARGET_RATIO,
      samples: { floorMs: samples.floorMs.map(Math.round), oursMs: samples.oursMs.map(Math.round) },
    };
    const verdict = report.ratio <= REPORTS_TARGET_RATIO ? 'within' : 'OVER';
    log(
      `a year, fetched, read and summed: ours ${report.oursMs} ms, floor ${report.floorMs} ms → ${report.ratio}× (${verdict} the ${REPORTS_TARGET_RATIO}× target)`,
    );
    return report;
  } finally {
    clearInterval(logTrimmer);
    await client.close();
    await agent.close();
    await sb.close();
  }
}
