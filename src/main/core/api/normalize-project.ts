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
import { COLON, toDuration, toId, toNumber, toText, wireText } from './wire-values';
import { makeApiError } from './redact';
import { formatCount } from '../../../shared/format';
import { m, spokenLocale } from '../i18n';

type Raw = Record<string, unknown>;

/**
 * A project from one raw item, or null when it has no positive integer id or no name.
 * `latin1`: the item was parsed from a Latin-1-decoded body (see decode-body.ts), so its
 * text fields are re-decoded from UTF-8.
 */
export function normalizeProject(raw: unknown, latin1 = false): Project | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const item = raw as Raw;
  const id = toId(item.id);
  if (id === null) return null;
  const name = toText(item.name, latin1);
  if (name === null) return null;
  const status = typeof item.status === 'string' ? wireText(item.status, latin1) : null;
  const active = toBool(item.active);
  return {
    id,
    name,
    description: typeof item.description === 'string' ? wireText(item.description, latin1) : null,
    active: active ?? status !== 'archived',
    status,
    privacy: toPrivacy(item.privacy),
    customerId: toId(item.customer_id),
    customerName: toText(item.customer_name, latin1),
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
 * @throws ApiError `bad_response` when the top level is neither, or when the list has items
 * and none of them is readable: that is a broken answer, not "no projects", and must not
 * replace the last good list (an empty list stays valid).
 */
export function normalizeProjectList(
  body: unknown,
  latin1 = false,
): { projects: Project[]; skipped: number } {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as Raw).data : undefined;
  if (!Array.isArray(list)) {
    throw makeApiError('bad_response', m.core_list_not_a_list());
  }
  const projects: Project[] = [];
  let skipped = 0;
  for (let i = 0; i < list.length; i++) {
    const project = normalizeProject(list[i], latin1);
    if (project === null) skipped++;
    else projects.push(project);
  }
  if (list.length > 0 && projects.length === 0) {
    const count = list.length;
    const countText = formatCount(count, spokenLocale());
    throw makeApiError('bad_response', m.core_list_no_readable_item({ count, countText }));
  }
  return { projects, skipped };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/;

function toCount(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
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
  if (value === 1 || value === 2) return value;
  if (value === 'public') return 1;
  if (value === 'private') return 2;
  const n = toId(value);
  return n === 1 || n === 2 ? n : null;
}

function toBillBy(value: unknown): 'project' | 'user' | null {
  return value === 'project' || value === 'user' ? value : null;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A validated ISO 8601 date-time: `2019-02-14T02:59:42-0200` → `2019-02-14T02:59:42-02:00`.
 * Impossible dates (month 13, Feb 30, 25 h) are null. The service's own spelling takes a
 * hand-written fast path; anything else goes through the general pattern.
 */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 24 && value.charCodeAt(10) === 84 /* T */) {
    const sign = value.charCodeAt(19);
    if ((sign === 43 || sign === 45) && validDateTime(value, d2(value, 20), d2(value, 22))) {
      return `${value.slice(0, 22)}:${value.slice(22)}`;
    }
  }
  const m = DATE.exec(value.trim());
  if (m === null) return null;
  const zone = m[8] ?? '';
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
  const zoneHours = zone.length > 1 ? d2(zone, 1) : 0;
  const zoneMinutes = zone.length > 1 ? d2(zone, zone.length - 2) : 0;
  if (!validDateTime(iso, zoneHours, zoneMinutes)) return null;
  const colonZone = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return `${iso}${m[7] ?? ''}${colonZone}`;
}

/** The two ASCII digits at `text[i]`, `text[i + 1]` as a number, or -1. */
function d2(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** Checks `YYYY-MM-DDTHH:MM:SS` at the start of `text` and a zone offset's parts. */
function validDateTime(text: string, zoneHours: number, zoneMinutes: number): boolean {
  if (
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  ) {
    return false;
  }
  const century = d2(text, 0);
  const yy = d2(text, 2);
  const month = d2(text, 5);
  const day = d2(text, 8);
  const hour = d2(text, 11);
  const minute = d2(text, 14);
  const second = d2(text, 17);
  if (century < 0 || yy < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23) return false;
  if (minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  if (zoneHours < 0 || zoneHours > 14 || zoneMinutes < 0 || zoneMinutes > 59) return false;
  if (day <= 28) return true;
  const year = century * 100 + yy;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS[month - 1]! + (leap ? 1 : 0);
}
