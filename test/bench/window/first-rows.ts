/**
 * First rows and heap: fresh page loads of the real window, interleaved with loads of the
 * static floor page, so both see the same machine. One warm-up load first (it also gives the
 * DOM snapshot the floor page is made from); it is not counted.
 */
import type { Page } from '@playwright/test';
import { FLOOR_FILE, writeFloorPage } from './floor';
import type { FirstRowTiming } from './probe';
import type { BenchSession, LoadedPage } from './session';
import { median } from './stats';

export interface FirstRowsResult {
  app: FirstRowTiming[];
  floor: FirstRowTiming[];
  /** JS heap after each app load, after a full GC, in MB (2^20 bytes). */
  heapMB: number[];
  floorRows: number;
  /** The last app load, still open, for the interaction measurements. */
  lastApp: LoadedPage;
}

/** Lets the pushes and requests that follow a load (totals for the rows in view) finish. */
const SETTLE_MS = 400;

export async function measureFirstRows(session: BenchSession, rounds: number): Promise<FirstRowsResult> {
  const warm = await session.loadApp();
  await warm.page.waitForTimeout(SETTLE_MS);
  const { rows: floorRows } = await writeFloorPage(warm.page, session.servedDir);
  await warm.close();

  const app: FirstRowTiming[] = [];
  const floor: FirstRowTiming[] = [];
  const heapMB: number[] = [];
  let lastApp: LoadedPage | null = null;
  for (let round = 0; round < rounds; round++) {
    const floorPage = await session.loadStatic(FLOOR_FILE);
    floor.push(floorPage.timing);
    await floorPage.close();

    await lastApp?.close();
    lastApp = await session.loadApp();
    app.push(lastApp.timing);
    await lastApp.page.waitForTimeout(SETTLE_MS);
    heapMB.push(await heapAfterGc(lastApp.page));
  }
  return { app, floor, heapMB, floorRows, lastApp: lastApp! };
}

/** Used JS heap of the page after a full garbage collection (CDP), in MB. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  } finally {
    await cdp.detach();
  }
}

/** Median of each step of the loads: where the time to the first row goes. */
export function breakdown(timings: FirstRowTiming[]): Record<string, number> {
  const of = (pick: (t: FirstRowTiming) => number | undefined) =>
    median(timings.map(pick).filter((v): v is number => v !== undefined && Number.isFinite(v)));
  return {
    htmlReceived: of((t) => t.responseEnd),
    domInteractive: of((t) => t.domInteractive),
    stateGetSent: of((t) => t.stateGet?.sent),
    stateGetReceived: of((t) => t.stateGet?.received),
    stateGetParsed: of((t) => t.stateGet?.parsed),
    firstRowInDom: of((t) => t.insertedAt),
    firstRowPainted: of((t) => t.firstRowMs),
  };
}
