import { describe, expect, it } from 'vitest';
import { decideBudgetAlerts, type AlertInput } from '../../src/main/core/budgets/budget-alerts';

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
      alerts: [{ accountKey: 'acct', projectId: 7, projectName: 'Site', threshold: 80, percent: 85 }],
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
