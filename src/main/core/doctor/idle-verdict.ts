import { m } from '../i18n';
import { fail, warn, type CheckResult } from './check';
import { momentText, type FindingTimes } from './finding-times';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The service destroys a token unused for longer than this. */
const SERVICE_IDLE_LIMIT_DAYS = 30;
/** Warned from here on: a week before the service ends the session. */
const IDLE_WARN_DAYS = 21;

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
  const days = Math.floor((now - lastUsed) / DAY_MS);
  const when = momentText(lastUsed, times);
  if (days > SERVICE_IDLE_LIMIT_DAYS) {
    return fail(
      'accounts',
      m.doctor_idle_ended({ days, when, limit: SERVICE_IDLE_LIMIT_DAYS }),
      m.doctor_sign_in_again({ login }),
      subject,
    );
  }
  if (days > IDLE_WARN_DAYS) {
    const ends = momentText(lastUsed + SERVICE_IDLE_LIMIT_DAYS * DAY_MS, times);
    return warn(
      'accounts',
      m.doctor_idle_ending({ days, when, ends }),
      m.doctor_idle_ending_fix({ login }),
      subject,
    );
  }
  return null;
}
