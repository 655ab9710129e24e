import { z } from 'zod';
import { MAX_BUDGET_HOURS, MAX_BUDGET_VALUE, type Budget } from '../../../shared/budget';
import { formatCount } from '../../../shared/format';
import { BUDGET_PERIODS, type PeriodBudget } from '../../../shared/period-budget';
import { isProjectKey, isTargetKey, type PeriodAlert } from './budget-read';
import { m, spokenLocale } from '../i18n';
import { projectIdRule } from '../input-rules';

/**
 * The rules for a budget as a person sets it (window over IPC, `timetray budget`) and as
 * settings.json keeps it. Words come from the catalog when an error is made, never at load.
 */

const limit = (max: number, words: () => string) =>
  z
    .number({ error: words })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= max, { error: words })
    .nullable();

/** The largest budget, as the language spoken writes numbers ("1,000,000", "1.000.000"). */
const largest = (max: number): { max: string } => ({ max: formatCount(max, spokenLocale()) });
const hoursRule = limit(MAX_BUDGET_HOURS, () => m.budget_hours_invalid(largest(MAX_BUDGET_HOURS)));
const valueRule = limit(MAX_BUDGET_VALUE, () => m.budget_value_invalid(largest(MAX_BUDGET_VALUE)));

/** `{ hours, value }`: each a positive number or null, and not both null (that is `clear`). */
export const budgetRule: z.ZodType<Budget, unknown> = z
  .strictObject({ hours: hoursRule, value: valueRule }, { error: () => m.budget_shape_invalid() })
  .refine((b) => b.hours !== null || b.value !== null, {
    error: () => m.budget_empty(),
    path: ['hours'],
  });

/**
 * Entries of a map in settings.json whose key `isKey` accepts and whose value passes `rule`;
 * the others are dropped, not the whole file (an edited entry costs only itself).
 */
function keyedMap<T>(isKey: (key: string) => boolean, rule: z.ZodType<T, unknown>) {
  return z
    .record(z.string(), z.unknown())
    .transform((raw) => {
      const kept: Record<string, T> = {};
      for (const [key, value] of Object.entries(raw)) {
        if (!isKey(key)) continue;
        const parsed = rule.safeParse(value);
        if (parsed.success) kept[key] = parsed.data;
      }
      return kept;
    })
    .optional()
    .catch(undefined);
}

/** Per account in settings.json: project id → its budget. Older files have none. */
export const storedBudgetsRule = keyedMap(isProjectKey, budgetRule);

/**
 * Per account: project id → the highest threshold (80 or 100) already notified for its
 * current budget (see `decideBudgetAlerts`); an entry goes when the budget changes.
 */
export const storedAlertsRule = keyedMap(isProjectKey, z.union([z.literal(80), z.literal(100)]));

/** Per account: the pinned project ids, in the order they were pinned; an entry that is not one costs only itself. */
export const storedPinnedRule = z
  .array(z.unknown())
  .transform((ids) => [...new Set(ids.filter((id): id is number => projectIdRule.safeParse(id).success))])
  .optional()
  .catch(undefined);

/** A budget per week, month or cycle: a budget (as above) and its period. */
export const periodBudgetRule: z.ZodType<PeriodBudget, unknown> = z
  .strictObject(
    {
      hours: hoursRule,
      value: valueRule,
      per: z.enum(BUDGET_PERIODS, { error: () => m.budget_per_invalid() }),
    },
    { error: () => m.budget_shape_invalid() },
  )
  .refine((b) => b.hours !== null || b.value !== null, {
    error: () => m.budget_empty(),
    path: ['hours'],
  });

/** Per account (issue 34): `project:ID` or `customer:ID` → its period budget. */
export const storedPeriodBudgetsRule = keyedMap(isTargetKey, periodBudgetRule);

/** Per account: the highest threshold notified for a period budget, and the period's first day. */
export const storedPeriodAlertsRule = keyedMap<PeriodAlert>(
  isTargetKey,
  z.strictObject({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    reached: z.union([z.literal(80), z.literal(100)]),
  }),
);
