import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../src/renderer/src/lib/list/project-index';
import { FIRST_SCREEN_ROWS, firstScreenOf, firstScreenRows } from '../../src/shared/first-screen';
import { groupByCustomer } from '../../src/shared/project-groups';
import type { ProjectRow, WindowSnapshot } from '../../src/shared/types';

/** A list like a real account's: customers of very different sizes, some archived, some without customer. */
function list(count: number, seed = 7): ProjectRow[] {
  let state = seed;
  const next = (n: number): number => (state = (state * 1103515245 + 12345) % 2 ** 31) % n;
  const customers = ['Zeta GmbH', 'Ärzte AG', 'acme', 'Acme', 'Bäckerei 10', 'Bäckerei 9', 'Øresund', null];
  return Array.from({ length: count }, (_, i) => {
    const c = i % 97 === 0 ? 0 : next(customers.length); // Zeta is huge
    const name = customers[c] ?? null;
    return {
      id: i + 1,
      name: `Project ${next(500)} ${['alpha', 'Émile', 'beta'][next(3)]}`,
      customerId: name === null ? null : c + 1,
      customerName: name,
      archived: next(4) === 0,
    };
  });
}

const ids = (rows: readonly ProjectRow[]): number[] => rows.map((r) => r.id);

describe('firstScreenRows (the rows main sends before the whole list)', () => {
  it('gives the window the same first rows, archived shown or hidden, as the whole list would', () => {
    for (const size of [2_000, 10_000]) {
      const rows = list(size);
      const first = firstScreenRows(rows)!;
      expect(first.length).toBeLessThan(size / 4);
      const whole = buildIndex(rows).rows;
      const part = buildIndex(first).rows;
      expect(ids(part.slice(0, FIRST_SCREEN_ROWS))).toEqual(ids(whole.slice(0, FIRST_SCREEN_ROWS)));
      const active = (r: readonly ProjectRow[]): number[] =>
        ids(r.filter((x) => !x.archived)).slice(0, FIRST_SCREEN_ROWS);
      expect(active(part)).toEqual(active(whole));
    }
  });

  it('leaves a short list whole, and marks a cut answer as a first screen only', () => {
    const short = list(150);
    expect(firstScreenRows(short)).toBeNull();
    const snapshot = { projects: short } as unknown as WindowSnapshot;
    expect(firstScreenOf(snapshot)).toBe(snapshot);
    const long = { projects: list(5_000) } as unknown as WindowSnapshot;
    const cut = firstScreenOf(long);
    expect(cut.firstScreenOnly).toBe(true);
    expect(cut.projects.length).toBeLessThan(5_000);
  });
});

describe('customers without a name', () => {
  it('come after the named ones (by id) and before "No customer", in the window as in the tray and the CLI', () => {
    const rows: ProjectRow[] = [
      { id: 1, name: 'a', customerId: null, customerName: null, archived: false },
      { id: 2, name: 'b', customerId: 106, customerName: null, archived: false },
      { id: 3, name: 'c', customerId: 7, customerName: 'Ágil Consultoria', archived: false },
      { id: 4, name: 'd', customerId: 12, customerName: null, archived: false },
      { id: 5, name: 'e', customerId: 8, customerName: 'Zeta', archived: false },
    ];
    const window = buildIndex(rows).rows.map((r) => r.customerId);
    const trayAndCli = groupByCustomer(rows).flatMap((g) => g.projects.map((p) => p.customerId));
    expect(window).toEqual([7, 8, 12, 106, null]);
    expect(trayAndCli).toEqual(window);
  });
});
