import { describe, expect, it } from 'vitest';
import {
  budgetPace,
  elapsedShare,
  isWorkDays,
  periodUse,
  targetKey,
  targetOf,
  DEFAULT_WORK_DAYS,
} from '../../src/shared/period-budget';

describe('period budgets: targets', () => {
  it('keys a project or a customer and reads the key back; anything else names no target', () => {
    expect(targetKey({ kind: 'customer', id: 3 })).toBe('customer:3');
    expect(targetOf('project:12')).toEqual({ kind: 'project', id: 12 });
    for (const bad of ['12', 'project:0', 'project:07', 'team:3', 'customer:', 'customer:99999999999999999'])
      expect(targetOf(bad), bad).toBeNull();
  });
});

describe('period budgets: working days and the share of a period gone', () => {
  it('accepts days in week order, each once, at least one', () => {
    expect(isWorkDays(['mon', 'tue', 'wed', 'thu', 'fri'])).toBe(true);
    expect(isWorkDays(['sun', 'sat'])).toBe(true);
    for (const bad of [[], ['fri', 'mon'], ['mon', 'mon'], ['monday'], 'mon', null])
      expect(isWorkDays(bad)).toBe(false);
  });

  // December 2026: the 1st is a Tuesday; 23 working days Monday to Friday.
  const december = { from: '2026-12-01', to: '2026-12-31' };

  it('counts working days gone through the end of today, weekends out', () => {
    expect(elapsedShare(december, '2026-11-30', DEFAULT_WORK_DAYS)).toBe(0);
    expect(elapsedShare(december, '2026-12-01', DEFAULT_WORK_DAYS)).toBeCloseTo(1 / 23);
    // Friday the 4th and the weekend after it: 4 working days gone either way.
    expect(elapsedShare(december, '2026-12-04', DEFAULT_WORK_DAYS)).toBeCloseTo(4 / 23);
    expect(elapsedShare(december, '2026-12-06', DEFAULT_WORK_DAYS)).toBeCloseTo(4 / 23);
    expect(elapsedShare(december, '2026-12-31', DEFAULT_WORK_DAYS)).toBe(1);
    // Working Saturdays too: 27 days.
    expect(elapsedShare(december, '2026-12-05', [...DEFAULT_WORK_DAYS, 'sat'])).toBeCloseTo(5 / 27);
  });

  it('a period with no working day in it counts its calendar days', () => {
    const weekend = { from: '2026-12-05', to: '2026-12-06' };
    expect(elapsedShare(weekend, '2026-12-05', DEFAULT_WORK_DAYS)).toBe(0.5);
  });
});

describe('period budgets: pace', () => {
  it('within 5 points is on pace, up to 15 slightly, beyond ahead or behind', () => {
    expect(budgetPace(0.62, 0.55)).toBe('slightly_ahead');
    expect(budgetPace(0.6, 0.55)).toBe('on_pace');
    expect(budgetPace(0.5, 0.55)).toBe('on_pace');
    expect(budgetPace(0.9, 0.55)).toBe('ahead');
    expect(budgetPace(0.45, 0.55)).toBe('slightly_behind');
    expect(budgetPace(0.2, 0.55)).toBe('behind');
  });

  it("a period's use: the budget's progress from that period's figures; no entry is no money used", () => {
    const range = { from: '2026-12-01', to: '2026-12-31' };
    const used = { seconds: 30 * 3600, value: null, mine: null };
    expect(periodUse({ hours: 40, value: null }, range, used, false).progress?.percent).toBe(75);
    expect(periodUse({ hours: null, value: 1000 }, range, used, false).progress).toBeNull();
    const none = { seconds: 0, value: null, mine: null };
    expect(periodUse({ hours: null, value: 1000 }, range, none, false).progress?.percent).toBe(0);
  });
});

describe('invoice rounding of one entry', () => {
  it('rounds its time up to the step and its money in proportion; a whole step stays as it is', async () => {
    const { roundedEntry } = await import('../../src/main/core/api/report-entries');
    expect(roundedEntry(3000, 12_500, 15)).toEqual([3600, 15_000]);
    expect(roundedEntry(3600, 15_000, 15)).toEqual([3600, 15_000]);
    expect(roundedEntry(1, 10, 6)).toEqual([360, 3600]);
    expect(roundedEntry(1000, null, 30)).toEqual([1800, 0]);
    expect(roundedEntry(0, 500, 15)).toEqual([0, 500]);
  });
});

describe('the share of today gone', () => {
  it('counts today by the local clock: 9:00 on a Monday is not a fifth of the week', () => {
    const week = { from: '2026-11-30', to: '2026-12-06' }; // Monday to Sunday
    expect(elapsedShare(week, '2026-11-30', DEFAULT_WORK_DAYS, 0.375)).toBeCloseTo(0.375 / 5);
    expect(budgetPace(0, elapsedShare(week, '2026-11-30', DEFAULT_WORK_DAYS, 0.375))).toBe('slightly_behind');
    // A weekend day counts nothing of itself: Saturday morning is the five days before it.
    expect(elapsedShare(week, '2026-12-05', DEFAULT_WORK_DAYS, 0.3)).toBe(1);
  });
});
