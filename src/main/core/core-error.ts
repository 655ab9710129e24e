import type { LocalErrorCode } from '../../shared/result';

/**
 * The one error the core throws for failures on this machine (keychain, settings, no
 * session). Failures of calls to the service are `ApiError`s from the client instead.
 * `message` is for people: it names the cause and the fix, and never contains a secret.
 */
export class CoreError extends Error {
  override readonly name = 'CoreError';

  constructor(
    readonly code: LocalErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isCoreError = (value: unknown): value is CoreError => value instanceof CoreError;
