/**
 * The measuring side of `npm run bench` (forked by run.ts with NODE_EXTRA_CA_CERTS set).
 * Three ways to do the same calls, same User-Agent and token: our client, raw undici with
 * the same agent settings (the floor), and global fetch. Warm-up first, then rounds that
 * rotate the order so no approach always runs on a warmer or colder machine.
 */
import { readFileSync } from 'node:fs';
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent } from 'undici';
import { createApiClient, type Credential } from '../../src/main/core/api';
import { pairedCpu } from './paired';
import type { Approach, BenchResult, WorkerConfig } from './types';

type Runner = () => Promise<unknown>;

const SCENARIO_BUDGET_MS = 22_000;
const MIN_ROUNDS = 9;

/** Present when run with --expose-gc (run.ts does). */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

const config = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as WorkerConfig;
const client = createApiClient({ baseUrl: config.baseUrl, caFile: config.caFile });
const floorAgent = new Agent({
  connect: {
    secureContext: createSecureContext({ ca: [...rootCertificates, readFileSync(config.caFile, 'utf8')] }),
    timeout: 10_000,
  },
  keepAliveTimeout: 10_000,
  keepAliveMaxTimeout: 60_000,
});
const origin = new URL(config.baseUrl).origin;
const basePath = new URL(config.baseUrl).pathname;

function headersFor(token: string): Record<string, string> {
  return { accept: 'application/json', 'user-agent': config.userAgent, authorization: `Bearer ${token}` };
}

async function floorGet(token: string, path: string): Promise<unknown> {
  const { statusCode, body } = await floorAgent.request({
    origin,
    path: basePath + path,
    method: 'GET',
    headers: headersFor(token),
  });
  const parsed = JSON.parse(await body.text()) as unknown;
  if (statusCode !== 200) throw new Error(`floor: HTTP ${statusCode}`);
  return parsed;
}

async function fetchGet(token: string, path: string): Promise<unknown> {
  const response = await fetch(config.baseUrl + path, { headers: headersFor(token) });
  const parsed = (await response.json()) as unknown;
  if (response.status !== 200) throw new Error(`fetch: HTTP ${response.status}`);
  return parsed;
}

function scenarios(): { name: string; rounds: number; runners: Record<Approach, Runner> }[] {
  const c1k: Credential = { token: config.token1k, userAgent: config.userAgent };
  const c10k: Credential = { token: config.token10k, userAgent: config.userAgent };
  const each = async (fn: (id: number) => Promise<unknown>) => {
    for (const id of config.projectIds) await fn(id);
  };
  return [
    {
      name: 'list 1k projects',
      rounds: 120,
      runners: {
        client: () => client.listProjects(c1k),
        undici: () => floorGet(config.token1k, '/projects'),
        fetch: () => fetchGet(config.token1k, '/projects'),
      },
    },
    {
      name: 'list 10k projects',
      rounds: 45,
      runners: {
        client: () => client.listProjects(c10k),
        undici: () => floorGet(config.token10k, '/projects'),
        fetch: () => fetchGet(config.token10k, '/projects'),
      },
    },
    {
      name: `${config.projectIds.length} sequential getProject`,
      rounds: 31,
      runners: {
        client: () => each((id) => client.getProject(c10k, id)),
        undici: () => each((id) => floorGet(config.token10k, `/projects/${id}`)),
        fetch: () => each((id) => fetchGet(config.token10k, `/projects/${id}`)),
      },
    },
  ];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const results: BenchResult[] = [];
  for (const scenario of scenarios()) {
    const names = Object.keys(scenario.runners) as (keyof typeof scenario.runners)[];
    for (let i = 0; i < 3; i++) for (const name of names) await scenario.runners[name]();
    const wall: Record<Approach, number[]> = { client: [], undici: [], fetch: [] };
    const cpu: Record<Approach, number[]> = { client: [], undici: [], fetch: [] };
    // Bounded: a scenario stops after SCENARIO_BUDGET_MS (the rounds done are reported), so
    // `npm run bench` stays near three minutes on a busy machine too.
    const started = performance.now();
    let rounds = 0;
    for (let round = 0; round < scenario.rounds; round++) {
      if (round >= MIN_ROUNDS && performance.now() - started > SCENARIO_BUDGET_MS) break;
      rounds++;
      for (let k = 0; k < names.length; k++) {
        const name = names[(round + k) % names.length]!;
        collectGarbage?.();
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await scenario.runners[name]();
        wall[name].push(performance.now() - started);
        const used = process.cpuUsage(cpuBefore);
        cpu[name].push((used.user + used.system) / 1000);
      }
    }
    const medians = (samples: Record<Approach, number[]>) => ({
      client: median(samples.client),
      undici: median(samples.undici),
      fetch: median(samples.fetch),
    });
    results.push({
      scenario: scenario.name,
      rounds,
      wall: medians(wall),
      cpu: medians(cpu),
    });
    console.log(`  measured: ${scenario.name}`);
  }
  // The single-project calls once more, the approaches taking turns call by call (paired.ts).
  const c10k: Credential = { token: config.token10k, userAgent: config.userAgent };
  const getProject = results[results.length - 1]!;
  getProject.paired = await pairedCpu(
    {
      client: (id) => client.getProject(c10k, id),
      undici: (id) => floorGet(config.token10k, `/projects/${id}`),
      fetch: (id) => fetchGet(config.token10k, `/projects/${id}`),
    },
    config.projectIds,
    21,
    collectGarbage,
  );
  console.log('  measured: getProject, approaches taking turns call by call');
  await client.close();
  await floorAgent.close();
  process.send?.(results);
  process.disconnect?.();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
