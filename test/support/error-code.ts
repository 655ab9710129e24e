import { isApiError } from '../../src/main/core/api';

/**
 * The `ApiError` code `fn` throws synchronously: undefined when it does not throw,
 * `'not-an-ApiError'` when it throws something else (so a wrong error type fails the test).
 */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return isApiError(error) ? error.code : 'not-an-ApiError';
  }
  return undefined;
}
