import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BudgetAlert } from '../../src/main/core/budgets/budget-alerts';
import { speak } from '../../src/main/core/i18n';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import type { PeriodBudgetStatus } from '../../src/shared/period-budget';
import type { DateRange } from '../../src/shared/periods';
import { startSandbox } from '../sandbox';
import { useCoreFixture } from '../support/core-fixture';

/**
 * Issue 34 in the core: a retainer of 40 h per cycle for a customer with several projects,
 * measured on the sandbox's entries while the sandbox's clock (the core's too) moves across
 * a cycle's end, a month's end and a daylight-saving change; its alerts once per period,
 * remembered across processes. The real sandbox over TLS, the real keychain and real files.
 */
const fx = useCoreFixture();
const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const HOUR = 3_600_000;

/** A sandbox whose clock starts at `local` (a wall-clock time in the process's zone), entries up to that day. */
async function sandboxAt(local: string): Promise<void> {
  await fx.sb.close();
  const start = new Date(local).getTime();
  fx.sb = await startSandbox({ projects: 24, certDir: fx.certs.dir, now: () => start });
}

async function openCore(): Promise<TimetrayCore> {
  const core = await TimetrayCore.open({
    configDir: fx.config.dir,
    caFile: fx.sb.caFile,
    fetchPeriods: true,
    now: fx.sb.clock.now,
  });
  fx.cores.push(core);
  return core;
}

function customerWithMostProjects(): { id: number; projectIds: number[] } {
  const byCustomer = new Map<number, number[]>();
  for (const p of fx.sb.state.projectsOf(fx.sb.demo.accountId))
    if (p.customerId !== null && p.active)
      byCustomer.set(p.customerId, [...(byCustomer.get(p.customerId) ?? []), p.id]);
  const [id, projectIds] = [...byCustomer].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { id, projectIds };
}

const secondsIn = (range: DateRange, projectIds: number[]) =>
  fx.sb.state.entries
    .filter((e) => e.accountId === fx.sb.demo.accountId && range.from <= e.date && e.date <= range.to)
    .filter((e) => e.projectId !== null && projectIds.includes(e.projectId))
    .reduce((n, e) => n + e.seconds, 0);

/** The retainer once a refresh (the list, then the periods' days) has measured it. */
async function measured(core: TimetrayCore): Promise<PeriodBudgetStatus> {
  await core.refreshProjects();
  const { budgets } = await core.periodBudgets();
  return budgets[0]!;
}

async function retainer(
  cycleStartDay: number,
): Promise<{ core: TimetrayCore; customer: { id: number; projectIds: number[] } }> {
  const core = await openCore();
  await core.changePreference({ key: 'cycleStartDay', value: cycleStartDay });
  await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
  const customer = customerWithMostProjects();
  expect(customer.projectIds.length).toBeGreaterThanOrEqual(3);
  await core.setPeriodBudget({ kind: 'customer', id: customer.id }, { hours: 40, value: null, per: 'cycle' });
  return { core, customer };
}

describe('a retainer of 40 h per cycle, on any day of the cycle', () => {
  it("the cycle's last evening counts the whole cycle; past midnight a new cycle starts and the last one's result is kept", async () => {
    process.env.TZ = 'America/Sao_Paulo';
    await sandboxAt('2026-11-06T23:30:00');
    const { core, customer } = await retainer(7);
    const before = await measured(core);
    expect(before.current).toMatchObject({ from: '2026-10-07', to: '2026-11-06', partial: false });
    expect(before.current.used.seconds).toBe(secondsIn(before.current, customer.projectIds));
    expect(before.current.progress!.percent).toBe(
      Math.round((before.current.used.seconds / 3600 / 40) * 100),
    );
    expect(before.elapsed).toBeCloseTo(1, 2); // 23:30 of the cycle's last (working) day

    fx.sb.clock.advance(1 * HOUR); // 7 Nov, 00:30: the next cycle
    const after = await measured(core);
    expect(after.current).toMatchObject({ from: '2026-11-07', to: '2026-12-06' });
    expect(after.current.used.seconds).toBe(0); // the seeded entries end on the 6th
    expect(after.last).toMatchObject({ from: '2026-10-07', to: '2026-11-06' });
    expect(after.last.used.seconds).toBe(before.current.used.seconds);
    expect(after.last.progress!.percent).toBe(before.current.progress!.percent);
    // 7 Nov 2026 is a Saturday: no working day of the new cycle is gone yet.
    expect(after.elapsed).toBe(0);
    // And the snapshot (the window's and the tray's) says the same.
    // (once the refresh's own fetch of the periods, not awaited by it, has shown them)
    await vi.waitFor(() => expect(core.snapshot().periods.budgets[0]!.current.from).toBe('2026-11-07'));
  });

  it("a month's end: a budget per month changes month at midnight, not a day early or late", async () => {
    process.env.TZ = 'America/Sao_Paulo';
    await sandboxAt('2026-11-30T23:59:00');
    const core = await openCore();
    await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
    const { id, projectIds } = customerWithMostProjects();
    await core.setPeriodBudget({ kind: 'customer', id }, { hours: 100, value: null, per: 'month' });
    const november = await measured(core);
    expect(november.current).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(november.current.used.seconds).toBe(secondsIn(november.current, projectIds));
    fx.sb.clock.advance(2 * 60_000); // 1 Dec, 00:01
    const december = await measured(core);
    expect(december.current).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(december.last).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(december.last.used.seconds).toBe(november.current.used.seconds);
  });

  it('a daylight-saving change (New York, 1 Nov 2026: a 25-hour day) moves neither the cycle nor its pace', async () => {
    process.env.TZ = 'America/New_York';
    await sandboxAt('2026-11-01T00:30:00'); // EDT; at 2:00 the clocks go back to 1:00
    const { core, customer } = await retainer(2); // the cycle: 2 Oct – 1 Nov
    const early = await measured(core);
    expect(early.current).toMatchObject({ from: '2026-10-02', to: '2026-11-01' });
    fx.sb.clock.advance(23 * HOUR); // 22:30 EST, still the 1st: 23 hours later, the same day
    const late = await measured(core);
    expect(late.current).toMatchObject({ from: '2026-10-02', to: '2026-11-01' });
    expect(late.elapsed).toBe(early.elapsed);
    expect(late.current.used.seconds).toBe(secondsIn(late.current, customer.projectIds));
    fx.sb.clock.advance(2 * HOUR); // 0:30 on the 2nd
    const next = await measured(core);
    expect(next.current).toMatchObject({ from: '2026-11-02', to: '2026-12-01' });
    expect(next.last).toMatchObject({ from: '2026-10-02', to: '2026-11-01' });
  });
});

describe("the last period's result", () => {
  it('takes in hours logged late: a day fetched before it ended is fetched again in the next period', async () => {
    process.env.TZ = 'America/Sao_Paulo';
    await sandboxAt('2026-11-06T15:00:00');
    const { core, customer } = await retainer(7);
    const before = await measured(core);
    // Logged on the web after the last refresh of the cycle: its last afternoon.
    const model = fx.sb.state.entries.find((e) => e.projectId === customer.projectIds[0])!;
    fx.sb.state.entries.push({
      ...model,
      id: 9_999_998,
      date: '2026-11-06',
      seconds: 2 * 3600,
      wireOverrides: undefined,
    });
    fx.sb.clock.advance(58 * HOUR); // Monday 9 Nov, 01:00: the next cycle, a week that does not hold the 6th
    const after = await measured(core);
    expect(after.last).toMatchObject({ from: '2026-10-07', to: '2026-11-06' });
    expect(after.last.used.seconds).toBe(before.current.used.seconds + 2 * 3600);
  });

  it('a service without reports still lists the budget (to change or remove), with no figure', async () => {
    process.env.TZ = 'America/Sao_Paulo';
    await sandboxAt('2026-11-06T15:00:00');
    fx.sb.state.reports.mode = 'absent';
    const { core, customer } = await retainer(7);
    const { budgets, offered } = await core.periodBudgets();
    expect(offered).toBe(false);
    expect(budgets.map((b) => b.key)).toEqual([`customer:${customer.id}`]);
    expect(core.snapshot().periods.budgets).toHaveLength(1);
  });
});

describe('period budget alerts', () => {
  it('once per threshold per cycle, remembered by the next process, told again after a change and in the next cycle', async () => {
    speak('en');
    process.env.TZ = 'America/Sao_Paulo';
    await sandboxAt('2026-11-06T20:00:00');
    const { core, customer } = await retainer(7);
    const heard: BudgetAlert[] = [];
    const stop = await core.onBudgetAlerts((alerts) => heard.push(...alerts));
    const settle = async () => {
      await core.refreshProjects();
      await core.periodBudgets(); // the fetch the refresh started has ended
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    // A budget the cycle has long passed: 100% only, once.
    await core.setPeriodBudget(
      { kind: 'customer', id: customer.id },
      { hours: 1, value: null, per: 'cycle' },
    );
    await settle();
    await settle();
    expect(heard.map((a) => [a.target, a.projectId, a.per, a.threshold])).toEqual([
      ['customer', customer.id, 'cycle', 100],
    ]);
    stop();

    // Another process (a restart): nothing new to tell.
    const again = await openCore();
    const heardAgain: BudgetAlert[] = [];
    const stopAgain = await again.onBudgetAlerts((alerts) => heardAgain.push(...alerts));
    await again.refreshProjects();
    await again.periodBudgets();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardAgain).toEqual([]);

    // Changed: told again.
    await again.setPeriodBudget(
      { kind: 'customer', id: customer.id },
      { hours: 2, value: null, per: 'cycle' },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardAgain.map((a) => a.threshold)).toEqual([100]);

    // The next cycle with no hours yet: quiet; once it passes the budget, told again.
    fx.sb.clock.advance(12 * HOUR);
    const refreshed = async () => {
      await again.refreshProjects();
      await again.periodBudgets();
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    await refreshed();
    expect(heardAgain.map((a) => a.threshold)).toEqual([100]);
    const model = fx.sb.state.entries.find((e) => e.projectId === customer.projectIds[0])!;
    fx.sb.state.entries.push({
      ...model,
      id: 9_999_999,
      date: '2026-11-07',
      seconds: 3 * 3600,
      wireOverrides: undefined,
    });
    await refreshed();
    expect(heardAgain.map((a) => [a.threshold, a.percent])).toEqual([
      [100, expect.any(Number)],
      [100, 150],
    ]);
    stopAgain();
  });
});
