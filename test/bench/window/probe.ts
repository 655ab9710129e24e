/**
 * Node's side of page-probe.js: reads what the probe recorded. Page code is passed as
 * strings (the Node-side TypeScript has no DOM types); the shapes below mirror the probe's.
 */
import type { Page } from '@playwright/test';

export interface ProbeState {
  firstRow: { insertedAt: number; paintedAt: number | null; frameStart: number | null } | null;
  rowPaints: number[];
  events: { name: string; startTime: number; duration: number; interactionId: number }[];
  keys: {
    key: string;
    at: number;
    upAt: number | null;
    frameDoneMs: number | null;
    /** Keydown → the frame with the list's rows changed for it (only while `watchList` runs). */
    listDoneMs: number | null;
  }[];
  details: { name: string; shownAt: number | null; paintedAt: number | null } | null;
  watchDetails(name: string, marker: string): void;
  watchList(selector: string): void;
}

/** Times in ms since navigation start of one page load. */
export interface FirstRowTiming {
  /** The figure: Element Timing's paint time of the first row's text, else `afterPaint`. */
  firstRowMs: number;
  method: 'element-timing' | 'raf';
  /** The first row entered the DOM. */
  insertedAt: number;
  /** The task after the next animation frame following that insertion ran. */
  afterPaint: number;
  /** Element Timing renderTime of the first row, when Chromium reported one. */
  elementTiming: number | null;
  /** Navigation Timing: the HTML arrived / was parsed. */
  responseEnd: number;
  domInteractive: number;
  /** The first `state:get` through the bridge, when the page made one (the floor page does not). */
  stateGet: { sent: number; received: number; parsed: number } | null;
}

/** The page globals used here (functions passed to the page cast `globalThis` to this). */
export interface ProbeScope {
  __benchProbe: ProbeState;
}

/** The probe in the page (page functions only: they run in the page, not here). */
export const probeIn = (): ProbeState => (globalThis as unknown as ProbeScope).__benchProbe;

export async function readState(page: Page): Promise<ProbeState> {
  return page.evaluate(() => (globalThis as unknown as ProbeScope).__benchProbe);
}

// waitForFunction takes functions, not strings: the app's CSP forbids eval.
export async function waitForFirstRow(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (globalThis as unknown as ProbeScope).__benchProbe.firstRow?.paintedAt != null,
    null,
    { timeout: 30_000 },
  );
  // Element Timing entries arrive a little after the paint; wait for one, briefly.
  await page
    .waitForFunction(() => (globalThis as unknown as ProbeScope).__benchProbe.rowPaints.length > 0, null, {
      timeout: 1_000,
    })
    .catch(() => undefined);
}

export async function readProbe(page: Page): Promise<FirstRowTiming> {
  const state = await readState(page);
  const page_ = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation' as 'mark')[0] as unknown as {
      responseEnd: number;
      domInteractive: number;
    };
    const marks: Record<string, number> = {};
    for (const mark of performance.getEntriesByType('mark')) {
      if (!(mark.name in marks)) marks[mark.name] = mark.startTime;
    }
    return { responseEnd: nav.responseEnd, domInteractive: nav.domInteractive, marks };
  });
  const row = state.firstRow!;
  const elementTiming = state.rowPaints.length > 0 ? Math.min(...state.rowPaints) : null;
  const sent = page_.marks['timetray:state:get:sent'];
  return {
    firstRowMs: elementTiming ?? row.paintedAt!,
    method: elementTiming === null ? 'raf' : 'element-timing',
    insertedAt: row.insertedAt,
    afterPaint: row.paintedAt!,
    elementTiming,
    responseEnd: page_.responseEnd,
    domInteractive: page_.domInteractive,
    stateGet:
      sent === undefined
        ? null
        : {
            sent,
            received: page_.marks['timetray:state:get:received'] ?? NaN,
            parsed: page_.marks['timetray:state:get:parsed'] ?? NaN,
          },
  };
}
