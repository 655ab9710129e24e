import {
  MAX_BUDGET_HOURS,
  MAX_BUDGET_VALUE,
  type Budget,
  type BudgetThreshold,
} from '../../../shared/budget';

/**
 * The budgets, pins and alerts of one account as settings.json keeps them, read by hand: the
 * file is read at every start of the CLI and the app, and zod's schemas cost a local command
 * more CPU than its own work (issue 18, point 8). The same rules as `storedBudgetsRule`,
 * `storedAlertsRule` and `storedPinnedRule` (budget-rules.ts, zod, used on save); the
 * settings-read-rules unit test holds both copies to the same answers. Each reader returns
 * undefined for an unreadable value: the field is dropped, never the whole file.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A project id as a settings.json key (JSON keys are text). */
const ID_KEY = /^[1-9][0-9]{0,15}$/;

/** A limit: null, or a finite number above 0 and at most `max`. */
const isLimit = (v: unknown, max: number): v is number | null =>
  v === null || (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= max);

/** `{ hours, value }` exactly (no other key), each a limit, not both null. */
function readBudget(raw: unknown): Budget | null {
  if (!isRecord(raw)) return null;
  if (Object.keys(raw).some((key) => key !== 'hours' && key !== 'value')) return null;
  const { hours, value } = raw;
  if (!isLimit(hours, MAX_BUDGET_HOURS) || !isLimit(value, MAX_BUDGET_VALUE)) return null;
  return hours === null && value === null ? null : { hours, value };
}

const readThreshold = (raw: unknown): BudgetThreshold | null => (raw === 80 || raw === 100 ? raw : null);

/** The entries whose key is a project id and whose value `read` accepts; the others are dropped. */
function readProjectMap<T>(raw: unknown, read: (value: unknown) => T | null): Record<string, T> | undefined {
  if (!isRecord(raw)) return undefined;
  const kept: Record<string, T> = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!ID_KEY.test(id) || !Number.isSafeInteger(Number(id))) continue;
    const entry = read(value);
    if (entry !== null) kept[id] = entry;
  }
  return kept;
}

/** Project id → its budget. */
export const readStoredBudgets = (raw: unknown): Record<string, Budget> | undefined =>
  readProjectMap(raw, readBudget);

/** Project id → the highest threshold already notified for its current budget. */
export const readStoredAlerts = (raw: unknown): Record<string, BudgetThreshold> | undefined =>
  readProjectMap(raw, readThreshold);

const isProjectId = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) > 0;

/** The pinned project ids, in the order they were pinned, each once. */
export const readStoredPinned = (raw: unknown): number[] | undefined =>
  Array.isArray(raw) && raw.every(isProjectId) ? [...new Set(raw as number[])] : undefined;
