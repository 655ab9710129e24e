import { ok, warn, type CheckResult } from './check';
import type { ServiceProbe } from './service-probe';

/** Beyond this the service's token expiry and the app's "refreshed N min ago" drift visibly. */
export const CLOCK_SKEW_LIMIT_MS = 2 * 60_000;

/** Skew of this computer's clock against the first service that answered with a Date header. */
export function clockVerdict(probes: readonly ServiceProbe[]): CheckResult {
  if (probes.length === 0) return ok('clock', 'Not compared: no account yet, so no service to compare with.');
  const answered = probes.find((p) => p.http?.ok === true && p.http.date !== null);
  const http = answered?.http;
  if (!answered || !http?.ok || http.date === null) {
    return warn(
      'clock',
      'Not compared: no service answered with its time (see the service check).',
      'Fix the service check first.',
    );
  }
  const serverMs = Date.parse(http.date);
  if (Number.isNaN(serverMs))
    return warn(
      'clock',
      `Not compared: ${answered.origin} sent an unreadable Date header.`,
      'Nothing to do here.',
    );
  // The header has whole seconds and was sent before it arrived: up to ~1 s of noise.
  const skew = http.receivedAt - serverMs;
  const seconds = Math.round(Math.abs(skew) / 1000);
  const side = skew > 0 ? 'ahead of' : 'behind';
  if (Math.abs(skew) > CLOCK_SKEW_LIMIT_MS) {
    return warn(
      'clock',
      `This computer's clock is ${formatSpan(seconds)} ${side} ${answered.origin}'s.`,
      'Turn on automatic time (Linux: `timedatectl set-ntp true`; macOS and Windows: Date & Time settings → set automatically).',
    );
  }
  return ok(
    'clock',
    `This computer's clock agrees with ${answered.origin}'s (within ${Math.max(seconds, 1)} s).`,
  );
}

function formatSpan(seconds: number): string {
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${(seconds / 3600).toFixed(1)} h`;
  return `${Math.round(seconds / 86_400)} days`;
}
