import { readFile, stat, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DetailsCache } from '../../src/main/core/projects/details-cache';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import type { ProjectDetails } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

let config: TempConfig;
let list: ProjectCache;
const KEY = 'https://x.test|abc|me@x.test';
const open = () => new DetailsCache((key) => list.fileOf(key));
const details = (id: number, seconds = 3600): ProjectDetails => ({
  project: makeProject({ id, name: `Project ${id}`, timeTotalSeconds: seconds, valueTotal: 10 }),
  fetchedAt: '2026-03-01T10:42:00.000Z',
});

beforeEach(async () => {
  config = await makeTempConfig();
  list = new ProjectCache(config.dir);
});
afterEach(() => config.cleanup());

describe('DetailsCache', () => {
  it('keeps details beside the list cache, readable by the user only, for the next start', async () => {
    const cache = open();
    await cache.put(KEY, [details(1), details(2, 60)]);
    const file = cache.fileOf(KEY);
    expect(file).toBe(list.fileOf(KEY).replace(/\.json$/, '.details.json'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const next = open();
    expect(await next.get(KEY, 2)).toEqual(details(2, 60));
    expect(await next.totals(KEY)).toEqual({
      1: { timeTotalSeconds: 3600, valueTotal: 10, fetchedAt: details(1).fetchedAt },
      2: { timeTotalSeconds: 60, valueTotal: 10, fetchedAt: details(2).fetchedAt },
    });
  });

  it('reads an edited file entry by entry: a broken entry is dropped, the others stay', async () => {
    const cache = open();
    await cache.put(KEY, [details(1), details(2)]);
    const file = JSON.parse(await readFile(cache.fileOf(KEY), 'utf8')) as { entries: unknown[] };
    file.entries.push({ project: { ...details(3).project, name: 42 }, fetchedAt: details(3).fetchedAt });
    file.entries.push({ project: details(4).project, fetchedAt: 'yesterday' });
    file.entries.push('nonsense');
    await writeFile(cache.fileOf(KEY), JSON.stringify(file));
    const next = open();
    expect([...(await next.entries(KEY)).keys()]).toEqual([1, 2]);
  });

  it('reads nothing from a file that is not JSON (said, moved aside), of another version, or of another account', async () => {
    const cache = open();
    await cache.put(KEY, [details(1)]);
    const file = cache.fileOf(KEY);
    const good = await readFile(file, 'utf8');
    // Another version's or account's file is left as it is, unsaid; one not JSON is said and moved aside.
    for (const text of [good.replace('"version":1', '"version":2'), good.replace(KEY, 'other'), '{oops']) {
      await writeFile(file, text);
      const heard: string[] = [];
      const reader = new DetailsCache(
        (key) => list.fileOf(key),
        (problem) => heard.push(problem),
      );
      expect(await reader.get(KEY, 1)).toBeNull();
      if (text !== '{oops') {
        expect([heard, await readFile(file, 'utf8')]).toEqual([[], text]);
        continue;
      }
      expect(heard).toEqual([
        expect.stringMatching(/details\.json was damaged .* moved to .*details\.json\.damaged;/),
      ]);
      expect(reader.readProblem(KEY)).toBeNull(); // moved: nothing saved is the truth now
      expect(await readFile(`${file}.damaged`, 'utf8')).toBe('{oops');
    }
    // Deleted with the account, as the file itself is.
    await open().remove(KEY);
    await expect(stat(`${file}.damaged`)).rejects.toThrow(/ENOENT/);
  });

  it('writes many quick changes as few writes, ending with all of them', async () => {
    const cache = open();
    await Promise.all(Array.from({ length: 40 }, (_, i) => cache.put(KEY, [details(i + 1)])));
    expect((await open().entries(KEY)).size).toBe(40);
  });

  it('is deleted with the account, and a write still queued does not bring it back', async () => {
    const cache = open();
    await cache.put(KEY, [details(1)]);
    const late = cache.put(KEY, [details(2)]);
    await cache.remove(KEY);
    await late;
    await cache.settle();
    await expect(stat(cache.fileOf(KEY))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await open().get(KEY, 2)).toBeNull();
  });

  it('stores nothing when the session ended before the write (stillValid throws)', async () => {
    const cache = open();
    const refused = cache.put(KEY, [details(1)], () => {
      throw new Error('signed out');
    });
    await expect(refused).rejects.toThrow('signed out');
    expect(await cache.get(KEY, 1)).toBeNull();
    await expect(stat(cache.fileOf(KEY))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps only the projects still in the list', async () => {
    const cache = open();
    await cache.put(KEY, [details(1), details(2), details(3)]);
    expect(await cache.retain(KEY, new Set([2]))).toBe(true);
    expect(await cache.retain(KEY, new Set([2]))).toBe(false);
    expect([...(await open().entries(KEY)).keys()]).toEqual([2]);
  });
});
