import { CHOOSE_CA_FILE_AGAIN, GIVE_CA_FLAG_AGAIN } from '../../../shared/ca-file-text';
import type { CaFileReading } from '../accounts/ca-file';
import { fail, ok, warn, type CheckResult } from './check';
import { dayText, type FindingTimes } from './finding-times';

/** A CA that expires within this many days is flagged ahead of time. */
export const CA_EXPIRY_WARNING_DAYS = 30;

/**
 * The extra CA file: none, or readable PEM certificates that are not expired. `times`: how
 * the text says the dates (local in a locale, the runtime's by default; or ISO 8601).
 */
export function caFileVerdict(
  file: string | null,
  reading: CaFileReading | null,
  times: FindingTimes = {},
  /** Where `file` came from: the fix for one given with `--ca-file` names the flag. */
  source: 'setting' | 'flag' = 'setting',
): CheckResult {
  if (file === null || reading === null) {
    return ok(
      'ca-file',
      'No extra CA file: only the system-wide trusted CAs (and NODE_EXTRA_CA_CERTS) are used.',
    );
  }
  if (!reading.ok) {
    const fix = source === 'flag' ? GIVE_CA_FLAG_AGAIN : CHOOSE_CA_FILE_AGAIN;
    return fail('ca-file', `The CA file cannot be used: ${reading.problem}.`, fix);
  }
  const expired = reading.certificates.filter((c) => c.daysLeft < 0);
  const soonest = [...reading.certificates].sort((a, b) => a.daysLeft - b.daysLeft)[0]!;
  const list = reading.certificates.map((c) => `"${c.name}" until ${dayText(c.validTo, times)}`).join(', ');
  if (expired.length === reading.certificates.length) {
    return fail('ca-file', `Every certificate in ${file} has expired (${list}).`, CHOOSE_CA_FILE_AGAIN);
  }
  if (expired.length > 0 || soonest.daysLeft < CA_EXPIRY_WARNING_DAYS) {
    const when = soonest.daysLeft < 0 ? 'has expired' : `expires in ${soonest.daysLeft} days`;
    return warn(
      'ca-file',
      `${file}: "${soonest.name}" ${when} (${list}).`,
      `Ask your IT for the renewed CA certificate, then ${CHOOSE_CA_FILE_AGAIN.charAt(0).toLowerCase()}${CHOOSE_CA_FILE_AGAIN.slice(1)}`,
    );
  }
  return ok(
    'ca-file',
    `${file}: ${reading.certificates.length} certificate(s), ${list}; ${soonest.daysLeft} days left.`,
  );
}
