import { displayText, LINE_MAX } from '../../../shared/display-text';
import type { SignOutOutcome } from '../../../shared/ipc';
import { m } from '../../core/i18n';
import { toAppError } from '../ipc/error-mapping';

/**
 * What to tell the user after a sign-out from the tray, or null when it went through. A
 * token the service was not told about stays valid there (up to 30 days unused), which the
 * user must know; a failure says why in the core's own words (never a secret).
 */
export function signOutNotice(outcome: SignOutOutcome | { failed: unknown }): string | null {
  if ('failed' in outcome) {
    const { appError } = toAppError(outcome.failed);
    return m.shell_sign_out_failed({ reason: appError.message });
  }
  // A sign-out that went through but left a file behind says which, and how to remove it.
  // The window's words for an unrevoked session, so both say it alike.
  const unrevoked = outcome.state === 'not_reached' ? m.unrevoked_notice() : null;
  const said = [unrevoked, outcome.warning ?? null].filter((s) => s !== null);
  return said.length > 0 ? said.join(' ') : null;
}

/**
 * A notification's body as shown: it can carry the service's words, so controls and bidi
 * overrides are neutralised (line breaks kept) and it is cut to a readable length.
 */
export function noticeBody(text: string): string {
  return displayText(text, { max: LINE_MAX, lines: true });
}
