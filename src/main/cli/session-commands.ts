import type { z } from 'zod';
import { SettingsStore } from '../core/settings/settings-store';
import { ApiError, isApiError } from '../core/api/api-error';
import { m } from '../core/i18n';
import { accountIdRule, accountLabelRule, baseUrlRule, emailRule } from '../core/input-rules';
import { DEFAULT_BASE_URL } from '../../shared/service-address';
import { webAppAddress } from '../../shared/web-app';
import type { AccountSummary } from '../../shared/types';
import { checked } from './checked';
import { type CommandContext, required, resolveAccount } from './context';
import { UsageError, warn } from './exit-codes';
import { accountName } from './format';
import { accountJson } from './keychain-state';
import { shellQuoted } from '../../shared/shell-word';
import { printable, printableLines } from './printable';
import { askLine, askSecret, readAllStdin } from './prompt';
import { countWords } from './when';

/**
 * `text` checked by one of the window's rules (its words); given as `--option`, the refusal
 * names the option and the value typed, which the form's words ("Enter a valid …") do not.
 */
function fieldOf<T>(
  ctx: CommandContext,
  rule: z.ZodType<T, unknown>,
  option: 'base-url' | 'email' | 'account' | 'label',
  text: string,
): T {
  try {
    return checked(rule, text);
  } catch (error) {
    if (!(error instanceof UsageError) || typeof ctx.args.values[option] !== 'string') throw error;
    const given = `--${option} ${printable(shellQuoted(text))}`;
    throw new UsageError(m.cli_option_refused({ given, problem: error.message }));
  }
}

/**
 * The account a sign-in most likely renews: the active one, once its session has ended or it
 * was signed out. Its address, e-mail and account id are then what Enter takes at each
 * question, so signing in again is Enter, Enter, Enter and the password.
 */
function accountToRenew(ctx: CommandContext): AccountSummary | undefined {
  return ctx.core.snapshot().accounts.find((account) => account.active && !account.signedIn);
}

/** Service address, e-mail and account id: asked for when missing, checked like the window does. */
async function accountFields(
  ctx: CommandContext,
): Promise<{ baseUrl: string; email: string; accountId: string }> {
  const renew = accountToRenew(ctx);
  // Else Enter takes the hosted service's address, as the window's sign-in form does.
  const address = renew?.baseUrl ?? DEFAULT_BASE_URL;
  const baseUrl = await field(ctx, baseUrlRule, 'base-url', m.cli_ask_service_address(), address);
  // Another address is another account: its e-mail and id are not offered for it.
  const same = renew?.baseUrl === baseUrl ? renew : undefined;
  const email = await field(ctx, emailRule, 'email', m.cli_ask_email(), same?.email);
  const accountId = await field(ctx, accountIdRule, 'account', m.cli_ask_account_id(), same?.accountId);
  return { baseUrl, email, accountId };
}

/**
 * `--option`'s value checked by `rule`, else the answer to `question` on a terminal, asked
 * again after a refusal (its words first), as gh and npm do: a typo at a question does not
 * end the sign-in. Ctrl-C or Ctrl-D still ends it.
 */
async function field<T>(
  ctx: CommandContext,
  rule: z.ZodType<T, unknown>,
  option: 'base-url' | 'email' | 'account',
  question: string,
  fallback?: string,
): Promise<T> {
  const given = ctx.args.values[option];
  if ((typeof given === 'string' && given.trim() !== '') || !ctx.io.stdin.isTTY)
    return fieldOf(ctx, rule, option, await required(ctx, option, question, fallback));
  for (;;) {
    const answer = await required(ctx, option, question, fallback);
    try {
      return checked(rule, answer);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      ctx.io.stderr(`${error.message}\n`);
    }
  }
}

/** The secret from stdin when piped, else asked without echo on the terminal. */
async function secretInput(
  ctx: CommandContext,
  what: 'password' | 'token',
  fromStdin: boolean,
): Promise<string> {
  const password = what === 'password';
  if (fromStdin || !ctx.io.stdin.isTTY) {
    if (!fromStdin && password) throw new UsageError(m.cli_no_terminal_password());
    const secret = await readAllStdin(ctx.io, ctx.args.command);
    if (!secret) throw new UsageError(password ? m.cli_password_stdin_empty() : m.cli_token_stdin_empty());
    return secret;
  }
  const secret = await askSecret(ctx.io, `${password ? m.cli_ask_password() : m.cli_ask_token()}: `);
  if (!secret) throw new UsageError(password ? m.cli_no_password_given() : m.cli_no_token_given());
  return secret;
}

function signedInText(ctx: CommandContext, account: AccountSummary): string {
  const snap = ctx.core.snapshot();
  // A notice about files (a pin whose project left the service, a list not saved for offline
  // use) is a warning of its own, said on stderr: the list itself was fetched.
  const failed = snap.error !== null && snap.error.code !== 'settings' ? snap.error : null;
  const projects = failed
    ? m.cli_projects_not_listed({ problem: printableLines(failed.message) })
    : m.cli_signed_in_count(countWords(snap.projects.length));
  const words = {
    name: accountName(account),
    accountId: printable(account.accountId),
    projects,
    key: printable(shellQuoted(account.key)),
  };
  return `${m.cli_signed_in_as(words)}\n`;
}

/** Saves `--ca-file` (already absolute) so later commands and the tray app trust the same CA. */
async function rememberCaFile(ctx: CommandContext): Promise<void> {
  const caFile = ctx.caFile;
  if (caFile === undefined) return;
  await new SettingsStore(ctx.configDir).update((s) => void (s.preferences.caFile = caFile));
}

/**
 * Added to the service's refusal of a sign-in ("Invalid email, password or account."),
 * which does not say which of the three is wrong: what to check, and the projects page the
 * account id given would have on the service's own web address, to compare with the browser's.
 */
export const whatToCheck = (baseUrl: string, accountId: string): string =>
  m.cli_what_to_check({
    accountId: printable(accountId),
    // Sign-in checked both already; the fallback only keeps the sentence whole.
    example: webAppAddress(baseUrl, accountId) ?? `${new URL(baseUrl).origin}/a/…/#/projects`,
  });

/** `--label`, checked before any question is asked (the core checks it again). */
function labelOf(ctx: CommandContext): string | undefined {
  const given = ctx.args.values.label;
  return typeof given === 'string' ? fieldOf(ctx, accountLabelRule, 'label', given) : undefined;
}

export async function login(ctx: CommandContext): Promise<number> {
  const label = labelOf(ctx);
  const fields = await accountFields(ctx);
  const password = await secretInput(ctx, 'password', ctx.args.values['password-stdin'] === true);
  const account = await ctx.core
    .signIn({ ...fields, password, ...(label ? { label } : {}) })
    .catch((error: unknown) => {
      if (!isApiError(error) || error.code !== 'unauthorized') throw error;
      const said = error.message.trim().replace(/([^.!?])$/, '$1.');
      throw new ApiError(
        'unauthorized',
        `${said} ${whatToCheck(fields.baseUrl, fields.accountId)}`,
        error.status,
        {
          cause: error,
        },
      );
    });
  await rememberCaFile(ctx);
  // The token was just stored: the keychain answers.
  ctx.out({ account: accountJson(account, 'ok') }, signedInText(ctx, account));
  return 0;
}

/** The example User-Agent the prompts give (a program's own name: never translated). */
const EXAMPLE_USER_AGENT = 'curl/8.5.0';

/** `--user-agent`, else asked on a terminal after saying why it matters; else a usage error. */
async function userAgentOf(ctx: CommandContext): Promise<string> {
  const given = ctx.args.values['user-agent'];
  if (typeof given === 'string' && given.trim() !== '') return given;
  if (ctx.io.stdin.isTTY) {
    const give = m.cli_user_agent_give({ example: EXAMPLE_USER_AGENT });
    ctx.io.stderr(`${m.cli_user_agent_why()}\n${give}\n`);
    const answer = (await askLine(ctx.io, 'User-Agent: ')).trim();
    if (answer) return answer;
  }
  throw new UsageError(m.cli_user_agent_required({ example: EXAMPLE_USER_AGENT }));
}

export async function importToken(ctx: CommandContext): Promise<number> {
  const label = labelOf(ctx);
  const userAgent = await userAgentOf(ctx);
  const fields = await accountFields(ctx);
  const token = (await secretInput(ctx, 'token', false)).trim();
  const account = await ctx.core.importToken({ ...fields, token, userAgent, ...(label ? { label } : {}) });
  await rememberCaFile(ctx);
  ctx.out({ account: accountJson(account, 'ok') }, signedInText(ctx, account));
  return 0;
}

export async function logout(ctx: CommandContext): Promise<number> {
  const snap = ctx.core.snapshot();
  const which = ctx.args.values.account;
  const account =
    typeof which === 'string' ? resolveAccount(snap.accounts, which) : snap.accounts.find((a) => a.active);
  if (account === undefined) throw new UsageError(m.cli_no_account_to_sign_out());
  const outcome = await ctx.core.signOut(account.key);
  let human: string;
  if (outcome.state === 'not_signed_in')
    human = m.cli_logout_not_signed_in({ label: printable(account.label) });
  else if (outcome.state === 'revoked') human = m.cli_logout_revoked({ name: accountName(account) });
  else human = m.cli_logout_not_told({ name: accountName(account) });
  ctx.out({ account: account.key, ...outcome }, `${human}\n`);
  sayLeftBehind(ctx, outcome.warning);
  return 0;
}

/** What a sign-out that went through could not clean up: said on stderr, the exit stays 0. */
function sayLeftBehind(ctx: CommandContext, warning: string | undefined): void {
  if (warning) warn(ctx.io, warning, ctx.args.values.json === true);
}

/** "2 budgets and 1 pin", or null when the account had neither. */
function forgottenWords({ budgets, pins }: { budgets: number; pins: number }): string | null {
  const words = [
    budgets > 0 ? m.cli_count_budgets(countWords(budgets)) : null,
    pins > 0 ? m.cli_count_pins(countWords(pins)) : null,
  ].filter((w) => w !== null);
  if (words.length === 0) return null;
  return words.length === 1 ? words[0]! : m.cli_both({ first: words[0]!, second: words[1]! });
}

/**
 * Budgets and pins exist only on this computer: removing an account that has some is asked
 * first on a terminal (y/yes, s/sim), and needs `--yes` elsewhere, so a script never deletes
 * them unawares (the window asks too).
 */
async function removalConfirmed(
  ctx: CommandContext,
  account: AccountSummary,
  losing: string,
): Promise<boolean> {
  const name = accountName(account);
  if (!ctx.io.stdin.isTTY) {
    const line = ['timetray', 'remove', ctx.args.positionals[0]!].map(shellQuoted).join(' ');
    throw new UsageError(m.cli_remove_needs_yes({ name, what: losing, line: `${line} --yes` }));
  }
  const answer = await askLine(ctx.io, `${m.cli_remove_confirm({ name, what: losing })} `);
  return /^(y|yes|s|sim)$/i.test(answer.trim());
}

/** Signs out of ACCOUNT (revoking its token) and removes it from the list. */
export async function remove(ctx: CommandContext): Promise<number> {
  const account = resolveAccount(ctx.core.snapshot().accounts, ctx.args.positionals[0]!);
  const name = accountName(account);
  const losing = forgottenWords(await ctx.core.keptOnlyHere(account.key));
  if (losing !== null && ctx.args.values.yes !== true && !(await removalConfirmed(ctx, account, losing))) {
    ctx.io.stderr(`${m.cli_remove_declined()}\n`);
    return 1;
  }
  const outcome = await ctx.core.removeAccount(account.key);
  const lines: string[] = [];
  if (outcome.state === 'not_signed_in') lines.push(m.cli_removed_not_signed_in({ name }));
  else if (outcome.state === 'revoked') lines.push(m.cli_removed_revoked({ name }));
  else lines.push(m.cli_removed_not_told({ name }));
  // The service cannot give them back: said, so the loss is never a surprise.
  const deleted = forgottenWords(outcome.forgotten);
  if (deleted !== null) lines.push(m.cli_removed_also_deleted({ what: deleted }));
  // Another client's account now answers `projects`: said, as `use` says it.
  const active = ctx.core.snapshot().accounts.find((a) => a.active);
  if (account.active && active !== undefined)
    lines.push(m.cli_removed_now_active({ name: accountName(active) }));
  ctx.out({ account: account.key, ...outcome }, `${lines.join('\n')}\n`);
  sayLeftBehind(ctx, outcome.warning);
  return 0;
}
