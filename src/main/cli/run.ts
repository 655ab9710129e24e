import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultConfigDir } from '../core/settings/config-dir';
import { newerSettings } from '../core/settings/settings-store';
import { CoreError } from '../core/core-error';
import { TimetrayCore } from '../core/timetray-core';
import { waitText } from '../core/api/wait-text';
import { m } from '../core/i18n';
import type { ParsedArgs } from './args';
import type { CommandName } from './command-table';
import { outputOf, type CommandContext } from './context';
import { exitCodeFor, report, signInHint, UsageError, warn } from './exit-codes';
import { USAGE_TEXT } from './help';
import type { CliIo } from './io';

export { report };

type Handler = (ctx: CommandContext) => Promise<number>;

/** Each command's module is loaded when that command runs: `status` does not load `login`. */
const HANDLERS: Record<CommandName, () => Promise<Handler>> = {
  login: async () => (await import('./session-commands')).login,
  logout: async () => (await import('./session-commands')).logout,
  remove: async () => (await import('./session-commands')).remove,
  'import-token': async () => (await import('./session-commands')).importToken,
  accounts: async () => (await import('./state-commands')).accounts,
  use: async () => (await import('./view-commands')).use,
  status: async () => (await import('./state-commands')).status,
  projects: async () => (await import('./view-commands')).projects,
  'rename-customer': async () => (await import('./view-commands')).renameCustomer,
  project: async () => (await import('./project-command')).project,
  report: async () => (await import('./report-command')).report,
  budget: async () => (await import('./budget-commands')).budget,
  budgets: async () => (await import('./period-budget-commands')).budgets,
  pin: async () => (await import('./budget-commands')).pin,
  unpin: async () => (await import('./budget-commands')).unpin,
  open: async () => (await import('./budget-commands')).open,
  // Answered by main.ts before the core opens; never reached from here.
  config: unreachable,
  doctor: unreachable,
  completion: unreachable,
};

async function unreachable(): Promise<Handler> {
  throw new Error('config, doctor and completion run without the core (see cli/main.ts)');
}

/** The commands that sign in. */
const SIGNS_IN = new Set<CommandName>(['login', 'import-token']);

/**
 * Commands that neither show who is signed in nor need a token: they open the core without
 * asking the keychain, so a stuck or locked one neither holds them up nor ends them (exit 137
 * after 15 s, see core/vault/unanswered-calls.ts) once their change is saved. One that finds
 * no saved list asks it then (see `mustBeListed`).
 */
const KEYCHAIN_FREE = new Set<CommandName>(['budget', 'pin', 'unpin', 'open']);

/** Commands that talk to the service (unless `--cached`): they also keep idle accounts alive. */
const GOES_ONLINE = new Set<CommandName>([
  'login',
  'import-token',
  'logout',
  'remove',
  'projects',
  'project',
  'rename-customer',
  'report',
  'budgets',
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

/**
 * A `--ca-file` that cannot be used (missing, a FIFO or a device, no PEM certificate) is a
 * mistake on the command line: a usage error naming the flag (exit 2) before anything runs,
 * not a network failure later, nor a fix that points at the saved setting.
 */
async function refuseUnusableCaFlag(file: string): Promise<void> {
  const { readCaFile } = await import('../core/net/ca-file');
  const reading = await readCaFile(file);
  if (!reading.ok) throw new UsageError(USAGE_TEXT.caFileFlag(reading.problem));
}

/** Runs one parsed command (not help); returns the exit code (see `EXIT`). Never prints a token. */
export async function runCommand(args: ParsedArgs & { command: CommandName }, io: CliIo): Promise<number> {
  const configDir = defaultConfigDir(io.env);
  let core: TimetrayCore | null = null;
  // Each problem is said once per run: a cache file met on opening and again while refreshing
  // is one problem, and one that ends the command (`--cached` with an unreadable list) too.
  // With --json the error document must be printed whatever was said, so the warnings wait
  // for the end, and the one the error repeats is left out.
  const json = args.values.json === true;
  const said = new Set<string>();
  const held: string[] = [];
  const say = (problem: string) => {
    if (said.has(problem)) return;
    said.add(problem);
    if (json) held.push(problem);
    else warn(io, problem, false);
  };
  try {
    // Absolute from here on: the core reads it later, and login saves it for runs from
    // other folders (a relative path would then name another file, or none).
    const given = args.values['ca-file'];
    const caFile = typeof given === 'string' && given !== '' ? resolve(given) : undefined;
    if (caFile !== undefined) await refuseUnusableCaFlag(caFile);
    core = await TimetrayCore.open({
      configDir,
      ...(caFile ? { caFile } : {}),
      // A call still running at the budget ends soon after it, so the process can exit.
      keepAliveDeadlineMs: KEEP_ALIVE_BUDGET_MS,
      // `--cached` (`projects`, `project ID`) shows only what is saved, never who is signed in;
      // budgets, pins and the web address are this computer's own.
      asksKeychain: args.values.cached !== true && !KEYCHAIN_FREE.has(args.command),
      // A pause of up to 10 s with nothing said looks like a hang.
      onServiceWait: (ms, status) => {
        if (io.stderrIsTTY !== true) return;
        const wait = waitText(ms);
        io.stderr(
          `${status === 429 ? m.cli_waiting_for_service({ wait }) : m.cli_waiting_for_busy_service({ wait })}\n`,
        );
      },
    });
    // Its accounts are in there: no command may act as if there were none, or save over it.
    const unreadable = await core.unreadableSettings();
    if (unreadable !== null) throw new CoreError('settings', unreadable);
    const notice = core.snapshot().error;
    if (notice?.code === 'settings') {
      // Their accounts are unknown to this version: a command would answer "no account" (and
      // point at a `login` it would then refuse), or save over them.
      if (notice.message.startsWith(newerSettings())) throw new CoreError('settings', notice.message);
      say(notice.message);
    }
    // A cache problem met while opening is that notice when nothing else was shown.
    for (const warning of await core.takeWarnings()) say(warning);
    const ctx: CommandContext = {
      core,
      io,
      args,
      configDir,
      caFile,
      out: outputOf(args, io),
    };
    const handler = await HANDLERS[args.command]();
    const code = await handler(ctx);
    if (GOES_ONLINE.has(args.command) && args.values.cached !== true) await keepIdleAccountsAlive(core);
    return code;
  } catch (error) {
    if (error instanceof CoreError && said.has(error.message)) {
      // Already said above (file and fix): only its exit code is left to give.
      if (!json) return exitCodeFor(error);
      const repeated = held.indexOf(error.message);
      if (repeated >= 0) held.splice(repeated, 1);
    }
    const code = report(io, error, json);
    // `login` and `import-token` are how one signs in: their refusals say what to check instead.
    const active = core?.snapshot().accounts.find((a) => a.active);
    if (!SIGNS_IN.has(args.command)) io.stderr(signInHint(error, json, active));
    return code;
  } finally {
    await core?.close();
    // Met during the command (e.g. a list that could not be saved on a full disk): the command
    // itself went through, but the user must learn why the next offline start lacks it.
    for (const warning of (await core?.takeWarnings()) ?? []) say(warning);
    for (const problem of held) warn(io, problem, true);
  }
}
