import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CoreError } from '../core-error';

/**
 * A lock shared by every Timetray process on this machine (the tray app, any number of CLI
 * runs) around one read-modify-write of a file: `<file>.lock`, created exclusively.
 *
 * A holder killed with -9 leaves its lock behind. It is taken over when its process is gone
 * (`kill(pid, 0)`), or when it is older than {@link STALE_MS} (a reused pid, or a holder
 * stuck far longer than any change of a small JSON file takes). Taking over goes through a
 * second exclusive file (`<file>.lock.break`) and re-checks that the lock is still the stale
 * one, so two waiters can never both break a lock and then both hold it.
 */
const STALE_MS = 15_000;
/** How long a waiter waits before telling the user, instead of hanging. */
const WAIT_MS = 20_000;
/** A breaker killed mid-break leaves its file; after this it is ignored. */
const BREAK_STALE_MS = 2_000;

interface Holder {
  pid: number;
  nonce: string;
  at: number;
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
  await mkdir(dirname(lock), { recursive: true, mode: 0o700 });
  const nonce = randomBytes(8).toString('hex');
  const holder: Holder = { pid: process.pid, nonce, at: Date.now() };
  const deadline = Date.now() + WAIT_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(lock, 'wx', 0o600);
      try {
        await handle.writeFile(JSON.stringify(holder));
      } finally {
        await handle.close();
      }
      return nonce;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw lockError(lock, error);
    }
    if (await isStale(lock)) await breakLock(lock);
    else if (Date.now() > deadline) {
      throw new CoreError(
        'settings',
        `Another Timetray process is holding ${lock} — try again; if none is running, delete that file.`,
      );
    } else await sleep(Math.min(5 + attempt * 5, 50) + Math.random() * 10);
  }
}

/** Removes our lock only: after a takeover (we were stuck) it may already be someone else's. */
async function release(lock: string, nonce: string): Promise<void> {
  const current = await readHolder(lock);
  if (current?.nonce === nonce) await rm(lock, { force: true });
}

async function readHolder(lock: string): Promise<Holder | null> {
  try {
    const value = JSON.parse(await readFile(lock, 'utf8')) as Partial<Holder>;
    if (typeof value.pid !== 'number' || typeof value.nonce !== 'string' || typeof value.at !== 'number')
      return null;
    return { pid: value.pid, nonce: value.nonce, at: value.at };
  } catch {
    return null; // gone, or being written this very moment
  }
}

async function isStale(lock: string): Promise<boolean> {
  const holder = await readHolder(lock);
  if (holder === null) {
    // Unreadable: just created (content not yet written) or damaged; only age decides.
    return (await ageOf(lock)) > STALE_MS;
  }
  return !isAlive(holder.pid) || Date.now() - holder.at > STALE_MS;
}

async function breakLock(lock: string): Promise<void> {
  const breaker = `${lock}.break`;
  if ((await ageOf(breaker)) > BREAK_STALE_MS) await rm(breaker, { force: true });
  let handle;
  try {
    handle = await open(breaker, 'wx', 0o600);
  } catch {
    return; // someone else is breaking it; wait for the lock as usual
  }
  try {
    await handle.close();
    // Re-checked under the breaker: the stale holder may have been replaced by a live one.
    if (await isStale(lock)) await rm(lock, { force: true });
  } finally {
    await rm(breaker, { force: true });
  }
}

async function ageOf(file: string): Promise<number> {
  try {
    return Date.now() - (await stat(file)).mtimeMs;
  } catch {
    return -1;
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

function lockError(lock: string, cause: unknown): CoreError {
  const code = (cause as NodeJS.ErrnoException).code ?? 'error';
  return new CoreError('settings', `Could not create ${lock} (${code}). Check that the folder is writable.`, {
    cause,
  });
}
