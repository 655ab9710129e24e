import { m, spokenLocale } from '../i18n';
import { ok, warn, type CheckResult } from './check';
import type { ServiceProbe } from './service-probe';

/** Beyond this the service's token expiry and the app's "refreshed N min ago" drift visibly. */
export const CLOCK_SKEW_LIMIT_MS = 2 * 60_000;

/** Skew of this computer's clock against the first service that answered with a Date header. */
export function clockVerdict(probes: readonly ServiceProbe[]): CheckResult {
  if (probes.length === 0) return ok('clock', m.doctor_clock_no_account());
  const answered = probes.find((p) => p.http?.ok === true && p.http.date !== null);
  const http = answered?.http;
  if (!answered || !http?.ok || http.date === null) {
    return warn('clock', m.doctor_clock_no_answer(), m.doctor_clock_no_answer_fix());
  }
  const serverMs = Date.parse(http.date);
  if (Number.isNaN(serverMs))
    return warn('clock', m.doctor_clock_bad_date({ origin: answered.origin }), m.doctor_clock_bad_date_fix());
  // The header has whole seconds and was sent before it arrived: up to ~1 s of noise.
  const skew = http.receivedAt - serverMs;
  const seconds = Math.round(Math.abs(skew) / 1000);
  if (Math.abs(skew) > CLOCK_SKEW_LIMIT_MS) {
    return warn(
      'clock',
      skew > 0
        ? m.doctor_clock_ahead({ span: formatSpan(seconds), origin: answered.origin })
        : m.doctor_clock_behind({ span: formatSpan(seconds), origin: answered.origin }),
      m.doctor_clock_skew_fix(),
    );
  }
  return ok('clock', m.doctor_clock_agrees({ origin: answered.origin, seconds: Math.max(seconds, 1) }));
}

function formatSpan(seconds: number): string {
  if (seconds < 3600) return m.doctor_span_minutes({ minutes: Math.round(seconds / 60) });
  if (seconds < 172_800) {
    const hours = new Intl.NumberFormat(spokenLocale(), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return m.doctor_span_hours({ hours: hours.format(seconds / 3600) });
  }
  return m.doctor_span_days({ days: Math.round(seconds / 86_400) });
}
