/**
 * The paired CPU figure of the client bench. The main table measures each approach in its own
 * sample (200 calls of one approach, then the next), so on a shared machine a burst of other
 * work lands on one approach's sample and not the others': its `cpu c/undici` moved between
 * 1.09 and 1.33 from run to run on unchanged code at load average 6–10. Here the approaches
 * take turns call by call (a fresh random order for every project id), each call's CPU time
 * is counted, and the ratio is taken per round of all ids; the median of those ratios is
 * reported. Same calls, same connections, same parsing as the main table: only the order
 * changes, so load hits every approach alike.
 */
import type { Approach, PairedCpuFigures } from './types';

/**
 * `clientVsUndici` / `clientVsFetch`: median over rounds of the client's CPU over the other's
 * for the same ids; `perCallUs`: mean CPU per call over all rounds.
 */
export type PairedCpu = PairedCpuFigures;

type OneCall = (id: number) => Promise<unknown>;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Rounds stop after this (at least MIN_ROUNDS are done), so the bench stays bounded under load. */
const BUDGET_MS = 12_000;
const MIN_ROUNDS = 7;

export async function pairedCpu(
  calls: Record<Approach, OneCall>,
  ids: readonly number[],
  maxRounds: number,
  collectGarbage?: () => void,
): Promise<PairedCpu> {
  const order = Object.keys(calls) as Approach[];
  const total: Record<Approach, number> = { client: 0, undici: 0, fetch: 0 };
  const vsUndici: number[] = [];
  const vsFetch: number[] = [];
  const started = performance.now();
  let rounds = 0;
  for (; rounds < maxRounds; rounds++) {
    if (rounds >= MIN_ROUNDS && performance.now() - started > BUDGET_MS) break;
    collectGarbage?.();
    const used: Record<Approach, number> = { client: 0, undici: 0, fetch: 0 };
    for (const id of ids) {
      shuffle(order);
      for (const name of order) {
        const before = process.cpuUsage();
        await calls[name](id);
        const after = process.cpuUsage(before);
        used[name] += after.user + after.system;
      }
    }
    vsUndici.push(used.client / used.undici);
    vsFetch.push(used.client / used.fetch);
    for (const name of order) total[name] += used[name];
  }
  const perCall = (name: Approach) => total[name] / (rounds * ids.length);
  return {
    rounds,
    clientVsUndici: median(vsUndici),
    clientVsFetch: median(vsFetch),
    perCallUs: { client: perCall('client'), undici: perCall('undici'), fetch: perCall('fetch') },
  };
}

function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
