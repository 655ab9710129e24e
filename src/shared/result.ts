/**
 * What every IPC handler answers. Electron passes only `message` of a thrown error to the
 * renderer, so failures cross the boundary as data with a machine-readable `code`.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** A failure as the renderer sees it: a closed code for logic, a message for people. */
export interface AppError {
  code: ErrorCode;
  message: string;
  /** For `bad_input`: the form field the message is about (e.g. `baseUrl`), so the form can point at it. */
  field?: string;
}

/** Failures of a call to the service (see `src/main/core/api/api-error.ts`). */
export type ApiErrorCode =
  | 'insecure_url'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'invalid'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'tls'
  | 'redirect'
  | 'bad_response';

/** Failures that happen on this machine rather than at the service. */
export type LocalErrorCode =
  /** No account is signed in, or the service ended the session: the user must sign in. */
  | 'signed_out'
  /** The OS keychain cannot be used; the message names the cause and the fix. */
  | 'keychain'
  /**
   * The keychain is locked (e.g. after the keyring daemon restarted): whether an account is
   * signed in is unknown, never "signed out"; unlocking it and trying again is the fix.
   */
  | 'keychain_locked'
  /** The settings file cannot be read or written. */
  | 'settings'
  /** The renderer sent something the handler does not accept. */
  | 'bad_input'
  /** Something only the running app can do (a file dialog, the desktop's state) was asked of none. */
  | 'unavailable'
  /** A bug: logged in main, shown as a generic apology. */
  | 'internal';

export type ErrorCode = ApiErrorCode | LocalErrorCode;

/** The keychain could not be asked (unusable or locked): tokens are unknown, not absent. */
export const isKeychainCode = (code: ErrorCode | undefined): boolean =>
  code === 'keychain' || code === 'keychain_locked';

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
/** `field`: for `bad_input`, the form field the message is about (see `AppError.field`). */
export const fail = (code: ErrorCode, message: string, field?: string): Result<never> => ({
  ok: false,
  error: field === undefined ? { code, message } : { code, message, field },
});
