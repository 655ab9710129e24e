import { itemAt, type ListView, type ViewGroup } from './list-view';
import type { GroupSpan, ProjectIndex, RowLike } from './project-index';

/** Height of every item (rows and group headers alike), in CSS pixels; app.css uses the same. */
export const ITEM_HEIGHT = 32;

/**
 * What stands above the list in the window's usual frame, in CSS pixels: the top bar (40,
 * TopBar.svelte) and the search bar (51: its 8 px paddings, the field's 34 and a 1 px line;
 * SearchBar.svelte, app.css). Only a first guess (see `firstViewportGuess`).
 */
export const CHROME_ABOVE_LIST = 91;

/**
 * The list's viewport height before any layout has told it: the window's height less the
 * chrome above the list. Reading the list's own height would force a layout before the first
 * paint; a guess short of it by even one row made the ResizeObserver render the list a
 * second time before that paint. Where something else stands above the list (the sign-in
 * form of an ended session), the guess is too tall: a few rows more, trimmed as before.
 */
export function firstViewportGuess(windowHeight: number): number {
  return Math.max(ITEM_HEIGHT, windowHeight - CHROME_ABOVE_LIST);
}

export interface SliceGroup<R extends RowLike> {
  view: ViewGroup;
  span: GroupSpan;
  /** Each rendered row with its offset in `matches` (for aria-posinset). */
  rows: { row: R; offset: number }[];
}

export interface Slice<R extends RowLike> {
  /** Pixels above the first rendered item (its header included when that is pulled in). */
  top: number;
  bottom: number;
  groups: SliceGroup<R>[];
}

/**
 * The items from `first` to `last` (exclusive) as groups to render. When the first item is a
 * row, its group's header is rendered too, just above it, so the sticky header of the group
 * in view always exists: the space above shrinks by one item to make room.
 */
export function sliceOf<R extends RowLike>(
  view: ListView,
  index: ProjectIndex<R>,
  first: number,
  last: number,
): Slice<R> {
  const groups: SliceGroup<R>[] = [];
  let top = first * ITEM_HEIGHT;
  for (let item = first; item < last; item++) {
    const entry = itemAt(view, item);
    if (!entry) break;
    let current = groups.at(-1);
    if (!current || current.view !== entry.view) {
      if (entry.kind === 'row') top -= ITEM_HEIGHT; // header pulled in from above
      current = { view: entry.view, span: index.groups[entry.view.group]!, rows: [] };
      groups.push(current);
    }
    if (entry.kind === 'row') {
      const offset = entry.view.firstMatch + item - entry.view.firstItem - 1;
      current.rows.push({ row: index.rows[entry.position]!, offset });
    }
  }
  return { top: Math.max(0, top), bottom: Math.max(0, (view.itemCount - last) * ITEM_HEIGHT), groups };
}
