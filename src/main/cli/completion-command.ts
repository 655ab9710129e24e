import type { ParsedArgs } from './args';
import type { CommandName } from './command-table';
import { completionScript, SHELLS, type Shell } from './completion';
import { EXIT, report } from './exit-codes';
import { USAGE_TEXT } from './help';
import type { CliIo } from './io';
import { UsageError } from './usage-error';

/** `timetray completion bash|zsh|fish`: prints the script; needs no core, keychain or network. */
export async function runCompletion(args: ParsedArgs & { command: CommandName }, io: CliIo): Promise<number> {
  const shell = args.positionals[0] ?? '';
  if (!(SHELLS as readonly string[]).includes(shell)) {
    return report(
      io,
      new UsageError(`${USAGE_TEXT.unknownShell(shell, SHELLS)} ${USAGE_TEXT.seeHelp('completion')}`),
      args.values.json === true,
    );
  }
  io.stdout(completionScript(shell as Shell));
  return EXIT.ok;
}
