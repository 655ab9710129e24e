import type { ApiErrorCode } from '../../../shared/result';

export type { ApiErrorCode };

/**
 * The one error the API client throws. `message` is meant for people (the server's own
 * words when it gave some) and never contains the token; `status` is the HTTP status
 * when there was a response.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
