import { ageOf } from '../../../shared/project-groups';
import { m, spokenLocale } from '../../core/i18n';

/**
 * When the tray's list was last updated, in the language spoken now. Times and dates are
 * written in `locale` (the spoken language's, see `formattingLocale`), except that English
 * keeps the 24-hour en-GB clock the tray has always shown ("Updated at 14:05").
 */
export function dateLocaleOf(locale: string | undefined): string {
  return spokenLocale() === 'en' ? 'en-GB' : (locale ?? spokenLocale());
}

/** "Updated 5 min ago" (a menu built as it opens); "Not refreshed yet" when never. */
export function updatedAgo(isoTime: string | null, now: number, locale?: string): string {
  const age = ageOf(isoTime, now);
  if (age === null) return m.shell_not_refreshed_yet();
  return m.shell_updated_ago({ age: ageText(age, dateLocaleOf(locale)) });
}

function ageText(age: NonNullable<ReturnType<typeof ageOf>>, dateLocale: string): string {
  // The window's words for an age (TopBar), so both say it alike.
  if (age.unit === 'now') return m.age_just_now();
  if (age.unit === 'min') return m.age_minutes({ count: age.count });
  if (age.unit === 'h') return m.age_hours({ count: age.count });
  if (age.unit === 'at') {
    const date = new Date(age.time).toLocaleString(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });
    return m.age_at({ date });
  }
  return m.age_days({ count: age.count });
}

/**
 * "Updated at 14:05" today, "Updated on 3 Mar, 14:05" before (local time), for an attached
 * menu that must not change as time passes; "Not refreshed yet" for no or an unreadable time.
 */
export function updatedClock(isoTime: string | null, now: number, locale?: string): string {
  const then = isoTime === null ? NaN : Date.parse(isoTime);
  if (Number.isNaN(then)) return m.shell_not_refreshed_yet();
  const dateLocale = dateLocaleOf(locale);
  const date = new Date(then);
  const time = date.toLocaleTimeString(dateLocale, { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === new Date(now).toDateString()) return m.shell_updated_at({ time });
  // The year only when it is not this one (a time from a clock that was set ahead).
  const year = date.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric';
  const day = date.toLocaleDateString(dateLocale, { day: 'numeric', month: 'short', year });
  return m.shell_updated_on({ date: day, time });
}
