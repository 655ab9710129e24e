/**
 * The window bench: the built renderer in Chromium through the browser-test wiring (real
 * core, real handlers, sandbox over HTTPS on loopback, real keychain), at 10,000 and 50,000
 * projects. Needs `scripts/with-keyring.sh` (npm run bench wraps it) and out/renderer.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../browser/chromium';
import buildRendererIfStale from '../../browser/global-setup';
import { breakdown, heapAfterGc, measureFirstRows, type FirstRowsResult } from './first-rows';
import {
  measureDetailsOpen,
  measureKeystrokes,
  type DetailsResult,
  type KeystrokeResult,
} from './interaction';
import { FLOOR_FILE } from './floor';
import { measurePeriodsView, PERIODS_VIEW_PROJECTS, type PeriodsViewResult } from './periods-view';
import { openSession, type BenchSession } from './session';
import { median, round1, round2 } from './stats';

/** Loads per size (each after a floor load). BENCH_WINDOW_ROUNDS overrides both (quick checks). */
const override = Number(process.env['BENCH_WINDOW_ROUNDS']) || 0;
export const ROUNDS_10K = override || 7;
export const ROUNDS_50K = override || 5;

export interface WindowReport {
  figures: {
    firstRows10k: number;
    firstRows50k: number;
    keystrokeP95_10k: number;
    detailsOpenCachedMs: number | null;
    heap10kMB: number;
    firstRowsFloorMs: number;
  };
  /** Everything else the JSON carries: ratios, methods, breakdowns, payload sizes. */
  details: Record<string, unknown>;
}

export async function runWindowBench(log: (line: string) => void): Promise<WindowReport> {
  buildRendererIfStale(); // as the browser tests do: the bench measures the current sources
  const browser: Browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
  try {
    const s10 = await timed(log, 'session 10k', () => openSession(browser, 10_000, 60));
    let r10: FirstRowsResult,
      keys: KeystrokeResult,
      keysFloor: KeystrokeResult,
      det: DetailsResult,
      invokes10: Record<string, number>;
    try {
      r10 = await timed(log, `first rows 10k (${ROUNDS_10K} rounds)`, () =>
        measureFirstRows(s10, ROUNDS_10K),
      );
      keys = await timed(log, 'keystrokes 10k', () => measureKeystrokes(r10.lastApp.page));
      // The same keys typed into the floor page's (inert) search field: what typing costs here at all.
      keysFloor = await timed(log, 'keystrokes floor', async () => {
        const floorPage = await s10.loadStatic(FLOOR_FILE);
        try {
          return await measureKeystrokes(floorPage.page);
        } finally {
          await floorPage.close();
        }
      });
      det = await timed(log, 'details open', () =>
        measureDetailsOpen(s10, r10.lastApp.page).catch((error: unknown): DetailsResult => ({
          ms: null,
          samples: [],
          note: `failed: ${String(error)}`,
        })),
      );
      await r10.lastApp.close();
      invokes10 = stateGetStats(s10);
    } finally {
      await s10.close();
    }
    const s50 = await timed(log, 'session 50k', () => openSession(browser, 50_000, 150));
    let r50: FirstRowsResult, heap50: number, invokes50: Record<string, number>;
    try {
      r50 = await timed(log, `first rows 50k (${ROUNDS_50K} rounds)`, () =>
        measureFirstRows(s50, ROUNDS_50K),
      );
      heap50 = await heapAfterGc(r50.lastApp.page);
      await r50.lastApp.close();
      invokes50 = stateGetStats(s50);
    } finally {
      await s50.close();
    }

    const periodsView: PeriodsViewResult = await timed(
      log,
      `hours by period at ${PERIODS_VIEW_PROJECTS.toLocaleString('en')} projects`,
      () => measurePeriodsView(browser),
    );

    const app10 = r10.app.map((t) => t.firstRowMs);
    const app50 = r50.app.map((t) => t.firstRowMs);
    const floors = [...r10.floor, ...r50.floor].map((t) => t.firstRowMs);
    const floor = median(floors);
    const methods = new Set([...r10.app, ...r50.app, ...r10.floor, ...r50.floor].map((t) => t.method));
    return {
      figures: {
        firstRows10k: round1(median(app10)),
        firstRows50k: round1(median(app50)),
        keystrokeP95_10k: round1(keys.p95),
        detailsOpenCachedMs: det.ms === null ? null : round1(det.ms),
        heap10kMB: round1(median(r10.heapMB)),
        firstRowsFloorMs: round1(floor),
      },
      details: {
        firstRows10kRatio: round2(median(app10) / floor),
        firstRows50kRatio: round2(median(app50) / floor),
        firstRowsMethod:
          'navigation start (performance.timeOrigin) → the first [data-project-id] row painted: ' +
          `Element Timing renderTime of its text (methods seen: ${[...methods].join(', ')}; ` +
          '"raf" = a task after the next animation frame following its insertion); ' +
          `median of ${ROUNDS_10K} loads at 10k and ${ROUNDS_50K} at 50k, each a fresh tab opened 1 s before it navigates (Chromium's own tab setup is not measured), after 1 warm-up load`,
        firstRowsFloorMethod:
          'the same probe on a static page: the built CSS + a snapshot of the window DOM after its first rows, ' +
          `rows below the first screen removed (${r10.floorRows} rows), no script; one load before each window load, median of all`,
        samples: {
          firstRows10k: app10.map(round1),
          firstRows50k: app50.map(round1),
          floor: floors.map(round1),
        },
        breakdown10k: roundAll(breakdown(r10.app)),
        breakdown50k: roundAll(breakdown(r50.app)),
        stateGet10k: invokes10,
        stateGet50k: invokes50,
        keystrokes: {
          ...keys,
          p95: round1(keys.p95),
          frameP95: round1(keys.frameP95),
          listP95: keys.listP95 === null ? null : round1(keys.listP95),
        },
        keystrokeListMethod:
          'keydown → the frame in which the rows of .scroller had changed for that key (MutationObserver, then a task after the next animation frame), p95 over the keys that changed the list',
        keystrokeMethod: keys.method,
        keystrokeFloorP95: round1(keysFloor.p95),
        keystrokeRatio: round1(keys.p95 / keysFloor.p95),
        keystrokeFloorMethod: `the same keys in the floor page's static search field (no script): ${keysFloor.method}`,
        detailsOpen: det,
        heapMethod:
          'CDP HeapProfiler.collectGarbage then Runtime.getHeapUsage().usedSize, MB = 2^20 bytes, ~400 ms after load; median over the 10k loads',
        heap50kMB: round1(heap50),
        periodsView,
      },
    };
  } finally {
    await browser.close();
  }
}

/** What main did for the window's `state:get` calls: JSON size and the time to make it. */
function stateGetStats(session: BenchSession): Record<string, number> {
  const calls = session.invokes.filter((i) => i.channel === 'state:get');
  return {
    calls: calls.length,
    bytes: median(calls.map((c) => c.bytes)),
    handlerMs: round1(median(calls.map((c) => c.handlerMs))),
    stringifyMs: round1(median(calls.map((c) => c.stringifyMs))),
  };
}

function roundAll(values: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round1(v)]));
}

async function timed<T>(log: (line: string) => void, label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
