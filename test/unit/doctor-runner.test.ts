import { describe, expect, it } from 'vitest';
import { fail, ok, type DoctorCheck } from '../../src/main/core/doctor/check';
import { runChecks } from '../../src/main/core/doctor/run-checks';

const after = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });

describe('runChecks', () => {
  it('runs checks concurrently: the whole takes as long as the slowest, not the sum', async () => {
    const slow = (id: 'keychain' | 'proxy' | 'clock'): DoctorCheck => ({
      id,
      timeoutMs: 2000,
      run: async (signal) => {
        await after(150, signal);
        return [ok(id, 'fine')];
      },
    });
    const report = await runChecks([slow('keychain'), slow('proxy'), slow('clock')]);
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.id)).toEqual(['keychain', 'proxy', 'clock']);
    expect(report.elapsedMs).toBeLessThan(400);
  });

  it('a check past its own limit is stopped (its signal aborts) and reported as a failure; the others still answer', async () => {
    let aborted = false;
    const hanging: DoctorCheck = {
      id: 'keychain',
      timeoutMs: 100,
      run: (signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
    };
    const quick: DoctorCheck = { id: 'proxy', timeoutMs: 1000, run: async () => [ok('proxy', 'fine')] };
    const report = await runChecks([hanging, quick]);
    expect(aborted).toBe(true);
    expect(report.ok).toBe(false);
    expect(report.checks[0]).toMatchObject({ id: 'keychain', status: 'fail' });
    expect(report.checks[0]!.found).toMatch(/No answer within 0\.1 s/);
    expect(report.checks[1]).toMatchObject({ id: 'proxy', status: 'ok' });
  });

  it('the overall bound caps every check, whatever its own limit', async () => {
    const never: DoctorCheck = { id: 'service', timeoutMs: 60_000, run: () => new Promise(() => undefined) };
    const started = Date.now();
    const report = await runChecks([never], 200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(report.checks[0]!.status).toBe('fail');
  });

  it('a check that throws is a failure, not a crash; warnings alone keep ok true', async () => {
    const throws: DoctorCheck = {
      id: 'clock',
      timeoutMs: 1000,
      run: async () => {
        throw new Error('boom');
      },
    };
    expect((await runChecks([throws])).checks[0]).toMatchObject({
      status: 'fail',
      found: expect.stringMatching(/boom/),
    });
    const warns: DoctorCheck = {
      id: 'accounts',
      timeoutMs: 1000,
      run: async () => [{ ...fail('accounts', 'x', 'y'), status: 'warn' }],
    };
    expect((await runChecks([warns])).ok).toBe(true);
  });
});
