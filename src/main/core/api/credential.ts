import { makeApiError } from './redact';
import { m } from '../i18n';

/** A token and the User-Agent it was created with: the service destroys it on any other. */
export interface Credential {
  token: string;
  userAgent: string;
}

/** Email, password and the account id shown in the web app's address after `/a/`. */
export interface PasswordSignIn {
  email: string;
  password: string;
  accountId: string;
}

/** A path id: a positive safe integer, as path text. @throws ApiError `invalid`. */
export function pathId(value: unknown, what: string): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw makeApiError('invalid', `The ${what} id must be a positive whole number.`);
  }
  // Digits only (a safe integer is below 1e21, so never in exponent form): nothing to encode.
  return String(value);
}

/** Rejects a credential that cannot be sent; never names the token. @throws ApiError `invalid`. */
export function checkCredential(credential: Credential): void {
  if (!credential || typeof credential.token !== 'string' || credential.token.length === 0) {
    throw makeApiError('invalid', m.core_api_no_token());
  }
  if (typeof credential.userAgent !== 'string' || credential.userAgent.trim().length === 0) {
    throw makeApiError('invalid', m.core_api_no_user_agent(), {
      secrets: [credential.token],
    });
  }
}

/**
 * The longest token Timetray sends. Real tokens are a few dozen characters (signed tokens
 * rarely pass 2 KiB), while servers and proxies refuse a request whose header line or header
 * block passes 8 KiB (nginx's `large_client_header_buffers`, Apache's `LimitRequestFieldSize`
 * 8190) to 16 KiB (Node's `maxHeaderSize`, IIS) with a bare "431". 4096 keeps any plausible
 * token and leaves the other headers (User-Agent, Accept, Host…) room under the smallest limit.
 */
export const MAX_TOKEN_CHARS = 4096;

/**
 * Visible ASCII only (RFC 9110 field-vchar without obs-text, and no space, which would split
 * `Bearer <token>`): a token with control characters, spaces or non-ASCII letters is not one
 * the service issued, and sending it could inject or corrupt headers.
 */
const TOKEN_CHARS = /^[\x21-\x7e]+$/;

/**
 * Why `token` cannot be sent as `Authorization: Bearer <token>`, with the fix; null when it
 * can. Never quotes the token (it is a secret).
 */
export function tokenProblem(token: string): string | null {
  if (token.length > MAX_TOKEN_CHARS) {
    return m.core_token_too_long({ length: token.length, max: MAX_TOKEN_CHARS });
  }
  if (!TOKEN_CHARS.test(token)) {
    return m.core_token_bad_characters();
  }
  return null;
}
