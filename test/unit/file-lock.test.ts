import { mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lockWaitText,
  setLockWaitListener,
  withFileLock,
  type LockWait,
} from '../../src/main/core/files/file-lock';
import { makeTempConfig, type TempConfig } from '../support/temp-config';
import { canMountTinyDisk, mountTinyDisk, noTinyDisk } from '../support/tiny-disk';

/** The lock around every read-modify-write of settings.json and the cache. */
let config: TempConfig;
let file: string;
beforeEach(async () => {
  config = await makeTempConfig();
  file = join(config.dir, 'counter.json');
  await writeFile(file, '0');
});
afterEach(() => config.cleanup());

const increment = () =>
  withFileLock(file, async () => {
    const value = Number(await readFile(file, 'utf8'));
    await sleep(1); // let the others run: without the lock they would read the same value
    await writeFile(file, String(value + 1));
  });

describe('withFileLock', () => {
  it('serialises overlapping read-modify-writes: none is lost', async () => {
    await Promise.all(Array.from({ length: 20 }, increment));
    expect(await readFile(file, 'utf8')).toBe('20');
  });

  it('takes over a lock left by a process that is gone (kill -9)', async () => {
    await writeFile(`${file}.lock`, JSON.stringify({ pid: 2 ** 22 + 17, nonce: 'dead', at: Date.now() }));
    const started = Date.now();
    await increment();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await readFile(file, 'utf8')).toBe('1');
  });

  it('waits while a running process holds the lock, then goes ahead', async () => {
    await writeFile(`${file}.lock`, JSON.stringify({ pid: process.ppid, nonce: 'alive', at: Date.now() }));
    let done = false;
    const waiting = increment().then(() => (done = true));
    await sleep(300);
    expect(done).toBe(false);
    await writeFile(file, '41'); // the holder's own write
    await rm(`${file}.lock`);
    await waiting;
    expect(await readFile(file, 'utf8')).toBe('42');
  });
});

/** Issue #16, defect 4: a lock left by a failure, a clock change or a stranger never holds a command for long. */
describe('withFileLock when the lock is odd', () => {
  const lock = () => `${file}.lock`;
  const timedIncrement = async () => {
    const started = performance.now();
    await increment();
    return performance.now() - started;
  };

  it('takes over an empty lock left by a writer that failed to fill it (not 15 s later)', async () => {
    await writeFile(lock(), '');
    const old = new Date(Date.now() - 3_000);
    await utimes(lock(), old, old);
    expect(await timedIncrement()).toBeLessThan(1_000);
    expect(await readFile(file, 'utf8')).toBe('1');
  });

  it('does not trust a time in the future (the clock was turned back): taken over at once', async () => {
    const future = Date.now() + 365 * 24 * 3600_000;
    await writeFile(lock(), JSON.stringify({ pid: process.ppid, nonce: 'future', at: future }));
    await utimes(lock(), new Date(future), new Date(future));
    expect(await timedIncrement()).toBeLessThan(1_000);
    expect(await readFile(file, 'utf8')).toBe('1');
  });

  it('says what it waits for after a second, and waits under 10 s for a live stranger', async () => {
    const heard: LockWait[] = [];
    setLockWaitListener((wait) => heard.push(wait));
    try {
      // A live pid that is not Timetray (a reused pid): the lock is never released by it.
      await writeFile(lock(), JSON.stringify({ pid: process.ppid, nonce: 'stranger', at: Date.now() }));
      const ms = await timedIncrement();
      expect(ms).toBeGreaterThan(1_000);
      expect(ms).toBeLessThan(10_000);
      expect(heard).toEqual([{ lock: lock(), pid: process.ppid }]);
      expect(lockWaitText(heard[0]!)).toBe(
        `Waiting for another Timetray process (pid ${process.ppid}) that holds ${lock()}…`,
      );
    } finally {
      setLockWaitListener(() => undefined);
    }
  }, 15_000);

  it('names a lock that is a folder and the fix, at once, instead of a raw EISDIR', async () => {
    await mkdir(lock());
    const started = performance.now();
    const failure = await increment().then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(failure?.message).toBe(
      `Could not lock ${lock()} (EISDIR): it is a folder where Timetray keeps a file. Move it away (mv "${lock()}" "${lock()}.bak"), then try again.`,
    );
  });
});

describe('withFileLock on a full disk', () => {
  const possible = canMountTinyDisk();

  it.skipIf(!possible)(
    `removes a lock whose content could not be written, and says the disk is full${possible ? '' : ` — skipped: ${noTinyDisk}`}`,
    async () => {
      const disk = mountTinyDisk()!;
      try {
        const full = join(disk.dir, 'settings.json');
        disk.fill();
        const failure = await withFileLock(full, async () => 'ran').catch((error: unknown) => error as Error);
        expect(failure).toBeInstanceOf(Error);
        expect((failure as Error).message).toBe(
          `Could not lock ${full}.lock (ENOSPC): the disk is full. Free some space on the disk holding ${disk.dir}, then try again.`,
        );
        expect(await readdir(disk.dir)).toEqual(['.filler']); // no empty lock left behind
        disk.unfill();
        const started = performance.now();
        expect(await withFileLock(full, async () => 'ran')).toBe('ran');
        expect(performance.now() - started).toBeLessThan(500);
      } finally {
        disk.unmount();
      }
    },
  );
});
