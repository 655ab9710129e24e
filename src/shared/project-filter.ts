import type { CustomerGroup, GroupableProject } from './project-groups';

/**
 * Filtering for the project list, pure so it is unit-tested under Node. Groups come in
 * already sorted (once per snapshot); filtering keeps that order and costs one pass, so
 * typing stays fast on 10,000 projects.
 */

/** Lower-cased text to match against, computed once per snapshot rather than per keystroke. */
export const searchKey = (text: string): string => text.normalize('NFKC').toLocaleLowerCase();

export interface IndexedGroup<P extends GroupableProject = GroupableProject> {
  group: CustomerGroup<P>;
  customerKey: string;
  projectKeys: string[];
}

export const indexGroups = <P extends GroupableProject>(
  groups: readonly CustomerGroup<P>[],
): IndexedGroup<P>[] =>
  groups.map((group) => ({
    group,
    customerKey: searchKey(group.customerName ?? ''),
    projectKeys: group.projects.map((p) => searchKey(p.name)),
  }));

/**
 * Groups whose customer or projects match the query. A matching customer keeps all its
 * projects; otherwise only the matching projects stay. An empty query keeps everything.
 */
export function filterGroups<P extends GroupableProject>(
  indexed: readonly IndexedGroup<P>[],
  query: string,
): CustomerGroup<P>[] {
  const q = searchKey(query.trim());
  if (q === '') return indexed.map((entry) => entry.group);
  const result: CustomerGroup<P>[] = [];
  for (const { group, customerKey, projectKeys } of indexed) {
    if (customerKey.includes(q)) {
      result.push(group);
      continue;
    }
    const projects = group.projects.filter((_, i) => projectKeys[i]?.includes(q));
    if (projects.length > 0) result.push({ ...group, projects });
  }
  return result;
}

/** A group as rendered: at most its share of rows, and how many were left out. */
export interface VisibleGroup<P extends GroupableProject = GroupableProject> {
  group: CustomerGroup<P>;
  rows: P[];
  hidden: number;
}

/**
 * Caps how many project rows are in the DOM at once (a tray panel shows ~15; 10,000 rows
 * would make every keystroke slow). Every group keeps its header; rows are given out in
 * order until `maxRows` is reached.
 */
export function capRows<P extends GroupableProject>(
  groups: readonly CustomerGroup<P>[],
  maxRows: number,
): { groups: VisibleGroup<P>[]; hidden: number } {
  let left = maxRows;
  let hidden = 0;
  const visible = groups.map((group) => {
    const rows = group.projects.slice(0, Math.max(0, left));
    left -= rows.length;
    hidden += group.projects.length - rows.length;
    return { group, rows, hidden: group.projects.length - rows.length };
  });
  return { groups: visible, hidden };
}
