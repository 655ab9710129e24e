import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { BUILT_CLI } from './run-cli';
import { ROOT } from './run-probe';

export interface StreamsRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * The built CLI with its stdin and stdout where a case needs them: a file descriptor
 * (/dev/full, /dev/zero), or a pipe whose reader has gone (`| head -0`). Killed after
 * `killAfterMs`, so a hang shows as a time, not a stuck run.
 */
export function runWithStreams(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: { stdin?: number | 'ignore'; stdout?: number | 'pipe' | 'closed-pipe'; killAfterMs?: number } = {},
): Promise<StreamsRun> {
  const started = Date.now();
  const stdout = io.stdout ?? 'pipe';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT_CLI, ...args], {
      cwd: ROOT,
      env,
      stdio: [io.stdin ?? 'ignore', stdout === 'closed-pipe' ? 'pipe' : stdout, 'pipe'],
    });
    // The reader goes away before the CLI has started, like `| head -0`.
    if (stdout === 'closed-pipe') child.stdout!.destroy();
    const killer = setTimeout(() => child.kill('SIGKILL'), io.killAfterMs ?? 20_000);
    let out = '';
    let err = '';
    if (stdout === 'pipe') child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr!.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout: out, stderr: err, ms: Date.now() - started });
    });
  });
}

/** `use` with `path` opened (closed after, whatever happens). */
export function withFd<T>(path: string, flags: string, use: (fd: number) => Promise<T>): Promise<T> {
  const fd = openSync(path, flags);
  return use(fd).finally(() => closeSync(fd));
}
