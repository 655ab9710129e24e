import { describe, expect, it } from 'vitest';
import { encodeSecret } from '../../src/main/core/vault';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/**
 * A token that cannot be sent as a request header (100 KB, far past any server's header
 * limit) is named with its fix wherever it turns up: refused at import before anything is
 * stored or sent, refused before sending when it is found in the keychain (instead of a bare
 * "HTTP 431" from the server), and flagged by `doctor`.
 */
const f = useCliFixture();

/** `timetray doctor ARGS` with English words (LC_ALL=C: the words asserted here are English). */
async function doctorInEnglish(args: string[]) {
  const run = await runCli(['doctor', ...args], { env: { ...f.env(), LC_ALL: 'C' } });
  f.outputs.push(run.stdout, run.stderr);
  return run;
}
const HUGE = 'x'.repeat(100_000);
const named = (length: number) =>
  new RegExp(
    `The token cannot be sent to the service: it is ${length} characters long.*Sign in again, or import a correct token`,
  );
const NAMED = named(100_000);
/** Past the header bound, yet under the 64 KiB that standard input accepts at all. */
const PASTED = 'x'.repeat(20_000);

describe('an oversized token is named, never sent (built CLI, real keychain, sandbox)', () => {
  it('import-token refuses it before storing or sending anything (exit 2)', async () => {
    const run = await f.cli(
      ['import-token', ...f.loginArgs(), '--user-agent', 'curl/8.5.0', '--ca-file', f.sb.caFile],
      `${PASTED}\n`,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(named(20_000));
    expect(f.sb.log).toEqual([]);
    expect(json(await f.cli(['accounts', '--json']))).toEqual({ accounts: [] });
  });

  it('found in the keychain: projects names it before sending, and doctor fails the account', async () => {
    const key = (json(await f.login()).account as { key: string }).key;
    await f.keychain.set(
      key,
      encodeSecret({ token: HUGE, userAgent: 'curl/8.5.0', createdAt: new Date().toISOString() }),
    );
    f.sb.clearLog();
    const projects = await f.cli(['projects']);
    expect(projects.code).toBe(1);
    expect(projects.stderr).toMatch(NAMED);
    expect(projects.stderr).not.toMatch(/431/);
    expect(f.sb.log.filter((e) => e.path.startsWith('/api/v1/projects'))).toEqual([]);

    const doctor = await doctorInEnglish(['--json']);
    const checks = (
      json(doctor).checks as { id: string; status: string; found: string; fix: string }[]
    ).filter((c) => c.id === 'accounts');
    expect(checks).toEqual([
      expect.objectContaining({
        status: 'fail',
        found: expect.stringMatching(NAMED),
        fix: expect.stringMatching(/timetray login/),
      }),
    ]);
    expect(doctor.code).not.toBe(0);
  });
});
