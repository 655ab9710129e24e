import { ID_WORD } from '../../../../shared/search-fold';
import type { ProjectIndex } from './project-index';

/**
 * What the list shows for one query: the matching rows (positions in the index, in order)
 * and, per group with matches, a header followed by its rows. The virtual list reads items
 * by number: item `firstItem` of a group is its header, the next `count` items its rows.
 */
export interface ListView {
  /** Matching row positions in `ProjectIndex.rows`, ascending. */
  matches: Uint32Array;
  groups: ViewGroup[];
  /** Headers plus rows. */
  itemCount: number;
  /** Rows the words match, archived or not (what a longer query narrows down). */
  candidates: Uint32Array;
  /** How many archived projects the "Show archived" switch hides (for the switch's label). */
  hiddenArchived: number;
}

export interface ViewGroup {
  /** Index into `ProjectIndex.groups`. */
  group: number;
  /** Matching rows of the group: the header's count agrees with the filter. */
  count: number;
  /** Item number of the group's header. */
  firstItem: number;
  /** Offset of its first row in `matches`. */
  firstMatch: number;
}

export type ListItem =
  { kind: 'header'; view: ViewGroup } | { kind: 'row'; view: ViewGroup; position: number };

export interface Query {
  /** Folded query words (`queryWords`). */
  words: readonly string[];
  showArchived: boolean;
}

/**
 * Filters the index. `previous` (the last view and its query, for the same index) lets a
 * query that only grew ("acm" → "acme") search the last matches instead of the whole list,
 * so typing stays fast at 50,000 projects; flipping "Show archived" re-uses them too.
 */
export function filterIndex(
  index: ProjectIndex,
  query: Query,
  previous?: { query: Query; view: ListView } | null,
): ListView {
  const { rows, keys, groups, groupOf } = index;
  const { showArchived } = query;
  // "#123" names a project by its id (exactly); other words match text.
  const ids = query.words.filter((w) => ID_WORD.test(w)).map((w) => Number(w.slice(1)));
  const words = query.words.filter((w) => !ID_WORD.test(w));
  // For each group, the words its customer name does not already satisfy (checked once, not per row).
  const needed: (readonly string[])[] = groups.map((group) => words.filter((w) => !group.key.includes(w)));
  const source = previous && grew(previous.query.words, query.words) ? previous.view.candidates : null;
  const total = source ? source.length : rows.length;
  const candidates = new Uint32Array(total);
  let found = 0;
  outer: for (let i = 0; i < total; i++) {
    const position = source ? source[i]! : i;
    for (const id of ids) if (rows[position]!.id !== id) continue outer;
    const rest = needed[groupOf[position]!]!;
    if (rest.length > 0) {
      const key = keys[position]!;
      for (const word of rest) if (!key.includes(word)) continue outer;
    }
    candidates[found++] = position;
  }
  const textMatches = candidates.subarray(0, found);
  let matches = textMatches;
  if (!showArchived) {
    matches = new Uint32Array(found);
    let kept = 0;
    for (const position of textMatches) if (!rows[position]!.archived) matches[kept++] = position;
    matches = matches.subarray(0, kept);
  }
  return {
    ...groupMatches(index, matches),
    candidates: textMatches,
    hiddenArchived: textMatches.length - matches.length,
  };
}

/** True when every old word is contained in the new word at the same place (the query only grew). */
function grew(before: readonly string[], after: readonly string[]): boolean {
  if (after.length < before.length) return false;
  return before.every((word, i) => after[i]!.includes(word));
}

function groupMatches(
  index: ProjectIndex,
  matches: Uint32Array,
): Omit<ListView, 'hiddenArchived' | 'candidates'> {
  const viewGroups: ViewGroup[] = [];
  let item = 0;
  let current: ViewGroup | null = null;
  for (let i = 0; i < matches.length; i++) {
    const group = index.groupOf[matches[i]!]!;
    if (!current || current.group !== group) {
      if (current) item += current.count + 1;
      current = { group, count: 0, firstItem: item, firstMatch: i };
      viewGroups.push(current);
    }
    current.count++;
  }
  if (current) item += current.count + 1;
  return { matches, groups: viewGroups, itemCount: item };
}

/** The view group holding item `item` (binary search over the groups' first items). */
export function groupAtItem(view: ListView, item: number): ViewGroup | undefined {
  let low = 0;
  let high = view.groups.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (view.groups[mid]!.firstItem <= item) low = mid;
    else high = mid - 1;
  }
  return view.groups[low];
}

export function itemAt(view: ListView, item: number): ListItem | undefined {
  if (item < 0 || item >= view.itemCount) return undefined;
  const group = groupAtItem(view, item);
  if (!group) return undefined;
  if (item === group.firstItem) return { kind: 'header', view: group };
  return { kind: 'row', view: group, position: view.matches[group.firstMatch + item - group.firstItem - 1]! };
}

/** Offset in `matches` of a row position, or -1 when the filter hides it. */
export function matchOffset(view: ListView, position: number): number {
  let low = 0;
  let high = view.matches.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = view.matches[mid]!;
    if (value === position) return mid;
    if (value < position) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Item number of the match at `offset` in `matches`. */
export function itemOfMatch(view: ListView, offset: number): number {
  let low = 0;
  let high = view.groups.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (view.groups[mid]!.firstMatch <= offset) low = mid;
    else high = mid - 1;
  }
  const group = view.groups[low]!;
  return group.firstItem + 1 + offset - group.firstMatch;
}
