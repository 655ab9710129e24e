import { describe, expect, it } from 'vitest';
import { useCliFixture } from '../support/cli-fixture';
import { BUILT_CLI } from '../support/run-cli';
import { runInTerminal } from '../support/run-in-terminal';

/**
 * "Too many requests" (issue 35): the built CLI against the sandbox. A short Retry-After is
 * waited out once (and said, on a terminal); a long one, or a second 429, is named with the
 * time to try again and ends with exit 4, like a service that cannot be reached.
 */
const f = useCliFixture();

const tooMany = (retryAfter: string, times?: number) =>
  f.sb.faults.add({
    path: '/projects',
    ...(times !== undefined ? { times } : {}),
    fault: {
      kind: 'status',
      status: 429,
      body: '{"message":"Too Many Attempts."}',
      contentType: 'application/json',
      headers: { 'retry-after': retryAfter },
    },
  });
const listCalls = () => f.sb.log.filter((e) => e.method === 'GET' && e.path.endsWith('/projects'));

describe('a service that says "too many requests"', () => {
  it('a wait of 1 s is waited out once, said on the terminal, and the list comes', async () => {
    expect((await f.login()).code).toBe(0);
    tooMany('1', 1);
    f.sb.clearLog();
    const { code, screen } = await runInTerminal([BUILT_CLI, 'projects'], [], f.env());
    f.outputs.push(screen);
    expect(code).toBe(0);
    expect(screen).toContain(
      'The service asked to wait 1 s (too many requests); waiting, then trying once more…',
    );
    expect(listCalls().map((e) => e.status)).toEqual([429, 200]);
    // The pause really was the service's second.
    const [first, second] = listCalls();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
  });

  it('a busy service (503 with Retry-After) is waited out too, said as busy', async () => {
    expect((await f.login()).code).toBe(0);
    f.sb.faults.add({
      path: '/projects',
      times: 1,
      fault: { kind: 'status', status: 503, headers: { 'retry-after': '1' } },
    });
    const { code, screen } = await runInTerminal([BUILT_CLI, 'projects'], [], f.env());
    f.outputs.push(screen);
    expect(code).toBe(0);
    expect(screen).toContain('The service is busy and asked to wait 1 s; waiting, then trying again…');
    expect(screen).not.toContain('too many requests');
  });

  it('into a pipe the wait is not said: the output is the list alone', async () => {
    expect((await f.login()).code).toBe(0);
    tooMany('1', 1);
    const run = await f.cli(['projects', '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toHaveProperty('projects');
  });

  it('a second 429 is not waited again: named with the time to try, exit 4, the saved list shown', async () => {
    expect((await f.login()).code).toBe(0);
    tooMany('1');
    f.sb.clearLog();
    const run = await f.cli(['projects']);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('The service is receiving too many requests — try again in 1 s.');
    expect(listCalls().map((e) => e.status)).toEqual([429, 429]);
    // The list saved at sign-in is still printed, said to be the saved one.
    expect(run.stdout).not.toBe('');
  });

  it('a wait longer than 10 s is not waited at all: said at once, exit 4, --json names the code', async () => {
    expect((await f.login()).code).toBe(0);
    tooMany('60');
    f.sb.clearLog();
    const run = await f.cli(['projects', '--json']);
    expect(run.code).toBe(4);
    expect(listCalls()).toHaveLength(1);
    expect(run.stdout + run.stderr).toContain('rate_limited');
    expect(run.stdout + run.stderr).toContain('try again in 1 min');
  });
});
