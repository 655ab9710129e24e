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

/**
 * Runs the CLI as a child process without blocking this one (the sandbox serves from the
 * test process). `input` is piped to stdin (closed when absent, i.e. not a terminal).
 */
export function runCli(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; entry?: string[] } = {},
): Promise<CliRun> {
  const entry = options.entry ?? [BUILT_CLI];
  return runProcess(process.execPath, [...entry, ...args], {
    cwd: ROOT,
    ...(options.env ? { env: options.env } : {}),
    ...(options.input === undefined ? {} : { input: options.input }),
  });
}
