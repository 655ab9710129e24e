/**
 * The client half of `npm run bench`: the API client against its floor (raw undici + JSON.parse, same agent
 * settings) and against Node's global fetch, on one sandbox: list 1k projects, list 10k
 * projects, 200 sequential getProject calls. The sandbox runs in this process; the clients run
 * in a child process that trusts the sandbox CA through NODE_EXTRA_CA_CERTS (the only way to
 * give global fetch a CA). Stops by itself: the child is killed after HARD_LIMIT_MS.
 */
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import { startSandbox } from '../sandbox';
import type { BenchResult, WorkerConfig } from './types';

// Three scenarios of at most ~22 s each, then the paired getProject pass (~12 s).
const HARD_LIMIT_MS = 130_000;

export interface ClientReport {
  results: BenchResult[];
  missed: string[];
}

export async function runClientBench(): Promise<ClientReport> {
  const sb = await startSandbox({ projects: 10_000, customers: 40 });
  // The second account gets 1,000 projects (copies), so one sandbox serves both list sizes.
  const second = sb.users[1]!;
  const demoProjects = sb.state.projectsOf(sb.demo.accountId);
  for (const p of sb.state.projectsOf(second.accountId)) sb.state.projects.delete(p.id);
  for (const p of demoProjects.slice(0, 1000))
    sb.state.addProject({ ...p, id: 0, accountId: second.accountId, customerId: null });
  const config: WorkerConfig = {
    baseUrl: sb.baseUrl,
    caFile: sb.caFile,
    userAgent: PRODUCT_USER_AGENT,
    token10k: sb.issueToken({ userAgent: PRODUCT_USER_AGENT }),
    token1k: sb.issueToken({
      userAgent: PRODUCT_USER_AGENT,
      accountId: second.accountId,
      email: second.email,
    }),
    projectIds: demoProjects.slice(0, 200).map((p) => p.id),
  };
  const logTrimmer = setInterval(() => sb.clearLog(), 1000); // the request log is not needed here
  console.log(`sandbox ${sb.origin}: 10,000 + 1,000 projects; clients run in a child process`);
  // Other work on the machine moves every figure; say how busy it was.
  console.log(
    `${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  try {
    const results = await runWorker(config);
    return { results, missed: printTable(results) };
  } finally {
    clearInterval(logTrimmer);
    await sb.close();
  }
}

function runWorker(config: WorkerConfig): Promise<BenchResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'worker.ts'), [], {
      // --expose-gc: the worker collects garbage before each sample, so no approach pays for
      // the previous one's garbage.
      execArgv: ['--expose-gc', '--import', 'tsx'],
      env: { ...process.env, NODE_EXTRA_CA_CERTS: config.caFile, BENCH_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const killer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`benchmark did not finish in ${HARD_LIMIT_MS / 1000} s`));
    }, HARD_LIMIT_MS);
    child.on('message', (message) => {
      clearTimeout(killer);
      resolve(message as BenchResult[]);
    });
    child.on('exit', (code) => {
      clearTimeout(killer);
      if (code !== 0) reject(new Error(`benchmark worker exited with code ${code}`));
    });
  });
}

/** Prints the client table; returns the scenarios that missed a target. */
function printTable(results: BenchResult[]): string[] {
  const f = (n: number, digits = 2) => n.toFixed(digits);
  const rows = results.map((r) => [
    r.scenario,
    f(r.wall.client),
    f(r.wall.undici),
    f(r.wall.fetch),
    f(r.wall.client / r.wall.undici, 3),
    f(r.wall.client / r.wall.fetch, 3),
    f(r.cpu.client / r.cpu.undici, 3),
    f(r.cpu.client / r.cpu.fetch, 3),
  ]);
  const head = [
    'median ms (wall)',
    'client',
    'undici',
    'fetch',
    'client/undici',
    'client/fetch',
    'cpu c/undici',
    'cpu c/fetch',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(head)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nrounds: ${results.map((r) => `${r.scenario} ${r.rounds}`).join(', ')} (after 3 warm-up rounds, order rotated)`,
  );
  console.log(
    'cpu = median CPU time of the client process per sample (less sensitive to other load on the machine)',
  );
  for (const r of results) {
    if (!r.paired) continue;
    const p = r.paired;
    console.log(
      `paired cpu, ${r.scenario} taking turns call by call (${p.rounds} rounds): ` +
        `c/undici ${f(p.clientVsUndici, 3)}, c/fetch ${f(p.clientVsFetch, 3)}; ` +
        `µs per call: client ${f(p.perCallUs.client, 0)}, undici ${f(p.perCallUs.undici, 0)}, fetch ${f(p.perCallUs.fetch, 0)}`,
    );
  }
  console.log('targets (wall): client/undici <= 1.15, client/fetch <= 1.00');
  const missed = results.filter(
    (r) => r.wall.client / r.wall.undici > 1.15 || r.wall.client / r.wall.fetch > 1.0,
  );
  console.log(
    missed.length === 0 ? 'all targets met' : `targets missed: ${missed.map((r) => r.scenario).join(', ')}`,
  );
  return missed.map((r) => r.scenario);
}
