import { spawnSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import { ROOT } from './run-probe';
import { runProcess, type ProcessRun } from './run-process';

/**
 * Running Timetray as an ordinary user, for faults root never meets: root reads and writes
 * any file whatever its mode, so "permission denied" can only be tried as someone else.
 * The user `timetray-tester` is created when this process may (it is root); otherwise the
 * tests that need it skip with {@link NO_TESTER}'s one line.
 */
export const TESTER = 'timetray-tester';

export interface Tester {
  uid: number;
  gid: number;
}

let found: Tester | null | undefined;

/** The unprivileged user, created if missing; null when this process is not root or cannot. */
export function tester(): Tester | null {
  if (found !== undefined) return found;
  found = null;
  if (process.getuid?.() !== 0) return found;
  if (spawnSync('id', ['-u', TESTER]).status !== 0) spawnSync('useradd', ['-m', TESTER]);
  const uid = Number(spawnSync('id', ['-u', TESTER], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', TESTER], { encoding: 'utf8' }).stdout.trim());
  if (Number.isInteger(uid) && uid > 0 && spawnSync('runuser', ['-u', TESTER, '--', 'true']).status === 0)
    found = { uid, gid };
  return found;
}

/** Why a permission test cannot run here, in one line (for a skip or a stress note). */
export const NO_TESTER = `no unprivileged user: not root, or \`useradd ${TESTER}\`/\`runuser\` failed here`;

/** Gives `paths` to the tester (the config folder it runs with, a CA file it must read…). */
export function giveToTester(...paths: string[]): void {
  const who = tester();
  if (!who) throw new Error(NO_TESTER);
  for (const path of paths) chownSync(path, who.uid, who.gid);
}

/**
 * Runs `command args` as the tester, with `env` (e.g. `TIMETRAY_CONFIG_DIR`), from the repo
 * folder. With `keyring: true` it runs inside its own private keyring
 * (`scripts/with-keyring.sh`): the tester cannot reach root's D-Bus session.
 */
export function runAsTester(
  command: string,
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string; keyring?: boolean } = {},
): Promise<ProcessRun> {
  if (!tester()) throw new Error(NO_TESTER);
  const env = Object.entries({ PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env }).map(
    ([k, v]) => `${k}=${v}`,
  );
  const inner = options.keyring ? ['bash', 'scripts/with-keyring.sh', command, ...args] : [command, ...args];
  return runProcess('runuser', ['-u', TESTER, '--', 'env', '-i', ...env, ...inner], {
    cwd: ROOT,
    ...(options.input === undefined ? {} : { input: options.input }),
  });
}
