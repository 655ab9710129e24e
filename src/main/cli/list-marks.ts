import type { BudgetTotals } from '../../shared/budget';
import { formatHours } from '../../shared/format';
import { projectPeriodsOf } from '../../shared/reports';
import type { AppSnapshot, Project, ProjectTotals } from '../../shared/types';
import { m } from '../core/i18n';
import { budgetCell, budgetJson, type BudgetJson } from './budget-text';
import type { ListMarks } from './format';

/**
 * What `projects` adds for issue #19: pinned projects first, a budget column when any budget
 * is set, and in `--json` `"pinned"` and `"budget"` on every project.
 */

/** The totals a budget is measured with: the fetched details', else what the list carried. */
const totalsOf = (snap: Pick<AppSnapshot, 'totals'>, p: Project): BudgetTotals | null =>
  snap.totals[p.id] ?? (p.timeTotalSeconds !== null || p.valueTotal !== null ? p : null);

export function listMarks(snap: AppSnapshot, locale: string | undefined): ListMarks {
  const marks: ListMarks = {};
  if (snap.pinned.length > 0) Object.assign(marks, { pinned: snap.pinned, pinnedLabel: m.pin_cli_section() });
  if (Object.keys(snap.budgets).length > 0) {
    const display = { locale, currency: snap.preferences.currency, hideMoney: snap.preferences.hideMoney };
    marks.budgetOf = (p) => budgetCell(snap.budgets[p.id], totalsOf(snap, p), display);
  }
  // The saved hours of this cycle (issue 33), once a report has been read: `projects` asks
  // the service for the list only, so they are as of the last report (the legend says when).
  if (hasCycleFigures(snap))
    marks.cycleOf = (p) => formatHours(projectPeriodsOf(snap.periods, p.id).cycle, locale);
  return marks;
}

/** Saved figures of the current cycle exist: `projects` shows its column and `cycleSeconds`. */
export const hasCycleFigures = (snap: Pick<AppSnapshot, 'periods'>): boolean =>
  snap.periods.status === 'ready' && snap.periods.asOf !== null && snap.periods.cycle !== null;

/**
 * `projects --json`'s projects: each with `"pinned": bool`, `"budget"` (null when none) and
 * `"totals"`, those of its last fetched details (null when none): the list carries no totals,
 * yet the human list shows these, and a budget's percent is measured with them. `projects`:
 * those to list (a search's), else all of the snapshot's.
 */
export function projectsJsonRows(
  snap: AppSnapshot,
  projects: readonly Project[] = snap.projects,
): Array<
  Project & {
    pinned: boolean;
    budget: BudgetJson | null;
    totals: ProjectTotals | null;
    cycleSeconds: number | null;
  }
> {
  const pinned = new Set(snap.pinned);
  const cycle = hasCycleFigures(snap);
  return projects.map((p) => ({
    ...p,
    pinned: pinned.has(p.id),
    budget: budgetJson(snap.budgets[p.id], totalsOf(snap, p)),
    totals: snap.totals[p.id] ?? null,
    cycleSeconds: cycle ? projectPeriodsOf(snap.periods, p.id).cycle : null,
  }));
}
