import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BUILT_CLI } from './run-cli';
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

/** What the tester runs, where it can read it (see {@link testerCopy}). */
export interface TesterCopy {
  /** This Node, linked (or copied) out of the checkout. */
  node: string;
  /** The built CLI (`buildCli`), beside the two packages it loads at run time. */
  cli: string;
  /** The folder it all sits in; the tester's working folder. */
  root: string;
}

let copy: TesterCopy | undefined;

/**
 * The tester's own copy of what it runs. A checkout may sit under a folder only its owner
 * can enter (a `mktemp -d` parent is mode 700): the tester could then open neither Node
 * (when it is the checkout's `tools/node`) nor the built CLI and its `node_modules` ("Cannot
 * find module …"). So they are put, once per test process, in a folder anyone can read under
 * the system's temporary folder, and removed at exit, or, when the process was killed (a test
 * runner ends its workers so), by the next one. The CLI must be built first.
 */
export function testerCopy(): TesterCopy {
  if (copy) return copy;
  removeCopiesOfEndedProcesses();
  const root = join(tmpdir(), `${COPY_PREFIX}${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { mode: 0o755 });
  process.on('exit', () => rmSync(root, { recursive: true, force: true }));
  chmodSync(root, 0o755);
  cpSync(dirname(dirname(BUILT_CLI)), join(root, 'build'), { recursive: true });
  // What the built CLI loads from node_modules (everything else is bundled into it).
  for (const pkg of ['undici', 'keytar']) {
    cpSync(join(ROOT, 'node_modules', pkg), join(root, 'node_modules', pkg), {
      recursive: true,
      dereference: true,
    });
  }
  mkdirSync(join(root, 'scripts'));
  copyFileSync(join(ROOT, 'scripts/with-keyring.sh'), join(root, 'scripts/with-keyring.sh'));
  const node = join(root, 'bin/node');
  mkdirSync(dirname(node));
  try {
    linkSync(process.execPath, node); // the same file, when both are on one file system
  } catch {
    copyFileSync(process.execPath, node);
    chmodSync(node, 0o755);
  }
  copy = { node, cli: join(root, 'build/main/cli.js'), root };
  return copy;
}

/** `node cli.js` of the tester's copy, for a shell script the tester runs. */
export const testerCommand = (): string => {
  const { node, cli } = testerCopy();
  return `${node} ${cli}`;
};

const COPY_PREFIX = 'timetray-tester-';

function removeCopiesOfEndedProcesses(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = name.startsWith(COPY_PREFIX) ? Number(name.slice(COPY_PREFIX.length)) : NaN;
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs the built CLI (its tester copy) as the tester: see {@link runAsTester}. */
export function runCliAsTester(
  args: readonly string[],
  options: Parameters<typeof runAsTester>[2] = {},
): Promise<ProcessRun> {
  const { node, cli } = testerCopy();
  return runAsTester(node, [cli, ...args], options);
}

/**
 * Runs `command args` as the tester, with `env` (e.g. `TIMETRAY_CONFIG_DIR`), from its copy's
 * folder ({@link testerCopy}). With `keyring: true` it runs inside its own private keyring
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
    cwd: testerCopy().root,
    ...(options.input === undefined ? {} : { input: options.input }),
  });
}
