import { describe, expect, it } from 'vitest';
import { filterIndex } from '../../src/renderer/src/lib/list/list-view';
import { buildIndex, groupKey, type RowLike } from '../../src/renderer/src/lib/list/project-index';
import { queryWords } from '../../src/shared/search-fold';

const row = (id: number, name: string, customerId: number | null, customerName: string | null): RowLike => ({
  id,
  name,
  customerId,
  customerName,
  archived: false,
});

const rows: RowLike[] = [
  row(1, 'Annual audit', 10, 'Acme Corp'),
  row(2, 'Website', 10, 'Acme Corp'),
  row(3, 'Zeta', 20, 'Zürich Versicherung'),
  row(4, 'Beta', null, null),
];

describe('buildIndex with pinned projects', () => {
  it('puts the pinned projects first, in the order pinned (not by name), in a group of their own, each once', () => {
    const index = buildIndex(rows, [3, 2]);
    // Zürich's only project is pinned: no empty group is left behind for it.
    expect(index.groups.map(groupKey)).toEqual(['pinned', '10', 'none']);
    // Zeta was pinned before Website: it stays above it, as in the tray and `timetray pin`.
    expect(index.rows.map((r) => r.name)).toEqual(['Zeta', 'Website', 'Annual audit', 'Beta']);
    expect(buildIndex(rows, [2, 3]).rows.map((r) => r.name)).toEqual([
      'Website',
      'Zeta',
      'Annual audit',
      'Beta',
    ]);
    const view = filterIndex(index, { words: [], showArchived: false });
    expect(view.groups.map((g) => groupKey(index.groups[g.group]!))).toEqual(['pinned', '10', 'none']);
  });

  it('a pinned project is still found by its customer’s name', () => {
    const index = buildIndex(rows, [3]);
    const view = filterIndex(index, { words: queryWords('zurich'), showArchived: false });
    expect(Array.from(view.matches, (p) => index.rows[p]!.name)).toEqual(['Zeta']);
  });

  it('no pinned projects: no Pinned group', () => {
    expect(buildIndex(rows).groups.map(groupKey)).toEqual(['10', '20', 'none']);
  });
});
