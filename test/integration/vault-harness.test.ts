import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/run-probe';
import { runProcess, type ProcessRun } from '../support/run-process';

/** Runs scripts/with-keyring.sh as CI would: no terminal, no display, a fresh private bus. */
function harness(script: string, input = ''): Promise<ProcessRun> {
  const env = { ...process.env };
  delete env.DISPLAY;
  delete env.TIMETRAY_USE_HOST_KEYRING;
  return runProcess('scripts/with-keyring.sh', ['bash', '-c', script], { cwd: ROOT, env, input });
}

describe('scripts/with-keyring.sh', () => {
  it('gives the command its own unlocked keyring, its stdin and exit code, then cleans up', async () => {
    const run = await harness(
      `echo "home=$HOME"; read -r line; echo "stdin=$line";
       printf s3cret | secret-tool store --label=t service Timetray account probe && secret-tool lookup service Timetray account probe; echo;
       exit 7`,
      'hello\n',
    );
    expect(run.code).toBe(7);
    expect(run.stdout).toContain('stdin=hello');
    expect(run.stdout).toContain('s3cret');
    const home = /home=(\S+)/.exec(run.stdout)?.[1];
    expect(home).toMatch(/timetray-keyring\./);
    expect(existsSync(home!)).toBe(false); // the throwaway HOME (and the keyring in it) is gone
  });

  it('does not touch the keyring it was started from', async () => {
    const run = await harness(
      'secret-tool lookup service Timetray account timetray-probe-outer; echo "rc=$?"',
    );
    expect(run.stdout).toContain('rc=1'); // nothing of the caller's keyring is visible inside
  });
});
