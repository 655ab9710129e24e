import { makeApiError } from './redact';

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
    throw makeApiError('invalid', 'No token to send — sign in first.');
  }
  if (typeof credential.userAgent !== 'string' || credential.userAgent.trim().length === 0) {
    throw makeApiError('invalid', 'The stored session has no User-Agent — sign in again.', {
      secrets: [credential.token],
    });
  }
}
