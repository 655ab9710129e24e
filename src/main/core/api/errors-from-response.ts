/**
 * Turns a non-2xx answer into an ApiError with the best human message available: the
 * server's own words when the body has some, a plain sentence per status otherwise — never
 * raw HTML from a proxy.
 */
import type { ApiError, ApiErrorCode } from './api-error';
import { makeApiError, redact } from './redact';
import { m } from '../i18n';
import { waitText } from './wait-text';

const MAX_MESSAGE = 300;

/** Which call failed: a 401 while signing in means bad credentials, not an ended session. */
export type CallKind = 'session' | 'sign-in';

/** The ApiError code for an HTTP status (non-2xx, non-3xx). */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  if (status >= 400) return 'invalid';
  return 'bad_response';
}

/**
 * The server's message from an error body, or null. Understands `{"message"}`, `{"error"}`
 * (string or `{message}`), `{"errors":[...]}` (strings or `{message}`), `{"errors":{field:[msgs]}}`
 * and short plain text; HTML and anything unreadable give null. `secrets` are scrubbed from the
 * raw text before it is tidied and shortened: a secret with its spaces squashed, or cut in half
 * at the length limit, would no longer match and would leak.
 */
export function extractServerMessage(
  body: string,
  contentType?: string,
  secrets: readonly string[] = [],
): string | null {
  const scrub = (message: string | null) => (message === null ? null : redact(message, secrets));
  const text = body.trim();
  if (!text) return null;
  const type = (contentType ?? '').toLowerCase();
  if (
    type.includes('html') ||
    /^<(!doctype|html|head|body|\?xml)/i.test(text) ||
    /<\/?[a-z][^>]*>/i.test(text.slice(0, 200))
  ) {
    return null;
  }
  if (text.startsWith('{') || text.startsWith('[') || text.startsWith('"') || type.includes('json')) {
    try {
      return tidy(scrub(fromJson(JSON.parse(text) as unknown)));
    } catch {
      return null;
    }
  }
  // Plain text: only if it reads like one sentence, not a dump.
  if (text.length > MAX_MESSAGE || text.split('\n').length > 3) return null;
  return tidy(scrub(text));
}

function fromJson(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return joinAll(value.map(fromListItem));
  if (!value || typeof value !== 'object') return null;
  const obj = value as Record<string, unknown>;
  if (typeof obj.message === 'string' && obj.message.trim()) return obj.message;
  if (typeof obj.error === 'string' && obj.error.trim()) return obj.error;
  if (obj.error && typeof obj.error === 'object') {
    const nested = fromJson(obj.error);
    if (nested) return nested;
  }
  if (Array.isArray(obj.errors)) return joinAll(obj.errors.map(fromListItem));
  if (obj.errors && typeof obj.errors === 'object')
    return fromFieldMap(obj.errors as Record<string, unknown>);
  if (typeof obj.error_description === 'string') return obj.error_description;
  if (typeof obj.detail === 'string') return obj.detail;
  return null;
}

function fromListItem(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const obj = item as Record<string, unknown>;
    if (typeof obj.message === 'string') {
      return typeof obj.field === 'string' ? `${obj.field}: ${obj.message}` : obj.message;
    }
  }
  return null;
}

function fromFieldMap(map: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const [field, messages] of Object.entries(map)) {
    const list = Array.isArray(messages) ? messages : [messages];
    for (const m of list) {
      const text = fromListItem(m);
      if (text) parts.push(`${field}: ${text}`);
    }
  }
  return joinAll(parts);
}

function joinAll(parts: (string | null)[]): string | null {
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.trim().length > 0);
  return kept.length ? kept.join('; ') : null;
}

/**
 * C0/C1 controls (after whitespace is squashed, so only non-whitespace ones are left) and the
 * bidi overrides/isolates: a server or proxy could otherwise move the terminal's cursor, ring
 * its bell or recolour it through the CLI, or make the window show text in another order.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function tidy(message: string | null): string | null {
  if (!message) return null;
  const one = message.replace(/\s+/g, ' ').replace(UNSAFE_CHARS, '\ufffd').trim();
  if (!one) return null;
  return one.length > MAX_MESSAGE ? `${one.slice(0, MAX_MESSAGE - 1)}…` : one;
}

/** A plain sentence for a status when the server gave no readable message. */
export function genericMessage(status: number, kind: CallKind = 'session'): string {
  if (status === 401) {
    return kind === 'sign-in' ? m.core_api_bad_sign_in() : m.core_session_ended();
  }
  if (status === 403) return m.core_api_forbidden();
  if (status === 404 || status === 410) return m.core_api_not_found();
  if (status === 429) return m.core_api_rate_limited();
  if (status === 502 || status === 503 || status === 504) {
    return m.core_api_unavailable({ status });
  }
  if (status >= 500) return m.core_api_server_failed({ status });
  return m.core_api_refused({ status });
}

/** The ApiError for a non-2xx, non-3xx answer. `secrets` are scrubbed from the message. */
export function errorFromResponse(
  status: number,
  body: string,
  contentType: string | undefined,
  options: { kind?: CallKind; retryAfterMs?: number | null; secrets?: readonly string[] } = {},
): ApiError {
  const kind = options.kind ?? 'session';
  const code = codeForStatus(status);
  const server = extractServerMessage(body, contentType, options.secrets ?? []);
  let message: string;
  if (status === 401 && kind === 'session') {
    // The user must act the same way whatever the server says; keep its words as detail.
    message = server ? m.core_api_session_ended_because({ server }) : genericMessage(401, kind);
  } else if (status === 401 && server) {
    // A refused sign-in in the service's words (English from Rabbiit), framed in the user's language.
    message = m.core_api_sign_in_refused_because({ server });
  } else {
    // What the status means, in the user's language, then the service's own words (English
    // from Rabbiit, and often a bare "Forbidden"), which alone would not say what to do.
    const retryAfterMs = code === 'rate_limited' ? (options.retryAfterMs ?? null) : null;
    const why =
      retryAfterMs !== null && retryAfterMs > 0
        ? m.core_api_rate_limited_wait({ wait: waitText(retryAfterMs) })
        : genericMessage(status, kind);
    message = server ? m.core_api_service_said({ why, server: server.replace(/\.$/, '') }) : why;
  }
  return makeApiError(code, message, { status, secrets: options.secrets ?? [] });
}

/** A 3xx: never followed; names only the target's origin (its path or query may carry anything). */
export function redirectError(
  status: number,
  location: string | undefined,
  origin: string,
  path: string,
  secrets: readonly string[],
): ApiError {
  let target: string = m.core_api_redirect_elsewhere();
  if (location) {
    try {
      // Only the origin: a redirect target's path or query may carry anything.
      // The server's own text: scrubbed like its messages (its host could echo a secret).
      target = redact(new URL(location, origin + path).origin, secrets);
    } catch {
      // Unparseable Location: keep the generic wording.
    }
  }
  return makeApiError('redirect', m.core_api_redirect({ status, target }), { status, secrets });
}
