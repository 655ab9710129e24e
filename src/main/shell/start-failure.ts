import { displayText } from '../../shared/display-text';
import { toAppError } from '../ipc/error-mapping';

/** A start-up failure Timetray describes itself (a missing icon, …): its message is shown. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

export const START_FAILURE_TITLE = 'Timetray could not start';

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
  if (!(error instanceof Error)) return `An unexpected ${typeof error} was thrown while starting.`;
  const frame = (error.stack ?? '')
    .split('\n')
    .find((line) => line.trimStart().startsWith('at '))
    ?.trim();
  return `An unexpected ${error.name} stopped the start${frame ? ` (${frame})` : ''}. Please report it.`;
}
