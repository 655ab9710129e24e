import { loginLine } from '../../shared/login-line';
import type { AccountSummary } from '../../shared/types';
import { isApiError } from '../core/api/api-error';
import { isCoreError } from '../core/core-error';
import { m } from '../core/i18n';
import type { CliIo } from './io';
import { printable, printableLines, safeJson } from './printable';
import { CancelledError, UsageError } from './usage-error';

/** The CLI's exit codes (documented in `--help`). */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  /** No session, or the service refused the credentials: run `timetray login`. */
  signIn: 3,
  /** The service could not be reached, or TLS failed, or it asked to wait (429). */
  network: 4,
  /** The keychain is locked: unlock it and run the command again (signing in would not help). */
  keychainLocked: 5,
  /** Ctrl-C at a prompt (128 + SIGINT, as shells report it). */
  cancelled: 130,
} as const;

export { CancelledError, UsageError };

/** Exit 4: the service could not be reached safely, or asked to be left alone for a while. */
const NETWORK_CODES: ReadonlySet<string> = new Set(['network', 'timeout', 'tls', 'rate_limited']);

export function exitCodeFor(error: unknown): number {
  if (error instanceof CancelledError) return EXIT.cancelled;
  if (error instanceof UsageError) return EXIT.usage;
  if (isCoreError(error)) {
    if (error.code === 'signed_out') return EXIT.signIn;
    if (error.code === 'bad_input') return EXIT.usage;
    if (error.code === 'keychain_locked') return EXIT.keychainLocked;
    return EXIT.failure;
  }
  if (isApiError(error)) {
    if (error.code === 'unauthorized') return EXIT.signIn;
    if (NETWORK_CODES.has(error.code)) return EXIT.network;
    if (error.code === 'insecure_url') return EXIT.usage;
  }
  return EXIT.failure;
}

/**
 * The machine-readable code of an error, for `--json` error output. A usage error is
 * `bad_input`, the shared `ErrorCode` the window's IPC answers with for the same mistakes.
 */
export function errorCodeOf(error: unknown): string {
  if (error instanceof UsageError) return 'bad_input';
  if (error instanceof CancelledError) return 'cancelled';
  if (isCoreError(error) || isApiError(error)) return error.code;
  return 'internal';
}

/**
 * Prints an error (JSON on stderr with `--json`) and returns its exit code. Messages can
 * carry the service's text, so control characters are neutralised before they reach a terminal.
 */
export function report(io: CliIo, error: unknown, json: boolean): number {
  const message = error instanceof Error ? error.message : String(error);
  const code = errorCodeOf(error);
  io.stderr(json ? `${safeJson({ error: { code, message } })}\n` : `timetray: ${printableLines(message)}\n`);
  return exitCodeFor(error);
}

/**
 * After a failure that signing in fixes (exit 3: the session ended, no token), the line that
 * names the command with the active account's options, unless the message already does: the
 * core's words ("sign in again") are the window's too, where a button does it. Not with
 * --json (its code says it).
 */
export function signInHint(
  error: unknown,
  json: boolean,
  account: Pick<AccountSummary, 'baseUrl' | 'email' | 'accountId'> | undefined,
): string {
  if (json || exitCodeFor(error) !== EXIT.signIn) return '';
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('timetray login')) return '';
  // The account's own options: `login --password-stdin` asks for none of them.
  const login = account ? printable(loginLine(account)) : 'timetray login';
  return `timetray: ${m.cli_sign_in_hint({ login })}\n`;
}

/**
 * A problem that failed nothing (settings with ignored values, a saved file that could not be
 * read or saved, what a sign-out left behind): one line on stderr, as `{"warning": {"code",
 * "message"}}` with --json, so that a script reading stderr meets JSON only, as for errors.
 */
export function warn(io: CliIo, message: string, json: boolean, code = 'settings'): void {
  io.stderr(
    json ? `${safeJson({ warning: { code, message } })}\n` : `timetray: ${printableLines(message)}\n`,
  );
}
