/**
 * One HTTP exchange over undici's `dispatch`, the layer its `request` is built on, with the
 * answer collected straight into bytes. `request` wraps every answer in a Readable stream and
 * a consumer for `text()`; without them, the client bench's paired CPU ratio to raw undici's
 * `request` went from 1.07 to 0.99 (README, "Client overhead"). What `request` did for us
 * is done here instead:
 * - the deadline ends the exchange in every phase. Before a connection exists (a TLS
 *   handshake, a proxy's CONNECT, the OS proxy lookup) undici has no signal of ours, so the
 *   exchange just ends there, and the request is aborted if it ever connects;
 * - the answer is counted against a byte cap as it arrives, and refused before reading when
 *   its declared length is over the cap.
 * Redirects are not followed: `dispatch` follows none unless an interceptor is composed in.
 */
import { errors, type Dispatcher } from 'undici';
import type { Deadline } from './deadline';

/** The few answer headers the client reads (first value of each), Latin-1 as undici reads them. */
export interface AnswerHeaders {
  contentType: string | undefined;
  location: string | undefined;
  retryAfter: string | undefined;
}

export interface Exchanged {
  status: number;
  headers: AnswerHeaders;
  /** `Date.now()` when the headers arrived. */
  answeredAt: number;
  body: Buffer;
}

/** Byte caps: a 2xx over `ok` fails; any other answer is cut to `other` bytes (a message is enough). */
export interface BodyCaps {
  ok: number;
  other: number;
}

/**
 * Why an exchange failed. `before-answer`: no status arrived (the retry policy may try
 * again); `mid-body`: the answer broke off; `too-big`: a 2xx went over its cap. A non-2xx
 * answer that broke off comes with what had arrived (`answer`): its status still decides
 * (a redirect is refused, a 503 retried), as when such a body was read only to be dropped.
 */
export class ExchangeFailure extends Error {
  constructor(
    readonly phase: 'before-answer' | 'mid-body' | 'too-big',
    readonly failure: unknown,
    readonly answer?: Exchanged,
  ) {
    super(`exchange failed (${phase})`);
  }
}

/** What the handler aborts with when it stops reading on purpose (never seen outside). */
const STOPPED = new Error('stopped reading');

/** undici's dispatch options, with the call's deadline as `signal` (watched by the exchange itself). */
export type ExchangeOptions = Dispatcher.DispatchOptions & { signal: Deadline };

export function exchange(
  dispatcher: Dispatcher,
  options: ExchangeOptions,
  caps: BodyCaps,
): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const collector = new Collector(options.signal, caps, resolve, reject);
    try {
      dispatcher.dispatch(options, collector);
    } catch (error) {
      // undici's own dispatchers report failures to the handler; one that throws (a
      // dispatcher of ours, or a proxy lookup that throws at once) has sent nothing either.
      collector.onError(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** A legacy-style undici handler (undici passes it through unwrapped): one per exchange. */
class Collector implements Dispatcher.DispatchHandler {
  private status = 0;
  /** A 2xx answer: its body is the result (capped strictly), not a message to cut short. */
  private ok = false;
  private headers: AnswerHeaders | null = null;
  private answeredAt = 0;
  private chunks: Buffer[] = [];
  private bytes = 0;
  private cap = 0;
  private truncated = false;
  private tooBig = false;
  private abort: ((reason: Error) => void) | null = null;
  private settled = false;

  constructor(
    private readonly deadline: Deadline,
    private readonly caps: BodyCaps,
    private readonly resolve: (answer: Exchanged) => void,
    private readonly reject: (failure: ExchangeFailure) => void,
  ) {
    deadline.addEventListener('abort', this.onDeadline);
  }

  private readonly onDeadline = (): void => {
    if (this.abort !== null) this.abort(new errors.RequestAbortedError());
    else this.onError(new errors.RequestAbortedError());
  };

  onConnect(abort: (reason?: Error) => void): void {
    this.abort = abort;
    if (this.deadline.aborted) abort(new errors.RequestAbortedError());
  }

  onHeaders(status: number, rawHeaders: Buffer[]): boolean {
    // A 1xx (e.g. 103 Early Hints) is not the answer: one still follows, or the connection
    // fails before it (a failure before the answer, which the retry policy may retry).
    if (status < 200) return true;
    this.status = status;
    this.answeredAt = Date.now();
    this.ok = status >= 200 && status < 300;
    this.cap = this.ok ? this.caps.ok : this.caps.other;
    let contentType: string | undefined;
    let contentLength: string | undefined;
    let location: string | undefined;
    let retryAfter: string | undefined;
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const name = rawHeaders[i]!;
      // Only four names matter; their lengths differ, so most headers are skipped unread.
      const length = name.length;
      if (length !== 12 && length !== 14 && length !== 8 && length !== 11) continue;
      const key = name.toString('latin1').toLowerCase();
      const value = rawHeaders[i + 1]!;
      if (key === 'content-type') contentType ??= value.toString('latin1');
      else if (key === 'content-length') contentLength ??= value.toString('latin1');
      else if (key === 'location') location ??= value.toString('latin1');
      else if (key === 'retry-after') retryAfter ??= value.toString('latin1');
    }
    this.headers = { contentType, location, retryAfter };
    if (this.ok && Number(contentLength) > this.cap) {
      this.tooBig = true;
      this.abort?.(STOPPED);
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.truncated || this.tooBig) return true;
    this.bytes += chunk.length;
    if (this.bytes <= this.cap) {
      this.chunks.push(chunk);
      return true;
    }
    if (this.ok) this.tooBig = true;
    else {
      this.truncated = true;
      this.chunks.push(chunk.subarray(0, chunk.length - (this.bytes - this.cap)));
    }
    this.abort?.(STOPPED);
    return true;
  }

  onComplete(): void {
    this.finish();
  }

  onError(error: Error): void {
    if (this.truncated) this.finish();
    else if (this.tooBig) this.fail(new ExchangeFailure('too-big', error));
    else if (this.headers === null) this.fail(new ExchangeFailure('before-answer', error));
    else if (this.ok) this.fail(new ExchangeFailure('mid-body', error));
    else this.fail(new ExchangeFailure('mid-body', error, this.collected()));
  }

  private finish(): void {
    if (this.settled) return;
    this.settled = true;
    this.deadline.removeEventListener('abort', this.onDeadline);
    this.resolve(this.collected());
  }

  private collected(): Exchanged {
    const { chunks } = this;
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    return { status: this.status, headers: this.headers!, answeredAt: this.answeredAt, body };
  }

  private fail(failure: ExchangeFailure): void {
    if (this.settled) return;
    this.settled = true;
    this.deadline.removeEventListener('abort', this.onDeadline);
    this.reject(failure);
  }
}
