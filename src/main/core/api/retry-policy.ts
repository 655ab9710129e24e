/**
 * When a failed call may be sent again, and after how long. Pure, so every rule is tested
 * without a server: only GETs (reads never change anything twice), never after a 401 (the
 * token may already be gone and a retry cannot help), only for answers that say "later".
 */

/** Statuses that mean "try again later". */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Connection failures worth one more try (stale keep-alive sockets are the usual cause). */
const RETRY_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export interface RetryInput {
  method: string;
  /** 0 for the first retry decision (after the first attempt failed). */
  attempt: number;
  status?: number;
  /** `code` of the network error, when there was no answer. */
  errorCode?: string;
  /** The server's wait, already parsed (ms), or null. */
  retryAfterMs?: number | null;
  maxRetries: number;
  baseDelayMs: number;
  /** Longest wait honoured; a longer Retry-After ends retrying (the user should see why). */
  maxDelayMs: number;
  /** Time left before the call's deadline, ms. */
  remainingMs: number;
  /** [0, 1): injected so the jitter is testable. */
  random: number;
}

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

export function decideRetry(input: RetryInput): RetryDecision {
  if (input.method !== 'GET' || input.attempt >= input.maxRetries) return { retry: false };
  if (input.status === 401) return { retry: false };
  const retryable =
    input.status !== undefined
      ? RETRY_STATUSES.has(input.status)
      : input.errorCode !== undefined && RETRY_ERRORS.has(input.errorCode);
  if (!retryable) return { retry: false };
  // "Too many requests" is waited out once: a second one is the service saying it still
  // means it, and asking again would only add to its load (API-NOTES, "Newer documentation").
  if (input.status === 429 && input.attempt > 0) return { retry: false };
  // Exponential backoff with jitter in [half, full] so parallel clients spread out.
  const backoff = input.baseDelayMs * 2 ** input.attempt * (0.5 + input.random / 2);
  let delayMs = Math.round(backoff);
  if (input.retryAfterMs != null) {
    if (input.retryAfterMs > input.maxDelayMs) return { retry: false };
    delayMs = Math.max(delayMs, input.retryAfterMs);
  }
  if (delayMs >= input.remainingMs) return { retry: false };
  return { retry: true, delayMs };
}

/**
 * Parses `Retry-After`: delta-seconds or an HTTP date. Null when absent or unreadable;
 * never negative.
 */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number = Date.now(),
): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // Only real HTTP dates (contain "GMT"); Date.parse would accept garbage like "5 apples".
  if (!/GMT$/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
