import type { Project } from '../../../shared/types';

/**
 * A normalised `Project` as the cache file must hold it. The cache is a file anyone with
 * the user's rights can edit (or a crash can truncate); an item that does not match is
 * dropped, so the window and the tray never get a name that is not a string.
 *
 * Checked by hand, not with zod: every start of the CLI and the app reads this list (a
 * thousand items or more), and loading zod's schemas costs a local command more CPU than
 * the rest of its work (issue 18, point 8). Same rules as zod's `z.number().int()` (a safe
 * integer), `z.number()` (finite) and `z.object` (unknown keys are left out).
 */
type Check = (value: unknown) => boolean;

const int: Check = (v) => Number.isSafeInteger(v);
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const str: Check = (v) => typeof v === 'string';
const bool: Check = (v) => typeof v === 'boolean';
const billBy: Check = (v) => v === 'project' || v === 'user';
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);

/** Each field of `Project` and its rule, in the order the file is written. */
const FIELDS: { [K in keyof Project]-?: Check } = {
  id: int,
  name: str,
  description: nullable(str),
  active: bool,
  status: nullable(str),
  privacy: nullable(int),
  customerId: nullable(int),
  customerName: nullable(str),
  billable: nullable(bool),
  billBy: nullable(billBy),
  rate: nullable(num),
  requiredTask: nullable(bool),
  template: nullable(bool),
  dateCreated: nullable(str),
  dateChanged: nullable(str),
  createdBy: nullable(int),
  deletedBy: nullable(int),
  isMember: nullable(bool),
  isManager: nullable(bool),
  valueTotal: nullable(num),
  timeTotalSeconds: nullable(num),
  totalMembers: nullable(int),
  totalActiveTasks: nullable(int),
};

const FIELD_NAMES = Object.keys(FIELDS) as (keyof Project)[];

/** `item` as a `Project` (only its known fields), or null when any field breaks its rule. */
export function readCachedProject(item: unknown): Project | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  const project: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const value = record[name];
    if (!FIELDS[name](value)) return null;
    project[name] = value;
  }
  return project as unknown as Project;
}
