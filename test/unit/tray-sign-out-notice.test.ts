import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/main/core/api/api-error';
import { CoreError } from '../../src/main/core/core-error';
import { noticeBody, signOutNotice } from '../../src/main/app/tray/sign-out-notice';
import { messagesIn } from '../../src/main/core/i18n';

/** What the window says too (its catalog message), in the English the tests speak. */
const UNREVOKED_NOTICE = messagesIn('en').unrevoked_notice();

describe('signOutNotice (tray "Sign out")', () => {
  it('says nothing when the service ended the session, or there was no token to end', () => {
    expect(signOutNotice({ revoked: true, state: 'revoked' })).toBeNull();
    // Not signed in: nothing was revoked, and nothing is alive at the service either.
    expect(signOutNotice({ revoked: false, state: 'not_signed_in' })).toBeNull();
  });

  it('says the token could not be revoked at the service', () => {
    expect(signOutNotice({ revoked: false, state: 'not_reached' })).toBe(UNREVOKED_NOTICE);
    expect(UNREVOKED_NOTICE).toMatch(/could not be reached/);
  });

  it('after a sign-out that went through, says what it left behind (issue #16)', () => {
    const warning =
      'Signed out. Left behind on this computer: the saved project list (Could not delete /c/x.json (EACCES): …)';
    expect(signOutNotice({ revoked: true, state: 'revoked', warning })).toBe(warning);
    expect(signOutNotice({ revoked: false, state: 'not_reached', warning })).toBe(
      `${UNREVOKED_NOTICE} ${warning}`,
    );
  });

  it('says why a sign-out failed, in the core’s words', () => {
    const notice = signOutNotice({ failed: new CoreError('keychain', 'The keychain is locked.') });
    expect(notice).toBe('Timetray could not sign out: The keychain is locked.');
  });

  it('never repeats the message of an unexpected error (it could carry a token)', () => {
    const notice = signOutNotice({ failed: new TypeError('Bearer tok_secret_123') });
    expect(notice).not.toContain('tok_secret_123');
    expect(notice).toMatch(/^Timetray could not sign out: /);
    expect(signOutNotice({ failed: new ApiError('network', 'The service cannot be reached.') })).toContain(
      'cannot be reached',
    );
  });
});

describe('noticeBody (what a notification shows)', () => {
  it('neutralises the service’s controls and bidi overrides, keeps our line breaks, cuts a huge text', () => {
    const body = noticeBody(
      `Timetray could not sign out:\nEvil\u001b[2J\u0007\u009b\u202e${'z'.repeat(100_000)}`,
    );
    // eslint-disable-next-line no-control-regex -- asserting the controls are gone
    expect(body).not.toMatch(/[\u001b\u0007\u0080-\u009f\u202e]/);
    expect(body.startsWith('Timetray could not sign out:\nEvil\uFFFD[2J\uFFFD\uFFFD\uFFFDzz')).toBe(true);
    expect(body.length).toBeLessThanOrEqual(200);
    expect(body.endsWith('…')).toBe(true);
  });
});
