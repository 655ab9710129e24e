import { describe, expect, it } from 'vitest';
import {
  decideBudgetAlerts,
  decidePeriodAlerts,
  type AlertInput,
} from '../../src/main/core/budgets/budget-alerts';
import { periodUse, type PeriodBudgetStatus } from '../../src/shared/period-budget';

/** The alerts decision: which notifications fresh totals call for, once per threshold per budget. */
const HOUR = 3600;
const totals = (hours: number) => ({ timeTotalSeconds: hours * HOUR, valueTotal: null, fetchedAt: '' });
const input = (over: Partial<AlertInput>): AlertInput => ({
  accountKey: 'acct',
  budgets: { '7': { hours: 100, value: null } },
  memory: {},
  totals: { 7: totals(50) },
  nameOf: (id) => (id === 7 ? 'Site' : null),
  enabled: true,
  ...over,
});

describe('decideBudgetAlerts', () => {
  it('says nothing below 80%, then 80% once, then 100% once', () => {
    expect(decideBudgetAlerts(input({}))).toEqual({ alerts: [], memory: {} });
    const at85 = decideBudgetAlerts(input({ totals: { 7: totals(85) } }));
    expect(at85).toEqual({
      alerts: [
        {
          accountKey: 'acct',
          projectId: 7,
          projectName: 'Site',
          threshold: 80,
          percent: 85,
          per: 'lifetime',
          target: 'project',
        },
      ],
      memory: { '7': 80 },
    });
    expect(decideBudgetAlerts(input({ totals: { 7: totals(90) }, memory: at85.memory })).alerts).toEqual([]);
    const at100 = decideBudgetAlerts(input({ totals: { 7: totals(100) }, memory: at85.memory }));
    expect(at100.alerts.map((a) => a.threshold)).toEqual([100]);
    expect(decideBudgetAlerts(input({ totals: { 7: totals(130) }, memory: at100.memory })).alerts).toEqual(
      [],
    );
  });

  it('tells only the 100% one for a project first seen past its budget', () => {
    expect(decideBudgetAlerts(input({ totals: { 7: totals(120) } }))).toMatchObject({
      alerts: [{ threshold: 100, percent: 120 }],
      memory: { '7': 100 },
    });
  });

  it('remembers what was reached but shows nothing while alerts are off', () => {
    expect(decideBudgetAlerts(input({ totals: { 7: totals(85) }, enabled: false }))).toEqual({
      alerts: [],
      memory: { '7': 80 },
    });
  });

  it('forgets projects without a budget, and waits for totals it does not have', () => {
    expect(decideBudgetAlerts(input({ budgets: {}, memory: { '7': 80 } })).memory).toEqual({});
    expect(decideBudgetAlerts(input({ totals: {} }))).toEqual({ alerts: [], memory: {} });
  });
});

describe('decidePeriodAlerts: once per threshold per budget per period', () => {
  const retainer = { hours: 40, value: null, per: 'cycle' as const };
  const status = (from: string, hours: number): PeriodBudgetStatus => {
    const range = { from, to: '2026-12-31' };
    const used = { seconds: hours * HOUR, value: null, mine: null };
    return {
      key: 'customer:3',
      target: { kind: 'customer', id: 3 },
      name: 'ACME',
      budget: retainer,
      current: periodUse(retainer, range, used, false),
      elapsed: 0.5,
      pace: null,
      last: periodUse(retainer, range, used, false),
    };
  };
  const decide = (s: PeriodBudgetStatus, memory = {}, enabled = true) =>
    decidePeriodAlerts({ accountKey: 'acct', statuses: [s], memory, enabled });

  it('80% then 100% once each in a cycle, and again in the next cycle', () => {
    const at80 = decide(status('2026-12-01', 33));
    expect(at80.alerts).toEqual([
      {
        accountKey: 'acct',
        projectId: 3,
        projectName: 'ACME',
        threshold: 80,
        percent: 83,
        per: 'cycle',
        target: 'customer',
      },
    ]);
    expect(at80.memory).toEqual({ 'customer:3': { from: '2026-12-01', reached: 80 } });
    expect(decide(status('2026-12-01', 35), at80.memory).alerts).toEqual([]);
    const at100 = decide(status('2026-12-01', 41), at80.memory);
    expect(at100.alerts.map((a) => a.threshold)).toEqual([100]);
    // The next cycle starts again: 80% is told again, once.
    const next = decide(status('2027-01-01', 33), at100.memory);
    expect(next.alerts.map((a) => a.threshold)).toEqual([80]);
    expect(next.memory).toEqual({ 'customer:3': { from: '2027-01-01', reached: 80 } });
    // A new cycle below 80% keeps the old memory (nothing to replace it yet) and says nothing.
    expect(decide(status('2027-01-01', 5), at100.memory)).toEqual({ alerts: [], memory: at100.memory });
  });

  it('not named yet (the list not loaded at a start): nothing is recorded, so it is told once named', () => {
    const unnamed = { ...status('2026-12-01', 41), name: null };
    expect(decide(unnamed)).toEqual({ alerts: [], memory: {} });
    expect(decide(status('2026-12-01', 41)).alerts.map((a) => a.threshold)).toEqual([100]);
  });

  it('off: remembered, not shown; a budget removed is forgotten', () => {
    expect(decide(status('2026-12-01', 41), {}, false)).toEqual({
      alerts: [],
      memory: { 'customer:3': { from: '2026-12-01', reached: 100 } },
    });
    const gone = decidePeriodAlerts({
      accountKey: 'acct',
      statuses: [],
      memory: { 'customer:3': { from: '2026-12-01', reached: 100 } },
      enabled: true,
    });
    expect(gone.memory).toEqual({});
  });
});
