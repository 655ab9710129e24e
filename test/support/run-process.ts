import { spawn } from 'node:child_process';

/** What a finished child process left: exit code and everything it printed. */
export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` without blocking this process (the sandbox serves from the test process)
 * and collects its output. `input` is piped to stdin, which is then closed (not a terminal).
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
