import { parseCli, type ParsedArgs } from './args';
import { commandHelp, overviewHelp } from './help';
import { terminalWidth } from './reflow';
import { m } from '../core/i18n';
import { speakCliLanguage } from './language';
import type { CliIo } from './io';
import { VERSION } from './version';
import { defaultConfigDir } from '../core/settings/config-dir';

/**
 * Prints, once per wait, which lock a command waits for and who holds it, on stderr (stdout
 * stays parseable; with --json, as a `lock_wait` warning).
 */
async function announceLockWaits(io: CliIo, json: boolean): Promise<void> {
  const { lockWaitText, setLockWaitListener } = await import('../core/files/file-lock');
  // Its module is loaded only when a wait happens: `config` never loads it otherwise.
  const say = async (text: string) => (await import('./exit-codes')).warn(io, text, json, 'lock_wait');
  setLockWaitListener((wait) => void say(lockWaitText(wait)));
}

/** `timetray help [COMMAND]`, as git and npm take it: `--help` of that command, or the overview. */
function helpAsOption(argv: string[]): string[] {
  if (argv[0] !== 'help') return argv;
  const [, command, ...rest] = argv;
  return command === undefined ? ['--help', ...rest] : [command, '--help', ...rest];
}

/**
 * Runs one CLI invocation and returns its exit code. Help and usage errors are answered
 * before the core (undici, zod, keytar) is loaded, so they are instant and work even when
 * the keychain module is broken.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // First, so every word below (usage errors included) is in the user's language.
  await speakCliLanguage(io.env);
  let args: ParsedArgs;
  try {
    args = parseCli(helpAsOption(argv));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(
      argv.includes('--json')
        ? `${JSON.stringify({ error: { code: 'bad_input', message } })}\n`
        : `timetray: ${message}\n`,
    );
    return 2;
  }
  const { command } = args;
  const json = args.values.json === true;
  if (args.values.version) {
    io.stdout(json ? `${JSON.stringify({ version: VERSION })}\n` : `timetray ${VERSION}\n`);
    return 0;
  }
  if (args.values.help) {
    const width = terminalWidth(io.columns, io.env);
    io.stdout(command === null ? overviewHelp(width) : commandHelp(command, width));
    return 0;
  }
  if (command === null) {
    // Asked for nothing: a usage error, so the help goes where errors go (with --json, the
    // error document every failure gives).
    if (json) io.stderr(`${JSON.stringify({ error: { code: 'bad_input', message: m.cli_no_command() } })}\n`);
    else io.stderr(overviewHelp(terminalWidth(undefined, io.env)));
    return 2;
  }
  // Both below save settings: a wait for another process's lock is said, not sat through silently.
  if (command === 'config') await announceLockWaits(io, json);
  // Neither needs the core's start (keychain, cache): they must work when those are broken.
  if (command === 'config') return (await import('./config-command')).runConfig({ ...args, command }, io);
  if (command === 'completion')
    return (await import('./completion-command')).runCompletion({ ...args, command }, io);
  if (command === 'doctor')
    return (await import('./doctor-command')).runDoctorCommand({ ...args, command }, io);
  await announceLockWaits(io, json);
  // A new user's first `status` or `accounts` has nothing for the core to open.
  if (command === 'status' || command === 'accounts') {
    const { answerBeforeFirstAccount } = await import('./before-first-account');
    const early = await answerBeforeFirstAccount({ ...args, command }, io, defaultConfigDir(io.env));
    if (early !== null) return early;
  }
  const { runCommand } = await import('./run');
  return runCommand({ ...args, command }, io);
}
