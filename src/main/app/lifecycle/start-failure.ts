import { displayText } from '../../../shared/display-text';
import { m } from '../../core/i18n';
import { toAppError } from '../ipc/error-mapping';

/** A start-up failure Timetray describes itself (a missing icon, …): its message is shown. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** The error box's title, in the language spoken now. */
export const startFailureTitle = (): string => m.shell_start_failure_title();

/**
 * What the error box of a failed start says. A packaged app has no console to read, so
 * without it the app would just not appear. Messages written for people (StartupError,
 * the core's and the client's errors, which never carry a token) are shown as they are;
 * anything else is a bug whose message might quote anything, so only its class and where
 * it was thrown are shown.
 */
export function startFailureText(error: unknown): string {
  // A message may quote a path or a settings value: shown inert, whole (it names the fix).
  if (error instanceof StartupError) return displayText(error.message, { lines: true });
  const { appError, unexpected } = toAppError(error);
  if (!unexpected) return displayText(appError.message, { lines: true });
  if (!(error instanceof Error)) return m.shell_start_unexpected_value({ type: typeof error });
  const frame = (error.stack ?? '')
    .split('\n')
    .find((line) => line.trimStart().startsWith('at '))
    ?.trim();
  return frame
    ? m.shell_start_unexpected_error_at({ name: error.name, frame })
    : m.shell_start_unexpected_error({ name: error.name });
}
