/**
 * `npm run bench -- cli`: the CPU time (user + sys) of the built CLI's local commands beside
 * `node -e 0`, median of RUNS runs each (issue 18, point 8: target ≤ 1.5× `node -e 0`).
 * CPU time, not wall time: it barely moves with the load of a shared machine. Measured by
 * bash's `time` (the child's own rusage, to the millisecond), the output thrown away; the
 * commands and `node -e 0` take turns round by round.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox';
import { sandboxLoginArgs } from '../support/login-args';
import { BUILT_CLI, buildCli } from '../support/run-cli';
import { runProcess } from '../support/run-process';
import { KEYCHAIN_SERVICE } from '../../src/main/core/vault/secret-store';
import { printColumns } from './columns';

const RUNS = 11;
/**
 * The Node that runs the timed commands and `node -e 0`: this one, or another given by
 * TIMETRAY_BENCH_NODE (a path). The ratio depends on it: `node -e 0` costs about 57 ms of CPU
 * on Node 20 here and 22 ms on Node 24, while the CLI's own work changes far less.
 */
const BENCH_NODE = process.env['TIMETRAY_BENCH_NODE'] || process.execPath;
/** Each local command may cost at most this many times `node -e 0`. */
export const CLI_TARGET_RATIO = 1.5;

export interface CliFigure {
  command: string;
  /** Median CPU ms (user + sys) of RUNS runs. */
  cpuMs: number;
  /** The middle half of the runs (25th and 75th percentile, ms): how much the machine's load moved them. */
  cpuMsQuartiles: [number, number];
  ratio: number;
  exitCode: number | null;
}

export interface CliReport {
  /** The version of the Node that ran the commands (see BENCH_NODE). */
  node: string;
  runs: number;
  baselineMs: number;
  baselineQuartiles: [number, number];
  figures: CliFigure[];
  /**
   * Beside the signed-in commands, what their output cannot do without, in a bare `node -e`
   * with no Timetray code: where the target is below that, no implementation reaches it.
   */
  floors: CliFigure[];
  /**
   * Each floor plus what the CLI's own start costs (`--help` − `node -e 0`: Node loading the
   * CLI, parsing the arguments, loading its words). A command that shows words loads at least
   * that, so where this is above the target, a command that starts like the CLI does cannot
   * reach it either; only a smaller start could.
   */
  floorsWithStart: CliFigure[];
  missed: string[];
}

/**
 * The unavoidable part of a signed-in `status` (whether the keychain has the token, the
 * settings, a plural and a local time) and of `projects --cached` (the settings, the saved
 * list, its names in order and when it is from), as bare Node scripts: the keychain through
 * keytar, the time through `Date` (Timetray writes out its languages' times and whole
 * numbers, see shared/format.ts), the names through `Intl.Collator`: the sandbox's list has
 * names in CJK, Arabic and Hebrew, which only ICU orders, and the first collator builds ICU's
 * table of locales (about 10 ms of CPU).
 */
function floorScripts(configDir: string): [string, string][] {
  const keytar = JSON.stringify(require.resolve('keytar'));
  const dir = JSON.stringify(configDir);
  const readSettings = `const fs = require('fs'); JSON.parse(fs.readFileSync(${dir} + '/settings.json', 'utf8'));`;
  const time = `const d = new Date(); String(d.getHours()).padStart(2, '0') + ':' + String(d.getMinutes()).padStart(2, '0');`;
  return [
    [
      'floor of status (signed in)',
      `${readSettings} require(${keytar}).getPassword(${JSON.stringify(KEYCHAIN_SERVICE)}, 'floor').then(() => {});` +
        ` new Intl.PluralRules('en').select(2); ${time}`,
    ],
    [
      'floor of projects --cached',
      `${readSettings} const names = [];` +
        ` for (const f of fs.readdirSync(${dir} + '/cache')) for (const p of [].concat(JSON.parse(fs.readFileSync(${dir} + '/cache/' + f, 'utf8')).projects ?? [])) names.push(String(p.name));` +
        ` names.sort(new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare); ${time}`,
    ],
  ];
}

/** User + sys ms of one run of `node args…` in `env`, and its exit code. */
function cpuOnce(args: string[], env: NodeJS.ProcessEnv): { ms: number; code: number } {
  const run = spawnSync(
    'bash',
    [
      '-c',
      'TIMEFORMAT="%3U %3S"; { time "$@" >/dev/null 2>&1 </dev/null; } 2>&1; echo "exit $?"',
      'bench',
      BENCH_NODE,
      ...args,
    ],
    { env, encoding: 'utf8' },
  );
  const [user, sys] = (/^([\d.]+) ([\d.]+)$/m.exec(run.stdout) ?? []).slice(1).map(Number);
  if (user === undefined || sys === undefined) throw new Error(`no time figures in ${run.stdout}`);
  return { ms: (user + sys) * 1000, code: Number(/^exit (\d+)$/m.exec(run.stdout)?.[1] ?? NaN) };
}

/** The value `share` of the way through the sorted `values` (0.5: the median). */
const quantile = (values: number[], share: number): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share + 0.5)]!;
const median = (values: number[]): number => quantile(values, 0.5);
const quartiles = (values: number[]): [number, number] => [
  Math.round(quantile(values, 0.25)),
  Math.round(quantile(values, 0.75)),
];

export async function runCliBench(log: (line: string) => void): Promise<CliReport> {
  buildCli();
  const empty = await mkdtemp(join(tmpdir(), 'timetray-bench-empty-'));
  const signedIn = await mkdtemp(join(tmpdir(), 'timetray-bench-account-'));
  const withCa = await mkdtemp(join(tmpdir(), 'timetray-bench-ca-'));
  const sb = await startSandbox({ projects: 200 });
  try {
    const envOf = (dir: string): NodeJS.ProcessEnv => ({ ...process.env, TIMETRAY_CONFIG_DIR: dir });
    // A signed-in account with a saved list, made the way a user does it. Not spawnSync: the
    // sandbox answers from this process. The timed runs below never go online.
    const login = await runProcess(process.execPath, [BUILT_CLI, ...sandboxLoginArgs(sb, sb.demo)], {
      env: envOf(signedIn),
      input: `${sb.demo.password}\n`,
    });
    const list = await runProcess(process.execPath, [BUILT_CLI, 'projects'], { env: envOf(signedIn) });
    if (login.code !== 0 || list.code !== 0)
      throw new Error(`bench setup failed: ${login.stderr}${list.stderr}`);
    // The same, with a CA file saved, as behind a company's TLS-inspecting proxy: `status`
    // then also reads its certificates (node:crypto's X509Certificate).
    await cp(signedIn, withCa, { recursive: true });
    const ca = await runProcess(process.execPath, [BUILT_CLI, 'config', 'set', 'caFile', sb.caFile], {
      env: envOf(withCa),
    });
    if (ca.code !== 0) throw new Error(`bench setup failed: ${ca.stderr}`);

    const cases: [string, string[], string][] = [
      ['--help', ['--help'], empty],
      ['--version', ['--version'], empty],
      ['status (no account)', ['status'], empty],
      ['accounts (no account)', ['accounts'], empty],
      ['config', ['config'], empty],
      ['config get hideMoney', ['config', 'get', 'hideMoney'], empty],
      ['status (signed in)', ['status'], signedIn],
      ['status (signed in, CA file)', ['status'], withCa],
      ['accounts (signed in)', ['accounts'], signedIn],
      ['projects --cached (200)', ['projects', '--cached'], signedIn],
    ];
    // Round by round, `node -e 0` and every command take turns, so a burst of other load on
    // this shared machine falls on all of them alike.
    const floors = floorScripts(signedIn);
    const baseline: number[] = [];
    const samples = cases.map(() => [] as number[]);
    const floorSamples = floors.map(() => [] as number[]);
    const codes = cases.map(() => NaN);
    const floorCodes = floors.map(() => NaN);
    for (let round = 0; round < RUNS; round += 1) {
      baseline.push(cpuOnce(['-e', '0'], envOf(empty)).ms);
      cases.forEach(([, args, dir], i) => {
        const { ms, code } = cpuOnce([BUILT_CLI, ...args], envOf(dir));
        samples[i]!.push(ms);
        codes[i] = code;
      });
      floors.forEach(([, script], i) => {
        const { ms, code } = cpuOnce(['-e', script], envOf(signedIn));
        floorSamples[i]!.push(ms);
        floorCodes[i] = code;
      });
    }
    const baselineMs = median(baseline);
    const node = spawnSync(BENCH_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
    log(`node -e 0 (Node ${node}): ${baselineMs.toFixed(0)} ms CPU (median of ${RUNS})`);
    const figure = (command: string, runs: number[], exitCode: number): CliFigure => {
      const ms = median(runs);
      return {
        command,
        cpuMs: Math.round(ms),
        cpuMsQuartiles: quartiles(runs),
        ratio: Math.round((ms / baselineMs) * 100) / 100,
        exitCode,
      };
    };
    const figures = cases.map(([command], i) => figure(command, samples[i]!, codes[i]!));
    const floorFigures = floors.map(([name], i) => figure(name, floorSamples[i]!, floorCodes[i]!));
    if (floorFigures.some((f) => f.exitCode !== 0)) throw new Error('a floor script failed');
    const missed = figures.filter((f) => f.ratio > CLI_TARGET_RATIO).map((f) => f.command);
    const startMs = median(samples[cases.findIndex(([command]) => command === '--help')]!) - baselineMs;
    const floorsWithStart = floors.map(([name], i) =>
      figure(
        `${name} + the CLI's start`,
        floorSamples[i]!.map((floor) => floor + startMs),
        floorCodes[i]!,
      ),
    );
    return {
      node,
      runs: RUNS,
      baselineMs: Math.round(baselineMs),
      baselineQuartiles: quartiles(baseline),
      figures,
      floors: floorFigures,
      floorsWithStart,
      missed,
    };
  } finally {
    await sb.close();
    await rm(empty, { recursive: true, force: true });
    await rm(signedIn, { recursive: true, force: true });
    await rm(withCa, { recursive: true, force: true });
  }
}

export function printCliTable(report: CliReport): void {
  const rows = report.figures.map((f) => [
    f.command,
    `${f.cpuMs} ms`,
    `${f.cpuMsQuartiles[0]}–${f.cpuMsQuartiles[1]}`,
    `${f.ratio.toFixed(2)}×`,
    `≤ ${CLI_TARGET_RATIO}×`,
    f.ratio <= CLI_TARGET_RATIO ? 'pass' : 'MISS',
    `exit ${f.exitCode}`,
  ]);
  const floorRow = (f: CliFigure, note: string) => [
    f.command,
    `${f.cpuMs} ms`,
    `${f.cpuMsQuartiles[0]}–${f.cpuMsQuartiles[1]}`,
    `${f.ratio.toFixed(2)}×`,
    '',
    '',
    note,
  ];
  const floorRows = [
    ...report.floors.map((f) => floorRow(f, 'no Timetray code')),
    ...report.floorsWithStart.map((f) => floorRow(f, 'floor + (--help − node -e 0)')),
  ];
  printColumns(['command', 'CPU', 'middle half', 'vs node -e 0', 'target', '', ''], [...rows, ...floorRows]);
  console.log(
    `\nmethod: median CPU (user + sys, bash \`time\`) of ${report.runs} runs of the built CLI on Node ${report.node}, taking turns with node -e 0 (${report.baselineMs} ms, middle half ${report.baselineQuartiles.join('–')})`,
  );
  console.log(
    report.missed.length === 0
      ? 'cli: all local commands within target'
      : `cli: targets missed: ${report.missed.join(', ')}`,
  );
}
