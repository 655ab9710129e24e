import { asOf, formatCount, formatDate, formatDateTime, type AsOfDay } from '../../../shared/format';

/**
 * How the doctor's findings say when: in local time and a locale for people (`timetray
 * doctor`, the window; the runtime's locale when none is given), or as ISO 8601 for scripts
 * (`doctor --json`, like every other `--json`).
 */
export type FindingTimes = { iso: true } | { iso?: false; locale?: string | undefined };

/** A moment: date and time ("30 Oct 2026, 09:00"), or its ISO 8601 form. */
export function momentText(ms: number, times: FindingTimes = {}): string {
  const iso = new Date(ms).toISOString();
  return times.iso ? iso : formatDateTime(iso, times.locale);
}

/**
 * A moment relative to `now` — the time alone on the same day, else date and time; or ISO 8601 —
 * with which it is (`day`), for a message with a word before it (see `AsOfDay`).
 */
export function asOfWords(
  iso: string,
  now: number,
  times: FindingTimes = {},
): { when: string; day: AsOfDay } {
  if (times.iso) return { when: iso, day: 'other' };
  return asOf(iso, now, times.locale);
}

/** A day (a certificate's last one): "4 Mar 2026", or its ISO 8601 form. */
export function dayText(iso: string, times: FindingTimes = {}): string {
  return times.iso ? iso : formatDate(iso, times.locale);
}

/** A count: "1,824" (in the locale's way), or plain digits for scripts. */
export function countText(value: number, times: FindingTimes = {}): string {
  return times.iso ? String(value) : formatCount(value, times.locale);
}
