import { isKeychainCode, type AppError } from '../../shared/result';
import type { AccountSummary } from '../../shared/types';
import type { StateContext } from './context';

/** `--json`'s stable word for the keychain: `locked` and `unavailable` each have their own fix. */
export type KeychainState = 'ok' | 'locked' | 'unavailable';

/** The keychain could not be asked (unusable or locked): whether anyone is signed in is unknown, not "no". */
export function keychainProblem(ctx: Pick<StateContext, 'core'>): AppError | null {
  const error = ctx.core.snapshot().error;
  return error && isKeychainCode(error.code) ? error : null;
}

export function keychainState(problem: AppError | null): KeychainState {
  if (problem === null) return 'ok';
  return problem.code === 'keychain_locked' ? 'locked' : 'unavailable';
}

/** An account as `--json` shows it: `signedIn` is null while the keychain cannot tell (never a false "no"). */
export function accountJson(
  account: AccountSummary,
  keychain: KeychainState,
): Omit<AccountSummary, 'signedIn'> & { signedIn: boolean | null; keychain: KeychainState } {
  return { ...account, signedIn: keychain === 'ok' ? account.signedIn : null, keychain };
}
