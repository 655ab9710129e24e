import { CoreError } from '../core/core-error';
import { type CommandContext, resolveAccount } from './context';
import { EXIT, UsageError } from './exit-codes';
import { formatAccounts, formatProjects } from './format';

export async function accounts(ctx: CommandContext): Promise<number> {
  const list = ctx.core.snapshot().accounts;
  ctx.out({ accounts: list }, formatAccounts(list));
  return EXIT.ok;
}

export async function use(ctx: CommandContext): Promise<number> {
  const account = resolveAccount(ctx.core.snapshot().accounts, ctx.args.positionals[0]!);
  await ctx.core.useAccount(account.key);
  const now = ctx.core.snapshot().accounts.find((a) => a.key === account.key)!;
  ctx.out(
    { account: now },
    `Now using ${now.label} <${now.email}>${now.signedIn ? '' : ' (signed out: run `timetray login`)'}.\n`,
  );
  return EXIT.ok;
}

/** Local state only; exits 3 when the active account is not signed in (handy in scripts). */
export async function status(ctx: CommandContext): Promise<number> {
  const snap = ctx.core.snapshot();
  const account = snap.accounts.find((a) => a.active) ?? null;
  const signedIn = snap.session.status === 'signed_in';
  const reason = snap.session.status === 'signed_out' ? snap.session.reason : null;
  const human = !account
    ? 'No account. Add one with `timetray login`.\n'
    : `${account.label} <${account.email}>, account ${account.accountId} at ${account.baseUrl}\n` +
      (signedIn ? 'Signed in.' : `Signed out${reason ? `: ${reason}` : '.'}`) +
      `\n${snap.projects.length} cached projects${snap.lastRefresh ? `, last refreshed ${snap.lastRefresh}` : ''}.\n`;
  ctx.out(
    { signedIn, account, reason, cachedProjects: snap.projects.length, lastRefresh: snap.lastRefresh },
    human,
  );
  return signedIn ? EXIT.ok : EXIT.signIn;
}

export async function projects(ctx: CommandContext): Promise<number> {
  const active = ctx.core.snapshot().accounts.find((a) => a.active);
  if (!active) throw new CoreError('signed_out', 'No account yet — run `timetray login` first.');
  const fromCache = ctx.args.values.cached === true;
  if (!fromCache) await ctx.core.refreshProjects();
  const snap = ctx.core.snapshot();
  const when = snap.lastRefresh ? ` · ${fromCache ? 'cached' : 'refreshed'} ${snap.lastRefresh}` : '';
  const skipped = snap.skippedProjects ? ` · ${snap.skippedProjects} unreadable item(s) skipped` : '';
  ctx.out(
    {
      account: active.key,
      fromCache,
      fetchedAt: snap.lastRefresh,
      skipped: snap.skippedProjects,
      projects: snap.projects,
    },
    `${formatProjects(snap.projects)}${snap.projects.length} projects${when}${skipped}\n`,
  );
  return EXIT.ok;
}

export async function renameCustomer(ctx: CommandContext): Promise<number> {
  const [idText, name] = ctx.args.positionals as [string, string];
  const id = Number(idText);
  if (!/^\d+$/.test(idText) || !Number.isSafeInteger(id) || id <= 0)
    throw new UsageError(`"${idText}" is not a customer id (a positive whole number).`);
  if (name.trim() === '') throw new UsageError('The new name is empty.');
  const result = await ctx.core.renameCustomer(id, name.trim());
  ctx.out(result, `Customer ${result.customerId} is now "${result.name}".\n`);
  return EXIT.ok;
}
