import { describe, expect, it } from 'vitest';
import { decideRetry, parseRetryAfter, type RetryInput } from '../../src/main/core/api/retry-policy';

const base: RetryInput = {
  method: 'GET',
  attempt: 0,
  maxRetries: 2,
  baseDelayMs: 100,
  maxDelayMs: 20_000,
  remainingMs: 60_000,
  random: 0.5,
};

describe('decideRetry', () => {
  it.each([429, 502, 503, 504])('retries a GET answered %i', (status) => {
    expect(decideRetry({ ...base, status }).retry).toBe(true);
  });

  it('waits out "too many requests" once: a second 429 is the answer', () => {
    expect(decideRetry({ ...base, status: 429, retryAfterMs: 2_000 })).toEqual({
      retry: true,
      delayMs: 2_000,
    });
    expect(decideRetry({ ...base, status: 429, attempt: 1, retryAfterMs: 2_000 })).toEqual({ retry: false });
    // A busy gateway still gets its second retry.
    expect(decideRetry({ ...base, status: 503, attempt: 1 }).retry).toBe(true);
  });

  it.each(['ECONNRESET', 'UND_ERR_SOCKET'])('retries a GET whose connection was reset (%s)', (errorCode) => {
    expect(decideRetry({ ...base, errorCode }).retry).toBe(true);
  });

  it.each(['POST', 'DELETE'])('never retries %s', (method) => {
    expect(decideRetry({ ...base, method, status: 503 })).toEqual({ retry: false });
    expect(decideRetry({ ...base, method, errorCode: 'ECONNRESET' })).toEqual({ retry: false });
  });

  it.each([400, 401, 403, 404, 500, 501])('does not retry %i', (status) => {
    expect(decideRetry({ ...base, status })).toEqual({ retry: false });
  });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'UND_ERR_HEADERS_TIMEOUT', 'DEPTH_ZERO_SELF_SIGNED_CERT'])(
    'does not retry %s',
    (errorCode) => {
      expect(decideRetry({ ...base, errorCode })).toEqual({ retry: false });
    },
  );

  it('stops after maxRetries', () => {
    expect(decideRetry({ ...base, status: 503, attempt: 1 }).retry).toBe(true);
    expect(decideRetry({ ...base, status: 503, attempt: 2 })).toEqual({ retry: false });
  });

  it('backs off exponentially with jitter between half and full delay', () => {
    const delay = (attempt: number, random: number) => {
      const d = decideRetry({ ...base, status: 503, attempt, random });
      return d.retry ? d.delayMs : -1;
    };
    expect(delay(0, 0)).toBe(50);
    expect(delay(0, 0.999)).toBe(100);
    expect(delay(1, 0)).toBe(100);
    expect(delay(1, 0.999)).toBe(200);
  });

  it('waits at least what Retry-After asks, and gives up when it asks too much', () => {
    expect(decideRetry({ ...base, status: 429, retryAfterMs: 3000 })).toEqual({ retry: true, delayMs: 3000 });
    expect(decideRetry({ ...base, status: 429, retryAfterMs: 60_000 })).toEqual({ retry: false });
  });

  it('does not start a wait that would outlast the deadline', () => {
    expect(decideRetry({ ...base, status: 503, remainingMs: 20 })).toEqual({ retry: false });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['5', 5000],
    ['0', 0],
    ['1.5', 1500],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30_000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
  ])('%s → %i ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });

  it.each([undefined, '', 'soon', '-5', '5 apples'])('%j → null', (value) => {
    expect(parseRetryAfter(value, now)).toBeNull();
  });
});
