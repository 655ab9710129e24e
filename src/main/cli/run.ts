import { resolve } from 'node:path';
import { defaultConfigDir } from '../core/accounts/config-dir';
import { NEWER_SETTINGS } from '../core/accounts/settings-store';
import { CoreError } from '../core/core-error';
import { TimetrayCore } from '../core/timetray-core';
import type { CommandName, ParsedArgs } from './args';
import type { CommandContext } from './context';
import { errorCodeOf, exitCodeFor } from './exit-codes';
import type { CliIo } from './io';
import { printableLines, safeJson } from './printable';
import { project } from './project-command';
import { importToken, login, logout, remove } from './session-commands';
import { accounts, projects, renameCustomer, status, use } from './view-commands';

const HANDLERS: Record<CommandName, (ctx: CommandContext) => Promise<number>> = {
  login,
  logout,
  remove,
  accounts,
  use,
  status,
  projects,
  project,
  'rename-customer': renameCustomer,
  'import-token': importToken,
  // Answered by main.ts before the core opens; never reached from here.
  config: unreachable,
  doctor: unreachable,
};

async function unreachable(): Promise<number> {
  throw new Error('config and doctor run without the core (see cli/main.ts)');
}

/**
 * Commands that save settings. With a newer version's settings file they are refused before
 * they start: a login would otherwise create a token it then could not record.
 */
const WRITES_SETTINGS = new Set<CommandName>(['login', 'import-token', 'logout', 'remove', 'use']);

/** Runs one parsed command (not help); returns the exit code (see `EXIT`). Never prints a token. */
export async function runCommand(args: ParsedArgs & { command: CommandName }, io: CliIo): Promise<number> {
  const configDir = defaultConfigDir(io.env);
  let core: TimetrayCore | null = null;
  try {
    // Absolute from here on: the core reads it later, and login saves it for runs from
    // other folders (a relative path would then name another file, or none).
    const given = args.values['ca-file'];
    const caFile = typeof given === 'string' && given !== '' ? resolve(given) : undefined;
    core = await TimetrayCore.open({ configDir, ...(caFile ? { caFile } : {}) });
    // Its accounts are in there: no command may act as if there were none, or save over it.
    const unreadable = await core.unreadableSettings();
    if (unreadable !== null) throw new CoreError('settings', unreadable);
    const notice = core.snapshot().error;
    if (notice?.code === 'settings') {
      if (notice.message.startsWith(NEWER_SETTINGS) && WRITES_SETTINGS.has(args.command))
        throw new CoreError('settings', notice.message);
      io.stderr(`timetray: ${printableLines(notice.message)}\n`);
    }
    // A cache problem met while opening is that notice when nothing else was shown.
    for (const warning of await core.takeWarnings())
      if (warning !== notice?.message) io.stderr(`timetray: ${printableLines(warning)}\n`);
    const ctx: CommandContext = {
      core,
      io,
      args,
      configDir,
      caFile,
      out: (value, human) => io.stdout(args.values.json ? `${safeJson(value, 2)}\n` : human),
    };
    return await HANDLERS[args.command](ctx);
  } catch (error) {
    return report(io, error, args.values.json === true);
  } finally {
    await core?.close();
    // Met during the command (e.g. a list that could not be saved on a full disk): the command
    // itself went through, but the user must learn why the next offline start lacks it.
    for (const warning of (await core?.takeWarnings()) ?? [])
      io.stderr(`timetray: ${printableLines(warning)}\n`);
  }
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
