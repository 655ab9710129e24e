import { readdir, readFile, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { makeProject } from '../support/project-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

const project = (id: number, customerName: string | null) =>
  makeProject({ id, customerName, rate: 100, timeTotalSeconds: 3600 });
const KEY = 'https://x.test|abc|ann@x.test';

let config: TempConfig;
beforeEach(async () => (config = await makeTempConfig()));
afterEach(() => config.cleanup());

describe('ProjectCache', () => {
  it('survives a restart: a new instance reads the last list from disk', async () => {
    await new ProjectCache(config.dir).put(KEY, {
      projects: [project(1, 'Acme')],
      skipped: 2,
      fetchedAt: '2026-11-22T00:00:00Z',
    });
    expect(await new ProjectCache(config.dir).get(KEY)).toEqual({
      projects: [project(1, 'Acme')],
      skipped: 2,
      fetchedAt: '2026-11-22T00:00:00Z',
    });
  });

  it("keeps accounts apart and names files without the key's characters", async () => {
    const cache = new ProjectCache(config.dir);
    await cache.put(KEY, { projects: [project(1, null)], skipped: 0, fetchedAt: 't' });
    expect(await cache.get('https://x.test|other|ann@x.test')).toBeNull();
    const [file] = await readdir(`${config.dir}/cache`);
    expect(file).toMatch(/^[0-9a-f]{32}\.json$/);
  });

  it('a damaged cache file is no cache, said and moved aside once; a foreign one is no cache, quietly', async () => {
    const cache = new ProjectCache(config.dir);
    await cache.put(KEY, { projects: [], skipped: 0, fetchedAt: 't' });
    const file = cache.fileOf(KEY);
    for (const damaged of ['{not json', '[1]', 'null']) {
      await writeFile(file, damaged);
      const heard: string[] = [];
      const reader = new ProjectCache(config.dir, (problem) => heard.push(problem));
      expect(await reader.get(KEY)).toBeNull();
      const said = `${file} was damaged (it is not what Timetray saved there), so it was not used and was moved to ${file}.damaged; Timetray writes a new one the next time it fetches that data.`;
      // Said, and then no saved list is the truth: not a problem that stops `--cached`.
      expect([heard, reader.readProblem(KEY)]).toEqual([[said], null]);
      expect(await readFile(`${file}.damaged`, 'utf8')).toBe(damaged);
      // Said once: after the move there is no saved list, which is then the truth.
      const next = new ProjectCache(config.dir);
      expect([await next.get(KEY), next.readProblem(KEY)]).toEqual([null, null]);
    }
    // Deleted with the account's list (sign-out, removal): nothing of it stays behind.
    await cache.remove(KEY);
    expect(await readdir(`${config.dir}/cache`)).toEqual([]);

    const foreign = JSON.stringify({ version: 1, accountKey: 'someone else', projects: [] });
    await writeFile(file, foreign);
    const reader = new ProjectCache(config.dir);
    expect([await reader.get(KEY), reader.readProblem(KEY)]).toEqual([null, null]);
    expect(await readFile(file, 'utf8')).toBe(foreign);
  });

  it('drops items of an edited or damaged file that are not projects, and counts them as skipped', async () => {
    const cache = new ProjectCache(config.dir);
    await cache.put(KEY, { projects: [project(1, 'Acme')], skipped: 2, fetchedAt: 't' });
    const file = JSON.parse(await readFile(cache.fileOf(KEY), 'utf8')) as { projects: unknown[] };
    file.projects.push({ id: 2, name: 5, active: true, customerName: {} }, null);
    await writeFile(cache.fileOf(KEY), JSON.stringify(file));
    const entry = await new ProjectCache(config.dir).get(KEY);
    expect(entry?.projects).toEqual([project(1, 'Acme')]);
    expect(entry?.skipped).toBe(4);
  });

  it('reads a time that is not one (an edited file) as no time', async () => {
    const cache = new ProjectCache(config.dir);
    await cache.put(KEY, { projects: [project(1, null)], skipped: 0, fetchedAt: '\u001b[2Jnot a time' });
    const entry = await new ProjectCache(config.dir).get(KEY);
    expect(entry?.projects).toEqual([project(1, null)]);
    expect(entry?.fetchedAt).toBe('');
  });

  it('forgets an account entirely on remove', async () => {
    const cache = new ProjectCache(config.dir);
    await cache.put(KEY, { projects: [project(1, null)], skipped: 0, fetchedAt: 't' });
    await cache.remove(KEY);
    expect(await cache.get(KEY)).toBeNull();
    expect(await new ProjectCache(config.dir).get(KEY)).toBeNull();
  });
});
