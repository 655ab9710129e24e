import type { RefreshIntervalMinutes } from '../../../shared/preferences';

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * The automatic refresh, every `refreshIntervalMinutes` (5/15/30/60) or never (null:
 * manual). A changed interval takes effect at once, counted from the change; setting the
 * same interval again keeps the running timer, so saving another preference does not push
 * the next refresh back.
 */
export class RefreshTimer {
  #minutes: RefreshIntervalMinutes = null;
  #handle: unknown = null;

  constructor(
    private readonly refresh: () => void,
    private readonly timers: Timers = {
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
    },
  ) {}

  /** Minutes between refreshes now; null: manual (no timer). */
  get minutes(): RefreshIntervalMinutes {
    return this.#minutes;
  }

  set(minutes: RefreshIntervalMinutes): void {
    if (minutes === this.#minutes && (minutes === null) === (this.#handle === null)) return;
    this.stop();
    this.#minutes = minutes;
    if (minutes !== null) this.#handle = this.timers.setInterval(this.refresh, minutes * 60_000);
  }

  stop(): void {
    if (this.#handle !== null) this.timers.clearInterval(this.#handle);
    this.#handle = null;
  }
}
