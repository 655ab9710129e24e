import type { ProjectDetails, ProjectTotals } from '../../../shared/types';
import { writeFileAtomic } from '../files/atomic-file';
import { fileProblem } from '../files/file-problem';
import { CacheReadProblems, removeCacheFile } from './cache-read-problems';
import { notSavedOffline } from './project-cache';
import { readCachedProject } from './project-schema';

/** The most projects' details kept per account (a list refresh also drops those gone from the list). */
export const MAX_CACHED_DETAILS = 50_000;

/**
 * One saved entry: a readable project and the time it was fetched; null otherwise. Checked
 * by hand like the list (see `readCachedProject`): no zod on the start's read path.
 */
function readEntry(item: unknown): ProjectDetails | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const { project, fetchedAt } = item as Record<string, unknown>;
  const readable = readCachedProject(project);
  if (readable === null || typeof fetchedAt !== 'string' || Number.isNaN(Date.parse(fetchedAt))) return null;
  return { project: readable, fetchedAt };
}

/** What Timetray writes there: an object with a list of entries (else the file is damaged). */
function isDetailsShape(json: unknown): json is Record<string, unknown> & { entries: unknown[] } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  return Array.isArray((json as Record<string, unknown>).entries);
}

type Entries = Map<number, ProjectDetails>;

/**
 * Per-account project details (`GET /projects/<id>`: the totals the list lacks), in memory
 * and in `cache/<hash>.details.json` beside the list cache, so a project opens at once,
 * marked with its fetch time. Never holds the token. The file is an editable file: it is
 * validated on read and unreadable entries are dropped. Writes are coalesced (one running,
 * at most one queued) because the totals queue stores details a few at a time.
 */
export class DetailsCache {
  private readonly memory = new Map<string, Entries>();
  private readonly loading = new Map<string, Promise<Entries>>();
  private readonly writes = new Map<string, Promise<void>>();
  private readonly queued = new Set<string>();
  /** Per account: why its file exists but could not be read (see `readProblem`). */
  private readonly unreadable: CacheReadProblems;

  /**
   * `fileOf` of the list cache: the details file sits beside it. `onProblem` hears a file that
   * cannot be read or written (see `ProjectCache`).
   */
  constructor(
    private readonly listFileOf: (accountKey: string) => string,
    private readonly onProblem: (sentence: string) => void = () => undefined,
  ) {
    this.unreadable = new CacheReadProblems(onProblem);
  }

  fileOf(accountKey: string): string {
    return this.listFileOf(accountKey).replace(/\.json$/, '.details.json');
  }

  /** Every cached project of the account, by id (loaded from disk once). */
  async entries(accountKey: string): Promise<ReadonlyMap<number, ProjectDetails>> {
    return this.load(accountKey);
  }

  async get(accountKey: string, id: number): Promise<ProjectDetails | null> {
    return (await this.load(accountKey)).get(id) ?? null;
  }

  /** The totals of every cached project of the account (what the snapshot's `totals` holds). */
  async totals(accountKey: string): Promise<Record<number, ProjectTotals>> {
    const totals: Record<number, ProjectTotals> = {};
    for (const [id, details] of await this.load(accountKey)) totals[id] = totalsOf(details);
    return totals;
  }

  /**
   * Stores details. `stillValid` runs once the account's entries are loaded, right before the
   * change (it throws when the session ended meanwhile: nothing is stored then).
   */
  async put(
    accountKey: string,
    list: readonly ProjectDetails[],
    stillValid: () => void = () => undefined,
  ): Promise<void> {
    const entries = await this.load(accountKey);
    stillValid();
    for (const details of list) {
      entries.delete(details.project.id); // re-inserted last: the oldest go first when over the cap
      entries.set(details.project.id, details);
    }
    for (const id of entries.keys()) {
      if (entries.size <= MAX_CACHED_DETAILS) break;
      entries.delete(id);
    }
    await this.save(accountKey);
  }

  /** Forgets the details of `ids` (e.g. a project the service no longer has). */
  async drop(accountKey: string, ids: Iterable<number>): Promise<void> {
    const entries = await this.load(accountKey);
    let changed = false;
    for (const id of ids) changed = entries.delete(id) || changed;
    if (changed) await this.save(accountKey);
  }

  /** Writes the customer's new name into the saved details of its projects (after a rename). */
  async renameCustomer(accountKey: string, customerId: number, name: string): Promise<void> {
    const entries = await this.load(accountKey);
    let changed = false;
    for (const [id, details] of entries) {
      if (details.project.customerId !== customerId || details.project.customerName === name) continue;
      entries.set(id, { ...details, project: { ...details.project, customerName: name } });
      changed = true;
    }
    if (changed) await this.save(accountKey);
  }

  /** Keeps only the details of projects still in the list; true when some were dropped. */
  async retain(accountKey: string, ids: ReadonlySet<number>): Promise<boolean> {
    const entries = await this.load(accountKey);
    const gone = [...entries.keys()].filter((id) => !ids.has(id));
    if (gone.length > 0) await this.drop(accountKey, gone);
    return gone.length > 0;
  }

  /** Drops the memory copies, so the next read re-reads what another process may have written. */
  invalidate(): void {
    this.memory.clear();
    this.loading.clear();
  }

  /**
   * Deletes the account's details (sign-out, removal), after any write still running.
   * @throws CoreError `settings` naming the file, the cause and the fix when it cannot be deleted.
   */
  async remove(accountKey: string): Promise<void> {
    this.memory.delete(accountKey);
    this.loading.delete(accountKey);
    await this.writes.get(accountKey);
    await removeCacheFile(this.fileOf(accountKey));
  }

  /** Settles when every write has finished (for tests and `close`). */
  async settle(): Promise<void> {
    await Promise.all(this.writes.values());
  }

  private load(accountKey: string): Promise<Entries> {
    const hit = this.memory.get(accountKey);
    if (hit) return Promise.resolve(hit);
    let loading = this.loading.get(accountKey);
    if (!loading) {
      loading = this.read(accountKey).then((entries) => {
        // Removed or invalidated while reading: that read no longer counts.
        if (this.loading.get(accountKey) !== loading) return entries;
        this.loading.delete(accountKey);
        this.memory.set(accountKey, entries);
        return entries;
      });
      this.loading.set(accountKey, loading);
    }
    return loading;
  }

  /** As `ProjectCache.readProblem`, for the account's details file. */
  readProblem(accountKey: string): string | null {
    return this.unreadable.problemOf(accountKey);
  }

  private async read(accountKey: string): Promise<Entries> {
    const entries: Entries = new Map();
    const path = this.fileOf(accountKey);
    const text = await this.unreadable.read(accountKey, path);
    if (text === null) return entries;
    try {
      const file: unknown = JSON.parse(text);
      if (!isDetailsShape(file)) {
        await this.unreadable.damaged(accountKey, path);
        return entries;
      }
      // Another format's or another account's details: not this build's to read, nor damaged.
      if (file.version !== 1 || file.accountKey !== accountKey) return entries;
      for (const item of file.entries) {
        const entry = readEntry(item);
        if (entry !== null) entries.set(entry.project.id, entry);
      }
    } catch {
      // Not JSON (cut short, or edited): said, not taken for "no details yet"; the next write replaces it.
      await this.unreadable.damaged(accountKey, path);
    }
    return entries;
  }

  /** One write running and at most one queued per account; the queued one writes the latest entries. */
  private save(accountKey: string): Promise<void> {
    const running = this.writes.get(accountKey) ?? Promise.resolve();
    if (this.queued.has(accountKey)) return running;
    this.queued.add(accountKey);
    const next = running.then(async () => {
      this.queued.delete(accountKey);
      const entries = this.memory.get(accountKey);
      if (!entries) return; // removed meanwhile: a write now would bring the file back
      const file = { version: 1, accountKey, entries: [...entries.values()] };
      // A cache that cannot be written only costs the offline start; never fail a fetch for it.
      await writeFileAtomic(this.fileOf(accountKey), JSON.stringify(file)).then(
        () => this.unreadable.replaced(accountKey),
        (error: unknown) =>
          this.onProblem(notSavedOffline('details', fileProblem(error, this.fileOf(accountKey), 'save'))),
      );
    });
    this.writes.set(accountKey, next);
    void next.then(() => {
      if (this.writes.get(accountKey) === next) this.writes.delete(accountKey);
    });
    return next;
  }
}

export function totalsOf(details: ProjectDetails): ProjectTotals {
  return {
    timeTotalSeconds: details.project.timeTotalSeconds,
    valueTotal: details.project.valueTotal,
    fetchedAt: details.fetchedAt,
  };
}
