import type { DayRow, EntryNames } from '../api/report-entries';
import { writeFileAtomic } from '../files/atomic-file';
import { withFileLock } from '../files/file-lock';
import { fileProblem } from '../files/file-problem';
import { CacheReadProblems, removeCacheFile } from '../projects/cache-read-problems';
import { m } from '../i18n';

/** One project's time of one day, one side (yours, someone else's, or nobody named). */
export type StoredRow = Pick<DayRow, 'projectId' | 'mine' | 'seconds' | 'cents' | 'valued' | 'rounded'>;

/** A day's entries as fetched: an empty `rows` is a day known to hold none (not an unknown day). */
export interface StoredDay {
  /** `Date.now()` when the answer holding this day arrived. */
  at: number;
  rows: StoredRow[];
}

/** What one account's reports have told so far, kept between runs for the offline start. */
export interface StoredReports {
  /** Whether the service offers reports, and when that was last asked; null: never asked. */
  offered: { yes: boolean; checkedAt: number } | null;
  /** By `YYYY-MM-DD`. */
  days: Record<string, StoredDay>;
  /** Names the entries gave projects (for one the saved list lacks), by project id. */
  names: Record<string, EntryNames>;
}

export const emptyReports = (): StoredReports => ({ offered: null, days: {}, names: {} });

/** Days kept at most (the newest): three years of a consultant's entries are a few hundred kB. */
export const KEPT_DAYS = 3 * 366;

/**
 * Version 2 added each row's rounded sums (issue 34's invoices). A release that knows only
 * version 1 reads a version-2 file as none saved (and fetches again), never as rows it
 * would misread.
 */
const VERSION = 2;
type FileRow = [number | null, boolean | null, number, number, number, ...number[]];

interface ReportsFile {
  version: typeof VERSION;
  accountKey: string;
  offered: StoredReports['offered'];
  /**
   * Rows as arrays, a year of a team in little space: `[projectId, mine, seconds, cents,
   * valued, seconds6, cents6, seconds15, cents15, seconds30, cents30]`.
   */
  days: Record<string, { at: number; rows: FileRow[] }>;
  names: Record<string, EntryNames>;
}

/**
 * Per account, the days its reports were fetched for, in memory and in a file beside its
 * project list (`cache/<hash>.reports.json`), written under the same lock and atomically as
 * the list is. Like the list it only costs the offline start when it cannot be kept: said,
 * never failing a command.
 */
export class ReportStore {
  private readonly memory = new Map<string, StoredReports>();
  private readonly unreadable: CacheReadProblems;

  /** `listFileOf`: the account's project-list file, which this file sits beside. */
  constructor(
    private readonly listFileOf: (accountKey: string) => string,
    private readonly onProblem: (sentence: string) => void = () => undefined,
  ) {
    this.unreadable = new CacheReadProblems(onProblem);
  }

  fileOf(accountKey: string): string {
    return this.listFileOf(accountKey).replace(/\.json$/, '.reports.json');
  }

  async get(accountKey: string): Promise<StoredReports> {
    const hit = this.memory.get(accountKey);
    if (hit) return hit;
    const stored = (await this.readFile(accountKey)) ?? emptyReports();
    this.memory.set(accountKey, stored);
    return stored;
  }

  /** Read-modify-write across processes, as `ProjectCache.update`. */
  async update(
    accountKey: string,
    change: (current: StoredReports) => StoredReports,
  ): Promise<StoredReports> {
    const file = this.fileOf(accountKey);
    let locked = false;
    return withFileLock(file, async () => {
      locked = true;
      const next = trimmed(change((await this.readFile(accountKey)) ?? emptyReports()));
      await this.put(accountKey, next);
      return next;
    }).catch((error: unknown) => {
      if (locked) throw error;
      this.onProblem(notSaved(error instanceof Error ? error.message : String(error)));
      const next = trimmed(change(this.memory.get(accountKey) ?? emptyReports()));
      this.memory.set(accountKey, next);
      return next;
    });
  }

  readProblem(accountKey: string): string | null {
    return this.unreadable.problemOf(accountKey);
  }

  invalidate(): void {
    this.memory.clear();
  }

  /** @throws CoreError `settings` naming the file and the fix when it cannot be deleted. */
  async remove(accountKey: string): Promise<void> {
    this.memory.delete(accountKey);
    await removeCacheFile(this.fileOf(accountKey));
  }

  private async put(accountKey: string, stored: StoredReports): Promise<void> {
    this.memory.set(accountKey, stored);
    const days: ReportsFile['days'] = {};
    for (const [date, day] of Object.entries(stored.days))
      days[date] = {
        at: day.at,
        rows: day.rows.map((r) => [r.projectId, r.mine, r.seconds, r.cents, r.valued, ...r.rounded]),
      };
    const file: ReportsFile = {
      version: VERSION,
      accountKey,
      offered: stored.offered,
      days,
      names: stored.names,
    };
    const path = this.fileOf(accountKey);
    await writeFileAtomic(path, JSON.stringify(file)).then(
      () => this.unreadable.replaced(accountKey),
      (error: unknown) => this.onProblem(notSaved(fileProblem(error, path, 'save'))),
    );
  }

  private async readFile(accountKey: string): Promise<StoredReports | null> {
    const path = this.fileOf(accountKey);
    const text = await this.unreadable.read(accountKey, path);
    if (text === null) return null;
    let file: Partial<ReportsFile> | null;
    try {
      file = JSON.parse(text) as Partial<ReportsFile> | null;
    } catch {
      await this.unreadable.damaged(accountKey, path);
      return null;
    }
    if (file === null || typeof file !== 'object' || !isObject(file.days)) {
      await this.unreadable.damaged(accountKey, path);
      return null;
    }
    if (file.version !== VERSION || file.accountKey !== accountKey) return null;
    return { offered: readOffered(file.offered), days: readDays(file.days), names: readNames(file.names) };
  }
}

const notSaved = (problem: string): string => m.core_reports_not_saved({ problem });

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Only the newest `KEPT_DAYS` days. */
function trimmed(stored: StoredReports): StoredReports {
  const dates = Object.keys(stored.days);
  if (dates.length <= KEPT_DAYS) return stored;
  const kept = new Set(dates.sort().slice(-KEPT_DAYS));
  const days = Object.fromEntries(Object.entries(stored.days).filter(([date]) => kept.has(date)));
  return { ...stored, days };
}

// The file is editable by hand: each part read on its own, what is not well formed left out.

function readOffered(value: unknown): StoredReports['offered'] {
  if (!isObject(value) || typeof value.yes !== 'boolean' || !isCount(value.checkedAt)) return null;
  return { yes: value.yes, checkedAt: value.checkedAt };
}

function readDays(value: Record<string, unknown>): StoredReports['days'] {
  const days: StoredReports['days'] = {};
  for (const [date, day] of Object.entries(value)) {
    if (!DAY.test(date) || !isObject(day) || !isCount(day.at) || !Array.isArray(day.rows)) continue;
    const rows: StoredRow[] = [];
    for (const row of day.rows as unknown[]) {
      if (!Array.isArray(row) || row.length !== 11) continue;
      const [projectId, mine, seconds, cents, valued, ...rounded] = row as unknown[];
      if (!(projectId === null || isCount(projectId))) continue;
      if (!(mine === null || typeof mine === 'boolean')) continue;
      if (!isCount(seconds) || !Number.isSafeInteger(cents) || !isCount(valued)) continue;
      // Seconds are counts; cents may be below 0 (a credit), as the exact ones.
      if (!rounded.every((n, i) => (i % 2 === 0 ? isCount(n) : Number.isSafeInteger(n)))) continue;
      rows.push({ projectId, mine, seconds, cents: cents as number, valued, rounded: rounded as number[] });
    }
    days[date] = { at: day.at, rows };
  }
  return days;
}

function readNames(value: unknown): StoredReports['names'] {
  const names: StoredReports['names'] = {};
  if (!isObject(value)) return names;
  const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);
  for (const [id, entry] of Object.entries(value)) {
    if (!/^\d{1,16}$/.test(id) || !isObject(entry)) continue;
    names[id] = {
      name: text(entry.name),
      customerId: isCount(entry.customerId) ? entry.customerId : null,
      customerName: text(entry.customerName),
    };
  }
  return names;
}
