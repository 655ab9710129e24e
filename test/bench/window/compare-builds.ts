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
    const firstRow = async (url: string): Promise<number> => {
      const loaded = await session.loadAppAt(url);
      await loaded.page.waitForTimeout(SETTLE_MS); // the list push and totals that follow
      await loaded.close();
      return loaded.timing.firstRowMs;
    };
    for (const server of servers) await firstRow(server.url); // one warm-up load each
    const times: [number[], number[]] = [[], []];
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 === 0 ? [0, 1] : [1, 0];
      for (const build of order) times[build as 0 | 1].push(await firstRow(servers[build]!.url));
    }
    const differences = times[1].map((ms, i) => ms - times[0][i]!);
    console.log(`first rows, 10,000 projects, ${pairs} pairs`);
    console.log(`  before ${before}: median ${round1(median(times[0]))} ms`);
    console.log(`  after  ${after}: median ${round1(median(times[1]))} ms`);
    console.log(`  after − before, median of the paired differences: ${round1(median(differences))} ms`);
    const sorted = [...differences].sort((x, y) => x - y);
    const quarter = (q: number): number =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    const faster = differences.filter((d) => d < 0).length;
    // Paints land on frames (~16.7 ms apart), so a few ms saved moves some loads by a whole
    // frame and most not at all: the mean shows such a gain where the median may read 0.
    const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
    console.log(`  mean of the paired differences: ${round1(mean)} ms`);
    console.log(
      `  middle half of the differences ${round1(quarter(0.25))} … ${round1(quarter(0.75))} ms; after faster in ${faster} of ${pairs} pairs`,
    );
  } finally {
    for (const server of servers) await server.close();
    await session.close();
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
