/**
 * Reads projects out of whatever the service sends. The documentation and its examples
 * disagree (0/1 vs booleans, numbers as strings, `date_updated` vs `date_changed`, offsets
 * without a colon), so every field is read tolerantly and on its own; an item that lacks a
 * usable id or name is skipped and counted, never fatal to the list.
 *
 * This runs on every item of lists of thousands, so it is written for speed: no schema
 * library, no per-field closures, one object shape.
 */
import type { Project } from '../../../shared/types';
import { makeApiError } from './redact';

type Raw = Record<string, unknown>;

/** A project from one raw item, or null when it has no positive integer id or no name. */
export function normalizeProject(raw: unknown): Project | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const item = raw as Raw;
  const id = toId(item.id);
  if (id === null) return null;
  const name = toText(item.name);
  if (name === null) return null;
  const status = typeof item.status === 'string' ? item.status : null;
  const active = toBool(item.active);
  return {
    id,
    name,
    description: typeof item.description === 'string' ? item.description : null,
    active: active ?? status !== 'archived',
    status,
    privacy: toPrivacy(item.privacy),
    customerId: toId(item.customer_id),
    customerName: toText(item.customer_name),
    billable: toBool(item.billable),
    billBy: toBillBy(item.bill_by),
    rate: toNumber(item.rate),
    requiredTask: toBool(item.required_task),
    template: toBool(item.template),
    dateCreated: toIsoDate(item.date_created),
    dateChanged: toIsoDate(item.date_changed !== undefined ? item.date_changed : item.date_updated),
    createdBy: toId(item.created_by),
    deletedBy: toId(item.deleted_by),
    isMember: toBool(item.is_member),
    isManager: toBool(item.is_manager),
    valueTotal: toNumber(item.value_total),
    timeTotalSeconds: toDuration(item.time_total),
    totalMembers: toCount(item.total_members),
    totalActiveTasks: toCount(item.total_active_tasks),
  };
}

/**
 * A project list from a parsed body: `{"data":[...]}` or a bare array.
 * @throws ApiError `bad_response` when the top level is neither.
 */
export function normalizeProjectList(body: unknown): { projects: Project[]; skipped: number } {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as Raw).data : undefined;
  if (!Array.isArray(list)) {
    throw makeApiError('bad_response', 'The service sent a project list Timetray cannot read (no list of projects in it).');
  }
  const projects: Project[] = [];
  let skipped = 0;
  for (let i = 0; i < list.length; i++) {
    const project = normalizeProject(list[i]);
    if (project === null) skipped++;
    else projects.push(project);
  }
  return { projects, skipped };
}

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const DURATION = /^(\d+):([0-5]\d):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return null;
}

/** Positive safe integer (ids): `12` or `"12"`; 0, negatives and fractions are "none". */
function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && NUMERIC.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function toCount(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** Non-empty text (trimmed); numbers are accepted as text, since the docs disagree on types. */
function toText(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return text.length > 0 ? text : null;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function toBool(value: unknown): boolean | null {
  switch (value) {
    case true:
    case 1:
    case '1':
    case 'true':
    case 'TRUE':
    case 'True':
      return true;
    case false:
    case 0:
    case '0':
    case 'false':
    case 'FALSE':
    case 'False':
      return false;
    default:
      return null;
  }
}

function toPrivacy(value: unknown): number | null {
  if (value === 'public') return 1;
  if (value === 'private') return 2;
  const n = toId(value);
  return n === 1 || n === 2 ? n : null;
}

function toBillBy(value: unknown): 'project' | 'user' | null {
  return value === 'project' || value === 'user' ? value : null;
}

/** `HHH:MM:SS` (hours may exceed 24) to seconds; a plain number is taken as seconds. */
function toDuration(value: unknown): number | null {
  if (typeof value === 'string') {
    const m = DURATION.exec(value.trim());
    if (m === null) return null;
    const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  return null;
}

/**
 * A validated ISO 8601 date-time: `2019-02-14T02:59:42-0200` → `2019-02-14T02:59:42-02:00`.
 * Impossible dates (month 13, Feb 30, 25 h) are null.
 */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DATE.exec(value.trim());
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 59) return null;
  let zone = m[8] ?? '';
  if (zone.length === 5) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`;
  if (zone.length === 6 && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4)) > 59)) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7] ?? ''}${zone}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
