/**
 * Keystrokes in the search field and opening a cached project's details, on a loaded window.
 * Keys are real key presses (page.keyboard: CDP Input.dispatchKeyEvent, trusted events that
 * go through Chromium's input pipeline), about as fast as a quick typist.
 */
import type { Locator, Page } from '@playwright/test';
import type { ProbeScope, ProbeState } from './probe';
import { readState } from './probe';
import type { BenchSession } from './session';
import { median, percentile, percentileIndex } from './stats';

/** Searches a user would type at 10k (accents and two words included), each typed then erased. */
const QUERIES = ['acme audit', 'zurich', 'cafe renov', 'muller', '#12'];
/** Pause between key presses: a quick typist's rhythm. */
const KEY_GAP_MS = 90;

export interface KeystrokeResult {
  /** The figure: p95 of the Event Timing durations (see `method`). */
  p95: number;
  method: string;
  keystrokes: number;
  /** Key presses whose interaction Chromium reported (it reports only those ≥ 16 ms). */
  over16: number;
  /** p95 of keydown → after the next frame, measured in the page (any duration). */
  frameP95: number;
  /** The longest Event Timing interaction. */
  max: number;
  /**
   * p95 of keydown → the frame in which the list's rows had changed for that key (keys that
   * changed no row are left out); null where there is no list (the floor page).
   */
  listP95: number | null;
  /** How many key presses changed the list. */
  listChanges: number;
}

export function searchField(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search projects' });
}

export async function measureKeystrokes(page: Page): Promise<KeystrokeResult> {
  const search = searchField(page);
  await search.focus();
  await page.evaluate(() => {
    const probe = (globalThis as unknown as ProbeScope).__benchProbe;
    probe.keys.length = 0;
    probe.events.length = 0;
    probe.watchList('.scroller');
  });
  const keys = QUERIES.flatMap((query) => [...query, ...Array<string>(query.length).fill('Backspace')]);
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((count) => {
      const pressed = (globalThis as unknown as ProbeScope).__benchProbe.keys;
      return pressed.length >= count && pressed[count - 1]!.frameDoneMs !== null;
    }, index + 1);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  await page.waitForTimeout(300); // Event Timing entries are delivered after the paint
  return summariseKeystrokes(await readState(page));
}

/** One duration per key press: its interaction's longest Event Timing entry, null when < 16 ms. */
export function summariseKeystrokes(state: ProbeState): KeystrokeResult {
  const near = (a: number, b: number | null) => b !== null && Math.abs(a - b) < 0.5;
  const durations = state.keys.map((key) => {
    const own = state.events.filter(
      (e) =>
        (e.name === 'keydown' && near(e.startTime, key.at)) ||
        (e.name === 'keyup' && near(e.startTime, key.upAt)),
    );
    const ids = new Set(own.map((e) => e.interactionId).filter((id) => id > 0));
    const all = [...own, ...state.events.filter((e) => ids.has(e.interactionId))];
    return all.length === 0 ? null : Math.max(...all.map((e) => e.duration));
  });
  const reported = durations.filter((d): d is number => d !== null);
  const sorted = [...reported].sort((a, b) => a - b);
  // The unreported presses are the shortest ones: p95 falls among them when few were reported.
  const rank = percentileIndex(durations.length, 95) - (durations.length - reported.length);
  const frameP95 = percentile(state.keys.map((k) => k.frameDoneMs ?? NaN).filter(Number.isFinite), 95);
  const listDone = state.keys.map((k) => k.listDoneMs ?? NaN).filter(Number.isFinite);
  return {
    p95: rank >= 0 ? sorted[rank]! : frameP95,
    method:
      rank >= 0
        ? 'Event Timing (duration of each key press interaction, p95)'
        : 'Event Timing reports < 16 ms at p95; figure = keydown → next frame measured in the page, p95',
    keystrokes: durations.length,
    over16: reported.length,
    frameP95,
    max: reported.length ? Math.max(...reported) : 0,
    listP95: listDone.length > 0 ? percentile(listDone, 95) : null,
    listChanges: listDone.length,
  };
}

export interface DetailsResult {
  /** Median ms from the Enter keydown to the details heading painted; null when not measurable. */
  ms: number | null;
  samples: number[];
  note: string;
}

/** Text only details from the cache bring ("As of 10:42"): the name alone could come from the row. */
const CACHED_MARKER = 'As of';

/** Opens after a warm-up open, each on the next row, its details cached in main just before. */
const DETAIL_OPENS = 5;

/**
 * Keyboard only, as a user would: ↓ from the search field into the list, Enter on the active
 * row (focused, or the listbox's aria-activedescendant), Esc back, ↓ to the next row, Enter…
 */
export async function measureDetailsOpen(session: BenchSession, page: Page): Promise<DetailsResult> {
  const handlers = session.handlers as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const fetchDetails = handlers['projects:get'];
  if (!fetchDetails) return { ms: null, samples: [], note: 'no projects:get channel yet' };
  const names = new Map(session.core.snapshot().projects.map((p) => [p.id, p.name]));
  const active = page
    .locator('[data-project-id][aria-selected="true"]')
    .or(page.locator('[data-project-id]:focus'));

  await searchField(page).focus();
  const samples: number[] = [];
  for (let open = 0; open <= DETAIL_OPENS; open++) {
    await page.keyboard.press('ArrowDown');
    const id = Number(await active.first().getAttribute('data-project-id', { timeout: 5_000 }));
    // Cached as a user's earlier visit would have left it (GET /projects/<id> through main).
    await fetchDetails(id);
    await page.waitForTimeout(100); // the totals push that follows the fetch
    await page.evaluate(
      ({ name, marker }) => {
        const probe = (globalThis as unknown as ProbeScope).__benchProbe;
        probe.keys.length = 0;
        probe.watchDetails(name, marker);
      },
      { name: names.get(id)!, marker: CACHED_MARKER },
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => (globalThis as unknown as ProbeScope).__benchProbe.details?.paintedAt != null,
      null,
      { timeout: 5_000 },
    );
    const state = await readState(page);
    const enter = state.keys.find((k) => k.key === 'Enter')!;
    samples.push(state.details!.paintedAt! - enter.at);
    await page.keyboard.press('Escape');
    await page.locator(`[data-project-id="${id}"]`).waitFor({ state: 'visible', timeout: 5_000 });
  }
  const counted = samples.slice(1); // the first open is a warm-up
  return {
    ms: median(counted),
    samples: counted,
    note:
      `Enter keydown → the details heading (h1/h2 = project name) and "${CACHED_MARKER} …" painted, details cached in main; ` +
      `median of ${counted.length} opens (rows 2–${DETAIL_OPENS + 1}) after 1 warm-up`,
  };
}
