/**
 * A budget's two fields as the user typed them (the lifetime editor and the period budget
 * form): each empty (no limit) or a number within its limit, in the language's way of
 * writing numbers, and not both empty; else the problem, and which field it is about.
 */
import { MAX_BUDGET_HOURS, MAX_BUDGET_VALUE } from '../../../shared/budget';
import { formatCount } from '../../../shared/format';
import { parseAmount } from '../../../shared/parse-amount';
import { m } from './i18n.svelte';

export interface FieldProblem {
  field: 'hours' | 'value' | 'both';
  text: string;
}

export type BudgetFields = { hours: number | null; value: number | null } | { problem: FieldProblem };

function figure(
  text: string,
  max: number,
  field: 'hours' | 'value',
  locale: string,
): number | null | FieldProblem {
  const n = parseAmount(text, locale);
  if (n === null) return null;
  if (Number.isFinite(n) && n > 0 && n <= max) return n;
  const limit = formatCount(max, locale);
  return {
    field,
    text:
      field === 'hours'
        ? m.budget_hours_field_invalid({ max: limit })
        : m.budget_value_field_invalid({ max: limit }),
  };
}

export function budgetFields(hoursText: string, valueText: string, locale: string): BudgetFields {
  const hours = figure(hoursText, MAX_BUDGET_HOURS, 'hours', locale);
  if (hours !== null && typeof hours === 'object') return { problem: hours };
  const value = figure(valueText, MAX_BUDGET_VALUE, 'value', locale);
  if (value !== null && typeof value === 'object') return { problem: value };
  if (hours === null && value === null) return { problem: { field: 'both', text: m.budget_both_empty() } };
  return { hours, value };
}
