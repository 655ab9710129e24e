/**
 * The overall per-call deadline, as the `signal` undici accepts. All live deadlines share one
 * unref'd sweep timer instead of a timer each, and sit in an intrusive linked list (O(1) in
 * and out, no hashing): a refresh of hundreds of quick calls then costs two pointer updates
 * per call, not a timer and an AbortController (both showed up in profiles). Precision is
 * the sweep step, which is fine for deadlines of seconds.
 *
 * Not an EventEmitter or EventTarget: undici accepts any object with `addEventListener` /
 * `removeEventListener` (so does `events.once`), and the full classes cost a measurable share
 * of a quick call (an emitter plus `once`'s bound wrapper per request: ~10 µs of ~200 µs per
 * getProject in the client bench). Only the `abort` event exists; listeners run once.
 */

type Listener = () => void;

/** First of the live (not yet cleared or expired) deadlines. */
let head: Deadline | null = null;
let sweeper: NodeJS.Timeout | null = null;
/** How late a deadline may fire; far below the seconds deadlines are set to. */
const SWEEP_MS = 50;

function sweep(): void {
  const now = Date.now();
  for (let deadline = head; deadline !== null;) {
    const next = deadline.next; // expire() unlinks it
    if (deadline.expiresAt <= now) deadline.expire();
    deadline = next;
  }
  if (head === null && sweeper !== null) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

/** Puts a new deadline at the head of the live list; starts the sweep if it was idle. */
function link(deadline: Deadline): void {
  deadline.next = head;
  if (head !== null) head.prev = deadline;
  head = deadline;
  if (sweeper === null) {
    sweeper = setInterval(sweep, SWEEP_MS);
    sweeper.unref();
  }
}

export class Deadline {
  /** undici reads this before dispatching. */
  aborted = false;
  /** undici reads this on abort; left undefined, it reports its own RequestAbortedError. */
  readonly reason: unknown = undefined;
  readonly expiresAt: number;
  /** Neighbours in the live list (internal to this module). */
  next: Deadline | null = null;
  prev: Deadline | null = null;
  private live = true;
  // Usually one listener at a time (the exchange's, per attempt); an array only when more
  // join (a retry's wait).
  private listener: Listener | null = null;
  private more: Listener[] | null = null;

  constructor(ms: number) {
    this.expiresAt = Date.now() + ms;
    link(this);
  }

  /** Time left, ms (negative once expired). */
  remainingMs(): number {
    return this.expiresAt - Date.now();
  }

  /** Only `abort` is ever dispatched; a listener added after expiry is not called. */
  addEventListener(type: string, listener: Listener): void {
    if (type !== 'abort') return;
    if (this.listener === null) this.listener = listener;
    else (this.more ??= []).push(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type !== 'abort') return;
    if (this.listener === listener) this.listener = null;
    else if (this.more !== null) {
      const at = this.more.indexOf(listener);
      if (at !== -1) this.more.splice(at, 1);
    }
  }

  expire(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.clear();
    const listeners = [this.listener, ...(this.more ?? [])];
    this.listener = null;
    this.more = null;
    for (const listener of listeners) listener?.();
  }

  /** The call finished: stop watching it. */
  clear(): void {
    if (!this.live) return;
    this.live = false;
    if (this.prev !== null) this.prev.next = this.next;
    else head = this.next;
    if (this.next !== null) this.next.prev = this.prev;
    this.prev = null;
    this.next = null;
  }
}
