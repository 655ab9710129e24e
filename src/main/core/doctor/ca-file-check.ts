import type { CaFileReading } from '../net/ca-file';
import { m } from '../i18n';
import { fail, ok, warn, type CheckResult } from './check';
import { countText, dayText, type FindingTimes } from './finding-times';

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
    return ok('ca-file', m.doctor_ca_none());
  }
  if (!reading.ok) {
    const fix = source === 'flag' ? m.ca_give_flag_again() : m.ca_choose_again();
    return fail('ca-file', m.doctor_ca_unusable({ problem: reading.problem }), fix);
  }
  const expired = reading.certificates.filter((c) => c.daysLeft < 0);
  const soonest = [...reading.certificates].sort((a, b) => a.daysLeft - b.daysLeft)[0]!;
  const list = reading.certificates
    .map((c) => m.doctor_ca_cert_until({ name: c.name, day: dayText(c.validTo, times) }))
    .join(', ');
  if (expired.length === reading.certificates.length) {
    return fail('ca-file', m.doctor_ca_all_expired({ file, list }), m.ca_choose_again());
  }
  if (expired.length > 0 || soonest.daysLeft < CA_EXPIRY_WARNING_DAYS) {
    const found =
      soonest.daysLeft < 0
        ? m.doctor_ca_one_expired({ file, name: soonest.name, list })
        : m.doctor_ca_expires_soon({
            file,
            name: soonest.name,
            within: m.doctor_ca_within_days({
              days: soonest.daysLeft,
              shown: countText(soonest.daysLeft, times),
            }),
            list,
          });
    return warn('ca-file', found, m.doctor_ca_renew_fix());
  }
  const count = reading.certificates.length;
  return ok(
    'ca-file',
    m.doctor_ca_fine({
      file,
      certificates: m.doctor_ca_certificates({ count, shown: countText(count, times) }),
      list,
      left: m.doctor_ca_days_left({ days: soonest.daysLeft, shown: countText(soonest.daysLeft, times) }),
    }),
  );
}
