import {
  MAX_BUDGET_HOURS,
  MAX_BUDGET_VALUE,
  type Budget,
  type BudgetThreshold,
} from '../../../shared/budget';
import { BUDGET_PERIODS, targetOf, type PeriodBudget } from '../../../shared/period-budget';

/**
 * The budgets, pins and alerts of one account as settings.json keeps them, read by hand: the
 * file is read at every start of the CLI and the app, and zod's schemas cost a local command
 * more CPU than its own work (issue 18, point 8). The same rules as `storedBudgetsRule`,
 * `storedAlertsRule` and `storedPinnedRule` (budget-rules.ts, zod, used on save); the
 * settings-read-rules unit test holds both copies to the same answers. Each reader returns
 * undefined for an unreadable value: the field is dropped, never the whole file; an entry it
 * cannot use costs only itself, and is told to `dropped` (budgets and pins are the user's own
 * work, so settings-read.ts reports them).
 */

/** Told each entry a reader left out: a project id key, or a value as JSON. */
export type Dropped = (entry: string) => void;

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

/** `{ hours, value, per }`: a budget (as above) and one of `BUDGET_PERIODS`. */
function readPeriodBudget(raw: unknown): PeriodBudget | null {
  if (!isRecord(raw) || !(BUDGET_PERIODS as readonly unknown[]).includes(raw.per)) return null;
  const { per, ...limits } = raw;
  const budget = readBudget(limits);
  return budget === null ? null : { ...budget, per: per as PeriodBudget['per'] };
}

/** `{ from, reached }`: the first day of the period an alert was shown in, and its threshold. */
function readPeriodAlert(raw: unknown): PeriodAlert | null {
  if (!isRecord(raw) || Object.keys(raw).some((key) => key !== 'from' && key !== 'reached')) return null;
  if (typeof raw.from !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.from)) return null;
  const reached = readThreshold(raw.reached);
  return reached === null ? null : { from: raw.from, reached };
}

/** The highest threshold notified for a period budget, and in which period. */
export interface PeriodAlert {
  from: string;
  reached: BudgetThreshold;
}

const readThreshold = (raw: unknown): BudgetThreshold | null => (raw === 80 || raw === 100 ? raw : null);

/** A project id as a settings.json key (JSON keys are text). */
export const isProjectKey = (key: string): boolean => ID_KEY.test(key) && Number.isSafeInteger(Number(key));
/** A period budget's key: `project:12`, `customer:3`. */
export const isTargetKey = (key: string): boolean => targetOf(key) !== null;

/** The entries whose key `isKey` accepts and whose value `read` accepts; the others are dropped. */
function readKeyedMap<T>(
  raw: unknown,
  isKey: (key: string) => boolean,
  read: (value: unknown) => T | null,
  dropped: Dropped,
): Record<string, T> | undefined {
  if (!isRecord(raw)) return undefined;
  const kept: Record<string, T> = {};
  for (const [key, value] of Object.entries(raw)) {
    const entry = isKey(key) ? read(value) : null;
    if (entry !== null) kept[key] = entry;
    else dropped(key);
  }
  return kept;
}

/** Project id → its budget. */
export const readStoredBudgets = (raw: unknown, dropped: Dropped): Record<string, Budget> | undefined =>
  readKeyedMap(raw, isProjectKey, readBudget, dropped);

/**
 * Project id → the highest threshold already notified for its current budget. Timetray's own
 * bookkeeping, not the user's work: an entry it cannot use is dropped without a word.
 */
export const readStoredAlerts = (raw: unknown): Record<string, BudgetThreshold> | undefined =>
  readKeyedMap(raw, isProjectKey, readThreshold, () => undefined);

/** A project id as settings.json keeps it: a positive safe whole number. */
export const isProjectId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** The pinned project ids, in the order they were pinned, each once; other entries are dropped. */
export function readStoredPinned(raw: unknown, dropped: Dropped): number[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const kept: number[] = [];
  for (const id of raw as unknown[]) {
    if (isProjectId(id)) kept.push(id);
    else dropped(JSON.stringify(id) ?? String(id));
  }
  return [...new Set(kept)];
}

/** `project:ID` or `customer:ID` → its budget per week, month or cycle (issue 34). */
export const readStoredPeriodBudgets = (
  raw: unknown,
  dropped: Dropped,
): Record<string, PeriodBudget> | undefined => readKeyedMap(raw, isTargetKey, readPeriodBudget, dropped);

/** `project:ID` or `customer:ID` → the alert already shown this period: bookkeeping, dropped silently. */
export const readStoredPeriodAlerts = (raw: unknown): Record<string, PeriodAlert> | undefined =>
  readKeyedMap(raw, isTargetKey, readPeriodAlert, () => undefined);
