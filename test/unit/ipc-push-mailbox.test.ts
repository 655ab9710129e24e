import { describe, expect, it } from 'vitest';
import { PushMailbox } from '../../src/preload/push-mailbox';
import type { SnapshotPush } from '../../src/shared/ipc';

/** A push as main sends it; only the fields these tests read matter. */
const push = (lastRefresh: string, projects?: SnapshotPush['projects']): SnapshotPush =>
  ({ lastRefresh, totals: {}, ...(projects ? { projects } : {}) }) as unknown as SnapshotPush;

const row = { id: 1, name: 'Alpha', customerId: null, customerName: null, archived: false };

describe('PushMailbox (snapshot pushes before the page listens, in the preload)', () => {
  it('hands the latest held push to the first listener, keeping an earlier push’s list', () => {
    const box = new PushMailbox();
    box.deliver(push('10:00', [row]));
    box.deliver(push('10:01')); // unchanged list: main leaves it out
    const got: SnapshotPush[] = [];
    box.listen((p) => got.push(p));
    expect(got).toEqual([push('10:01', [row])]);
  });

  it('passes later pushes straight through, to every listener, and holds none twice', () => {
    const box = new PushMailbox();
    box.deliver(push('10:00'));
    const first: SnapshotPush[] = [];
    const second: SnapshotPush[] = [];
    const stop = box.listen((p) => first.push(p));
    box.listen((p) => second.push(p));
    box.deliver(push('10:02'));
    stop();
    box.deliver(push('10:03'));
    expect(first).toEqual([push('10:00'), push('10:02')]);
    expect(second).toEqual([push('10:02'), push('10:03')]);
  });
});
