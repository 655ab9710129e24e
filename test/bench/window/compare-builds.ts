/**
 * Paired comparison of renderer builds: first rows at 10,000 projects, loads taking turns
 * between the builds (ABAB…, then BABA…) in one session, so each pair sees the same core,
 * Chromium and machine load. On a shared machine a single `npm run bench:window` run moves
 * by ±20 ms with the load; the median of the paired differences does not.
 *
 *   bash scripts/with-keyring.sh node --import tsx test/bench/window/compare-builds.ts \
 *     BEFORE_DIR AFTER_DIR [PAIRS]
 *
 * Each DIR is a built renderer (a copy of out/renderer).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../browser/chromium';
import { serveDirectory } from '../../browser/static-server';
import type { FirstRowTiming } from './probe';
import { openSession } from './session';
import { median, round1 } from './stats';

const SETTLE_MS = 400;

async function main(): Promise<void> {
  const [before, after, pairsArg] = process.argv.slice(2);
  if (!before || !after) throw new Error('usage: compare-builds.ts BEFORE_DIR AFTER_DIR [PAIRS]');
  const pairs = Number(pairsArg) || 20;
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
  const session = await openSession(browser, 10_000, 60);
  const servers = [await serveDirectory(before), await serveDirectory(after)];
  try {
    const firstRow = async (url: string): Promise<FirstRowTiming> => {
      const loaded = await session.loadAppAt(url);
      await loaded.page.waitForTimeout(SETTLE_MS); // the list push and totals that follow
      await loaded.close();
      return loaded.timing;
    };
    for (const server of servers) await firstRow(server.url); // one warm-up load each
    const timings: [FirstRowTiming[], FirstRowTiming[]] = [[], []];
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 === 0 ? [0, 1] : [1, 0];
      for (const build of order) timings[build as 0 | 1].push(await firstRow(servers[build]!.url));
    }
    console.log(`first rows, 10,000 projects, ${pairs} pairs`);
    report('painted', timings, (t) => t.firstRowMs);
    // Not rounded to frames: when the render that puts the first row in the DOM ends.
    report('in the DOM', timings, (t) => t.insertedAt);
  } finally {
    for (const server of servers) await server.close();
    await session.close();
    await browser.close();
  }
}

/** Medians of both builds and of the paired differences of one figure. */
function report(
  figure: string,
  timings: [FirstRowTiming[], FirstRowTiming[]],
  pick: (t: FirstRowTiming) => number,
): void {
  const [before, after] = [timings[0].map(pick), timings[1].map(pick)];
  const differences = after.map((ms, i) => ms - before[i]!);
  const sorted = [...differences].sort((x, y) => x - y);
  const quarter = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  // Paints land on frames (~16.7 ms apart), so a few ms saved moves some loads by a whole
  // frame and most not at all: the mean shows such a gain where the median may read 0.
  const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
  console.log(
    `  first row ${figure}: before ${round1(median(before))} ms, after ${round1(median(after))} ms`,
  );
  console.log(
    `    after − before: median ${round1(median(differences))} ms, mean ${round1(mean)} ms, middle half ` +
      `${round1(quarter(0.25))} … ${round1(quarter(0.75))} ms, after sooner in ${differences.filter((d) => d < 0).length} of ${differences.length}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
