import { describe, expect, it } from 'vitest';
import {
  filterIndex,
  itemAt,
  itemOfMatch,
  matchOffset,
  type Query,
} from '../../src/renderer/src/lib/list/list-view';
import { buildIndex, type RowLike } from '../../src/renderer/src/lib/list/project-index';
import { foldForSearch, queryWords } from '../../src/shared/search-fold';

const row = (
  id: number,
  name: string,
  customerId: number | null,
  customerName: string | null,
  archived = false,
): RowLike => ({
  id,
  name,
  customerId,
  customerName,
  archived,
});

const rows: RowLike[] = [
  row(1, 'Annual audit 2026', 10, 'Acme Corp'),
  row(2, 'Website', 10, 'Acme Corp'),
  row(3, 'Project 10', 20, 'Zürich Versicherung'),
  row(4, 'Project 2', 20, 'Zürich Versicherung'),
  row(5, 'Old thing', 20, 'Zürich Versicherung', true),
  row(6, 'Café relaunch', null, null),
  row(7, 'Müller audit', 30, 'Bäckerei Müller'),
];
const index = buildIndex(rows);
const q = (text: string, showArchived = true): Query => ({ words: queryWords(text), showArchived });
const names = (text: string, showArchived = true) =>
  Array.from(filterIndex(index, q(text, showArchived)).matches, (p) => index.rows[p]!.name);

describe('buildIndex', () => {
  it('groups by customer (by name, "No customer" last), active first, numbers in numeric order', () => {
    expect(index.groups.map((g) => g.customerName)).toEqual([
      'Acme Corp',
      'Bäckerei Müller',
      'Zürich Versicherung',
      null,
    ]);
    expect(index.rows.map((r) => r.id)).toEqual([1, 2, 7, 4, 3, 5, 6]);
  });
});

describe('filterIndex', () => {
  it('matches accents and case loosely, in name, customer or #id', () => {
    expect(names('zurich')).toEqual(['Project 2', 'Project 10', 'Old thing']);
    expect(names('cafe')).toEqual(['Café relaunch']);
    expect(names('muller')).toEqual(['Müller audit']);
    expect(names('#3')).toEqual(['Project 10']);
  });

  it('needs every word: one in the customer, one in the project is enough', () => {
    expect(names('acme audit')).toEqual(['Annual audit 2026']);
    expect(names('audit acme')).toEqual(['Annual audit 2026']);
    expect(names('acme nothing')).toEqual([]);
  });

  it('hides archived projects unless asked, and counts them', () => {
    const view = filterIndex(index, q('zurich', false));
    expect(Array.from(view.matches, (p) => index.rows[p]!.name)).toEqual(['Project 2', 'Project 10']);
    expect(view.hiddenArchived).toBe(1);
    expect(view.groups.map((g) => g.count)).toEqual([2]);
  });

  it('a grown query searches the previous matches and finds the same as from scratch', () => {
    const first = filterIndex(index, q('a'));
    const narrowed = filterIndex(index, q('au'), { query: q('a'), view: first });
    expect(Array.from(narrowed.matches)).toEqual(Array.from(filterIndex(index, q('au')).matches));
    const wider = filterIndex(index, q('a'), { query: q('au'), view: narrowed });
    expect(wider.matches.length).toBe(first.matches.length);
  });

  it('lays out headers and rows as numbered items with counts that agree with the filter', () => {
    const view = filterIndex(index, q('audit'));
    expect(view.groups.map((g) => [index.groups[g.group]!.customerName, g.count])).toEqual([
      ['Acme Corp', 1],
      ['Bäckerei Müller', 1],
    ]);
    expect(view.itemCount).toBe(4);
    expect(itemAt(view, 0)).toMatchObject({ kind: 'header' });
    expect(itemAt(view, 1)).toMatchObject({ kind: 'row', position: 0 });
    expect(itemAt(view, 2)).toMatchObject({ kind: 'header' });
    expect(itemAt(view, 3)).toMatchObject({ kind: 'row', position: 2 });
    expect(itemAt(view, 4)).toBeUndefined();
    expect(itemOfMatch(view, matchOffset(view, 2))).toBe(3);
    expect(matchOffset(view, 1)).toBe(-1);
  });
});

describe('at 50,000 projects', () => {
  it('indexes once and filters a keystroke quickly', () => {
    const many: RowLike[] = Array.from({ length: 50_000 }, (_, i) =>
      row(
        i + 1,
        `Projekt ${i} Straße ${i % 13}`,
        (i % 300) + 1,
        `Kunde ${(i % 300) + 1} Zürich`,
        i % 7 === 0,
      ),
    );
    const building = performance.now();
    const big = buildIndex(many);
    console.info(`index of 50,000: ${Math.round(performance.now() - building)} ms`);
    expect(big.rows).toHaveLength(50_000);
    const started = performance.now();
    const view = filterIndex(big, q('kunde 12 strasse'));
    const elapsed = performance.now() - started;
    expect(view.matches.length).toBeGreaterThan(0);
    const words = queryWords('kunde 12 strasse');
    for (const p of view.matches.subarray(0, 50)) {
      const r = big.rows[p]!;
      const haystack = foldForSearch(`${r.name} ${r.customerName} #${r.id}`);
      expect(words.every((w) => haystack.includes(w))).toBe(true);
    }
    // The point is "not seconds": a cold scan of 50,000 folded names.
    expect(elapsed).toBeLessThan(500); // a loaded 2-core machine; the bench measures for real
  });
});
