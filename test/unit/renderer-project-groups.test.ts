import { describe, expect, it } from 'vitest';
import { groupByCustomer, knownTotalSeconds } from '../../src/shared/project-groups';
import type { Project } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';

const project = (
  id: number,
  name: string,
  customerId: number | null,
  customerName: string | null,
  seconds: number | null = 60,
): Project => makeProject({ id, name, customerId, customerName, timeTotalSeconds: seconds });

describe('groupByCustomer', () => {
  it('sorts customers by name (case- and number-aware), "No customer" last', () => {
    const groups = groupByCustomer([
      project(1, 'b', null, null),
      project(2, 'x', 3, 'customer 10'),
      project(3, 'y', 2, 'Customer 9', 7200),
      project(4, 'z', 2, 'Customer 9', null),
      project(5, 'w', 4, 'ärzte'),
    ]);
    expect(groups.map((g) => g.customerName)).toEqual(['ärzte', 'Customer 9', 'customer 10', null]);
    expect(groups[1]!.projects.map((p) => p.id)).toEqual([3, 4]);
  });

  it('puts customers without a name after the named ones (by id), before "No customer"', () => {
    const groups = groupByCustomer([
      project(1, 'a', null, null),
      project(2, 'b', 106, null),
      project(3, 'c', 7, 'Ágil Consultoria'),
      project(4, 'd', 12, null),
      project(5, 'e', 8, 'Zeta'),
    ]);
    expect(groups.map((g) => g.customerId)).toEqual([7, 8, 12, 106, null]);
  });

  it("sums a group's totals only when every project's total is known (never a partial sum)", () => {
    const at = '2026-01-01T10:00:00Z';
    const rows = [{ id: 3 }, { id: 4 }];
    expect(
      knownTotalSeconds(rows, { 3: { timeTotalSeconds: 7200, valueTotal: null, fetchedAt: at } }),
    ).toBeNull();
    const both = {
      3: { timeTotalSeconds: 7200, valueTotal: null, fetchedAt: at },
      4: { timeTotalSeconds: 60, valueTotal: 5, fetchedAt: at },
    };
    expect(knownTotalSeconds(rows, both)).toBe(7260);
    expect(knownTotalSeconds(rows, { ...both, 4: { ...both[4], timeTotalSeconds: null } })).toBeNull();
  });

  it('lists active projects before archived ones, each by name', () => {
    const archived = { ...project(1, 'Alpha', 1, 'C'), active: false, status: 'archived' };
    const [group] = groupByCustomer([archived, project(2, 'Zulu', 1, 'C'), project(3, 'beta', 1, 'C')]);
    expect(group!.projects.map((p) => p.name)).toEqual(['beta', 'Zulu', 'Alpha']);
  });
});
