import type { Budget } from '../../../../shared/budget';
import type { BudgetTarget, PeriodBudget } from '../../../../shared/period-budget';
import type { Result } from '../../../../shared/result';
import type { AppState } from './app-state.svelte';

/**
 * Budgets, pins and the web app (issue #19): each a call to main, whose next snapshot carries
 * the change (`budgets`, `pinned`). A refusal is answered to the caller, which says it where
 * the user acted (beside the editor); a failure to open the web app goes to the banner.
 */
export class ProjectActions {
  readonly #app: AppState;

  constructor(app: AppState) {
    this.#app = app;
  }

  setBudget(projectId: number, budget: Budget): Promise<Result<Budget>> {
    return this.#app.call((b) => b.setBudget(projectId, budget));
  }

  clearBudget(projectId: number): Promise<Result<null>> {
    return this.#app.call((b) => b.clearBudget(projectId));
  }

  /** A budget per week, month or cycle of a project or customer (issue 34). */
  setPeriodBudget(target: BudgetTarget, budget: PeriodBudget): Promise<Result<PeriodBudget>> {
    return this.#app.call((b) => b.setPeriodBudget(target, budget));
  }

  clearPeriodBudget(target: BudgetTarget): Promise<Result<null>> {
    return this.#app.call((b) => b.clearPeriodBudget(target));
  }

  /** Pins or unpins; a refusal shows in the banner (the list and the details have no field for it). */
  async setPinned(projectId: number, pinned: boolean): Promise<boolean> {
    const result = await this.#app.call((b) => b.setPinned(projectId, pinned));
    return this.#app.failures.report(result, 'banner').ok;
  }

  isPinned(projectId: number): boolean {
    return this.#app.snapshot?.pinned.includes(projectId) ?? false;
  }

  /** Opens the account's projects page in the system browser (main checks the address). */
  async openWebApp(): Promise<void> {
    this.#app.failures.report(await this.#app.call((b) => b.openWebApp()), 'banner');
  }
}
