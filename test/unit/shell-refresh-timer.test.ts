import { describe, expect, it } from 'vitest';
import { RefreshTimer, type Timers } from '../../src/main/app/lifecycle/refresh-timer';

/** Fake clock timers: which intervals run now, and firing them. */
function fakeTimers() {
  let next = 1;
  const running = new Map<number, { ms: number; callback: () => void }>();
  const timers: Timers = {
    setInterval: (callback, ms) => {
      running.set(next, { ms, callback });
      return next++;
    },
    clearInterval: (handle) => void running.delete(handle as number),
  };
  return {
    timers,
    running: () => [...running.values()].map((t) => t.ms),
    fire: () => running.forEach((t) => t.callback()),
  };
}

describe('RefreshTimer', () => {
  it('refreshes every N minutes of the preference, and a changed interval replaces the old one at once', () => {
    const fake = fakeTimers();
    let refreshes = 0;
    const timer = new RefreshTimer(() => refreshes++, fake.timers);
    timer.set(15);
    expect(fake.running()).toEqual([15 * 60_000]);
    fake.fire();
    expect(refreshes).toBe(1);
    timer.set(5);
    expect(fake.running()).toEqual([5 * 60_000]);
    timer.set(60);
    expect(fake.running()).toEqual([60 * 60_000]);
    expect(timer.minutes).toBe(60);
  });

  it('manual (null) stops automatic refreshes; choosing an interval again starts them', () => {
    const fake = fakeTimers();
    const timer = new RefreshTimer(() => undefined, fake.timers);
    timer.set(30);
    timer.set(null);
    expect(fake.running()).toEqual([]);
    timer.set(30);
    expect(fake.running()).toEqual([30 * 60_000]);
  });

  it('the same interval again keeps the running timer (saving another setting does not delay the next refresh)', () => {
    const fake = fakeTimers();
    const started: number[] = [];
    const timer = new RefreshTimer(() => undefined, {
      setInterval: (callback, ms) => (started.push(ms), fake.timers.setInterval(callback, ms)),
      clearInterval: fake.timers.clearInterval,
    });
    timer.set(15);
    timer.set(15);
    expect(started).toEqual([15 * 60_000]);
    timer.stop();
    expect(fake.running()).toEqual([]);
  });
});
