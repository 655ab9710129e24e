/**
 * When a quit may be held back so the core can finish writing, and when it must not be.
 *
 * Pure (no electron): `index.ts` feeds it Electron's events and does what it answers.
 *
 * - A quit the user asked for (tray "Quit", Cmd+Q) is held once: the core gets up to its
 *   close grace (2 s) to let running refreshes write their cache, then the app quits.
 * - A system shutdown, restart or log-out is never held: on macOS a `preventDefault()` in
 *   `before-quit` during one makes the system report "Timetray interrupted…" and stop.
 *   The shutdown signals (`powerMonitor` `shutdown` on macOS/Linux, the window's
 *   `session-end` on Windows, where `before-quit` is not emitted at all) start the same
 *   cleanup without waiting for it; every file write is atomic (temp file + rename), so a
 *   process killed halfway leaves the old file or the new one, never half of one.
 */
export class QuitSequence {
  #systemEnding = false;
  #cleanupStarted = false;
  #released = false;

  /** The system is shutting down or ending the session. True when cleanup should start now. */
  systemEnding(): boolean {
    this.#systemEnding = true;
    return this.#startCleanup();
  }

  /**
   * Electron's `before-quit`. `hold`: call `event.preventDefault()`. `startCleanup`: close
   * the core now (and, when held, call `app.quit()` again once `released()` was called).
   */
  beforeQuit(): { hold: boolean; startCleanup: boolean } {
    const startCleanup = this.#startCleanup();
    const hold = !this.#systemEnding && !this.#released;
    return { hold, startCleanup };
  }

  /** Cleanup finished (or gave up): the next `before-quit` goes through. */
  released(): void {
    this.#released = true;
  }

  /** Whether the app is on its way out (no more panels, refreshes or second launches). */
  get quitting(): boolean {
    return this.#cleanupStarted;
  }

  #startCleanup(): boolean {
    if (this.#cleanupStarted) return false;
    this.#cleanupStarted = true;
    return true;
  }
}
