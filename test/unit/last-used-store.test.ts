import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isKeepAliveDue } from '../../src/main/core/accounts/keep-alive';
import { LAST_USED_FILE, LastUsedStore } from '../../src/main/core/accounts/last-used';

let dir: string;
let now: number;
const clock = () => now;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'timetray-last-used-'));
  now = Date.parse('2026-03-01T12:00:00Z');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const onDisk = async () =>
  JSON.parse(await readFile(join(dir, LAST_USED_FILE), 'utf8')) as {
    accounts: Record<string, { used?: string; tried?: string }>;
  };

describe('LastUsedStore (last-used.json)', () => {
  it('writes a use at most once a minute per account: the hot path stays one comparison', async () => {
    const store = new LastUsedStore(dir, clock);
    expect(store.noteUse('a')).toBe(now);
    await store.settle();
    const written = (await stat(join(dir, LAST_USED_FILE))).mtimeMs;
    for (let i = 0; i < 100; i += 1) {
      now += 500; // 50 s of calls
      expect(store.noteUse('a')).toBeNull();
    }
    await store.settle();
    expect((await stat(join(dir, LAST_USED_FILE))).mtimeMs).toBe(written);
    now += 10_001;
    expect(store.noteUse('a')).toBe(now);
    await store.settle();
    expect((await onDisk()).accounts['a']?.used).toBe(new Date(now).toISOString());
  });

  it('two processes writing at once keep each other’s accounts (one lock, read-modify-write)', async () => {
    const stores = Array.from({ length: 6 }, () => new LastUsedStore(dir, clock));
    stores.forEach((s, i) => s.noteUse(`k${i}`));
    await Promise.all(stores.map((s) => s.settle()));
    expect(Object.keys((await onDisk()).accounts).sort()).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5']);
  });

  it('a claim is taken once a day per account, whichever process asks', async () => {
    const [app, cli] = [new LastUsedStore(dir, clock), new LastUsedStore(dir, clock)];
    const claims = await Promise.all([app.claim('a', isKeepAliveDue), cli.claim('a', isKeepAliveDue)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    now += 23 * 60 * 60_000;
    expect(await cli.claim('a', isKeepAliveDue)).toBe(false);
    now += 60 * 60_000;
    expect(await cli.claim('a', isKeepAliveDue)).toBe(true);
  });

  it('does not trust a time ahead of the clock, and reads a damaged file as empty', async () => {
    const ahead = new Date(now + 30 * 24 * 60 * 60_000).toISOString();
    await writeFile(
      join(dir, LAST_USED_FILE),
      JSON.stringify({ version: 1, accounts: { a: { used: ahead, tried: ahead } } }),
    );
    const store = new LastUsedStore(dir, clock);
    expect((await store.readAll()).get('a')).toEqual({ used: null, tried: null });
    expect(store.noteUse('a')).toBe(now); // overwrites the future time at once
    await store.settle();
    expect((await onDisk()).accounts['a']?.used).toBe(new Date(now).toISOString());

    await writeFile(join(dir, LAST_USED_FILE), '{"version":1,"accounts":');
    expect((await store.readAll()).size).toBe(0);
  });
});
