import { formatHours } from '../../../shared/format';
import type { Figures } from '../../../shared/reports';
import type { AppSnapshot } from '../../../shared/types';
import { m } from '../../core/i18n';

/**
 * The tray's part of issue 33, kept out of menu-template.ts (which only calls these): the
 * first line, "Today 5 h 20 min · Week 31 h 0 min", and a pinned project's hours this cycle.
 * Your own hours, as a timesheet counts them (a manager's team time is in the window and
 * the CLI). Nothing before any report is known: never a zero standing in for "unknown".
 */

const yours = (figures: Figures): number => figures.mine?.seconds ?? figures.seconds;

/** The first line of the menu and of the tooltip; null while no period figures are known. */
export function periodsLine(snapshot: AppSnapshot, locale?: string): string | null {
  const { periods } = snapshot;
  if (periods.status === 'not_offered') return m.shell_periods_not_offered();
  if (periods.status !== 'ready' || periods.today === null || periods.week === null) return null;
  const line = m.shell_periods_line({
    today: formatHours(yours(periods.today), locale),
    week: formatHours(yours(periods.week), locale),
  });
  return periods.partial ? m.shell_periods_partial({ line }) : line;
}

/** A pinned project's label with its hours this cycle, once the cycle's figures are known. */
export function withCycleHours(
  label: string,
  snapshot: AppSnapshot,
  projectId: number,
  locale?: string,
): string {
  if (snapshot.periods.status !== 'ready') return label;
  const seconds = snapshot.periods.projects[projectId]?.cycle ?? 0; // ready: no entry is no time
  return m.shell_pinned_cycle({ item: label, hours: formatHours(seconds, locale) });
}

/**
 * What macOS shows beside the icon (`Tray.setTitle`), as the `trayTitle` setting asks:
 * today's or this week's hours, short ("5 h 20 min"); '' when off, signed out or before any
 * report (a blank title, never "0 h" standing in for "unknown").
 */
export function trayTitleOf(snapshot: AppSnapshot, locale?: string): string {
  const choice = snapshot.preferences.trayTitle;
  const { periods } = snapshot;
  if (choice === 'off' || snapshot.session.status !== 'signed_in' || periods.status !== 'ready') return '';
  const figures = choice === 'today' ? periods.today : periods.week;
  return figures === null ? '' : formatHours(yours(figures), locale);
}
