import type { HealthReport } from '../../../shared/health';
import { fail, type CheckResult, type DoctorCheck } from './check';

/** The whole run's bound: `timetray doctor` answers within this even when everything hangs. */
export const DOCTOR_BOUND_MS = 10_000;

/** `ok`: no check failed (warnings allowed), the CLI's exit code 0. */
export type DoctorReport = HealthReport;

/**
 * Runs every check at once. Each is bounded by its own `timeoutMs` and by what is left of
 * `boundMs`; one that does not finish in time is cancelled (its signal aborts) and reported
 * as a failure naming the limit, so a hanging keyring or a black-holed network cannot
 * hold up the others or the answer. A check that throws is a failure, never a crash.
 */
export async function runChecks(
  checks: readonly DoctorCheck[],
  boundMs: number = DOCTOR_BOUND_MS,
  now: () => number = Date.now,
): Promise<DoctorReport> {
  const started = now();
  const results = await Promise.all(checks.map((check) => runOne(check, Math.min(check.timeoutMs, boundMs))));
  const flat = results.flat();
  return { ok: flat.every((r) => r.status !== 'fail'), checks: flat, elapsedMs: now() - started };
}

async function runOne(check: DoctorCheck, limitMs: number): Promise<CheckResult[]> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<CheckResult[]>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('timed out'));
      resolve([
        fail(
          check.id,
          `No answer within ${seconds(limitMs)} s: the check was stopped.`,
          'Run `timetray doctor` again; if it keeps timing out, the component it checks is hanging (see its other checks).',
        ),
      ]);
    }, limitMs);
  });
  const ran = check
    .run(controller.signal)
    .catch((error: unknown) => [
      fail(
        check.id,
        `The check itself failed: ${error instanceof Error ? error.message : String(error)}.`,
        'Report this with the output of `timetray doctor --json`.',
      ),
    ]);
  try {
    return await Promise.race([ran, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

const seconds = (ms: number): string => (ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1);
