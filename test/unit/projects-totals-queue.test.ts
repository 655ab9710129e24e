import { describe, expect, it } from 'vitest';
import { MAX_IN_FLIGHT, TotalsQueue, type TotalsJob } from '../../src/main/core/projects/totals-queue';

/** A fetcher whose requests finish when the test says so. */
function harness(needed: (job: TotalsJob) => boolean = () => true) {
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  let peak = 0;
  const queue = new TotalsQueue(
    (job) =>
      new Promise<void>((resolve) => {
        started.push(job.id);
        finish.set(job.id, resolve);
        peak = Math.max(peak, queue.inFlight);
      }),
    needed,
  );
  const done = async (id: number) => {
    finish.get(id)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, started, done, peak: () => peak };
}

describe('TotalsQueue', () => {
  it('runs at most 3 requests at a time and starts the next as one finishes', async () => {
    const { queue, started, done, peak } = harness();
    queue.want('a', [1, 2, 3, 4, 5, 6, 7], 'view');
    expect(MAX_IN_FLIGHT).toBe(3);
    expect(started).toEqual([1, 2, 3]);
    await done(2);
    expect(started).toEqual([1, 2, 3, 4]);
    for (const id of [1, 3, 4, 5, 6, 7]) await done(id);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak()).toBe(3);
    expect(queue.inFlight).toBe(0);
  });

  it('drops queued rows no longer in view when a newer call comes; running ones finish', async () => {
    const { queue, started, done } = harness();
    queue.want('a', [1, 2, 3, 4, 5, 6], 'view');
    queue.want('a', [10, 11], 'view');
    for (const id of [1, 2, 3, 10, 11]) await done(id);
    expect(started).toEqual([1, 2, 3, 10, 11]);
  });

  it('serves the view before the background, and a refresh replaces only the background', async () => {
    const { queue, started, done } = harness();
    queue.want('a', [1, 2, 3], 'view');
    queue.want('a', [20, 21, 22], 'background');
    queue.want('a', [4], 'view');
    expect(queue.queued).toEqual([4, 20, 21, 22]);
    queue.want('a', [30], 'background');
    for (const id of [1, 2, 3, 4, 30]) await done(id);
    expect(started).toEqual([1, 2, 3, 4, 30]);
  });

  it('skips, when their turn comes, ids no longer needed or already running', async () => {
    const known = new Set([2]);
    const { queue, started } = harness((job) => !known.has(job.id));
    queue.want('a', [1, 2, 3], 'view');
    queue.want('a', [1, 3, 4, 5], 'view'); // 1 and 3 are running
    expect(started).toEqual([1, 3, 4]);
  });

  it('forgets another account’s queue on an account switch, and everything once stopped', async () => {
    const { queue, started, done } = harness();
    queue.want('a', [1, 2, 3, 4, 5], 'view');
    queue.want('b', [9], 'background');
    expect(queue.queued).toEqual([9]); // a's 4 and 5 are gone
    await done(1);
    expect(started).toEqual([1, 2, 3, 9]);
    queue.stop();
    queue.want('b', [10], 'view');
    await done(2);
    expect(started).toEqual([1, 2, 3, 9]);
  });
});
