import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Deadline } from '../../src/main/core/api/deadline';

/** Resolves when the deadline dispatches `abort` (the way undici listens to it). */
function aborted(deadline: Deadline): Promise<void> {
  return new Promise((resolve) => deadline.addEventListener('abort', () => resolve()));
}

describe('Deadline', () => {
  it('emits abort once its time is up, and says it is aborted', async () => {
    const deadline = new Deadline(20);
    expect(deadline.aborted).toBe(false);
    await aborted(deadline);
    expect(deadline.aborted).toBe(true);
    expect(deadline.remainingMs()).toBeLessThanOrEqual(0);
  });

  it('never fires once cleared (the call finished in time)', async () => {
    const cleared = new Deadline(10);
    cleared.clear();
    let fired = false;
    cleared.addEventListener('abort', () => {
      fired = true;
    });
    const later = new Deadline(40);
    await aborted(later); // by now the cleared one would have fired
    expect(fired).toBe(false);
    expect(cleared.aborted).toBe(false);
  });

  it('clearing some of several live deadlines leaves the others watched', async () => {
    const deadlines = [30, 10, 20, 40, 15].map((ms) => new Deadline(ms));
    const [a, b, c, d, e] = deadlines as [Deadline, Deadline, Deadline, Deadline, Deadline];
    c.clear(); // middle of the live list
    e.clear(); // the newest
    a.clear(); // the oldest
    await Promise.all([aborted(b), aborted(d)]);
    expect(deadlines.map((x) => x.aborted)).toEqual([false, true, false, true, false]);
  });

  it('calls every listener once, and none that was removed (a proxy CONNECT and its request share one deadline)', async () => {
    const deadline = new Deadline(20);
    const calls: string[] = [];
    const first = () => calls.push('first');
    const removed = () => calls.push('removed');
    const third = () => calls.push('third');
    deadline.addEventListener('abort', first);
    deadline.addEventListener('abort', removed);
    deadline.addEventListener('abort', third);
    deadline.removeEventListener('abort', removed);
    await aborted(deadline);
    deadline.expire(); // a second expiry (the sweep racing a late call) dispatches nothing
    expect(calls).toEqual(['first', 'third']);
  });

  it('works with node:events.once, as an EventTarget would', async () => {
    const deadline = new Deadline(20);
    await once(deadline as unknown as EventTarget, 'abort');
    expect(deadline.aborted).toBe(true);
  });
});
