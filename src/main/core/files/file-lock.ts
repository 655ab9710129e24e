import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomHex } from './random-hex';
import { setTimeout as sleep } from 'node:timers/promises';
import { CoreError } from '../core-error';
import { errorCodeOf, fileError } from './file-problem';
import { m } from '../i18n';

/**
 * A lock shared by every Timetray process on this machine (the tray app, any number of CLI
 * runs) around one read-modify-write of a file: `<file>.lock`, created exclusively, holding
 * its holder's pid, a nonce and the time it was taken.
 *
 * A holder killed with -9 leaves its lock behind. It is taken over when its process is gone
 * (`kill(pid, 0)`), when it is older than {@link STALE_MS} (a reused pid now running an
 * unrelated program, or a holder stuck far longer than any change of a small JSON file
 * takes), when its time lies in the future (the clock was turned back since: that time says
 * nothing), or when it has had no readable content for {@link UNREADABLE_STALE_MS} (its
 * writer died between creating and filling it). Taking over goes through a second exclusive
 * file (`<file>.lock.break`) and re-checks that the lock is still the stale one, so two
 * waiters can never both break a lock and then both hold it.
 */
const STALE_MS = 5_000;
/** A lock's content is written right after it is created; empty for longer, its writer is gone. */
const UNREADABLE_STALE_MS = 2_000;
/** How long a waiter waits in all before telling the user, instead of hanging (under 10 s). */
const WAIT_MS = 8_000;
/** A wait longer than this is announced (see {@link setLockWaitListener}). */
const ANNOUNCE_AFTER_MS = 1_000;
/** A breaker killed mid-break leaves its file; after this it is ignored. */
const BREAK_STALE_MS = 2_000;
/** A time this far ahead of our clock was written before the clock was turned back. */
const CLOCK_SLACK_MS = 1_000;

interface Holder {
  pid: number;
  nonce: string;
  at: number;
}

/** Who a waiter is waiting for: the lock file, and its holder's pid when the lock says. */
export interface LockWait {
  lock: string;
  pid: number | null;
}

let announceWait: (wait: LockWait) => void = () => undefined;

/**
 * Sets who hears of a wait for a lock longer than a second (the CLI prints it on stderr), so a
 * command never waits in silence. One listener per process; the last one set wins.
 */
export function setLockWaitListener(listener: (wait: LockWait) => void): void {
  announceWait = listener;
}

/** The sentence for a wait, e.g. for the CLI's stderr. */
export function lockWaitText({ lock, pid }: LockWait): string {
  return pid === null ? m.core_lock_wait_unknown({ lock }) : m.core_lock_wait_pid({ pid, lock });
}

export async function withFileLock<T>(file: string, run: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  const nonce = await acquire(lock);
  try {
    return await run();
  } finally {
    await release(lock, nonce);
  }
}

async function acquire(lock: string): Promise<string> {
  await mkdir(dirname(lock), { recursive: true, mode: 0o700 }).catch((error: unknown) => {
    throw fileError(error, lock, 'lock');
  });
  const nonce = randomHex(8);
  const started = Date.now();
  let announced = false;
  for (let attempt = 0; ; attempt += 1) {
    if (await create(lock, { pid: process.pid, nonce, at: Date.now() })) return nonce;
    const holder = await readHolder(lock);
    if (await isStale(lock, holder)) await breakLock(lock);
    else if (Date.now() - started > WAIT_MS) {
      const seconds = WAIT_MS / 1000;
      throw new CoreError(
        'settings',
        holder
          ? m.core_lock_held_pid({ pid: holder.pid, lock, seconds })
          : m.core_lock_held_unknown({ lock, seconds }),
      );
    } else {
      if (!announced && Date.now() - started > ANNOUNCE_AFTER_MS) {
        announced = true;
        announceWait({ lock, pid: holder?.pid ?? null });
      }
      await sleep(Math.min(5 + attempt * 5, 50) + Math.random() * 10);
    }
  }
}

/**
 * Creates the lock with `holder` in it; false when it exists. A lock whose content cannot be
 * written (a full disk) is removed again before the error is thrown: left empty, it would
 * hold up the next command.
 */
async function create(lock: string, holder: Holder): Promise<boolean> {
  let handle;
  try {
    handle = await open(lock, 'wx', 0o600);
  } catch (error) {
    if (errorCodeOf(error) === 'EEXIST') return false;
    throw fileError(error, lock, 'lock');
  }
  try {
    await handle.writeFile(JSON.stringify(holder));
    await handle.close();
    return true;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(lock, { force: true }).catch(() => undefined);
    throw fileError(error, lock, 'lock');
  }
}

/** Removes our lock only: after a takeover (we were stuck) it may already be someone else's. */
async function release(lock: string, nonce: string): Promise<void> {
  const current = await readHolder(lock).catch(() => null);
  // Not removable (the folder turned read-only meanwhile): the next taker sees a dead pid.
  if (current?.nonce === nonce) await rm(lock, { force: true }).catch(() => undefined);
}

/**
 * The lock's holder; null when the lock is gone or has no readable content (being written
 * this very moment, or damaged). A lock that is not a file throws, naming it and the fix.
 */
async function readHolder(lock: string): Promise<Holder | null> {
  let text: string;
  try {
    text = await readFile(lock, 'utf8');
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'EISDIR' || code === 'ENOTDIR') throw fileError(error, lock, 'lock');
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid !== 'number' || typeof value.nonce !== 'string' || typeof value.at !== 'number')
      return null;
    return { pid: value.pid, nonce: value.nonce, at: value.at };
  } catch {
    return null;
  }
}

async function isStale(lock: string, holder: Holder | null): Promise<boolean> {
  const now = Date.now();
  if (holder === null) {
    // No content: only its age (by the file's time, itself untrusted when in the future) decides.
    const mtime = await mtimeOf(lock);
    return mtime !== null && (now - mtime > UNREADABLE_STALE_MS || mtime > now + CLOCK_SLACK_MS);
  }
  return !isAlive(holder.pid) || now - holder.at > STALE_MS || holder.at > now + CLOCK_SLACK_MS;
}

async function breakLock(lock: string): Promise<void> {
  const breaker = `${lock}.break`;
  const breakerTime = await mtimeOf(breaker);
  if (breakerTime !== null && Math.abs(Date.now() - breakerTime) > BREAK_STALE_MS)
    await rm(breaker, { force: true }).catch(() => undefined);
  let handle;
  try {
    handle = await open(breaker, 'wx', 0o600);
  } catch {
    return; // someone else is breaking it; wait for the lock as usual
  }
  try {
    await handle.close();
    // Re-checked under the breaker: the stale holder may have been replaced by a live one.
    if (await isStale(lock, await readHolder(lock))) {
      await rm(lock, { force: true }).catch((error: unknown) => {
        throw fileError(error, lock, 'delete');
      });
    }
  } finally {
    await rm(breaker, { force: true }).catch(() => undefined);
  }
}

async function mtimeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Whether a process with this id runs (this one included). */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
