/**
 * The overall per-call deadline, as the `signal` undici accepts (an EventEmitter that emits
 * `abort`). All live deadlines share one unref'd sweep timer instead of a timer each: a
 * refresh of hundreds of quick calls then costs a Set insert per call, not a timer and an
 * AbortController (both showed up in profiles). Precision is the sweep step, which is fine
 * for deadlines of seconds.
 */
import { EventEmitter } from 'node:events';

const live = new Set<Deadline>();
let sweeper: NodeJS.Timeout | null = null;
/** How late a deadline may fire; far below the seconds deadlines are set to. */
const SWEEP_MS = 50;

function sweep(): void {
  const now = Date.now();
  for (const deadline of live) if (deadline.expiresAt <= now) deadline.expire();
  if (live.size === 0 && sweeper !== null) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

export class Deadline extends EventEmitter {
  /** undici reads this before dispatching. */
  aborted = false;
  readonly expiresAt: number;

  constructor(ms: number) {
    super();
    this.expiresAt = Date.now() + ms;
    live.add(this);
    if (sweeper === null) {
      sweeper = setInterval(sweep, SWEEP_MS);
      sweeper.unref();
    }
  }

  /** Time left, ms (negative once expired). */
  remainingMs(): number {
    return this.expiresAt - Date.now();
  }

  expire(): void {
    if (this.aborted) return;
    this.aborted = true;
    live.delete(this);
    this.emit('abort');
  }

  /** The call finished: stop watching it. */
  clear(): void {
    live.delete(this);
  }
}
