import { describe, expect, it } from 'vitest';
import type { KeepAliveOptions } from '../../src/main/core/accounts/keep-alive';
import {
  KEEP_ALIVE_EVERY_MS,
  KeepAliveTimer,
  type KeepAliveTimers,
} from '../../src/main/app/lifecycle/keep-alive-timer';

function recordingTimers() {
  const live = new Map<number, { kind: 'timeout' | 'interval'; ms: number; callback: () => void }>();
  let next = 1;
  const timers: KeepAliveTimers = {
    setTimeout: (callback, ms) => (live.set(next, { kind: 'timeout', ms, callback }), next++),
    setInterval: (callback, ms) => (live.set(next, { kind: 'interval', ms, callback }), next++),
    clearTimeout: (handle) => void live.delete(handle as number),
    clearInterval: (handle) => void live.delete(handle as number),
  };
  return { timers, live };
}

describe('KeepAliveTimer (the app schedules the keep-alive)', () => {
  it('looks 2 to 5 minutes after start and then every 2 hours, with 30 to 90 s between accounts', async () => {
    const { timers, live } = recordingTimers();
    const passes: KeepAliveOptions[] = [];
    const timer = new KeepAliveTimer(
      async (o) => void passes.push(o),
      timers,
      () => 0.5,
    );
    timer.start();
    const all = [...live.values()];
    expect(all.map((t) => [t.kind, t.ms])).toEqual([
      ['timeout', 3.5 * 60_000],
      ['interval', KEEP_ALIVE_EVERY_MS],
    ]);
    all[0]!.callback();
    await Promise.resolve();
    expect(passes).toHaveLength(1);
    expect(passes[0]!.gapMs!()).toBe(60_000);
    expect(passes[0]!.signal?.aborted).toBe(false);
  });

  it('never runs two passes at once, and stop clears the timers and ends a running pass', async () => {
    const { timers, live } = recordingTimers();
    let finish: () => void = () => undefined;
    const signals: AbortSignal[] = [];
    const timer = new KeepAliveTimer(
      (o) => (signals.push(o.signal!), new Promise<void>((resolve) => (finish = resolve))),
      timers,
    );
    timer.start();
    timer.look();
    timer.look(); // still running: skipped
    expect(signals).toHaveLength(1);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    timer.look();
    expect(signals).toHaveLength(2);
    timer.stop();
    expect(live.size).toBe(0);
    expect(signals[1]!.aborted).toBe(true);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    timer.look(); // stopped: nothing more
    expect(signals).toHaveLength(2);
  });
});
