import { shellQuoted } from './shell-word';

/**
 * The command that signs an account in again, ready to paste: what `doctor` and the CLI's
 * sign-in hint both print, so a script that fed `--password-stdin` knows every option to give.
 */
export function loginLine(account: { baseUrl: string; email: string; accountId: string }): string {
  const { baseUrl, email, accountId } = account;
  return `timetray login --base-url ${shellQuoted(baseUrl)} --email ${shellQuoted(email)} --account ${shellQuoted(accountId)}`;
}
