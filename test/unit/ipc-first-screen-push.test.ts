import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/main/app/ipc/handlers';
import { SnapshotPusher } from '../../src/main/app/ipc/snapshot-push';
import { parseArguments } from '../../src/main/app/ipc/validation';
import type { ProjectRow, WindowSnapshot } from '../../src/shared/types';

/**
 * The whole list after a first-screen answer: main sends it when the page says it has painted
 * that screen (`window:painted`), once, and never to a page that asked before it reloaded.
 * `SnapshotPusher` is what register.ts (Electron) and the browser harness both call.
 */

/** A snapshot with `count` projects over 40 customers (plain data, as main sends it). */
function snapshot(count: number): WindowSnapshot {
  const projects: ProjectRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Project ${i + 1}`,
    customerId: (i % 40) + 1,
    customerName: `Customer ${(i % 40) + 1}`,
    archived: false,
  }));
  return { projects, totals: {}, recent: [] } as unknown as WindowSnapshot;
}

describe('the state:get answer for a long list', () => {
  it('carries a numbered first screen, and the whole list follows once that screen is painted', () => {
    const pusher = new SnapshotPusher();
    const full = snapshot(3_000);
    const answer = pusher.answer(full, 'window');
    expect(answer.firstScreenOnly).toBe(true);
    expect(answer.projects.length).toBeLessThan(full.projects.length / 4);
    expect(answer.firstScreenId).toBeGreaterThan(0);

    const push = pusher.owedList('window', answer.firstScreenId!);
    expect(push?.projects).toBe(full.projects);
    // Once: a second call (a repeated message) sends nothing, and later pushes leave the list out.
    expect(pusher.owedList('window', answer.firstScreenId!)).toBeNull();
    expect('projects' in pusher.next({ ...full }, 'window')).toBe(false);
  });

  it('ignores a painted call naming another answer, or coming from another web contents', () => {
    const pusher = new SnapshotPusher();
    const full = snapshot(3_000);
    const answer = pusher.answer(full, 'window');
    expect(pusher.owedList('window', answer.firstScreenId! + 1)).toBeNull();
    expect(pusher.owedList('another window', answer.firstScreenId!)).toBeNull();
    expect(pusher.owedList('window', answer.firstScreenId!)?.projects).toBe(full.projects);
  });

  it('ignores the painted call of a page that has reloaded since: the new page gets its own answer', () => {
    const pusher = new SnapshotPusher();
    const full = snapshot(3_000);
    const old = pusher.answer(full, 'window');
    pusher.forget('window'); // the page reloads…
    const fresh = pusher.answer(full, 'window'); // …and the new one asks again
    expect(fresh.firstScreenId).not.toBe(old.firstScreenId);
    // The old page said it painted (its message was still on the way): the new page has not.
    expect(pusher.owedList('window', old.firstScreenId!)).toBeNull();
    expect(pusher.owedList('window', fresh.firstScreenId!)?.projects).toBe(full.projects);
  });

  it('does not count an answer asked for before a reload, and owes nothing for it', () => {
    const pusher = new SnapshotPusher();
    const full = snapshot(3_000);
    const askedAt = pusher.loads;
    pusher.forget('window'); // the page reloads while its answer is on the way
    const stale = pusher.answer(full, 'window', askedAt);
    expect(pusher.owedList('window', stale.firstScreenId!)).toBeNull();
  });

  it('owes nothing once a push has carried the list (a change came before the paint)', () => {
    const pusher = new SnapshotPusher();
    const full = snapshot(3_000);
    const answer = pusher.answer(full, 'window');
    expect(pusher.next({ ...full }, 'window').projects).toBe(full.projects);
    expect(pusher.owedList('window', answer.firstScreenId!)).toBeNull();
  });

  it('answers a short list whole, with nothing owed', () => {
    const pusher = new SnapshotPusher();
    const full = snapshot(100);
    const answer = pusher.answer(full, 'window');
    expect(answer).toBe(full);
    expect(answer.firstScreenId).toBeUndefined();
    expect('projects' in pusher.next({ ...full }, 'window')).toBe(false);
  });
});

describe('window:painted validation', () => {
  it('accepts the number of a first screen only', () => {
    expect(parseArguments('window:painted', [3])).toEqual({ ok: true, value: [3] });
    for (const args of [[], [0], [-1], [1.5], ['3'], [null], [3, 4], [Number.MAX_SAFE_INTEGER + 2]])
      expect(parseArguments('window:painted', args).ok, JSON.stringify(args)).toBe(false);
  });

  it('is answered with nothing, and a malformed call is logged without its content', async () => {
    const lines: string[] = [];
    const handlers = createHandlers({} as never, { log: (line) => lines.push(line) });
    expect(await handlers['window:painted'](7)).toBeUndefined();
    expect(lines).toEqual([]);
    await handlers['window:painted']('secret-looking-text');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('secret-looking-text');
  });
});
