import { compareNames } from './name-order';
import type { Project, ProjectRow, ProjectTotals } from './types';

/**
 * Pure presentation helpers shared by the tray menu (main) and the window (renderer), so
 * both show customers in the same order with the same totals. No electron, node or DOM.
 */

/** What can be grouped: a full project (tray, CLI) or a window row. */
export type GroupableProject = Project | ProjectRow;

/** Projects of one customer, as the tray and the window show them. */
export interface CustomerGroup<P extends GroupableProject = ProjectRow> {
  /** `null` for projects without a customer. */
  customerId: number | null;
  /** The customer's name, or `null` when there is none (shown as "No customer"). */
  customerName: string | null;
  /** Active projects first, then archived ones; each part sorted by name. */
  projects: P[];
}

/** Archived projects: the service says `status: archived`, or the project is not active. */
export const isArchived = (project: GroupableProject): boolean =>
  'archived' in project ? project.archived : project.status === 'archived' || !project.active;

const byName = (a: GroupableProject, b: GroupableProject): number =>
  Number(isArchived(a)) - Number(isArchived(b)) || compareNames(a.name, b.name) || a.id - b.id;

/**
 * Groups projects by customer: customers sorted by name (then id), the unnamed after them,
 * "No customer" last.
 * Projects keep every character of their names (RTL, emoji) untouched.
 */
export function groupByCustomer<P extends GroupableProject>(projects: readonly P[]): CustomerGroup<P>[] {
  const groups = new Map<number | null, CustomerGroup<P>>();
  for (const project of projects) {
    const key = project.customerId;
    let group = groups.get(key);
    if (!group) {
      group = { customerId: key, customerName: null, projects: [] };
      groups.set(key, group);
    }
    // The first non-empty name wins; all projects of a customer carry the same one.
    if (key !== null && group.customerName === null && project.customerName) {
      group.customerName = project.customerName;
    }
    group.projects.push(project);
  }
  for (const group of groups.values()) group.projects.sort(byName);
  return [...groups.values()].sort(compareGroups);
}

/**
 * Named customers by name, then the unnamed ones ("Customer #12", by id: a label with no
 * name to place it among the others), then "No customer".
 */
function compareGroups(a: CustomerGroup<GroupableProject>, b: CustomerGroup<GroupableProject>): number {
  if (a.customerId === null) return b.customerId === null ? 0 : 1;
  if (b.customerId === null) return -1;
  if (a.customerName === null || b.customerName === null)
    return Number(a.customerName === null) - Number(b.customerName === null) || a.customerId - b.customerId;
  return compareNames(a.customerName, b.customerName) || a.customerId - b.customerId;
}

/**
 * The sum of the projects' time totals, only when every one of them is known (the list
 * carries no totals; details are fetched a few at a time): a partial sum would claim a
 * total nobody knows. `null` when any is unknown.
 */
export function knownTotalSeconds(
  projects: readonly Pick<ProjectRow, 'id'>[],
  totals: Readonly<Record<number, ProjectTotals>>,
): number | null {
  let sum = 0;
  for (const { id } of projects) {
    const seconds = totals[id]?.timeTotalSeconds;
    if (seconds === undefined || seconds === null) return null;
    sum += seconds;
  }
  return sum;
}

/**
 * A time this much ahead of `now` still reads as "just now": the window's `now` ticks once a
 * minute, so a refresh made since is slightly "in the future" to it.
 */
const FUTURE_SLACK_MS = 2 * 60_000;

/**
 * How long ago, in the unit the window and the tray say it in; null when never. A time
 * further in the future (written while the clock was ahead, or the clock was put back since)
 * is no age at all: `at` says it is shown as the date and time, so it does not read as fresh.
 */
export type Age =
  { unit: 'now'; count: 0 } | { unit: 'min' | 'h' | 'day'; count: number } | { unit: 'at'; time: number };

export function ageOf(isoTime: string | null, now: number): Age | null {
  if (isoTime === null) return null;
  const then = Date.parse(isoTime);
  if (Number.isNaN(then)) return null;
  if (then - now > FUTURE_SLACK_MS) return { unit: 'at', time: then };
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 1) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'min', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'h', count: hours };
  return { unit: 'day', count: Math.floor(hours / 24) };
}
