/**
 * The writable attributes of a project, in the app's camelCase, and their form encoding in
 * the service's field names. Booleans go as `true`/`false` (the service documents
 * `active=false` for archiving); a null clears the field (sent empty).
 */
import { makeApiError } from './redact';
import { m } from '../i18n';

export interface ProjectWrite {
  name: string;
  description?: string | null;
  active?: boolean;
  /** 1 public, 2 private. */
  privacy?: 1 | 2;
  customerId?: number | null;
  billable?: boolean;
  billBy?: 'project' | 'user';
  /** Hourly rate. */
  rate?: number | null;
  requiredTask?: boolean;
  template?: boolean;
}

const FIELD_NAMES: Record<keyof ProjectWrite, string> = {
  name: 'name',
  description: 'description',
  active: 'active',
  privacy: 'privacy',
  customerId: 'customer_id',
  billable: 'billable',
  billBy: 'bill_by',
  rate: 'rate',
  requiredTask: 'required_task',
  template: 'template',
};

const BOOLEAN_FIELDS = new Set<keyof ProjectWrite>(['active', 'billable', 'requiredTask', 'template']);

/**
 * Validates and form-encodes the given fields; fields left undefined are not sent, so an
 * update changes only what it names. @throws ApiError `invalid`.
 */
export function encodeProjectWrite(fields: Partial<ProjectWrite>, requireName: boolean): URLSearchParams {
  if (!fields || typeof fields !== 'object') throw makeApiError('invalid', m.core_project_no_fields());
  const form = new URLSearchParams();
  for (const key of Object.keys(FIELD_NAMES) as (keyof ProjectWrite)[]) {
    const value = fields[key];
    if (value === undefined) continue;
    form.append(FIELD_NAMES[key], encodeValue(key, value));
  }
  if (requireName && fields.name === undefined) throw makeApiError('invalid', m.core_project_needs_name());
  if ([...form.keys()].length === 0) throw makeApiError('invalid', m.core_project_nothing_to_change());
  return form;
}

function encodeValue(key: keyof ProjectWrite, value: unknown): string {
  const bad = (why: string) => makeApiError('invalid', `Project ${FIELD_NAMES[key]}: ${why}.`);
  if (BOOLEAN_FIELDS.has(key)) {
    if (typeof value !== 'boolean') throw bad('must be true or false');
    return value ? 'true' : 'false';
  }
  switch (key) {
    case 'name':
      if (typeof value !== 'string' || value.trim() === '') throw bad('must not be empty');
      return value.trim();
    case 'description':
      if (value === null) return '';
      if (typeof value !== 'string') throw bad('must be text');
      return value;
    case 'privacy':
      if (value !== 1 && value !== 2) throw bad('must be 1 (public) or 2 (private)');
      return String(value);
    case 'customerId':
      if (value === null) return '';
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
        throw bad('must be a positive whole number');
      return String(value);
    case 'billBy':
      if (value !== 'project' && value !== 'user') throw bad('must be "project" or "user"');
      return value;
    case 'rate':
      if (value === null) return '';
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        throw bad('must be a number of at least 0');
      return String(value);
    default:
      throw bad('is not writable');
  }
}
