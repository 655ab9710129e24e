import { m } from '../i18n';
import {
  IDLE_WARN_DAYS,
  SERVICE_IDLE_LIMIT_DAYS,
  idleDays,
  idleEnd,
  idleEnded,
} from '../accounts/idle-limits';
import { fail, warn, type CheckResult } from './check';
import { momentText, type FindingTimes } from './finding-times';

/**
 * The `accounts` check's verdict on a signed-in account's idleness, or null when nothing is
 * wrong or its last use is unknown (an account from before uses were recorded: the next
 * online run establishes it). `lastUsed`: ms, future times already dropped (last-used.ts).
 * `times`: local in a locale for people, ISO 8601 for `doctor --json`.
 */
export function idleVerdict(
  lastUsed: number | null,
  now: number,
  subject: string,
  login: string,
  times: FindingTimes = {},
): CheckResult | null {
  if (lastUsed === null) return null;
  const days = idleDays(lastUsed, now);
  const when = momentText(lastUsed, times);
  if (idleEnded(lastUsed, now)) {
    return fail(
      'accounts',
      m.doctor_idle_ended({ days, when, limit: SERVICE_IDLE_LIMIT_DAYS }),
      m.doctor_sign_in_again({ login }),
      subject,
    );
  }
  if (days > IDLE_WARN_DAYS) {
    const ends = momentText(idleEnd(lastUsed), times);
    return warn(
      'accounts',
      m.doctor_idle_ending({ days, when, ends }),
      m.doctor_idle_ending_fix({ login }),
      subject,
    );
  }
  return null;
}
