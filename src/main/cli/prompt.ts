import { createInterface } from 'node:readline';
import { m } from '../core/i18n';
import type { CommandName } from './command-table';
import type { CliIo } from './io';
import { CancelledError, UsageError } from './exit-codes';

/** More than a password, a token or a User-Agent ever needs; beyond it, input is refused. */
export const STDIN_LIMIT_BYTES = 64 * 1024;

/** How each command that reads a secret from standard input is given only that secret. */
const PIPE_ONLY_THE_SECRET: Partial<Record<CommandName, string>> = {
  login: `printf '%s' "$PASSWORD" | timetray login … --password-stdin`,
  'import-token': `printf '%s' "$TOKEN" | timetray import-token … --user-agent UA`,
};

/** Said when standard input holds more than {@link STDIN_LIMIT_BYTES}, with `command`'s own example. */
export const stdinTooLong = (command: CommandName | null): string => {
  const example = command === null ? undefined : PIPE_ONLY_THE_SECRET[command];
  const kib = STDIN_LIMIT_BYTES / 1024;
  return example ? m.cli_stdin_too_long_example({ kib, example }) : m.cli_stdin_too_long({ kib });
};

/** Said when a prompt's input ends (Ctrl-D, or a closed stdin) before an answer: exit 2. */
export const inputEnded = (): string => m.cli_input_ended();

/**
 * Reads all of standard input, at most `STDIN_LIMIT_BYTES` (`</dev/zero` would otherwise
 * fill the memory); one trailing newline is dropped (`echo pw | …`). `command`: whose
 * example the refusal gives.
 */
export async function readAllStdin(io: CliIo, command: CommandName | null): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop by the throw destroys the stream: nothing more is read.
  for await (const chunk of io.stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > STDIN_LIMIT_BYTES) throw new UsageError(stdinTooLong(command));
    chunks.push(bytes);
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * Asks one line with echo (terminal only). Ctrl-C cancels ("Cancelled.", exit 130); Ctrl-D
 * or the end of input before an answer cancels too (exit 2): never an empty answer taken
 * for consent, and never an exit 0 that lets `timetray login && …` carry on.
 */
export async function askLine(io: CliIo, question: string): Promise<string> {
  const rl = createInterface({ input: io.stdin, output: process.stderr, terminal: true });
  try {
    return await new Promise<string>((resolve, reject) => {
      let answered = false;
      // The cursor is still after the question: what is said next gets a line of its own.
      const cancel = (why: Error) => {
        io.stderr('\n');
        reject(why);
      };
      rl.on('SIGINT', () => cancel(new CancelledError()));
      rl.on('close', () => {
        if (!answered) cancel(new UsageError(inputEnded()));
      });
      rl.question(question, (answer) => {
        answered = true;
        resolve(answer);
      });
    });
  } finally {
    rl.close();
  }
}

/**
 * Asks for a secret on a terminal without echoing it (raw mode, so nothing of it is
 * ever written to the screen or a scrollback). Ctrl-C cancels (exit 130).
 */
export async function askSecret(io: CliIo, question: string): Promise<string> {
  const stdin = io.stdin;
  if (!stdin.isTTY || !stdin.setRawMode) throw new UsageError(m.cli_no_terminal_secret());
  // Echo off before the prompt shows, so nothing typed right after it can be echoed.
  stdin.setRawMode(true);
  stdin.resume();
  io.stderr(question);
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: Buffer | string): void => {
        for (const ch of chunk.toString('utf8')) {
          if (ch === '\r' || ch === '\n' || ch === '\u0004') {
            stdin.off('data', onData);
            resolve(typed);
            return;
          }
          if (ch === '\u0003') {
            stdin.off('data', onData);
            reject(new CancelledError());
            return;
          }
          if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
          else typed += ch;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    io.stderr('\n');
  }
}
