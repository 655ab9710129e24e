/**
 * Secret scrubbing. Text from outside — what the server answered (`extractServerMessage`), a
 * redirect's target, what undici or Node threw (`safeCause`, which every ApiError's cause goes
 * through in `makeApiError`) — is scrubbed where it comes in, so a token or password can never
 * leak into a message, a stack, a log line or a crash report. Timetray's own words are not
 * scrubbed: a password that happens to be one of them ("conexão", "x") would otherwise cut
 * holes in the sentence and show an onlooker which letters the password has.
 */
import { ApiError, type ApiErrorCode } from './api-error';

const MASK = '[redacted]';

/** Where a call's secrets come from: its token and any others it names (e.g. a password). */
export interface SecretSource {
  token?: string;
  secrets?: readonly string[];
}

/**
 * Everything an error of that call must scrub. Built only when an error is made: the
 * success path, run hundreds of times per refresh, never needs the list.
 */
export function secretsOf(source: SecretSource): readonly string[] {
  const extra = source.secrets ?? [];
  return source.token ? [source.token, ...extra] : extra;
}

/** Replaces every occurrence of each secret (also in its URL/form-encoded spellings). */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const variant of spellings(secret)) out = out.split(variant).join(MASK);
  }
  return out;
}

function spellings(secret: string): string[] {
  const variants = new Set([secret, encodeURIComponent(secret)]);
  // Form bodies encode spaces as '+', so a password may appear that way in an echo.
  variants.add(new URLSearchParams({ s: secret }).toString().slice(2));
  return [...variants].filter((v) => v.length > 0);
}

/**
 * A copy of an underlying error that is safe to keep as `cause`: name, code and message only
 * (never request options or headers), each scrubbed, with a scrubbed stack.
 */
export function safeCause(error: unknown, secrets: readonly string[]): Error | undefined {
  if (error === undefined || error === null) return undefined;
  const source = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(redact(source.message, secrets));
  copy.name = redact(source.name, secrets);
  const code = (source as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(copy, { code: redact(code, secrets) });
  copy.stack = source.stack === undefined ? undefined : redact(source.stack, secrets);
  return copy;
}

/**
 * The one place ApiErrors are made: the cause is always scrubbed. `message` is Timetray's
 * words and values it checked; any text from outside in it was scrubbed where it came in.
 */
export function makeApiError(
  code: ApiErrorCode,
  message: string,
  options: { status?: number; cause?: unknown; secrets?: readonly string[] } = {},
): ApiError {
  const secrets = options.secrets ?? [];
  const cause = safeCause(options.cause, secrets);
  return new ApiError(code, message, options.status, cause ? { cause } : undefined);
}
