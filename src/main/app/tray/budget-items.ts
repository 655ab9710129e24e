import { budgetProgress } from '../../../shared/budget';
import { formatCount } from '../../../shared/format';
import type { BudgetPeriod } from '../../../shared/period-budget';
import type { AppSnapshot, Project } from '../../../shared/types';
import { m } from '../../core/i18n';
import type { TrayActionId, TrayMenuItem } from './tray-menu-item';

/**
 * The tray's part of issue #19, kept out of menu-template.ts (which only calls these):
 * the "Pinned" section, a budgeted project's percentage, and "Open Rabbiit". Pure.
 */

/**
 * After a budgeted project's hours: " · 82%", and " · ⚠ 120%" from 100% — the sign and the
 * number say it, a menu has no colour. Nothing without a budget or before its totals are known.
 */
export function budgetSuffix(snapshot: AppSnapshot, projectId: number, locale?: string): string {
  const progress = budgetProgress(snapshot.budgets[projectId], snapshot.totals[projectId]);
  if (!progress) return '';
  const percent = formatCount(progress.percent, locale); // "2,129%" / "2.129%" far over budget
  return progress.level === 'over' ? ` · ⚠ ${percent}%` : ` · ${percent}%`;
}

/**
 * "Pinned": the projects the user pinned, in the order pinned, at the very top of the menu
 * (above Recent). Archived ones stay (the user chose them); projects no longer in the list
 * are left out.
 */
export function pinnedItems(snapshot: AppSnapshot, item: (project: Project) => TrayMenuItem): TrayMenuItem[] {
  if (snapshot.pinned.length === 0) return [];
  const byId = new Map<number, Project>();
  const wanted = new Set(snapshot.pinned);
  for (const project of snapshot.projects) if (wanted.has(project.id)) byId.set(project.id, project);
  const items = snapshot.pinned.flatMap((id) => {
    const project = byId.get(id);
    return project ? [item(project)] : [];
  });
  if (items.length === 0) return [];
  return [{ type: 'normal', label: m.pin_tray_section(), enabled: false }, ...items, { type: 'separator' }];
}

/** "Open Rabbiit" (the account's projects page in the browser), while signed in. */
export function webAppItems(snapshot: AppSnapshot): TrayMenuItem[] {
  if (snapshot.session.status !== 'signed_in') return [];
  return [{ type: 'normal', label: m.webapp_tray_open(), enabled: true, action: 'open-web-app' }];
}

const PERIOD_BUDGET: Record<BudgetPeriod, (words: { name: string; percent: string }) => string> = {
  week: (words) => m.shell_period_budget_week(words),
  month: (words) => m.shell_period_budget_month(words),
  cycle: (words) => m.shell_period_budget_cycle(words),
};

/**
 * Issue 34: each budget per period at 80% or more of this period, "ACME: 83% of this cycle's
 * budget" ("⚠" first from 100%), under the periods line. A project's opens its details (which
 * show it); a customer's opens the window's list, whose header for that customer shows it.
 * `text`: the menu's own neutralising of the service's names.
 */
export function periodBudgetItems(
  snapshot: AppSnapshot,
  locale: string | undefined,
  text: (name: string) => string,
): TrayMenuItem[] {
  if (snapshot.periods.status !== 'ready') return [];
  const items = snapshot.periods.budgets.flatMap((status): TrayMenuItem[] => {
    const progress = status.current.progress;
    if (progress === null || progress.reached === null || status.name === null) return [];
    const words = { name: text(status.name), percent: formatCount(progress.percent, locale) };
    const label = PERIOD_BUDGET[status.budget.per](words);
    const action: TrayActionId =
      status.target.kind === 'project' ? `project:${status.target.id}` : 'show-all';
    return [
      { type: 'normal', label: progress.level === 'over' ? `⚠ ${label}` : label, enabled: true, action },
    ];
  });
  return items.length === 0 ? [] : [...items, { type: 'separator' }];
}
