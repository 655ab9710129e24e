import { isKeychainCode } from '../../../shared/result';
import { isCoreError } from '../core-error';
import { keychainLockedState } from '../vault';
import type { AccountTokens } from './account-tokens';
import type { ViewChanges } from '../state/view-changes';

/**
 * Marks which accounts hold a token. When the keychain cannot be asked (unusable, or locked:
 * `keychain_locked`), nobody counts as signed in and the snapshot says why (`fallbackReason`,
 * `error`, which then names the keychain, not a sign-out) instead of failing to start; a
 * later successful check (e.g. once the keychain is unlocked) clears that again.
 */
export async function checkTokens(view: ViewChanges, tokens: AccountTokens): Promise<void> {
  let signedIn = new Set<string>();
  try {
    const accounts = view.value.settings.accounts;
    const found = await Promise.all(accounts.map(async (a) => ((await tokens.read(a.key)) ? a.key : null)));
    signedIn = new Set(found.filter((key): key is string => key !== null));
    if (isKeychainCode(view.value.error?.code)) view.showError(null); // fixed since
    view.setFallbackReason(null);
  } catch (error) {
    const code = isCoreError(error) ? error.code : 'keychain';
    // The state shown (status, accounts, window, tray): who is signed in is what is unknown.
    const message =
      code === 'keychain_locked'
        ? keychainLockedState()
        : error instanceof Error
          ? error.message
          : String(error);
    view.setFallbackReason(message);
    view.showError({ code, message });
  }
  view.setSignedIn(signedIn);
}
