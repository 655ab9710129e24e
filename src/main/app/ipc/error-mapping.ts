import { isApiError } from '../../core/api/api-error';
import { isCoreError } from '../../core/core-error';
import type { AppError } from '../../../shared/result';
import { m } from '../../core/i18n';

/** Shown for bugs; the details stay in main's log. */
export const internalMessage = (): string => m.core_internal();

/**
 * Turns what the core threw into what the renderer may see. `ApiError` and `CoreError`
 * messages are written for people and never carry the token; anything else is a bug whose
 * message could contain anything, so it becomes `internal` and only main logs it.
 */
export function toAppError(error: unknown): { appError: AppError; unexpected: boolean } {
  if (isApiError(error)) {
    return { appError: { code: error.code, message: error.message }, unexpected: false };
  }
  if (isCoreError(error)) {
    return { appError: { code: error.code, message: error.message }, unexpected: false };
  }
  return { appError: { code: 'internal', message: internalMessage() }, unexpected: true };
}

/**
 * A log line for an unexpected error that cannot leak secrets: the error's class and its
 * stack frames, never its message (which might quote a request, a header or a token).
 */
export function describeUnexpected(channel: string, error: unknown): string {
  if (!(error instanceof Error)) return `[ipc] ${channel}: unexpected non-error thrown (${typeof error})`;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');
  return `[ipc] ${channel}: unexpected ${error.name}\n${frames}`;
}
