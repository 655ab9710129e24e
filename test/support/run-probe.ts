import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
const PROBE = 'node --import tsx test/support/keychain-probe.ts';

export interface ProbeResult {
  ok: boolean;
  name?: string;
  code?: string;
  message?: string;
}

/**
 * Runs the keychain probe in a child process through `bash -c` (so a test can wrap it in
 * `dbus-run-session`, a nested keyring harness, …). `{probe}` in `script` is replaced by the
 * probe command.
 */
export function runProbe(script: string, env: NodeJS.ProcessEnv = process.env): ProbeResult {
  const run = spawnSync('bash', ['-c', script.replaceAll('{probe}', PROBE)], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as ProbeResult;
  } catch {
    throw new Error(`probe printed no result (exit ${run.status}): ${run.stdout}\n${run.stderr}`);
  }
}
