import { rename, rm } from 'node:fs/promises';
import { fileError, readCacheText } from '../files/file-problem';
import { m } from '../i18n';

/** Where a damaged cache file is moved (see `damaged`); deleted with the account's cache. */
const damagedCopyOf = (path: string): string => `${path}.damaged`;

/**
 * Deletes an account's cache `file` and the damaged copy set aside beside it, if any.
 * @throws CoreError `settings` naming the file, the cause and the fix when one cannot be deleted.
 */
export async function removeCacheFile(file: string): Promise<void> {
  for (const each of [file, damagedCopyOf(file)])
    await rm(each, { force: true }).catch((error: unknown) => {
      throw fileError(error, each, 'delete');
    });
}

/**
 * Per account: why its cache file exists but could not be read when last tried (the file,
 * the cause and the fix), or why what it holds is not a saved copy (`damaged`), for both caches
 * (the project list and the details beside it). A missing file is no problem; a file that
 * reads, or one written in its place, clears it.
 */
export class CacheReadProblems {
  private readonly problems = new Map<string, string>();

  /** `onProblem` hears each problem as it is found (see `ProjectCache`). */
  constructor(private readonly onProblem: (sentence: string) => void) {}

  /** The text of the account's file at `path`; null when there is none or it cannot be read. */
  async read(accountKey: string, path: string): Promise<string | null> {
    this.problems.delete(accountKey);
    return readCacheText(path, (problem) => {
      this.problems.set(accountKey, problem);
      this.onProblem(problem);
    });
  }

  /**
   * The account's file at `path` read, but is not what Timetray writes there (cut short by a
   * crash, edited by hand): said, and moved aside to `<file>.damaged` (kept for a look, said
   * once). Then nothing is saved, which is true from here on; the next write makes a new
   * file. One that cannot be moved stays, and is its problem as an unreadable file is.
   */
  async damaged(accountKey: string, path: string): Promise<void> {
    const aside = damagedCopyOf(path);
    const moved = await rename(path, aside).then(
      () => true,
      () => false,
    );
    const problem = moved
      ? m.core_cache_damaged_moved({ file: path, aside })
      : m.core_cache_damaged({ file: path });
    if (!moved) this.problems.set(accountKey, problem);
    this.onProblem(problem);
  }

  /** A file that reads was written in place of the account's. */
  replaced(accountKey: string): void {
    this.problems.delete(accountKey);
  }

  problemOf(accountKey: string): string | null {
    return this.problems.get(accountKey) ?? null;
  }
}
