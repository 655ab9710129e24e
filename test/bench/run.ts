/**
 * `npm run bench` (inside scripts/with-keyring.sh: the window bench signs in for real):
 *   1. the window in Chromium through the browser harness, 10k and 50k projects (window/);
 *   2. the API client against raw undici and fetch (client.ts);
 *   3. the CPU time of the CLI's local commands beside `node -e 0` (cli.ts);
 *   4. a year of a team's report entries fetched, read and summed beside a bare floor (reports.ts).
 * `npm run bench -- window`, `-- client`, `-- cli` or `-- reports` runs one part. Writes reports/bench.json and prints
 * the figures with their targets. Stops by itself after HARD_LIMIT_MS, whatever happens.
 */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { printCliTable, runCliBench, type CliReport } from './cli';
import { runClientBench, type ClientReport } from './client';
import { runReportsBench, type ReportsReport } from './reports';
import { printWindowTable, writeBenchJson } from './report';
import { runWindowBench, type WindowReport } from './window/run-window';

const HARD_LIMIT_MS = 240_000;
const REPORT = resolve(__dirname, '../../reports/bench.json');

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only !== undefined && !['window', 'client', 'cli', 'reports'].includes(only)) {
    throw new Error(`usage: npm run bench [-- window|client|cli|reports] (got "${only}")`);
  }
  setTimeout(() => {
    console.error(`bench: stopped after ${HARD_LIMIT_MS / 1000} s (hard limit)`);
    process.exit(2);
  }, HARD_LIMIT_MS).unref();
  // Other work on the machine moves every figure; say how busy it was.
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const environment = {
    cpus: cpus().length,
    loadAverageAtStart: load(),
    startedAt: new Date().toISOString(),
  };
  console.log(`${cpus().length} CPUs, load average ${load()}`);

  let window: WindowReport | null = null;
  let client: ClientReport | null = null;
  let cli: CliReport | null = null;
  let reports: ReportsReport | null = null;
  if (only === undefined || only === 'window') {
    console.log('\n== window: built renderer in Chromium, real core + handlers, sandbox, keychain ==');
    const started = Date.now();
    window = await runWindowBench((line) => console.log(line));
    printWindowTable(window);
    console.log(`window bench: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  if (only === undefined || only === 'client') {
    console.log('\n== client: our client vs raw undici vs fetch ==');
    client = await runClientBench();
  }
  if (only === undefined || only === 'cli') {
    console.log('\n== cli: CPU time of the local commands (built CLI) beside node -e 0 ==');
    cli = await runCliBench((line) => console.log(line));
    printCliTable(cli);
  }
  if (only === undefined || only === 'reports') {
    console.log('\n== reports: a year of a 30-person team, fetched month by month, read and summed ==');
    reports = await runReportsBench((line) => console.log(line));
  }
  await writeBenchJson(REPORT, window, client, { ...environment, loadAverageAtEnd: load() }, cli, reports);
  console.log(`\nwrote ${REPORT}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
