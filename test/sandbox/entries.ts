/**
 * Time entries, the data behind `GET /reports/detailed` (API-NOTES.md, "Reports"): seeded
 * deterministically relative to a day (by default the sandbox clock's local today), so the
 * current week, month and cycle always have hours; switches in `ReportSwitches`.
 */
import { prng } from './prng';
import type { SandboxState, StoredProject } from './state';

/** One entry as stored; the wire form is derived by `toWireEntry`. */
export interface StoredEntry {
  accountId: string;
  id: number;
  projectId: number;
  userId: number;
  userName: string;
  userEmail: string;
  /** `YYYY-MM-DD` the work was done (it started that day: an entry past midnight keeps it). */
  date: string;
  /** `HH:MM:SS` */
  timeStart: string;
  timeEnd: string;
  seconds: number;
  /** Decimal strings, as the service sends money; null: no rate on the project. */
  rateHour: string | null;
  rateTotal: string | null;
  description: string;
  /** Raw fields merged last into the wire entry (`undefined` removes one), as for projects. */
  wireOverrides?: Record<string, unknown>;
}

/** How the sandbox answers reports; tests set them on `sb.state.reports`. */
export interface ReportSwitches {
  /** `on`, or what an account without reports answers: 404, 403, or a web page (200 HTML). */
  mode: 'on' | 'absent' | 'forbidden' | 'web-page';
  /** Entries per page, Laravel style; null: one answer with everything (as public clients saw). */
  pageSize: number | null;
  /** `resource`: `links.next` and `meta`; `paginator`: `next_page_url` and `current_page` at the top. */
  paging: 'resource' | 'paginator';
  /**
   * Odd entries among the seeded ones: money as numbers or null, times past 24 h, an entry
   * with no day, unknown fields. Set before the entries are asked (see `oddEntry`).
   */
  odd: boolean;
  /** Set: the next-page addresses point at this origin instead (a client must not follow them). */
  nextOrigin: string | null;
}

export const defaultReportSwitches = (): ReportSwitches => ({
  mode: 'on',
  pageSize: null,
  paging: 'resource',
  odd: false,
  nextOrigin: null,
});

/** Who logs time in the demo account: the demo user first, then two colleagues. */
export const TEAM = [
  { userId: 1000, userName: 'Demo User', userEmail: 'demo@timetray.test' },
  { userId: 1001, userName: 'Ana Souza', userEmail: 'ana@timetray.test' },
  { userId: 1002, userName: 'Bruno Lima', userEmail: 'bruno@timetray.test' },
] as const;

export interface EntrySeed {
  /** The last day with entries (default: the clock's local today). */
  today?: string;
  /** How many days back from `today` have entries (default 120). */
  days?: number;
  /** People logging time (default 3: the demo user and two colleagues; more are made up). */
  users?: number;
  /** Entries per person per working day (default 2; weekends get one in four days). */
  perDay?: number;
  /** Who logs the time (default: the demo user, two colleagues, then made-up people up to `users`). */
  people?: readonly Person[];
}

export interface Person {
  userId: number;
  userName: string;
  userEmail: string;
}

const DAY_MS = 86_400_000;

const hhmmss = (seconds: number): string => {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
};

/**
 * Entries for `accountId`'s active projects: on most working days each person logs `perDay`
 * entries of 30 min to 4 h; one entry a week runs past midnight (23:00 → 01:30, kept on the
 * day it started), and money is the project's rate times the time, in cents exactly.
 */
export function seedEntries(state: SandboxState, accountId: string, seed: number, options: EntrySeed): void {
  const projects = state.projectsOf(accountId).filter((p) => p.active && !p.template);
  if (projects.length === 0) return;
  const rand = prng(seed * 7919);
  const today = options.today ?? localDay(Date.now());
  const days = options.days ?? 120;
  const team = options.people ?? teamOf(options.users ?? 3);
  const perDay = options.perDay ?? 2;
  // Each person works on a few projects; the demo user on the first eight.
  const worksOn = team.map((_, i) =>
    projects.filter((_, j) => (i === 0 ? j < 8 : (j + i) % 3 !== 0)).slice(0, 12),
  );
  for (let back = days - 1; back >= 0; back--) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    team.forEach((person, i) => {
      if (weekend && rand() > 0.25) return;
      const own = worksOn[i]!.length > 0 ? worksOn[i]! : projects;
      let start = 8 * 3600 + Math.floor(rand() * 4) * 900;
      for (let k = 0; k < (weekend ? 1 : perDay); k++) {
        const project = own[Math.floor(rand() * own.length)]!;
        const lateNight = !weekend && k === 0 && (back + i) % 7 === 3;
        const from = lateNight ? 23 * 3600 : start;
        const seconds = lateNight ? 9000 : (2 + Math.floor(rand() * 14)) * 900;
        start = from + seconds + 900;
        state.entries.push(entryOf(state, project, person, date, from, seconds, rand));
      }
    });
  }
}

function teamOf(size: number): Person[] {
  const team: Person[] = [...TEAM].slice(0, size);
  for (let i = team.length; i < size; i++)
    team.push({ userId: 1000 + i, userName: `Person ${i + 1}`, userEmail: `person${i + 1}@timetray.test` });
  return team;
}

function entryOf(
  state: SandboxState,
  project: StoredProject,
  person: Person,
  date: string,
  from: number,
  seconds: number,
  rand: () => number,
): StoredEntry {
  const rateCents = project.rate === null ? null : Math.round(Number(project.rate) * 100);
  const totalCents = rateCents === null ? null : Math.round((rateCents * seconds) / 3600);
  return {
    accountId: project.accountId,
    id: state.entries.length + 1,
    projectId: project.id,
    ...person,
    date,
    timeStart: hhmmss(from),
    timeEnd: hhmmss((from + seconds) % 86_400),
    seconds,
    rateHour: rateCents === null ? null : (rateCents / 100).toFixed(2),
    rateTotal: totalCents === null ? null : (totalCents / 100).toFixed(2),
    description: rand() < 0.5 ? 'Development' : 'Meeting with the client',
  };
}

/** The machine's local calendar day at `ms`, as the client counts days. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The entry as the service sends it (field names from the public clients that read it). */
export function toWireEntry(e: StoredEntry, state: SandboxState): Record<string, unknown> {
  const project = state.projects.get(e.projectId);
  const wire: Record<string, unknown> = {
    id: e.id,
    project_id: e.projectId,
    project_name: project?.name ?? null,
    customer_id: project?.customerId ?? null,
    customer_name: state.customerName(project?.customerId ?? null),
    task_name: e.description === 'Development' ? 'Development' : 'Meetings',
    user_id: e.userId,
    user_name: e.userName,
    user_email: e.userEmail,
    date_execution: e.date,
    time_start: e.timeStart,
    time_end: e.timeEnd,
    time_total: hhmmss(e.seconds),
    rate_hour: e.rateHour,
    rate_total: e.rateTotal,
    description: e.description,
    billable: project?.billable ? 1 : 0,
  };
  if (state.reports.odd) Object.assign(wire, oddEntry(e));
  if (e.wireOverrides)
    for (const [key, value] of Object.entries(e.wireOverrides)) {
      if (value === undefined) delete wire[key];
      else wire[key] = value;
    }
  return wire;
}

/**
 * What `odd` changes, by the entry's id: money as a number (1 in 5), a null money (1 in 7,
 * unless the number took it), a day's work past 24 h written `26:15:00` is left to tests
 * (`wireOverrides`), an unknown field on every entry, and every 50th entry without a day,
 * which a client must skip and count rather than fail on. The seconds stay the same.
 */
export function oddEntry(e: StoredEntry): Record<string, unknown> {
  const odd: Record<string, unknown> = { tags: ['x'], approved_at: null };
  if (e.id % 5 === 0 && e.rateTotal !== null) odd.rate_total = Number(e.rateTotal);
  else if (e.id % 7 === 0) odd.rate_total = null;
  if (e.id % 50 === 0) odd.date_execution = 'sometime';
  return odd;
}
