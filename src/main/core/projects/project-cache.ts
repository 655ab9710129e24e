import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Project } from '../../../shared/types';
import { writeFileAtomic } from '../files/atomic-file';
import { withFileLock } from '../files/file-lock';
import { fileProblem } from '../files/file-problem';
import { CacheReadProblems, removeCacheFile } from './cache-read-problems';
import { readCachedProject } from './project-schema';
import { m } from '../i18n';

/** The last project list of one account, as kept between runs. Never holds the token. */
export interface CachedProjects {
  projects: Project[];
  skipped: number;
  /** ISO time the list was fetched. */
  fetchedAt: string;
  /** The last rename answered per customer id (see `rename-order.ts`). */
  renames?: Record<string, RenameMark>;
  /** How many times the cache was written: orders renames and lists without the clock (`rename-order.ts`). */
  seq?: number;
}

/**
 * A rename as the service answered it, `at` being `Date.now()` when its answer arrived and
 * `seq` the cache write that recorded it (none in files of older versions).
 */
export interface RenameMark {
  name: string;
  at: number;
  seq?: number;
}

interface CacheFile extends CachedProjects {
  version: 1;
  accountKey: string;
}

/**
 * Per-account project cache, in memory and in `cache/<sha256 of the account key>.json`
 * under the config folder, so the app starts with the last known projects while offline.
 * It is kept when the service ends a session: the next sign-in refreshes it.
 */
/**
 * Said before a cache file's write problem: the user sees the fresh copy all the same, but
 * the next start without the service will not have it.
 */
export const notSavedOffline = (what: 'list' | 'details', problem: string): string =>
  what === 'list'
    ? m.core_not_saved_offline_list({ problem })
    : m.core_not_saved_offline_details({ problem });

export class ProjectCache {
  private readonly memory = new Map<string, CachedProjects>();
  /** Per account: why its file exists but could not be read (see `readProblem`). */
  private readonly unreadable: CacheReadProblems;

  /**
   * `onProblem` hears a cache file that exists but cannot be read, or cannot be written (the
   * sentence names the file, the cause and the fix): a cache only costs the offline start, so
   * that never fails a command, but the user must learn why the list is not kept.
   */
  constructor(
    private readonly configDir: string,
    private readonly onProblem: (sentence: string) => void = () => undefined,
  ) {
    this.unreadable = new CacheReadProblems(onProblem);
  }

  /** The file of an account: hashed because keys contain `:`, `/` and `|`. */
  fileOf(accountKey: string): string {
    const name = createHash('sha256').update(accountKey).digest('hex').slice(0, 32);
    return join(this.configDir, 'cache', `${name}.json`);
  }

  /** The cached list, from memory or disk; null when none or unreadable (a cache may vanish). */
  async get(accountKey: string): Promise<CachedProjects | null> {
    const hit = this.memory.get(accountKey);
    if (hit) return hit;
    const entry = await this.readFile(accountKey);
    if (entry) this.memory.set(accountKey, entry);
    return entry;
  }

  /**
   * Read-modify-write of one account's cache across processes: under the file's lock, from
   * the file (another process may have written it since this one read it), then written.
   * `change` returning null leaves the cache as it is.
   */
  async update(
    accountKey: string,
    change: (current: CachedProjects | null) => CachedProjects | null | Promise<CachedProjects | null>,
  ): Promise<CachedProjects | null> {
    const file = this.fileOf(accountKey);
    let changed = false;
    const write = withFileLock(file, async () => {
      changed = true;
      const next = await change(await this.readFile(accountKey));
      if (next) await this.put(accountKey, next);
      return next;
    });
    // A cache that cannot be locked (read-only folder) only costs the offline start.
    return write.catch(async (error: unknown) => {
      if (changed) throw error; // `change` itself failed: not a locking problem
      // Worded by fileProblem.
      this.onProblem(notSavedOffline('list', error instanceof Error ? error.message : String(error)));
      const next = await change(this.memory.get(accountKey) ?? null);
      if (next) this.memory.set(accountKey, next);
      return next;
    });
  }

  /**
   * Why the account's list file exists but could not be read when last tried (file, cause and
   * fix); null when it was read, or there is none. "No list saved yet" would be untrue then.
   */
  readProblem(accountKey: string): string | null {
    return this.unreadable.problemOf(accountKey);
  }

  private async readFile(accountKey: string): Promise<CachedProjects | null> {
    const path = this.fileOf(accountKey);
    const text = await this.unreadable.read(accountKey, path);
    if (text === null) return null;
    try {
      const file = JSON.parse(text) as Partial<CacheFile> | null;
      if (file === null || typeof file !== 'object' || !Array.isArray(file.projects)) {
        await this.unreadable.damaged(accountKey, path);
        return null;
      }
      // Another format's or another account's list: not this build's to read, nor damaged.
      if (file.version !== 1 || file.accountKey !== accountKey) return null;
      const projects = file.projects.flatMap((item: unknown) => readCachedProject(item) ?? []);
      const skipped = typeof file.skipped === 'number' ? file.skipped : 0;
      const renames = readableRenames(file.renames);
      return {
        projects,
        // Unreadable items count like the ones the service sent unreadable.
        skipped: skipped + file.projects.length - projects.length,
        fetchedAt: readableTime(file.fetchedAt),
        ...(Object.keys(renames).length > 0 ? { renames } : {}),
        ...(isCount(file.seq) ? { seq: file.seq } : {}),
      };
    } catch {
      await this.unreadable.damaged(accountKey, path); // not JSON: cut short, or edited
      return null;
    }
  }

  async put(accountKey: string, entry: CachedProjects): Promise<void> {
    this.memory.set(accountKey, entry);
    const file: CacheFile = { version: 1, accountKey, ...entry };
    // A cache that cannot be written only costs the offline start; never fail a refresh for it.
    await writeFileAtomic(this.fileOf(accountKey), JSON.stringify(file)).then(
      () => this.unreadable.replaced(accountKey),
      (error: unknown) =>
        this.onProblem(notSavedOffline('list', fileProblem(error, this.fileOf(accountKey), 'save'))),
    );
  }

  /** Drops the memory copies, so the next `get` re-reads what another process may have written or removed. */
  invalidate(): void {
    this.memory.clear();
  }

  /** @throws CoreError `settings` naming the file, the cause and the fix when it cannot be deleted. */
  async remove(accountKey: string): Promise<void> {
    this.memory.delete(accountKey);
    await removeCacheFile(this.fileOf(accountKey));
  }
}

/** Only well-formed marks from the (editable) file. */
function readableRenames(value: unknown): Record<string, RenameMark> {
  const marks: Record<string, RenameMark> = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return marks;
  for (const [id, mark] of Object.entries(value as Record<string, unknown>)) {
    const { name, at, seq } = (mark ?? {}) as Partial<RenameMark>;
    if (/^\d{1,16}$/.test(id) && typeof name === 'string' && typeof at === 'number')
      marks[id] = { name, at, ...(isCount(seq) ? { seq } : {}) };
  }
  return marks;
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A time from the (editable) file only if it is one; anything else counts as "no time". */
function readableTime(value: unknown): string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : '';
}
