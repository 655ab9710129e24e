import { createInterface } from 'node:readline';
import type { CliIo } from './io';
import { UsageError } from './exit-codes';

/** Reads all of standard input; one trailing newline is dropped (`echo pw | …`). */
export async function readAllStdin(io: CliIo): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks one line with echo (terminal only). */
export async function askLine(io: CliIo, question: string): Promise<string> {
  const rl = createInterface({ input: io.stdin, output: process.stderr, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
  }
}

/**
 * Asks for a secret on a terminal without echoing it (raw mode, so nothing of it is
 * ever written to the screen or a scrollback). Ctrl-C aborts.
 */
export async function askSecret(io: CliIo, question: string): Promise<string> {
  const stdin = io.stdin;
  if (!stdin.isTTY || !stdin.setRawMode)
    throw new UsageError('No terminal to ask on: pass the secret on standard input.');
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
            reject(new UsageError('Cancelled.'));
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
