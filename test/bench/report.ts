/**
 * What `npm run bench` prints and writes: the window figures against their targets (issue 8)
 * and reports/bench.json (`{"window": {...}, "client": {...}, "cli": {...}}`). Figures are never asserted
 * in tests; a miss is printed, not thrown.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { ReportsReport } from './reports';
import { dirname } from 'node:path';
import { CLI_TARGET_RATIO, type CliReport } from './cli';
import type { ClientReport } from './client';
import type { PeriodsViewResult } from './window/periods-view';
import type { WindowReport } from './window/run-window';
import { printColumns } from './columns';

type Figure = keyof WindowReport['figures'];

/** Issue 17's bound on the first rows beside the floor (static page, same first screen). */
export const FIRST_ROWS_FLOOR_RATIO = 1.8;
/** Issue 33: "Hours by period" at 2,000 rows, at most this many times the list's first rows. */
export const PERIODS_VIEW_RATIO = 1.5;

/** Issue 8's targets (upper bounds). The floor has none: it is the reference. */
export const WINDOW_TARGETS: Partial<Record<Figure, { max: number; unit: string; label: string }>> = {
  firstRows10k: { max: 150, unit: 'ms', label: 'first rows, 10k projects (navigation → painted)' },
  firstRows50k: { max: 400, unit: 'ms', label: 'first rows, 50k projects' },
  keystrokeP95_10k: { max: 16, unit: 'ms', label: 'search keystroke p95, 10k (Event Timing)' },
  detailsOpenCachedMs: { max: 50, unit: 'ms', label: 'cached details, Enter → painted' },
  heap10kMB: { max: 12, unit: 'MB', label: 'JS heap after load, 10k (after GC)' },
};

export function printWindowTable(report: WindowReport): string[] {
  const rows: string[][] = [];
  const missed: string[] = [];
  for (const [figure, target] of Object.entries(WINDOW_TARGETS) as [
    Figure,
    { max: number; unit: string; label: string },
  ][]) {
    const value = report.figures[figure];
    const verdict = value === null ? 'n/a' : value <= target.max ? 'pass' : 'MISS';
    if (verdict !== 'pass') missed.push(figure);
    rows.push([
      figure,
      target.label,
      value === null ? '—' : `${value} ${target.unit}`,
      `≤ ${target.max} ${target.unit}`,
      verdict,
    ]);
  }
  const d = report.details;
  rows.push([
    'firstRowsFloorMs',
    'floor: static page, same first screen + CSS',
    `${report.figures.firstRowsFloorMs} ms`,
    '',
    '',
  ]);
  const ratio = d['firstRows10kRatio'] as number | null;
  const ratioVerdict = ratio === null ? 'n/a' : ratio <= FIRST_ROWS_FLOOR_RATIO ? 'pass' : 'MISS';
  if (ratioVerdict !== 'pass') missed.push('firstRows10kRatio');
  rows.push([
    'firstRows10kRatio',
    'ratio first rows / floor (10k; 50k)',
    `${String(ratio)}× (${String(d['firstRows50kRatio'])}×)`,
    `≤ ${FIRST_ROWS_FLOOR_RATIO}×`,
    ratioVerdict,
  ]);
  rows.push([
    'keystrokeFloorP95',
    'floor: same keys in the static page (ratio)',
    `${String(d['keystrokeFloorP95'])} ms (${String(d['keystrokeRatio'])}×)`,
    '',
    '',
  ]);
  const periods = d['periodsView'] as PeriodsViewResult | undefined;
  if (periods) {
    const verdict = periods.ratio <= PERIODS_VIEW_RATIO ? 'pass' : 'MISS';
    if (verdict !== 'pass') missed.push('periodsViewRatio');
    rows.push([
      'periodsViewRatio',
      `hours by period / the list's first rows (${periods.projects.toLocaleString('en')} rows)`,
      `${periods.viewMs} / ${periods.listFirstRowsMs} ms = ${periods.ratio}×`,
      `≤ ${PERIODS_VIEW_RATIO}×`,
      verdict,
    ]);
  }
  const keys = d['keystrokes'] as { listP95: number | null };
  rows.push(['', 'keydown → filtered rows painted, p95 (10k)', `${String(keys.listP95)} ms`, '', '']);
  printColumns(['figure', 'what', 'median', 'target', ''], rows);
  console.log('\nmethod:');
  for (const key of [
    'firstRowsMethod',
    'firstRowsFloorMethod',
    'keystrokeMethod',
    'keystrokeFloorMethod',
    'keystrokeListMethod',
    'heapMethod',
  ] as const) {
    console.log(`  ${key.replace('Method', '')}: ${String(d[key])}`);
  }
  const details = d['detailsOpen'] as { note: string };
  console.log(`  detailsOpen: ${details.note}`);
  console.log('\nwhere the time to the first row goes (median ms since navigation start):');
  console.log(`  10k: ${JSON.stringify(d['breakdown10k'])}`);
  console.log(`  50k: ${JSON.stringify(d['breakdown50k'])}`);
  console.log(`  state:get in main (bytes of JSON, ms): 10k ${JSON.stringify(d['stateGet10k'])}`);
  console.log(`                                          50k ${JSON.stringify(d['stateGet50k'])}`);
  console.log(`  keystrokes: ${JSON.stringify(d['keystrokes'])}`);
  console.log(
    missed.length === 0 ? '\nwindow: all targets met' : `\nwindow: targets missed: ${missed.join(', ')}`,
  );
  return missed;
}

/** Writes reports/bench.json; a section not run this time keeps its last value from the file. */
export async function writeBenchJson(
  path: string,
  window: WindowReport | null,
  client: ClientReport | null,
  environment: Record<string, unknown>,
  cli: CliReport | null = null,
  reports: ReportsReport | null = null,
): Promise<void> {
  let previous: Record<string, unknown> = {};
  try {
    previous = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  } catch {
    // no earlier report
  }
  const json = {
    window: window
      ? { ...window.figures, ...window.details, firstRows10kRatioTarget: FIRST_ROWS_FLOOR_RATIO }
      : previous['window'],
    client: client ? clientJson(client) : previous['client'],
    cli: cli ? { targetRatio: CLI_TARGET_RATIO, ...cli } : previous['cli'],
    reports: reports ?? previous['reports'],
    environment,
  };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(json, null, 2)}\n`);
}

function clientJson(client: ClientReport): Record<string, unknown> {
  const r3 = (n: number) => Math.round(n * 1000) / 1000;
  return {
    targets: { clientVsUndici: 1.15, clientVsFetch: 1.0 },
    scenarios: client.results.map((r) => ({
      scenario: r.scenario,
      rounds: r.rounds,
      wallMs: r.wall,
      clientVsUndici: r3(r.wall.client / r.wall.undici),
      clientVsFetch: r3(r.wall.client / r.wall.fetch),
      cpuClientVsUndici: r3(r.cpu.client / r.cpu.undici),
      cpuClientVsFetch: r3(r.cpu.client / r.cpu.fetch),
      ...(r.paired
        ? {
            pairedCpu: {
              rounds: r.paired.rounds,
              clientVsUndici: r3(r.paired.clientVsUndici),
              clientVsFetch: r3(r.paired.clientVsFetch),
              perCallUs: r.paired.perCallUs,
            },
          }
        : {}),
    })),
    missed: client.missed,
  };
}
