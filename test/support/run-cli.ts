import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run-probe';
import { runProcess, type ProcessRun } from './run-process';

export type CliRun = ProcessRun;

/** Where the CLI test builds the app (inside the repo so `node_modules` resolves; ignored by git). */
const BUILD_DIR = join(ROOT, 'test-results/cli-build');
export const BUILT_CLI = join(BUILD_DIR, 'main/cli.js');
/** The CLI straight from source, for comparing with the built file. */
export const SOURCE_CLI = ['--import', 'tsx', join(ROOT, 'src/main/cli.ts')];

/** Builds the app with electron-vite into test-results/cli-build; returns the CLI's first line. */
export function buildCli(): string {
  // Absolute: electron-vite resolves a relative --outDir against each target's root, which
  // would put the renderer's copy under src/renderer.
  const run = spawnSync('npx', ['electron-vite', 'build', '--outDir', BUILD_DIR], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`electron-vite build failed:\n${run.stdout}\n${run.stderr}`);
  return readFileSync(BUILT_CLI, 'utf8').split('\n', 1)[0] ?? '';
}

/** The POSIX variables that choose the CLI's language (and its number and date formats). */
const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LC_TIME', 'LANG'] as const;

/**
 * `env` speaking English, as the CLI tests expect, whatever the machine's language (a
 * Portuguese desktop sets LANG=pt_BR.UTF-8): LANG=C.UTF-8 and no LC_* variable. Left as it
 * is when the test chose a language itself (any of those variables differs from this
 * process's, or a LANGUAGE of its own). A desktop's GNU LANGUAGE list (pt_BR:en) is dropped
 * either way: it comes before LANG (see `posixLanguage`) and would override the test's
 * choice. A `language` setting in the test's config folder still wins, as for a user.
 */
export function inEnglish(given: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env = { ...given };
  if (env['LANGUAGE'] === process.env['LANGUAGE']) delete env['LANGUAGE'];
  const chosen =
    env['LANGUAGE'] !== undefined || LOCALE_VARIABLES.some((name) => env[name] !== process.env[name]);
  if (chosen) return env;
  const pinned: NodeJS.ProcessEnv = { ...env, LANG: 'C.UTF-8' };
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LC_TIME']) delete pinned[name];
  return pinned;
}

/**
 * Runs the CLI as a child process without blocking this one (the sandbox serves from the
 * test process). `input` is piped to stdin (closed when absent, i.e. not a terminal). It
 * speaks English unless the test's env chose a language (see `inEnglish`).
 */
export function runCli(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; entry?: string[] } = {},
): Promise<CliRun> {
  const entry = options.entry ?? [BUILT_CLI];
  return runProcess(process.execPath, [...entry, ...args], {
    cwd: ROOT,
    env: inEnglish(options.env),
    ...(options.input === undefined ? {} : { input: options.input }),
  });
}
