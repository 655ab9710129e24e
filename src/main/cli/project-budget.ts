import type { AppSnapshot, Project } from '../../shared/types';
import { m } from '../core/i18n';
import { budgetJson, budgetProgressText, type BudgetJson } from './budget-text';

/**
 * `project ID`'s budget (issue #19): the human line ("Budget  82% of 120 h") and the `--json`
 * field (`{"hours", "value", "percent"}`, null when none is set), measured with the totals of
 * the details just shown.
 */
export function budgetRowOf(
  snapshot: Pick<AppSnapshot, 'budgets' | 'preferences'>,
  project: Project,
  locale: string | undefined,
): { row: readonly [string, string] | null; json: BudgetJson | null } {
  const budget = snapshot.budgets[project.id];
  if (!budget) return { row: null, json: null };
  const { currency, hideMoney } = snapshot.preferences;
  const text = budgetProgressText(project.id, budget, project, { locale, currency, hideMoney });
  return { row: [m.budget_cli_label(), text], json: budgetJson(budget, project) };
}
