import type { AccountSummary } from '../../shared/types';
import { accountNames, sameName } from '../../shared/account-title';
import { CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import type { TimetrayCore } from '../core/timetray-core';
import type { ParsedArgs } from './args';
import { UsageError } from './exit-codes';
import type { CliIo } from './io';
import { shellQuoted } from '../../shared/shell-word';
import { printable, safeJson } from './printable';

/** What every command gets. */
export interface CommandContext {
  core: TimetrayCore;
  io: CliIo;
  args: ParsedArgs;
  configDir: string;
  /** `--ca-file` made absolute, when given. */
  caFile: string | undefined;
  /** Prints the `--json` document or the human text. */
  out(json: unknown, human: string): void;
}

/** `CommandContext.out` for one run: the `--json` document, or the human text. */
export const outputOf =
  (args: ParsedArgs, io: CliIo): CommandContext['out'] =>
  (json, human) =>
    io.stdout(args.values.json ? `${safeJson(json, 2)}\n` : human);

/** What `status` and `accounts` need: the state, not the core's actions (see state-commands.ts). */
export type StateContext = Omit<CommandContext, 'core'> & { core: Pick<TimetrayCore, 'snapshot'> };

/**
 * The active account, for a command that acts on it. Without one: no account at all needs a
 * sign-in (exit 3); accounts but none active (settings edited by hand) needs a choice, not a
 * new sign-in (exit 1, `settings`) — the user must say which client's data is meant.
 */
export function activeAccount(ctx: Pick<CommandContext, 'core'>): AccountSummary {
  const { accounts } = ctx.core.snapshot();
  const active = accounts.find((a) => a.active);
  if (active) return active;
  if (accounts.length > 0) throw new CoreError('settings', m.cli_no_active_account());
  throw new CoreError('signed_out', m.cli_no_account_yet());
}

/**
 * Finds an account by its key, label, account id or e-mail (case-insensitive), so users
 * need not type the long key. Ambiguity is a usage error naming the keys to choose from.
 */
export function resolveAccount(accounts: readonly AccountSummary[], text: string): AccountSummary {
  const exact = accounts.find((a) => a.key === text);
  if (exact) return exact;
  const needle = text.trim().toLowerCase();
  let hits = accounts.filter((a) => accountNames(a).some((v) => v.toLowerCase() === needle));
  if (hits.length === 0) {
    // Typed without its accents ("Sao Paulo" for "São Paulo"), as the window's search allows.
    hits = accounts.filter((a) => accountNames(a).some((v) => sameName(v, needle)));
  }
  if (hits.length === 1) return hits[0]!;
  if (hits.length > 1) {
    const keys = hits.map((a) => `  ${printable(shellQuoted(a.key))}`).join('\n');
    throw new UsageError(m.cli_several_accounts({ text, keys }));
  }
  throw new UsageError(m.cli_no_account_matches({ text }));
}

/**
 * An option's value, else asked on a terminal (Enter takes `fallback`, shown in the
 * question as `[fallback]`), else a usage error naming the option.
 */
export async function required(
  ctx: CommandContext,
  option: 'base-url' | 'email' | 'account' | 'user-agent',
  question: string,
  fallback?: string,
): Promise<string> {
  const given = ctx.args.values[option];
  if (typeof given === 'string' && given.trim() !== '') return given;
  if (ctx.io.stdin.isTTY) {
    // readline is loaded only to ask: local commands never do.
    const { askLine } = await import('./prompt');
    const offered = fallback ? ` [${printable(fallback)}]` : '';
    const answer = (await askLine(ctx.io, `${question}${offered}: `)).trim();
    if (answer) return answer;
    if (fallback) return fallback;
  }
  throw new UsageError(m.cli_option_required({ option, command: String(ctx.args.command) }));
}
