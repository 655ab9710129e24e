import { describe, expect, it } from 'vitest';
import { QuitSequence } from '../../src/main/app/lifecycle/quit-sequence';

describe('QuitSequence', () => {
  it('holds a user quit once, starts cleanup once, and lets the quit through after release', () => {
    const quit = new QuitSequence();
    expect(quit.beforeQuit()).toEqual({ hold: true, startCleanup: true });
    // Quit pressed again while the core is still closing: still held, no second cleanup.
    expect(quit.beforeQuit()).toEqual({ hold: true, startCleanup: false });
    quit.released();
    expect(quit.beforeQuit()).toEqual({ hold: false, startCleanup: false });
  });

  it('never holds a system shutdown (macOS would report the app interrupted it)', () => {
    const quit = new QuitSequence();
    expect(quit.systemEnding()).toBe(true);
    expect(quit.beforeQuit()).toEqual({ hold: false, startCleanup: false });
  });

  it('a shutdown arriving while a user quit is held lets the quit through at once', () => {
    const quit = new QuitSequence();
    expect(quit.beforeQuit().hold).toBe(true);
    expect(quit.systemEnding()).toBe(false); // cleanup already running
    expect(quit.beforeQuit()).toEqual({ hold: false, startCleanup: false });
  });

  it('says when the app is on its way out', () => {
    const quit = new QuitSequence();
    expect(quit.quitting).toBe(false);
    quit.systemEnding();
    expect(quit.quitting).toBe(true);
  });
});
