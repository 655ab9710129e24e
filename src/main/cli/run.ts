import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** Commands that talk to the service (unless `--cached`): they also keep idle accounts alive. */
const GOES_ONLINE = new Set<CommandName>([
  'login',
  'import-token',
  'logout',
  'remove',
  'projects',
  'project',
  'rename-customer',
]);

/**
 * How long a command that went online may go on, after its output, keeping idle accounts
 * alive (see `keepIdleAccountsAlive`). Short: the user waits for the prompt meanwhile.
 */
const KEEP_ALIVE_BUDGET_MS = 1500;

/**
 * After a command's own work and output: what is due of the keep-alive (one call per
 * signed-in account unused for 7 days, at most once a day; see `KeepAlive`), one account
 * after the other, no gap. It stops starting calls at the budget and is not waited for
 * beyond it: an account not reached is still due for the next command. Its failures are
 * not the command's: they are silent here (a 401 still signs that account out, as always).
 */
async function keepIdleAccountsAlive(core: TimetrayCore): Promise<void> {
  const signal = AbortSignal.timeout(KEEP_ALIVE_BUDGET_MS);
  const budget = sleep(KEEP_ALIVE_BUDGET_MS, undefined, { ref: false });
  await Promise.race([core.keepAliveDue({ signal }).catch(() => undefined), budget]);
}

/** Runs one parsed command (not help); returns the exit code (see `EXIT`). Never prints a token. */
export async function runCommand(args: ParsedArgs & { command: CommandName }, io: CliIo): Promise<number> {
  const configDir = defaultConfigDir(io.env);
  let core: TimetrayCore | null = null;
  try {
    // Absolute from here on: the core reads it later, and login saves it for runs from
    // other folders (a relative path would then name another file, or none).
    const given = args.values['ca-file'];
    const caFile = typeof given === 'string' && given !== '' ? resolve(given) : undefined;
    core = await TimetrayCore.open({
      configDir,
      ...(caFile ? { caFile } : {}),
      // A call still running at the budget ends soon after it, so the process can exit.
      keepAliveDeadlineMs: KEEP_ALIVE_BUDGET_MS,
    });
    const notice = core.snapshot().error;
    if (notice?.code === 'settings') {
      if (notice.message.startsWith(NEWER_SETTINGS) && WRITES_SETTINGS.has(args.command))
        throw new CoreError('settings', notice.message);
      io.stderr(`timetray: ${printableLines(notice.message)}\n`);
    }
    const ctx: CommandContext = {
      core,
      io,
      args,
      configDir,
      caFile,
      out: (value, human) => io.stdout(args.values.json ? `${safeJson(value, 2)}\n` : human),
    };
    const code = await HANDLERS[args.command](ctx);
    if (GOES_ONLINE.has(args.command) && args.values.cached !== true) await keepIdleAccountsAlive(core);
    return code;
  } catch (error) {
    return report(io, error, args.values.json === true);
  } finally {
    await core?.close();
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
