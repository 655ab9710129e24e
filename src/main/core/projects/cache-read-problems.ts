import { readCacheText } from '../files/file-problem';

/**
 * Per account: why its cache file exists but could not be read when last tried (the file,
 * the cause and the fix), for both caches (the project list and the details beside it). A
 * missing file is no problem; a file that reads, or one written in its place, clears it.
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

  /** A file that reads was written in place of the account's. */
  replaced(accountKey: string): void {
    this.problems.delete(accountKey);
  }

  problemOf(accountKey: string): string | null {
    return this.problems.get(accountKey) ?? null;
  }
}
