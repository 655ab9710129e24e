import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FirstScreenHandoff,
  type FedPage,
  type HandoffEvent,
} from '../../src/main/app/ipc/first-screen-handoff';
import { toWindowSnapshot } from '../../src/main/app/ipc/window-snapshot';
import { WHOLE_LIST_FALLBACK_MS } from '../../src/shared/first-screen';
import type { SnapshotPush } from '../../src/shared/ipc';
import type { AppSnapshot, WindowSnapshot } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';
import { signedInSnapshot } from '../support/tray-snapshot';

/**
 * The first-screen hand-off, the one copy register.ts (Electron) and the browser harness both
 * feed their page through: a long list's `state:get` answer carries its first screen, and the
 * whole list follows in one push once the page says it painted it, or after the fallback delay.
 */

/** A core snapshot with `count` projects over 40 customers. */
const coreSnapshot = (count: number): AppSnapshot =>
  signedInSnapshot(
    Array.from({ length: count }, (_, i) =>
      makeProject({
        id: i + 1,
        name: `Project ${i + 1}`,
        customerId: (i % 40) + 1,
        customerName: `C ${i % 40}`,
      }),
    ),
  );

/** A page that records what it is sent; `alive` false: a destroyed webContents. */
function recordingPage(): FedPage & { pushes: SnapshotPush[]; alive: boolean } {
  const page = {
    target: {},
    pushes: [] as SnapshotPush[],
    alive: true,
    isAlive: () => page.alive,
    send: (push: SnapshotPush) => void page.pushes.push(push),
  };
  return page;
}

/** Asks `state:get` as the page would, the handler answering `snapshot`. */
const askState = (
  handoff: FirstScreenHandoff,
  page: FedPage,
  snapshot: AppSnapshot,
): Promise<WindowSnapshot> => handoff.answer('state:get', [], page, async () => toWindowSnapshot(snapshot));

const painted = (handoff: FirstScreenHandoff, page: FedPage, id: number): Promise<void> =>
  handoff.answer('window:painted', [id], page, async () => undefined);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the first-screen hand-off', () => {
  it('answers a long list with its first screen, and pushes the whole list once that is painted', async () => {
    const events: HandoffEvent[] = [];
    const handoff = new FirstScreenHandoff({ onEvent: (event) => void events.push(event) });
    const page = recordingPage();
    const snapshot = coreSnapshot(3_000);
    const answer = await askState(handoff, page, snapshot);
    expect(answer.firstScreenOnly).toBe(true);
    expect(answer.projects.length).toBeLessThan(snapshot.projects.length / 4);
    const id = answer.firstScreenId!;
    expect(page.pushes).toEqual([]); // nothing before the paint

    await painted(handoff, page, id);
    expect(page.pushes.map((push) => push.projects?.length)).toEqual([3_000]);
    expect(events).toEqual([
      { kind: 'first-screen', id },
      { kind: 'painted', id },
    ]);
    // Once: a repeated message, the fallback and the next unchanged snapshot send no list again.
    await painted(handoff, page, id);
    vi.advanceTimersByTime(WHOLE_LIST_FALLBACK_MS);
    handoff.push({ ...snapshot, refreshing: true }, page);
    expect(page.pushes.map((push) => 'projects' in push)).toEqual([true, false]);
  });

  it('pushes the list after the fallback delay when the page never says it painted', async () => {
    const handoff = new FirstScreenHandoff({ heedPainted: () => false });
    const page = recordingPage();
    const id = (await askState(handoff, page, coreSnapshot(3_000))).firstScreenId!;
    await painted(handoff, page, id); // ignored, as if never sent
    vi.advanceTimersByTime(WHOLE_LIST_FALLBACK_MS - 1);
    expect(page.pushes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.pushes.map((push) => push.projects?.length)).toEqual([3_000]);
  });

  it('answers a short list whole, owing nothing', async () => {
    const events: HandoffEvent[] = [];
    const handoff = new FirstScreenHandoff({ onEvent: (event) => void events.push(event) });
    const page = recordingPage();
    const snapshot = coreSnapshot(50);
    const answer = await askState(handoff, page, snapshot);
    expect(answer.projects).toHaveLength(50);
    expect(answer.firstScreenId).toBeUndefined();
    vi.advanceTimersByTime(WHOLE_LIST_FALLBACK_MS);
    handoff.push({ ...snapshot, refreshing: true }, page);
    expect(page.pushes.map((push) => 'projects' in push)).toEqual([false]);
    expect(events).toEqual([]);
  });

  it('sends nothing owed to a page that reloaded while its answer was on the way', async () => {
    const handoff = new FirstScreenHandoff();
    const page = recordingPage();
    const asked = handoff.answer('state:get', [], page, async () => {
      handoff.forget(page); // the page reloads before the answer arrives
      return toWindowSnapshot(coreSnapshot(3_000));
    });
    const id = (await asked).firstScreenId!;
    await painted(handoff, page, id);
    vi.advanceTimersByTime(WHOLE_LIST_FALLBACK_MS);
    expect(page.pushes).toEqual([]);
  });

  it('sends nothing to a page that is gone, and ignores a malformed painted call', async () => {
    const handoff = new FirstScreenHandoff();
    const page = recordingPage();
    const id = (await askState(handoff, page, coreSnapshot(3_000))).firstScreenId!;
    await painted(handoff, page, id + 1); // names another answer
    await handoff.answer('window:painted', [String(id)], page, async () => undefined);
    expect(page.pushes).toEqual([]);
    page.alive = false;
    await painted(handoff, page, id);
    vi.advanceTimersByTime(WHOLE_LIST_FALLBACK_MS);
    handoff.push(coreSnapshot(3), page);
    expect(page.pushes).toEqual([]);
  });

  it('hands every other channel the handler’s own answer', async () => {
    const handoff = new FirstScreenHandoff();
    const page = recordingPage();
    const answer = { ok: true as const, value: { key: 'k' } };
    expect(await handoff.answer('accounts:use', ['k'], page, async () => answer)).toBe(answer);
  });
});
