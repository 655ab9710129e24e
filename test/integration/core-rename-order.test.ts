import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import type { TimetrayCore } from '../../src/main/core/timetray-core';
import { useCoreFixture } from '../support/core-fixture';

/** Renames and refreshes that overlap: the cache keeps what the service kept. */
const fx = useCoreFixture();

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !test(); i += 1) await sleep(10);
  expect(test()).toBe(true);
}

async function signedIn(): Promise<{ core: TimetrayCore; key: string; customers: number[] }> {
  const core = await fx.open();
  const { key } = await core.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
  await fx.tokenOf(key);
  const customers = [...new Set(core.snapshot().projects.map((p) => p.customerId))].filter(
    (id): id is number => id !== null,
  );
  return { core, key, customers };
}

/** The customer's name in the cache file (what the next start and the CLI show). */
async function cachedName(key: string, customerId: number): Promise<string | null | undefined> {
  const entry = await new ProjectCache(fx.config.dir).get(key);
  return entry?.projects.find((p) => p.customerId === customerId)?.customerName;
}

const decided = (path: string) => fx.sb.log.some((e) => e.method === 'POST' && e.path.endsWith(path));

describe('two renames of one customer at once', () => {
  it('the answer the service gave last wins, even when the earlier answer arrives slowly', async () => {
    const { core, key, customers } = await signedIn();
    const id = customers[0]!;
    fx.sb.clearLog();
    // The first rename is applied at once, but its answer drips in for about a second.
    fx.sb.faults.add({
      method: 'POST',
      path: `/customers/${id}`,
      fault: { kind: 'drip', bytesPerTick: 2, tickMs: 40 },
      times: 1,
    });
    const slow = core.renameCustomer(id, 'Applied first');
    await until(() => decided(`/customers/${id}`));
    await core.renameCustomer(id, 'Applied last');
    await slow;
    expect(fx.sb.state.customerName(id)).toBe('Applied last');
    expect(core.snapshot().projects.find((p) => p.customerId === id)?.customerName).toBe('Applied last');
    expect(await cachedName(key, id)).toBe('Applied last');
  });

  it('two processes renaming different customers both keep their rename in the cache', async () => {
    const { core: first, key, customers } = await signedIn();
    const second = await fx.open(); // another process: its own memory copy of the cache
    const [a, b] = customers as [number, number];
    await second.renameCustomer(a, 'Renamed by the CLI');
    await first.renameCustomer(b, 'Renamed by the app');
    expect(await cachedName(key, a)).toBe('Renamed by the CLI');
    expect(await cachedName(key, b)).toBe('Renamed by the app');
  });

  it('a refresh answered before a rename does not put the old name back', async () => {
    const { core, key, customers } = await signedIn();
    const id = customers[0]!;
    const before = fx.sb.state.customerName(id);
    fx.sb.clearLog();
    fx.sb.faults.add({
      path: '/projects',
      fault: { kind: 'drip', bytesPerTick: 2048, tickMs: 40 },
      times: 1,
    });
    const refresh = core.refreshProjects();
    await until(() => fx.sb.log.some((e) => e.path.endsWith('/projects')));
    await core.renameCustomer(id, 'After the list');
    await refresh;
    expect(before).not.toBe('After the list');
    expect(core.snapshot().projects.find((p) => p.customerId === id)?.customerName).toBe('After the list');
    expect(await cachedName(key, id)).toBe('After the list');
  });
});

describe('renames made while the clock was wrong', () => {
  const YEAR_MS = 365 * 24 * 3600 * 1000;

  it('a rename made a year ahead does not pin the name: later renames and the service’s list show', async () => {
    const { core, key, customers } = await signedIn();
    const id = customers[0]!;
    // This process's clock (Date) a year ahead for one rename, then put right.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + YEAR_MS);
      await core.renameCustomer(id, 'Renamed a year ahead');
    } finally {
      vi.useRealTimers();
    }
    expect(await cachedName(key, id)).toBe('Renamed a year ahead');

    await core.renameCustomer(id, 'Renamed today');
    expect(await cachedName(key, id)).toBe('Renamed today');
    await core.refreshProjects();
    expect(core.snapshot().projects.find((p) => p.customerId === id)?.customerName).toBe('Renamed today');

    // Renamed elsewhere (the web app): the next list shows it; no older rename is put back on top.
    fx.sb.state.customers.get(id)!.name = 'Renamed on the web';
    await core.refreshProjects();
    expect(core.snapshot().projects.find((p) => p.customerId === id)?.customerName).toBe(
      'Renamed on the web',
    );
    expect(await cachedName(key, id)).toBe('Renamed on the web');
  });

  it('a rename mark dated in the future in the cache file is not trusted over a later answer', async () => {
    const { core, key, customers } = await signedIn();
    const id = customers[0]!;
    await core.renameCustomer(id, 'First');
    // As an older version wrote it while the clock was ahead: a time, no write count.
    const file = new ProjectCache(fx.config.dir).fileOf(key);
    const written = JSON.parse(await readFile(file, 'utf8')) as {
      renames: Record<string, unknown>;
      seq?: number;
    };
    written.renames[id] = { name: 'First', at: Date.now() + YEAR_MS };
    delete written.seq;
    await writeFile(file, JSON.stringify(written));
    await core.close();

    const again = await fx.open();
    await again.renameCustomer(id, 'Second');
    expect(await cachedName(key, id)).toBe('Second');
    await again.refreshProjects();
    expect(await cachedName(key, id)).toBe('Second');
  });
});
