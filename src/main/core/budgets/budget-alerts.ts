import { budgetProgress, type Budget, type BudgetThreshold } from '../../../shared/budget';
import type { BudgetPer, PeriodBudgetStatus } from '../../../shared/period-budget';
import type { ProjectTotals } from '../../../shared/types';
import type { PeriodAlert } from './budget-read';

/** One notification to show: a budgeted project (or customer) passed `threshold` % of its budget. */
export interface BudgetAlert {
  accountKey: string;
  /** The project's id; for a customer's period budget, the customer's (see `target`). */
  projectId: number;
  /** The project's or customer's name as the service sent it (neutralise before showing: display-text.ts). */
  projectName: string;
  threshold: BudgetThreshold;
  /** The whole percentage now (e.g. 83, or 120). */
  percent: number;
  /** `lifetime`: the project's budget; else the period whose budget it is (issue 34). */
  per: BudgetPer;
  target: 'project' | 'customer';
}

/** Per project id (as text): the highest threshold already notified for its current budget. */
export type AlertMemory = Readonly<Record<string, BudgetThreshold>>;

export interface AlertInput {
  accountKey: string;
  budgets: Readonly<Record<string, Budget>>;
  /** What was already notified (settings.json's `budgetAlerted` of the account). */
  memory: AlertMemory;
  /** The fresh totals of the account's projects, by id. */
  totals: Readonly<Record<number, ProjectTotals>>;
  /** Names by project id, for the notification's words. */
  nameOf: (id: number) => string | null;
  /** The `budgetAlerts` preference: off, nothing is shown (what was reached is still remembered). */
  enabled: boolean;
}

/**
 * Which notifications fresh totals call for, and the memory to keep: once per threshold per
 * budget. A project first seen past 100% gets the 100% one only (not both at once). The
 * memory forgets projects that have no budget any more; a changed budget's entry is dropped
 * where the budget is saved (`BudgetService`). While alerts are off the thresholds reached are
 * still remembered, so turning them on does not bring back old crossings all at once.
 */
export function decideBudgetAlerts(input: AlertInput): { alerts: BudgetAlert[]; memory: AlertMemory } {
  const memory: Record<string, BudgetThreshold> = {};
  const alerts: BudgetAlert[] = [];
  for (const [idText, budget] of Object.entries(input.budgets)) {
    const id = Number(idText);
    const before = input.memory[idText];
    if (before !== undefined) memory[idText] = before;
    const progress = budgetProgress(budget, input.totals[id]);
    const reached = progress?.reached ?? null;
    if (progress === null || reached === null || (before !== undefined && before >= reached)) continue;
    memory[idText] = reached;
    const name = input.nameOf(id);
    if (input.enabled && name !== null) {
      alerts.push({
        accountKey: input.accountKey,
        projectId: id,
        projectName: name,
        threshold: reached,
        percent: progress.percent,
        per: 'lifetime',
        target: 'project',
      });
    }
  }
  return { alerts, memory };
}

/** The two memories hold the same thresholds (nothing to save). */
export function sameMemory(a: AlertMemory | undefined, b: AlertMemory): boolean {
  const left = a ?? {};
  const keys = Object.keys(left);
  return keys.length === Object.keys(b).length && keys.every((k) => left[k] === b[k]);
}

/** Per target key (`customer:3`): the highest threshold notified, and in which period. */
export type PeriodAlertMemory = Readonly<Record<string, PeriodAlert>>;

/**
 * The same for period budgets (issue 34): once per threshold per budget **per period**. A
 * memory of an earlier period counts for nothing (the budget started again), and is replaced
 * once this period reaches a threshold; budgets removed are forgotten. Off, what was reached
 * is still remembered.
 */
export function decidePeriodAlerts(input: {
  accountKey: string;
  statuses: readonly PeriodBudgetStatus[];
  memory: PeriodAlertMemory;
  enabled: boolean;
}): { alerts: BudgetAlert[]; memory: PeriodAlertMemory } {
  const memory: Record<string, PeriodAlert> = {};
  const alerts: BudgetAlert[] = [];
  for (const status of input.statuses) {
    const before = input.memory[status.key];
    if (before !== undefined) memory[status.key] = before;
    // Not named yet (the list not loaded): decided once it is, so nothing is recorded unsaid.
    if (status.name === null) continue;
    const reached = status.current.progress?.reached ?? null;
    const already = before !== undefined && before.from === status.current.from ? before.reached : null;
    if (reached === null || (already !== null && already >= reached)) continue;
    memory[status.key] = { from: status.current.from, reached };
    if (input.enabled) {
      alerts.push({
        accountKey: input.accountKey,
        projectId: status.target.id,
        projectName: status.name,
        threshold: reached,
        percent: status.current.progress!.percent,
        per: status.budget.per,
        target: status.target.kind,
      });
    }
  }
  return { alerts, memory };
}

export function samePeriodMemory(a: PeriodAlertMemory | undefined, b: PeriodAlertMemory): boolean {
  const left = a ?? {};
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => left[k]?.from === b[k]?.from && left[k]?.reached === b[k]?.reached)
  );
}
