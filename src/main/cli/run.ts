import { defaultConfigDir } from '../core/accounts/config-dir';
import { TimetrayCore } from '../core/timetray-core';
import type { CommandName, ParsedArgs } from './args';
import type { CommandContext } from './context';
import { errorCodeOf, exitCodeFor } from './exit-codes';
import type { CliIo } from './io';
import { importToken, login, logout } from './session-commands';
import { accounts, projects, renameCustomer, status, use } from './view-commands';

const HANDLERS: Record<CommandName, (ctx: CommandContext) => Promise<number>> = {
  login,
  logout,
  accounts,
  use,
  status,
  projects,
  'rename-customer': renameCustomer,
  'import-token': importToken,
};

/** Runs one parsed command (not help); returns the exit code (see `EXIT`). Never prints a token. */
export async function runCommand(args: ParsedArgs & { command: CommandName }, io: CliIo): Promise<number> {
  const configDir = defaultConfigDir(io.env);
  let core: TimetrayCore | null = null;
  try {
    const caFile = args.values['ca-file'];
    core = await TimetrayCore.open({ configDir, ...(typeof caFile === 'string' ? { caFile } : {}) });
    const notice = core.snapshot().error;
    if (notice?.code === 'settings') io.stderr(`timetray: ${notice.message}\n`);
    const ctx: CommandContext = {
      core,
      io,
      args,
      configDir,
      out: (value, human) => io.stdout(args.values.json ? `${JSON.stringify(value, null, 2)}\n` : human),
    };
    return await HANDLERS[args.command](ctx);
  } catch (error) {
    return report(io, error, args.values.json === true);
  } finally {
    await core?.close();
  }
}

/** Prints an error (JSON on stderr with `--json`) and returns its exit code. */
export function report(io: CliIo, error: unknown, json: boolean): number {
  const message = error instanceof Error ? error.message : String(error);
  const code = errorCodeOf(error);
  io.stderr(json ? `${JSON.stringify({ error: { code, message } })}\n` : `timetray: ${message}\n`);
  return exitCodeFor(error);
}
