import type { HealthReport } from '../../../shared/health';
import { m, spokenLocale } from '../i18n';
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
          m.doctor_check_timed_out({ seconds: seconds(limitMs) }),
          m.doctor_check_timed_out_fix(),
        ),
      ]);
    }, limitMs);
  });
  const ran = check
    .run(controller.signal)
    .catch((error: unknown) => [
      fail(
        check.id,
        m.doctor_check_crashed({ error: error instanceof Error ? error.message : String(error) }),
        m.doctor_check_crashed_fix(),
      ),
    ]);
  try {
    return await Promise.race([ran, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

const seconds = (ms: number): string =>
  new Intl.NumberFormat(spokenLocale(), {
    maximumFractionDigits: ms % 1000 === 0 ? 0 : 1,
    minimumFractionDigits: ms % 1000 === 0 ? 0 : 1,
  }).format(ms / 1000);
