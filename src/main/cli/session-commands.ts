import { normalizeBaseUrl } from '../core/api';
import { SettingsStore } from '../core/accounts/settings-store';
import { isApiError } from '../core/api';
import type { AccountSummary } from '../../shared/types';
import { type CommandContext, required, resolveAccount } from './context';
import { UsageError } from './exit-codes';
import { askSecret, readAllStdin } from './prompt';

/** A base URL the client refuses is a usage error here (exit 2), with the client's reason. */
function baseUrlOf(text: string): string {
  try {
    return normalizeBaseUrl(text);
  } catch (error) {
    throw new UsageError(isApiError(error) ? error.message : 'The service address is not valid.');
  }
}

/** The secret from stdin when piped, else asked without echo on the terminal. */
async function secretInput(ctx: CommandContext, what: string, fromStdin: boolean): Promise<string> {
  if (fromStdin || !ctx.io.stdin.isTTY) {
    if (!fromStdin && what === 'Password') {
      throw new UsageError('No terminal to ask for the password on: pipe it in with --password-stdin.');
    }
    const secret = await readAllStdin(ctx.io);
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
    ? `Projects could not be listed: ${snap.error.message}`
    : `${snap.projects.length} projects.`;
  return `Signed in as ${account.label} <${account.email}>, account ${account.accountId}. ${projects}\nAccount key: ${account.key}\n`;
}

/** Saves `--ca-file` so later commands and the tray app trust the same CA. */
async function rememberCaFile(ctx: CommandContext): Promise<void> {
  const caFile = ctx.args.values['ca-file'];
  if (typeof caFile !== 'string') return;
  await new SettingsStore(ctx.configDir).update((s) => void (s.preferences.caFile = caFile));
}

export async function login(ctx: CommandContext): Promise<number> {
  const baseUrl = baseUrlOf(await required(ctx, 'base-url', 'Service address (https://…/api/v1): '));
  const email = await required(ctx, 'email', 'E-mail: ');
  const accountId = await required(ctx, 'account', 'Account id (after /a/ in the web app): ');
  const password = await secretInput(ctx, 'Password', ctx.args.values['password-stdin'] === true);
  const label = ctx.args.values.label;
  const account = await ctx.core.signIn({ baseUrl, email, accountId, password, ...(label ? { label } : {}) });
  await rememberCaFile(ctx);
  ctx.out({ account }, signedInText(ctx, account));
  return 0;
}

export async function importToken(ctx: CommandContext): Promise<number> {
  const userAgent = ctx.args.values['user-agent'];
  if (typeof userAgent !== 'string' || userAgent === '') {
    throw new UsageError(
      '--user-agent is required: give the exact User-Agent the token was created with (e.g. "curl/8.5.0"). ' +
        'The service binds a token to its User-Agent and destroys it for good when another one is sent.',
    );
  }
  const baseUrl = baseUrlOf(await required(ctx, 'base-url', 'Service address (https://…/api/v1): '));
  const email = await required(ctx, 'email', 'E-mail: ');
  const accountId = await required(ctx, 'account', 'Account id: ');
  const token = (await secretInput(ctx, 'Token', false)).trim();
  const label = ctx.args.values.label;
  const account = await ctx.core.importToken({
    baseUrl,
    email,
    accountId,
    token,
    userAgent,
    ...(label ? { label } : {}),
  });
  await rememberCaFile(ctx);
  ctx.out({ account }, signedInText(ctx, account));
  return 0;
}

export async function logout(ctx: CommandContext): Promise<number> {
  const snap = ctx.core.snapshot();
  const which = ctx.args.values.account;
  const account =
    typeof which === 'string' ? resolveAccount(snap.accounts, which) : snap.accounts.find((a) => a.active);
  if (account === undefined) throw new UsageError('No account to sign out of. See `timetray accounts`.');
  const { revoked } = await ctx.core.signOut(account.key);
  let human: string;
  if (!account.signedIn) human = `${account.label} was not signed in; nothing to revoke.\n`;
  else if (revoked)
    human = 'Signed out. The token was revoked at the service and deleted from the keychain.\n';
  else {
    human =
      'Signed out on this computer (the token was deleted from the keychain), but the service could not be told:\n' +
      'the token stays valid there until it goes unused for 30 days.\n';
  }
  ctx.out({ account: account.key, revoked }, human);
  return 0;
}
