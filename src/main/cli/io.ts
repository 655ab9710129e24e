import { m } from '../core/i18n';

/** What the CLI touches of its process, so tests can run it in-process if they want. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  env: NodeJS.ProcessEnv;
  /** The terminal's width when standard output is one (help is wrapped to it). */
  readonly columns?: number;
  /** Standard error is a terminal: progress lines (a wait) are said there, never into a pipe. */
  readonly stderrIsTTY?: boolean;
}

/** The first failed write to standard output; later output is dropped. */
let stdoutFailure: NodeJS.ErrnoException | null = null;

export const processIo: CliIo = {
  stdout: (text) => {
    if (stdoutFailure === null) process.stdout.write(text);
  },
  stderr: (text) => void process.stderr.write(text),
  // Opened when a command reads it (a prompt, `--password-stdin`): making `process.stdin`
  // loads Node's stream modules, about 4 ms of CPU that local commands never use.
  get stdin() {
    return process.stdin;
  },
  env: process.env,
  get columns() {
    return process.stdout.isTTY ? process.stdout.columns : undefined;
  },
  get stderrIsTTY() {
    return process.stderr.isTTY === true;
  },
};

/** The one line said when standard output cannot be written (not for a closed pipe). */
export function outputFailedLine(error: NodeJS.ErrnoException): string {
  const why = error.code === 'ENOSPC' ? m.cli_disk_full() : (error.code ?? error.message);
  return `${m.cli_output_failed({ why })}\n`;
}

/**
 * A failed write to standard output arrives as an 'error' event on `process.stdout`, which
 * unhandled ends the process with a stack trace. The command still runs to its end (a
 * sign-in must record the token it got; a lock must be released), its output dropped. A
 * reader that went away (EPIPE: `timetray projects | head -1`) is no error, as for any
 * command-line tool; any other failure (`>/dev/full`) is one line on stderr and exit 1.
 * Returns the exit code to use in place of the command's, or null.
 */
export function guardStandardStreams(): () => number | null {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (stdoutFailure !== null) return;
    stdoutFailure = error;
    if (error.code === 'EPIPE') return;
    process.stderr.write(outputFailedLine(error));
    process.exitCode = 1;
  });
  // Nowhere left to say anything: errors on stderr itself are not reported.
  process.stderr.on('error', () => undefined);
  return () => (stdoutFailure === null || stdoutFailure.code === 'EPIPE' ? null : 1);
}
