/**
 * One HTTPS call to the service: headers, per-phase timeouts and an overall deadline, the
 * GET-only retry loop, the response size cap, and the mapping of every failure to an
 * ApiError. Each attempt is one `exchange` (exchange.ts, on undici's `dispatch`). Redirects are
 * never followed: `dispatch` follows none unless a redirect interceptor is composed in, and we
 * add none — a 3xx becomes a `redirect` error so the token is only ever sent to the
 * configured origin.
 */
import type { Dispatcher } from 'undici';
import type { ApiError } from './api-error';
import { tokenProblem } from './credential';
import { Deadline } from './deadline';
import { errorFromResponse, redirectError, type CallKind } from './errors-from-response';
import { errorCodeOf, errorFromThrown } from '../net/network-errors';
import { decodeBody } from './decode-body';
import { exchange, type Exchanged, type ExchangeFailure } from './exchange';
import { makeApiError, secretsOf } from './redact';
import { decideRetry, parseRetryAfter } from './retry-policy';
import { m } from '../i18n';

export interface TransportConfig {
  origin: string;
  /** Path of the base URL, e.g. `/api/v1`. */
  basePath: string;
  dispatcher: Dispatcher;
  timeouts: { headersMs: number; bodyMs: number; deadlineMs: number };
  retry: { maxRetries: number; baseDelayMs: number; maxDelayMs: number };
  maxResponseBytes: number;
  /** `host:port` of the proxy requests go through (see `proxyFor`), for error messages. */
  proxy?: string | null;
  /** See `ApiClientOptions.onServiceWait`. */
  onServiceWait?: (ms: number, status: number) => void;
}

export interface CallSpec {
  method: 'GET' | 'POST';
  /** Relative to the base URL, starting with `/`, ids already encoded. */
  path: string;
  userAgent: string;
  token?: string;
  form?: URLSearchParams;
  kind?: CallKind;
  /** Scrubbed from every error this call makes (the token is added automatically). */
  secrets?: readonly string[];
  /** The caller re-decodes string values with `utf8Text` when `Answer.latin1` (big lists). */
  allowLatin1?: boolean;
}

/** A 2xx answer. `latin1`: see decode-body.ts (only ever true if the call allowed it). */
export interface Answer {
  status: number;
  body: string;
  latin1: boolean;
  contentType: string | undefined;
  /**
   * `Date.now()` when the answer's headers arrived: the order in which the service answered,
   * even when one body then arrives slowly (see the rename order in the project cache).
   */
  answeredAt: number;
}

// Visible ASCII, space and tab: what a header value may hold without undici rejecting it.
const HEADER_SAFE = /^[\t\x20-\x7e]+$/;
// A token: see `tokenProblem` (characters and length).

/** Error bodies only need enough bytes for a message. */
const ERROR_BODY_BYTES = 64 * 1024;

export async function send(config: TransportConfig, spec: CallSpec): Promise<Answer> {
  const headers = requestHeaders(spec);
  const body = spec.form?.toString();
  const path = config.basePath + spec.path;
  // One async function for the whole call (no per-attempt helper): a quick GET's cost is
  // mostly fixed per-call overhead, and each extra async layer adds to it.
  const signal = new Deadline(config.timeouts.deadlineMs);
  try {
    // A hand-written loop, not undici's `interceptors.retry` (checked against undici 7.30), because:
    // - one deadline covers every attempt *and* the waits between them; the interceptor's default
    //   wait is a plain setTimeout that knows nothing of that deadline;
    // - a Retry-After beyond `retry.maxDelayMs` must end retrying at once so the user sees
    //   `rate_limited` with the server's wait; the interceptor waits min(Retry-After, maxTimeout);
    // - a body that fails half-way is resumed with a Range request; our JSON answers must arrive
    //   whole from one response, and the size cap must count one answer, not a stitched one;
    // - the policy (GETs only, never after a 401, which statuses and socket errors) is
    //   `decideRetry`, a pure function with its own tests; plugging it into the interceptor's
    //   `retry` callback would leave the interceptor only this loop's dozen lines.
    for (let attempt = 0; ; attempt++) {
      let answer: Exchanged;
      // Why a non-2xx answer broke off, when it did (see ExchangeFailure): thrown only if its
      // status does not end the call first.
      let brokenOff: unknown = undefined;
      try {
        answer = await exchange(
          config.dispatcher,
          {
            origin: config.origin,
            path,
            method: spec.method,
            headers,
            body,
            signal,
            headersTimeout: config.timeouts.headersMs,
            bodyTimeout: config.timeouts.bodyMs,
          },
          { ok: config.maxResponseBytes, other: ERROR_BODY_BYTES },
        );
      } catch (thrown) {
        const { phase, failure, answer: partial } = thrown as ExchangeFailure;
        const secrets = secretsOf(spec);
        if (phase === 'too-big') throw tooBig(config.maxResponseBytes, secrets);
        if (phase === 'mid-body') {
          if (partial === undefined) throw bodyFailure(config, signal, failure, secrets);
          answer = partial;
          brokenOff = failure;
        } else {
          const delay = retryDelay(config, spec, attempt, signal, { errorCode: errorCodeOf(failure) });
          if (delay !== null && (await pause(delay, signal))) continue;
          throw errorFromThrown(failure, {
            origin: config.origin,
            timedOut: signal.aborted,
            secrets,
            proxy: config.proxy,
          });
        }
      }
      const { status, headers: answerHeaders, answeredAt } = answer;
      const { contentType } = answerHeaders;
      if (status >= 200 && status < 300) {
        const decoded = decodeBody(answer.body, spec.allowLatin1 === true);
        return { status, body: decoded.text, latin1: decoded.latin1, contentType, answeredAt };
      }
      if (status >= 300 && status < 400) {
        throw redirectError(status, answerHeaders.location, config.origin, path, secretsOf(spec));
      }
      const retryAfterMs = parseRetryAfter(answerHeaders.retryAfter);
      const delay = retryDelay(config, spec, attempt, signal, { status, retryAfterMs });
      if (delay !== null) {
        if (retryAfterMs !== null) config.onServiceWait?.(delay, status);
        if (await pause(delay, signal)) continue;
        throw errorFromThrown(new Error('deadline reached'), {
          origin: config.origin,
          timedOut: true,
          secrets: secretsOf(spec),
        });
      }
      const secrets = secretsOf(spec);
      if (brokenOff !== undefined) throw bodyFailure(config, signal, brokenOff, secrets);
      const { text } = decodeBody(answer.body, false);
      throw errorFromResponse(status, text, contentType, { kind: spec.kind, retryAfterMs, secrets });
    }
  } finally {
    signal.clear();
  }
}

/** The request headers; refuses a User-Agent or token a header cannot carry. */
function requestHeaders(spec: CallSpec): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': spec.userAgent };
  if (spec.userAgent !== checkedUserAgent) {
    if (!HEADER_SAFE.test(spec.userAgent)) throw makeApiError('invalid', m.core_api_user_agent_unsendable());
    checkedUserAgent = spec.userAgent;
  }
  if (spec.token !== undefined) {
    // Checked before sending: a server answers an oversized header with a bare "431".
    const problem = tokenProblem(spec.token);
    if (problem !== null) throw makeApiError('invalid', problem, { secrets: secretsOf(spec) });
    // Both spellings, the same token: the GitHub docs name `Authorization: Bearer`, the newer
    // API reference `x-api-token`, and public clients used each (API-NOTES, "Newer
    // documentation"). Only ever to the configured origin: redirects are not followed.
    headers.authorization = `Bearer ${spec.token}`;
    headers['x-api-token'] = spec.token;
  }
  if (spec.form) headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return headers;
}

// The last User-Agent that passed the check: every call sends the same one, and comparing
// with it is cheaper than running the pattern again. Validity depends on the text alone, so
// this can never let a bad value through. (Tokens are not kept here: a secret is not held
// longer than its credential.)
let checkedUserAgent: string | null = null;

function retryDelay(
  config: TransportConfig,
  spec: CallSpec,
  attempt: number,
  deadline: Deadline,
  outcome: { status?: number; errorCode?: string; retryAfterMs?: number | null },
): number | null {
  const decision = decideRetry({
    method: spec.method,
    attempt,
    ...outcome,
    maxRetries: config.retry.maxRetries,
    baseDelayMs: config.retry.baseDelayMs,
    maxDelayMs: config.retry.maxDelayMs,
    remainingMs: deadline.remainingMs(),
    random: Math.random(),
  });
  return decision.retry ? decision.delayMs : null;
}

function tooBig(cap: number, secrets: readonly string[]): ApiError {
  const size =
    cap >= 1024 * 1024 ? `${Math.round(cap / (1024 * 1024))} MiB` : `${Math.round(cap / 1024)} KiB`;
  return makeApiError('bad_response', m.core_api_answer_too_big({ size }), {
    secrets,
  });
}

/** An answer that broke off mid-body: too slow (or out of time), or cut off. */
function bodyFailure(
  config: TransportConfig,
  deadline: Deadline,
  failure: unknown,
  secrets: readonly string[],
): ApiError {
  if (deadline.aborted || errorCodeOf(failure) === 'UND_ERR_BODY_TIMEOUT') {
    return errorFromThrown(failure, { origin: config.origin, timedOut: true, secrets, proxy: config.proxy });
  }
  // The connection broke mid-answer: what arrived is not the whole answer.
  return makeApiError('bad_response', m.core_api_answer_cut_off({ origin: config.origin }), {
    cause: failure,
    secrets,
  });
}

/** Waits before a retry; false when the deadline ran out meanwhile. */
function pause(ms: number, deadline: Deadline): Promise<boolean> {
  if (deadline.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      deadline.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    deadline.addEventListener('abort', onAbort);
  });
}
