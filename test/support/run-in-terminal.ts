import { spawn } from 'node:child_process';
import { ROOT } from './run-probe';

/** Ctrl-C or Ctrl-D as an answer: sent without Enter. */
export const CTRL_C = '\u0003';
export const CTRL_D = '\u0004';
const CONTROL_KEY = new Set([CTRL_C, CTRL_D]);

/**
 * Runs `node <args>` on a real pseudo-terminal (util-linux `script`), answering each prompt
 * when it appears: `answers` maps a prompt's text to what the user types. Returns everything
 * the terminal showed, which is how a test proves a secret was not echoed.
 */
export function runInTerminal(
  args: string[],
  answers: Array<[prompt: string, typed: string]>,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; screen: string }> {
  const quoted = [process.execPath, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', quoted, '/dev/null'], { cwd: ROOT, env });
    let screen = '';
    let next = 0;
    let seenUpTo = 0; // prompts are looked for after the previous one (readline adds cursor codes)
    child.stdout.on('data', (d: Buffer) => {
      screen += d.toString('utf8');
      const answer = answers[next];
      const at = answer ? screen.indexOf(answer[0], seenUpTo) : -1;
      if (answer && at >= 0) {
        next += 1;
        seenUpTo = at + answer[0].length;
        // A control key (Ctrl-C, Ctrl-D) is pressed alone; text is followed by Enter.
        child.stdin.write(CONTROL_KEY.has(answer[1]) ? answer[1] : `${answer[1]}\r`);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, screen }));
  });
}
