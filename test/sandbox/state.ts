/**
 * The sandbox's live data. Tests may read and modify it directly (e.g. rename a project,
 * drop a token, add an odd field with `wireOverrides`); the server reads it on every request.
 */
import { randomBytes } from 'node:crypto';
import { defaultReportSwitches, type StoredEntry } from './entries';
import type { SandboxUser } from './types';

/** A project as stored; the wire payload is derived from it by `toWireProject`. */
export interface StoredProject {
  /** The account that owns it: only that account's tokens see it. */
  accountId: string;
  id: number;
  name: string;
  description: string | null;
  active: boolean;
  /** 1 public, 2 private. */
  privacy: number;
  customerId: number | null;
  billable: boolean;
  billBy: 'project' | 'user';
  /** Decimal string, e.g. "120.00", as the service sends it. */
  rate: string | null;
  requiredTask: boolean;
  template: boolean;
  /** Service format, e.g. `2019-02-14T02:59:42-0200`. */
  dateCreated: string;
  dateChanged: string | null;
  createdBy: number | null;
  deletedBy: number | null;
  isMember: boolean;
  isManager: boolean;
  /** Decimal string or null. */
  valueTotal: string | null;
  timeTotalSeconds: number;
  totalMembers: number;
  totalActiveTasks: number;
  /**
   * Raw fields merged last into the wire payload, to serve the odd shapes the real service
   * may send. A key set to `undefined` removes that field (e.g. `{ id: undefined }`).
   */
  wireOverrides?: Record<string, unknown>;
}

export interface StoredCustomer {
  accountId: string;
  id: number;
  name: string;
}

export interface StoredToken {
  /** The User-Agent the token was made with; any other one destroys it. */
  userAgent: string;
  email: string;
  accountId: string;
  /** `clock.now()` of the last successful use (or of its creation). */
  lastUsed: number;
}

/** Unused for longer than this, a token is destroyed (by the injectable clock). */
export const TOKEN_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;

type AuthHeaderMode = 'either' | 'bearer' | 'x-api-token';

function authHeaderOfEnvironment(): AuthHeaderMode {
  const mode = process.env['TIMETRAY_SANDBOX_AUTH_HEADER'];
  if (mode === undefined || mode === '') return 'either';
  if (mode === 'bearer' || mode === 'x-api-token' || mode === 'either') return mode;
  throw new Error(`TIMETRAY_SANDBOX_AUTH_HEADER must be bearer, x-api-token or either, not "${mode}"`);
}

export class SandboxState {
  readonly projects = new Map<number, StoredProject>();
  readonly customers = new Map<number, StoredCustomer>();
  /** Keyed by the token itself. */
  readonly tokens = new Map<string, StoredToken>();
  readonly users: SandboxUser[] = [];
  /** Time entries of every account (`GET /reports/detailed`), see entries.ts. */
  readonly entries: StoredEntry[] = [];
  /** How reports are answered: on, absent, forbidden, paged, odd (see `ReportSwitches`). */
  readonly reports = defaultReportSwitches();
  /**
   * Which header carries the token: `either` (the default; `x-api-token` first, as the real
   * service takes both), or only `bearer` (`Authorization: Bearer`, as the GitHub docs say)
   * or only `x-api-token` (as the newer API reference says): a service of each kind.
   * `TIMETRAY_SANDBOX_AUTH_HEADER=bearer|x-api-token` makes every sandbox of a run such a
   * service, to run whole suites against each kind.
   */
  authHeader: AuthHeaderMode = authHeaderOfEnvironment();
  /**
   * List items carry the totals too (`rate`, `time_total`, `value_total`, `total_members`,
   * `total_active_tasks`), as some service versions might: for tests of tolerance. Off by
   * default, like the documented list example; `GET /projects/<id>` always carries them.
   */
  listTotals = false;
  /** Requests being answered right now, and the most at once so far (tests of request bursts). */
  readonly concurrency = { now: 0, peak: 0 };
  /**
   * When set, what `POST /auth` echoes as `account_id` instead of the user's own (a hostile
   * or broken service); the token is still real and bound to that user.
   */
  authEcho: unknown = undefined;
  private nextProjectId = 1;

  /** Registers a project, giving it the next free id when `id` is 0. */
  addProject(project: StoredProject): StoredProject {
    if (project.id === 0) project.id = this.nextProjectId;
    this.nextProjectId = Math.max(this.nextProjectId, project.id + 1);
    this.projects.set(project.id, project);
    return project;
  }

  /** The account's projects in id order. */
  projectsOf(accountId: string): StoredProject[] {
    const out: StoredProject[] = [];
    for (const p of this.projects.values()) if (p.accountId === accountId) out.push(p);
    return out;
  }

  customerName(customerId: number | null): string | null {
    if (customerId === null) return null;
    return this.customers.get(customerId)?.name ?? null;
  }

  /** Mints an opaque token bound to `userAgent`. */
  issueToken(userAgent: string, email: string, accountId: string, now: number): string {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { userAgent, email, accountId, lastUsed: now });
    return token;
  }
}

/**
 * The project as the service sends it, quirks included (0/1 flags, string decimals). A list
 * item (`single` false) lacks the totals unless `state.listTotals` (see API-NOTES.md).
 */
export function toWireProject(
  p: StoredProject,
  state: SandboxState,
  single: boolean,
): Record<string, unknown> {
  const wire: Record<string, unknown> = {
    id: p.id,
    name: p.name,
    description: p.description,
    active: p.active,
    status: p.active ? 'active' : 'archived',
    privacy: p.privacy,
    privacy_s: p.privacy === 2 ? 'private' : 'public',
    customer_id: p.customerId,
    customer_name: state.customerName(p.customerId),
    billable: p.billable ? 1 : 0,
    bill_by: p.billBy,
    required_task: p.requiredTask ? 1 : 0,
    template: p.template,
    date_created: p.dateCreated,
    date_changed: p.dateChanged,
    created_by: p.createdBy,
    deleted_by: p.deletedBy,
    is_member: p.isMember,
    is_manager: p.isManager,
  };
  // The documented list example has none of these: only single-project answers carry them.
  if (single || state.listTotals) {
    wire.rate = p.rate;
    wire.time_total = formatDuration(p.timeTotalSeconds);
    wire.value_total = p.valueTotal;
    wire.total_members = p.totalMembers;
    wire.total_active_tasks = p.totalActiveTasks;
  }
  if (p.wireOverrides) {
    for (const [key, value] of Object.entries(p.wireOverrides)) {
      if (value === undefined) delete wire[key];
      else wire[key] = value;
    }
  }
  return wire;
}

/** `HHH:MM:SS`, hours unbounded (the service sends e.g. `312:05:00`). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The service's datetime format: local time with an offset without a colon (`-0200`). */
export function formatServiceDate(ms: number, offsetMinutes = -180): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  const iso = d.toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${iso}${sign}${hh}${mm}`;
}
