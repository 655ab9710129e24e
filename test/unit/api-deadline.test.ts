import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Deadline } from '../../src/main/core/api/deadline';

describe('Deadline', () => {
  it('emits abort once its time is up, and says it is aborted', async () => {
    const deadline = new Deadline(20);
    expect(deadline.aborted).toBe(false);
    await once(deadline, 'abort');
    expect(deadline.aborted).toBe(true);
    expect(deadline.remainingMs()).toBeLessThanOrEqual(0);
  });

  it('never fires once cleared (the call finished in time)', async () => {
    const cleared = new Deadline(10);
    cleared.clear();
    let fired = false;
    cleared.on('abort', () => {
      fired = true;
    });
    const later = new Deadline(40);
    await once(later, 'abort'); // by now the cleared one would have fired
    expect(fired).toBe(false);
    expect(cleared.aborted).toBe(false);
  });
});
