import { isApiError, type ApiError } from '../core/api/api-error';
import { isCoreError, type CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import type { CommandContext } from './context';
import { signInHint } from './exit-codes';
import { printable, safeJson } from './printable';
import { whenWords } from './when';

/**
 * Why the service gave no fresh answer, when a saved copy is still worth showing: it could
 * not be reached or answered badly, or it ended the session; or, on this computer, the
 * token could not be read (the keychain is locked or unusable) or is gone (signed out:
 * the session ended earlier; a sign-out on purpose deletes the saved copy too). Not for an
 * answer that says the thing asked for is not there (`not_found`) or a request we should
 * not have sent. The failure's own message is the reason said (it names the fix).
 */
const STALE_BUT_SHOWN = new Set<string>([
  'network',
  'timeout',
  'tls',
  'server',
  'rate_limited',
  'bad_response',
  'redirect',
  'unauthorized',
  'signed_out',
  'keychain',
  'keychain_locked',
]);

/** A failure after which the saved copy is shown; its exit code stays the command's. */
export type StaleReason = ApiError | CoreError;

/** The failure of a fresh fetch after which the saved copy is shown instead; null: rethrow it. */
export function staleReason(error: unknown): StaleReason | null {
  return (isApiError(error) || isCoreError(error)) && STALE_BUT_SHOWN.has(error.code) ? error : null;
}

/**
 * Said on standard error above a saved copy: which it is, from when (local time), why it is
 * not fresh, and the option that asks for the saved copy on purpose.
 */
export function savedCopyNotice(
  what: 'list' | 'details' | 'report',
  fetchedAt: string,
  why: string,
  cached: string,
): string {
  // `why` is a sentence of its own (it may hold brackets: "failed (HTTP 500)"), said after
  // the notice's, ending as a sentence does.
  const words = { ...whenWords(fetchedAt), why: printable(/[.?!…]$/.test(why) ? why : `${why}.`), cached };
  if (what === 'report') return m.cli_saved_report_notice(words);
  return what === 'list' ? m.cli_saved_list_notice(words) : m.cli_saved_details_notice(words);
}

/**
 * Prints a saved copy after a failed fetch: the notice on standard error (with `--json`,
 * the usual `{"error"}` document there), the copy on standard output (`--json`: with
 * `"stale": true` and the `error`). The caller returns the failure's exit code.
 */
export function printSavedCopy(
  ctx: CommandContext,
  failure: StaleReason,
  notice: string,
  json: Record<string, unknown>,
  human: string,
): void {
  const error = { code: failure.code, message: failure.message };
  if (ctx.args.values.json) ctx.io.stderr(`${safeJson({ error })}\n`);
  else {
    const active = ctx.core.snapshot().accounts.find((a) => a.active);
    ctx.io.stderr(`timetray: ${notice}\n${signInHint(failure, false, active)}`);
  }
  ctx.out({ ...json, stale: true, error }, human);
}
