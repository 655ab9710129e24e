import { PendingTokens } from '../core/accounts/pending-tokens';
import { SettingsStore } from '../core/settings/settings-store';
import { buildSnapshot, initialView } from '../core/state/snapshot';
import type { ParsedArgs } from './args';
import { outputOf, type StateContext } from './context';
import { report } from './exit-codes';
import type { CliIo } from './io';

/**
 * `status` and `accounts` before the first sign-in, answered from settings.json alone, without
 * opening the core: its keychain, saved-list and lock modules are most of what these two
 * commands cost a new user, who types them first (`npm run bench -- cli`). Only when that is
 * all there is to tell — settings that read cleanly and list no account, no `--ca-file` to
 * check, no sign-in noted that a start would settle (revoking its token) — and then in the
 * same words and `--json` as the core would give, by the same commands over the same
 * snapshot (test/integration/cli-before-first-account.test.ts compares the two). Returns
 * null when the usual way must answer.
 */
export async function answerBeforeFirstAccount(
  args: ParsedArgs & { command: 'status' | 'accounts' },
  io: CliIo,
  configDir: string,
): Promise<number | null> {
  if (args.values['ca-file'] !== undefined) return null;
  // Read, not loaded: a corrupt file is the core's to move aside, and to say so.
  const read = await new SettingsStore(configDir).read();
  if ('corrupt' in read || read.notice !== null || read.settings.accounts.length > 0) return null;
  if (await new PendingTokens(configDir).anyNoted()) return null;
  const snapshot = buildSnapshot({ ...initialView(), settings: read.settings });
  const ctx: StateContext = {
    core: { snapshot: () => snapshot },
    io,
    args,
    configDir,
    caFile: undefined,
    out: outputOf(args, io),
  };
  try {
    const commands = await import('./state-commands');
    return await commands[args.command](ctx);
  } catch (error) {
    return report(io, error, args.values.json === true);
  }
}
