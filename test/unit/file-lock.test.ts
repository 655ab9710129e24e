import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withFileLock } from '../../src/main/core/accounts/file-lock';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

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
