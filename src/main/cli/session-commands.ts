import { SettingsStore } from '../core/accounts/settings-store';
import { ApiError, isApiError } from '../core/api/api-error';
import { accountIdRule, baseUrlRule, emailRule } from '../core/input-rules';
import { DEFAULT_BASE_URL } from '../../shared/service-address';
import type { AccountSummary } from '../../shared/types';
import { checked } from './checked';
import { type CommandContext, required, resolveAccount } from './context';
import { UsageError } from './exit-codes';
import { accountName } from './format';
import { accountJson } from './keychain-state';
import { printable, printableLines } from './printable';
import { askLine, askSecret, readAllStdin } from './prompt';

/** The shared address rule (the window's parser and words), a usage error (exit 2) when refused. */
const baseUrlOf = (text: string): string => checked(baseUrlRule, text);

/** Service address, e-mail and account id: asked for when missing, checked like the window does. */
async function accountFields(
  ctx: CommandContext,
  accountQuestion: string,
): Promise<{ baseUrl: string; email: string; accountId: string }> {
  // Enter takes the hosted service's address, as the window's sign-in form does.
  const baseUrl = baseUrlOf(await required(ctx, 'base-url', 'Service address', DEFAULT_BASE_URL));
  const email = checked(emailRule, await required(ctx, 'email', 'E-mail'));
  const accountId = checked(accountIdRule, await required(ctx, 'account', accountQuestion));
  return { baseUrl, email, accountId };
}

/** The secret from stdin when piped, else asked without echo on the terminal. */
async function secretInput(ctx: CommandContext, what: string, fromStdin: boolean): Promise<string> {
  if (fromStdin || !ctx.io.stdin.isTTY) {
    if (!fromStdin && what === 'Password') {
      throw new UsageError('No terminal to ask for the password on: pipe it in with --password-stdin.');
    }
    const secret = await readAllStdin(ctx.io, ctx.args.command);
    if (!secret) throw new UsageError(`The ${what.toLowerCase()} on standard input is empty.`);
    return secret;
  }
  const secret = await askSecret(ctx.io, `${what}: `);
  if (!secret) throw new UsageError(`No ${what.toLowerCase()} given.`);
  return secret;
}

function signedInText(ctx: CommandContext, account: AccountSummary): string {
  const snap = ctx.core.snapshot();
  const projects = snap.error
    ? `Projects could not be listed: ${printableLines(snap.error.message)}`
    : `${snap.projects.length} projects.`;
  return `Signed in as ${accountName(account)}, account ${printable(account.accountId)}. ${projects}\nAccount key: ${printable(account.key)}\n`;
}

/** Saves `--ca-file` (already absolute) so later commands and the tray app trust the same CA. */
async function rememberCaFile(ctx: CommandContext): Promise<void> {
  const caFile = ctx.caFile;
  if (caFile === undefined) return;
  await new SettingsStore(ctx.configDir).update((s) => void (s.preferences.caFile = caFile));
}

/**
 * Added to the service's refusal of a sign-in ("Invalid email, password or account."),
 * which does not say which of the three is wrong: what to check, and where the account id
 * is found, on the service's own web address.
 */
export const whatToCheck = (baseUrl: string): string =>
  'Check the e-mail and the password, and that the account id is the code after /a/ in the ' +
  `web app's address, e.g. ${new URL(baseUrl).origin}/a/124893893dd8/#/projects`;

export async function login(ctx: CommandContext): Promise<number> {
  const fields = await accountFields(ctx, 'Account id (after /a/ in the web app)');
  const password = await secretInput(ctx, 'Password', ctx.args.values['password-stdin'] === true);
  const label = ctx.args.values.label;
  const account = await ctx.core
    .signIn({ ...fields, password, ...(label ? { label } : {}) })
    .catch((error: unknown) => {
      if (!isApiError(error) || error.code !== 'unauthorized') throw error;
      const said = error.message.trim().replace(/([^.!?])$/, '$1.');
      throw new ApiError('unauthorized', `${said} ${whatToCheck(fields.baseUrl)}`, error.status, {
        cause: error,
      });
    });
  await rememberCaFile(ctx);
  // The token was just stored: the keychain answers.
  ctx.out({ account: accountJson(account, 'ok') }, signedInText(ctx, account));
  return 0;
}

const USER_AGENT_WHY =
  'The service binds a token to the User-Agent that created it and destroys the token for good ' +
  'when it sees another one.';

/** `--user-agent`, else asked on a terminal after saying why it matters; else a usage error. */
async function userAgentOf(ctx: CommandContext): Promise<string> {
  const given = ctx.args.values['user-agent'];
  if (typeof given === 'string' && given.trim() !== '') return given;
  if (ctx.io.stdin.isTTY) {
    ctx.io.stderr(
      `${USER_AGENT_WHY}\nGive the exact User-Agent the token was created with (curl sends e.g. "curl/8.5.0").\n`,
    );
    const answer = (await askLine(ctx.io, 'User-Agent: ')).trim();
    if (answer) return answer;
  }
  throw new UsageError(
    '--user-agent is required: give the exact User-Agent the token was created with (e.g. "curl/8.5.0"). ' +
      'The service binds a token to its User-Agent and destroys it for good when another one is sent.',
  );
}

export async function importToken(ctx: CommandContext): Promise<number> {
  const userAgent = await userAgentOf(ctx);
  const fields = await accountFields(ctx, 'Account id');
  const token = (await secretInput(ctx, 'Token', false)).trim();
  const label = ctx.args.values.label;
  const account = await ctx.core.importToken({ ...fields, token, userAgent, ...(label ? { label } : {}) });
  await rememberCaFile(ctx);
  ctx.out({ account: accountJson(account, 'ok') }, signedInText(ctx, account));
  return 0;
}

const NOT_TOLD =
  'the service could not be told: the token stays valid there until it goes unused for 30 days.\n';

export async function logout(ctx: CommandContext): Promise<number> {
  const snap = ctx.core.snapshot();
  const which = ctx.args.values.account;
  const account =
    typeof which === 'string' ? resolveAccount(snap.accounts, which) : snap.accounts.find((a) => a.active);
  if (account === undefined) throw new UsageError('No account to sign out of. See `timetray accounts`.');
  const outcome = await ctx.core.signOut(account.key);
  let human: string;
  if (outcome.state === 'not_signed_in')
    human = `${printable(account.label)} was not signed in; nothing to revoke.\n`;
  else if (outcome.state === 'revoked')
    human = 'Signed out. The token was revoked at the service and deleted from the keychain.\n';
  else human = `Signed out on this computer (the token was deleted from the keychain), but\n${NOT_TOLD}`;
  ctx.out({ account: account.key, ...outcome }, human);
  warn(ctx, outcome.warning);
  return 0;
}

/** What a sign-out that went through could not clean up: said on stderr, the exit stays 0. */
function warn(ctx: CommandContext, warning: string | undefined): void {
  if (warning) ctx.io.stderr(`timetray: ${printableLines(warning)}\n`);
}

/** Signs out of ACCOUNT (revoking its token) and removes it from the list. */
export async function remove(ctx: CommandContext): Promise<number> {
  const account = resolveAccount(ctx.core.snapshot().accounts, ctx.args.positionals[0]!);
  const outcome = await ctx.core.removeAccount(account.key);
  const name = accountName(account);
  let human: string;
  if (outcome.state === 'not_signed_in') human = `Removed ${name} (it was not signed in).\n`;
  else if (outcome.state === 'revoked')
    human = `Removed ${name}. Its token was revoked at the service and deleted from the keychain.\n`;
  else human = `Removed ${name} and deleted its token from the keychain, but\n${NOT_TOLD}`;
  ctx.out({ account: account.key, ...outcome }, human);
  warn(ctx, outcome.warning);
  return 0;
}
