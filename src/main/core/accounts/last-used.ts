import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/atomic-file';
import { withFileLock } from '../files/file-lock';

/**
 * Each account's last successful use of its token, by any Timetray process (the tray app,
 * any CLI run), and the last keep-alive attempt (see keep-alive.ts):
 * `<configDir>/last-used.json` = `{"version":1,"accounts":{"<key>":{"used":ISO,"tried":ISO}}}`.
 *
 * A file of its own, not settings.json: every process watches settings.json and reloads
 * everything when it changes, and a use happens on every refresh. Writes go through the
 * shared file lock (read, change one key, write atomically) so two processes never drop
 * each other's keys. A process writes a key at most once per {@link WRITE_EVERY_MS}: the
 * service counts idleness in days, so a minute's precision is plenty, and the hot path
 * (every list refresh, every details call) stays one in-memory comparison.
 *
 * A time ahead of the clock (written while the clock was wrong) is not trusted: it reads
 * as unknown, so the account is treated as idle and used again rather than left to die.
 * The file holds no secret; a damaged one reads as empty (the worst case is one early
 * keep-alive call per account) and is rewritten by the next use.
 */
export const LAST_USED_FILE = 'last-used.json';
const WRITE_EVERY_MS = 60_000;
/** A little slack for clocks of two processes read a moment apart. */
const FUTURE_SLACK_MS = 60_000;

export interface UseRecord {
  /** ms of the last successful authenticated call; null: unknown. */
  used: number | null;
  /** ms of the last keep-alive attempt (successful or not); null: none known. */
  tried: number | null;
}

interface FileShape {
  version: 1;
  accounts: Record<string, { used?: string; tried?: string }>;
}

export class LastUsedStore {
  readonly file: string;
  /** Per key: the use this process last saw on disk (read or written). */
  private readonly known = new Map<string, number>();
  private pending = new Set<Promise<unknown>>();

  constructor(
    dir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(dir, LAST_USED_FILE);
  }

  /** Every account's record, future times dropped; this process's writes started so far included. */
  async readAll(): Promise<Map<string, UseRecord>> {
    await this.settle();
    const raw = await this.readFile();
    const now = this.now();
    const out = new Map<string, UseRecord>();
    // What is on disk now (our own writes included, see `settle`) is what the next
    // `noteUse` compares with, whatever this process believed before.
    this.known.clear();
    for (const [key, entry] of Object.entries(raw.accounts)) {
      const record = { used: trusted(entry.used, now), tried: trusted(entry.tried, now) };
      if (record.used !== null) this.known.set(key, record.used);
      out.set(key, record);
    }
    return out;
  }

  /**
   * Records a successful use of `key`'s token now, in the background (a failure to record
   * must never fail or slow the call that succeeded). Skipped when this process saw a use
   * of it less than a minute ago. `settle` waits for what is still being written. Returns
   * the time recorded, or null when skipped.
   */
  noteUse(key: string): number | null {
    const now = this.now();
    const seen = this.known.get(key);
    if (seen !== undefined && seen <= now && now - seen < WRITE_EVERY_MS) return null;
    this.known.set(key, now);
    this.track(
      this.change((accounts) => {
        const used = trusted(accounts[key]?.used, now);
        if (used !== null && now - used < WRITE_EVERY_MS) return false;
        accounts[key] = { ...accounts[key], used: new Date(now).toISOString() };
        return true;
      }),
    );
    return now;
  }

  /**
   * Claims a keep-alive attempt for `key` across processes: under the lock, `due` decides on
   * the record as on disk now; if due, the attempt time is written and true returned.
   */
  async claim(key: string, due: (record: UseRecord, now: number) => boolean): Promise<boolean> {
    let claimed = false;
    await this.change((accounts) => {
      const now = this.now();
      const entry = accounts[key];
      if (!due({ used: trusted(entry?.used, now), tried: trusted(entry?.tried, now) }, now)) return false;
      accounts[key] = { ...entry, tried: new Date(now).toISOString() };
      claimed = true;
      return true;
    });
    return claimed;
  }

  /** Drops `key`'s record (the account was removed). */
  forget(key: string): void {
    this.known.delete(key);
    this.track(this.change((accounts) => (key in accounts ? delete accounts[key] : false)));
  }

  /** Waits for the background writes started so far. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<unknown>): void {
    const quiet = work.catch(() => undefined);
    this.pending.add(quiet);
    void quiet.finally(() => this.pending.delete(quiet));
  }

  /** One read-modify-write under the shared lock; `edit` returns false when nothing changed. */
  private change(edit: (accounts: FileShape['accounts']) => boolean): Promise<void> {
    return withFileLock(this.file, async () => {
      const current = await this.readFile();
      if (!edit(current.accounts)) return;
      await writeFileAtomic(this.file, `${JSON.stringify(current, null, 2)}\n`);
    });
  }

  private async readFile(): Promise<FileShape> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch {
      return { version: 1, accounts: {} }; // none yet (or unreadable: see the class comment)
    }
    try {
      const value = JSON.parse(text) as Partial<FileShape> | null;
      const accounts = value?.accounts;
      if (accounts === null || typeof accounts !== 'object' || Array.isArray(accounts)) throw new Error();
      const clean: FileShape['accounts'] = {};
      for (const [key, entry] of Object.entries(accounts)) {
        if (entry === null || typeof entry !== 'object') continue;
        const { used, tried } = entry as Record<string, unknown>;
        clean[key] = {
          ...(typeof used === 'string' ? { used } : {}),
          ...(typeof tried === 'string' ? { tried } : {}),
        };
      }
      return { version: 1, accounts: clean };
    } catch {
      return { version: 1, accounts: {} };
    }
  }
}

/** A time from the file in ms, or null when missing, unreadable or ahead of the clock. */
function trusted(iso: string | undefined, now: number): number | null {
  if (iso === undefined) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) || at > now + FUTURE_SLACK_MS ? null : at;
}
