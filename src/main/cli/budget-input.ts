/**
 * What `budget` reads from its arguments (issue #19, and issue 34's period budgets): the
 * project id, an amount as a person types it, and the refusal of an id the list lacks.
 */
import { ApiError } from '../core/api/api-error';
import { CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import { projectIdRule } from '../core/input-rules';
import { checkedId } from './checked';
import { activeAccount, type CommandContext } from './context';
import { UsageError } from './exit-codes';
import { keychainProblem } from './keychain-state';
import { printable } from './printable';
import { hasSavedList, notInAccount } from './project-command';

/** The project id argument, as `project ID` reads it. */
export function projectIdOf(ctx: CommandContext): number {
  const typed = ctx.args.positionals[0];
  if (typed === undefined) throw new UsageError(m.budget_cli_which());
  return checkedId(projectIdRule, typed);
}

/**
 * Refuses an id the account's list does not have, in `project ID`'s words and exit code (1,
 * `not_found`): the core's own refusal speaks to the window, which has a Refresh button.
 * `customer`: the id is a customer's, listed when one of the list's projects is its.
 */
export async function mustBeListed(ctx: CommandContext, id: number, customer = false): Promise<void> {
  const snap = ctx.core.snapshot();
  if (snap.projects.some((p) => (customer ? p.customerId : p.id) === id)) return;
  // No list to look in (signed out: logout clears it) is not "no such project".
  if (!hasSavedList(snap)) {
    const words = m.cli_no_list_to_check({ id });
    // Opened without asking the keychain (see run.ts): who is signed in decides the answer.
    await ctx.core.askKeychain();
    // A keychain that could not be asked says nothing of the session: its own error is the answer.
    const keychain = keychainProblem(ctx);
    if (keychain !== null)
      throw new CoreError(
        keychain.code === 'keychain_locked' ? 'keychain_locked' : 'keychain',
        keychain.message,
      );
    if (!activeAccount(ctx).signedIn) throw new CoreError('signed_out', words);
    throw new ApiError('not_found', words);
  }
  throw new ApiError('not_found', customer ? m.budget_customer_not_in_list({ id }) : notInAccount(id));
}

/** What `--hours` or `--value` says of its half: a new amount, `none` (remove it), or nothing (keep it). */
export type HalfChange = number | 'none' | undefined;

/**
 * A positive amount as a person types it: `120`, `7.5` or `7,5` (up to 2 decimals), or
 * `none` in any case. Refused: thousands separators — "15.000" would read as 15 in one
 * language and 15000 in the other.
 */
export function amountOf(option: '--hours' | '--value', text: string | undefined): HalfChange {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 'none') return 'none';
  const example = option === '--hours' ? '120' : '15000';
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(trimmed) || Number(trimmed.replace(',', '.')) <= 0) {
    throw new UsageError(m.budget_cli_bad_number({ option, example, text: printable(text) }));
  }
  return Number(trimmed.replace(',', '.'));
}

/** The half after its change: the saved one when not given (adding a value keeps the hours). */
export const changedHalf = (change: HalfChange, saved: number | null): number | null =>
  change === undefined ? saved : change === 'none' ? null : change;
