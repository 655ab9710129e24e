import { displayText, LABEL_MAX } from '../../../shared/display-text';
import type { BudgetPer } from '../../../shared/period-budget';
import { m } from '../../core/i18n';

/** What the shell needs of an alert the core decided on (`BudgetAlert`). */
export interface BudgetAlertFacts {
  projectName: string;
  /** 80 or 100: the threshold passed (the sentence names it, not the exact percent). */
  threshold: number;
  /** Whose period's budget (issue 34); `lifetime`: the project's whole budget. */
  per: BudgetPer;
}

const PASSED: Record<BudgetPer, (words: { name: string; percent: string }) => string> = {
  lifetime: (words) => m.budget_alert_passed(words),
  week: (words) => m.budget_alert_passed_week(words),
  month: (words) => m.budget_alert_passed_month(words),
  cycle: (words) => m.budget_alert_passed_cycle(words),
};

/**
 * A budget alert's words: "“Projeto X” passou de 80% do orçamento" in pt-BR (the name quoted,
 * so a name that starts with "Projeto" never reads "Projeto Projeto X"). The name is the
 * service's, so it is neutralised and cut like a menu label before it meets a person.
 */
export function budgetAlertText(alert: BudgetAlertFacts): string {
  return PASSED[alert.per]({
    name: displayText(alert.projectName, { max: LABEL_MAX }),
    percent: String(alert.threshold),
  });
}

/**
 * Shows each budget alert the core decides on (once per threshold per budget, remembered in
 * settings.json, none while `budgetAlerts` is off) as a notification; returns the stop.
 */
export function showBudgetAlerts(
  core: { onBudgetAlerts(listener: (alerts: BudgetAlertFacts[]) => void): Promise<() => void> },
  notify: (body: string) => void,
): () => void {
  const stopping = core.onBudgetAlerts((alerts) => {
    for (const alert of alerts) notify(budgetAlertText(alert));
  });
  return () =>
    void stopping.then(
      (stop) => stop(),
      () => undefined,
    );
}
