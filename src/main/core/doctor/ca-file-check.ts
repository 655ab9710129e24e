import { formatDate } from '../../../shared/format';
import type { CaFileReading } from '../accounts/ca-file';
import { fail, ok, warn, type CheckResult } from './check';

/** A CA that expires within this many days is flagged ahead of time. */
export const CA_EXPIRY_WARNING_DAYS = 30;

const SET_AGAIN =
  'Choose a current PEM file in Settings → Extra CA file (or `timetray config set caFile FILE`; `none` if you no longer need one).';

/**
 * The extra CA file: none, or readable PEM certificates that are not expired. `locale`:
 * the dates in the text are local, in this locale (the runtime's when absent).
 */
export function caFileVerdict(
  file: string | null,
  reading: CaFileReading | null,
  locale?: string,
): CheckResult {
  if (file === null || reading === null) {
    return ok(
      'ca-file',
      'No extra CA file: only the system-wide trusted CAs (and NODE_EXTRA_CA_CERTS) are used.',
    );
  }
  if (!reading.ok) return fail('ca-file', `The CA file cannot be used: ${reading.problem}.`, SET_AGAIN);
  const expired = reading.certificates.filter((c) => c.daysLeft < 0);
  const soonest = [...reading.certificates].sort((a, b) => a.daysLeft - b.daysLeft)[0]!;
  const list = reading.certificates
    .map((c) => `"${c.name}" until ${formatDate(c.validTo, locale)}`)
    .join(', ');
  if (expired.length === reading.certificates.length) {
    return fail('ca-file', `Every certificate in ${file} has expired (${list}).`, SET_AGAIN);
  }
  if (expired.length > 0 || soonest.daysLeft < CA_EXPIRY_WARNING_DAYS) {
    const when = soonest.daysLeft < 0 ? 'has expired' : `expires in ${soonest.daysLeft} days`;
    return warn(
      'ca-file',
      `${file}: "${soonest.name}" ${when} (${list}).`,
      `Ask your IT for the renewed CA certificate, then ${SET_AGAIN.charAt(0).toLowerCase()}${SET_AGAIN.slice(1)}`,
    );
  }
  return ok(
    'ca-file',
    `${file}: ${reading.certificates.length} certificate(s), ${list}; ${soonest.daysLeft} days left.`,
  );
}
