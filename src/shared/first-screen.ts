import { foldForSearch } from './search-fold';
import type { ProjectRow, WindowSnapshot } from './types';

/**
 * A key whose plain comparison orders names as people read them ("project 2" before
 * "project 10"): digit runs padded to one width. Shared by the window's index (which sorts
 * with it) and `firstScreenOf` (which must pick the customers the window shows first).
 */
export const naturalSortKey = (folded: string): string =>
  /\d/.test(folded) ? folded.replace(/\d+/g, (digits) => digits.padStart(12, '0')) : folded;

/**
 * How the window orders a customer group: by its folded name; customers without one after
 * every name, by id ("Customer #12" has no name to place it among the others, as in the tray
 * and the CLI); "No customer" last (its callers put it there).
 */
export const customerSortKey = (customerId: number | null, customerName: string | null): string =>
  customerName === null
    ? `\uffff${String(customerId).padStart(12, '0')}`
    : naturalSortKey(foldForSearch(customerName));

/**
 * After a first-screen answer, main pushes the whole list when the page says it has painted
 * that screen (`window:painted`): a list arriving sooner is deserialised (megabytes at 50,000
 * projects) on the page's main thread before the paint and delays it by as much as it saved.
 * This is only the net for a page that never says so (a script that failed, say): then the
 * list goes out this long after the answer anyway.
 */
export const WHOLE_LIST_FALLBACK_MS = 3_000;

/** More than the tallest window shows, with "Show archived" on or off. */
export const FIRST_SCREEN_ROWS = 120;

const firstScreens = new WeakMap<readonly ProjectRow[], ProjectRow[] | null>();

/**
 * The rows of whole customer groups that come first in the window's order, until there are
 * `FIRST_SCREEN_ROWS` active rows (archived ones are hidden by default) — or null when that is
 * nearly the whole list anyway. Only the customers are sorted (names within the few groups
 * are sorted by the window), so this costs one pass over the list. Memoised per list.
 */
export function firstScreenRows(rows: readonly ProjectRow[]): ProjectRow[] | null {
  const known = firstScreens.get(rows);
  if (known !== undefined) return known;
  const groups = new Map<number | null, { name: string | null; rows: ProjectRow[] }>();
  for (const row of rows) {
    let group = groups.get(row.customerId);
    if (!group) {
      group = { name: null, rows: [] };
      groups.set(row.customerId, group);
    }
    // The group's name is its first non-empty one, as the window's index takes it.
    if (group.name === null && row.customerId !== null && row.customerName) group.name = row.customerName;
    group.rows.push(row);
  }
  const ordered = [...groups].map(([id, group]) => ({ id, group, key: customerSortKey(id, group.name) }));
  ordered.sort((a, b) => {
    if (a.id === null) return 1;
    if (b.id === null) return -1;
    return (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || a.id - b.id;
  });
  const first: ProjectRow[] = [];
  let active = 0;
  for (const { group } of ordered) {
    if (active >= FIRST_SCREEN_ROWS && first.length >= FIRST_SCREEN_ROWS) break;
    // A big group: only its first rows in the window's order (active first, then by name).
    const members = group.rows.length > 4 * FIRST_SCREEN_ROWS ? firstOfGroup(group.rows) : group.rows;
    for (const row of members) first.push(row);
    active += members.reduce((n, row) => n + (row.archived ? 0 : 1), 0);
  }
  const made = first.length * 2 > rows.length ? null : first;
  firstScreens.set(rows, made);
  return made;
}

function firstOfGroup(rows: readonly ProjectRow[]): ProjectRow[] {
  const keyed = rows.map((row) => ({ row, key: naturalSortKey(foldForSearch(row.name)) }));
  keyed.sort(
    (a, b) =>
      Number(a.row.archived) - Number(b.row.archived) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
      a.row.id - b.row.id,
  );
  return keyed.slice(0, FIRST_SCREEN_ROWS).map((k) => k.row);
}

/** The `state:get` answer: `snapshot` with only its first screen of rows, when that is worth it. */
export function firstScreenOf(snapshot: WindowSnapshot): WindowSnapshot {
  const rows = firstScreenRows(snapshot.projects);
  return rows ? { ...snapshot, projects: rows, firstScreenOnly: true } : snapshot;
}
