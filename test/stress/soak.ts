/**
 * A bounded soak over keep-alive against the loopback sandbox: 10,000 project-list cycles
 * through the real client (the network path of a refresh), then refreshes through the
 * whole core (which also writes the cache with fsync, ~tens of ms on this disk, so fewer of
 * them). Heap, open sockets, file descriptors and event-loop delay are compared between the
 * start (after a warm-up) and the end. Counted in this process, which also runs the
 * sandbox: a leak on either side shows.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApiClient } from '../../src/main/core/api';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import type { Sandbox } from '../sandbox';
import type { Row } from './report';

const CYCLES = Number(process.env.STRESS_SOAK_CYCLES ?? 10_000);
const CORE_CYCLES = Number(process.env.STRESS_SOAK_CORE_CYCLES ?? 300);
const WARM_UP = 200;

interface Sample {
  heapMb: number;
  sockets: number;
  fds: number;
  delayP99Ms: number;
}

function descriptors(): { fds: number; sockets: number } {
  const entries = readdirSync('/proc/self/fd');
  let sockets = 0;
  for (const fd of entries) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith('socket:')) sockets += 1;
    } catch {
      // closed while listing
    }
  }
  return { fds: entries.length, sockets };
}

async function sample(run: () => Promise<void>, cycles: number): Promise<Sample> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  for (let i = 0; i < cycles; i++) await run();
  delay.disable();
  global.gc?.();
  return {
    heapMb: process.memoryUsage().heapUsed / 1048576,
    ...descriptors(),
    delayP99Ms: delay.percentile(99) / 1e6,
  };
}

export async function soakRows(sb: Sandbox, configDir: string): Promise<Row[]> {
  const core = await TimetrayCore.open({ configDir, caFile: sb.caFile });
  const rows: Row[] = [];
  try {
    await core.signIn({ baseUrl: sb.baseUrl, ...sb.demo });
    let failures = 0;
    const client = createApiClient({ baseUrl: sb.baseUrl, caFile: sb.caFile });
    const credential = { token: sb.issueToken({ userAgent: 'Timetray/1' }), userAgent: 'Timetray/1' };
    const count = (p: Promise<{ length: number }>) =>
      p.then(
        (list) => void (list.length === 24 || (failures += 1)),
        () => void (failures += 1),
      );
    const listCycle = () => count(client.listProjects(credential).then((l) => l.projects));
    const coreCycle = () => count(core.refreshProjects());
    const start = await sample(async () => {
      await listCycle();
      await coreCycle();
    }, WARM_UP / 4);
    const t0 = performance.now();
    await sample(listCycle, CYCLES);
    const ms = performance.now() - t0;
    const t1 = performance.now();
    const end = await sample(coreCycle, CORE_CYCLES);
    const coreMs = performance.now() - t1;
    await client.close();
    const f = (n: number) => n.toFixed(1);
    rows.push({
      part: 'soak',
      check: `${CYCLES} list cycles, one keep-alive client`,
      expected: '0 failed',
      observed: `${f((ms * 1000) / CYCLES)} µs each`,
      ms,
      ok: failures === 0,
    });
    rows.push({
      part: 'soak',
      check: `${CORE_CYCLES} refreshes through the core`,
      expected: '0 failed',
      observed: `${failures} failed in all, ${f(coreMs / CORE_CYCLES)} ms each`,
      ms: coreMs,
      ok: failures === 0,
    });
    rows.push({
      part: 'soak',
      check: 'heap after warm-up → end',
      expected: '≤ +20 MB',
      observed: `${f(start.heapMb)} → ${f(end.heapMb)} MB`,
      ms: 0,
      ok: end.heapMb - start.heapMb <= 20,
    });
    rows.push({
      part: 'soak',
      check: 'open sockets (client + sandbox)',
      expected: 'no growth',
      observed: `${start.sockets} → ${end.sockets}`,
      ms: 0,
      ok: end.sockets <= start.sockets + 2,
    });
    rows.push({
      part: 'soak',
      check: 'file descriptors',
      expected: 'no growth',
      observed: `${start.fds} → ${end.fds}`,
      ms: 0,
      ok: end.fds <= start.fds + 2,
    });
    rows.push({
      part: 'soak',
      check: 'event-loop delay p99',
      expected: '< 100 ms',
      observed: `${f(start.delayP99Ms)} → ${f(end.delayP99Ms)} ms`,
      ms: 0,
      ok: end.delayP99Ms < 100,
    });
  } finally {
    await core.close();
  }
  return rows;
}
