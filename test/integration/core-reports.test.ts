import { access, readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { addDays, localToday, namedPeriod, type DateRange } from '../../src/shared/periods';
import { startSandbox, type StoredEntry } from '../sandbox';
import { useCoreFixture } from '../support/core-fixture';

/**
 * Issue 33 in the core: the current week's and cycle's hours fetched after each list refresh,
 * published in the snapshot, saved for the offline start, and any period's report on demand.
 * The real sandbox over TLS, the real keychain and real files.
 */
const fx = useCoreFixture();
let core: TimetrayCore;

async function openCore(): Promise<TimetrayCore> {
  const opened = await TimetrayCore.open({
    configDir: fx.config.dir,
    caFile: fx.sb.caFile,
    fetchPeriods: true,
  });
  fx.cores.push(opened);
  return opened;
}

/** The period figures once the fetch after a list refresh has shown them (it runs after the list). */
function periodsShown(c: TimetrayCore): Promise<void> {
  if (c.snapshot().periods.status !== 'none') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no period figures within 10 s')), 10_000);
    const stop = c.onChange((snapshot) => {
      if (snapshot.periods.status === 'none') return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}
const signIn = async (c = core) => {
  const account = await c.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
  await periodsShown(c);
  return account;
};
const today = () => localToday(Date.now());
const entriesIn = (range: DateRange, mineOnly = false): StoredEntry[] =>
  fx.sb.state.entries.filter(
    (e) =>
      e.accountId === fx.sb.demo.accountId &&
      range.from <= e.date &&
      e.date <= range.to &&
      (!mineOnly || e.userEmail === fx.sb.demo.email),
  );
const secondsOf = (entries: StoredEntry[]) => entries.reduce((n, e) => n + e.seconds, 0);
const centsOf = (entries: StoredEntry[]) =>
  entries.reduce((n, e) => n + (e.rateTotal === null ? 0 : Math.round(Number(e.rateTotal) * 100)), 0);
/** A cycle that began about 15 days ago, whatever today is: long enough to span weeks and pages. */
const startDay = Math.min(28, Number(addDays(localToday(Date.now()), -15).slice(8)));
const rules = { cycleStartDay: startDay, weekStart: 'sunday' as const };

beforeEach(async () => {
  speak('en');
  core = await openCore();
  await core.changePreference({ key: 'cycleStartDay', value: startDay });
  await core.changePreference({ key: 'weekStart', value: 'sunday' });
});

describe('period figures in the snapshot', () => {
  it("after sign-in: today, the week and the cycle to the second and the cent, yours apart from the team's", async () => {
    await signIn();
    const { periods } = core.snapshot();
    const cycle = namedPeriod('cycle', today(), rules);
    const week = namedPeriod('week', today(), rules);
    expect(periods.status).toBe('ready');
    expect(periods.partial).toBe(false);
    expect(periods.cycle).toMatchObject({
      from: cycle.from,
      to: cycle.to,
      seconds: secondsOf(entriesIn(cycle)),
    });
    expect(periods.cycle!.value).toBe(centsOf(entriesIn(cycle)) / 100);
    expect(periods.cycle!.mine?.seconds).toBe(secondsOf(entriesIn(cycle, true)));
    expect(periods.week!.seconds).toBe(secondsOf(entriesIn(week)));
    expect(periods.today!.seconds).toBe(secondsOf(entriesIn({ from: today(), to: today() })));
    // Per project: your own hours, as the tray shows them.
    const [first] = entriesIn(cycle, true);
    const projectSeconds = secondsOf(entriesIn(cycle, true).filter((e) => e.projectId === first!.projectId));
    expect(periods.projects[first!.projectId]?.cycle).toBe(projectSeconds);
  });

  it('offline, the next start shows the saved figures with when they were fetched', async () => {
    await signIn();
    const online = core.snapshot().periods;
    await core.close();
    await fx.sb.close();
    const offline = await openCore();
    expect(offline.snapshot().periods).toMatchObject({
      status: 'ready',
      cycle: online.cycle,
      asOf: online.asOf,
    });
    await offline.refreshProjects().catch(() => undefined);
    const after = offline.snapshot().periods;
    expect(after.cycle).toEqual(online.cycle); // never zero for a failed fetch
    expect(offline.snapshot().error?.code).toBe('network');
    fx.sb = await startSandbox({ projects: 24, certDir: fx.certs.dir }); // for the fixture's close
  });

  it('an account without reports: one calm status, the list untouched, asked again only the next day', async () => {
    fx.sb.state.reports.mode = 'absent';
    await signIn();
    const snapshot = core.snapshot();
    expect(snapshot.periods.status).toBe('not_offered');
    expect(snapshot.projects.length).toBe(24);
    expect(snapshot.error).toBeNull();
    fx.sb.clearLog();
    await core.refreshProjects();
    await core.close(); // waits for a report fetch the refresh may have started
    expect(fx.sb.log.filter((h) => h.path.includes('/reports')).length).toBe(0);
    expect(core.snapshot().periods.status).toBe('not_offered');
    // A day later the service is asked again, and reports it now has are shown.
    fx.sb.state.reports.mode = 'on';
    const tomorrow = await TimetrayCore.open({
      configDir: fx.config.dir,
      caFile: fx.sb.caFile,
      fetchPeriods: true,
      now: () => Date.now() + 25 * 3600_000,
    });
    fx.cores.push(tomorrow);
    await tomorrow.refreshProjects();
    await tomorrow.close();
    expect(fx.sb.log.filter((h) => h.path.includes('/reports')).length).toBeGreaterThan(0);
    expect(tomorrow.snapshot().periods.status).toBe('ready');
  });

  it('a forbidden report or a web page in its place is the same "not offered", not an error', async () => {
    for (const mode of ['forbidden', 'web-page'] as const) {
      fx.sb.state.reports.mode = mode;
      const next = await TimetrayCore.open({
        configDir: `${fx.config.dir}/${mode}`,
        caFile: fx.sb.caFile,
        fetchPeriods: true,
      });
      fx.cores.push(next);
      await signIn(next);
      expect(next.snapshot().periods.status).toBe('not_offered');
      expect(next.snapshot().error).toBeNull();
    }
  });

  it('a page that cannot be followed leaves the figures partial, never complete', async () => {
    // Pages of a few days (five entries would not hold one whole working day of the team,
    // and no day would be known at all: that depends on the weekday the cycle starts).
    fx.sb.state.reports.pageSize = 20;
    fx.sb.state.reports.nextOrigin = 'https://elsewhere.example';
    await signIn();
    const { periods } = core.snapshot();
    const cycle = namedPeriod('cycle', today(), rules);
    expect(periods.partial).toBe(true);
    expect(periods.cycle!.seconds).toBeLessThan(secondsOf(entriesIn(cycle)));
  });

  it('signing out deletes the saved figures with the list', async () => {
    const { key } = await signIn();
    await fx.tokenOf(key);
    const files = await readFile(`${fx.config.dir}/settings.json`, 'utf8');
    expect(files).not.toContain('reports');
    const cacheDir = `${fx.config.dir}/cache`;
    const { readdir } = await import('node:fs/promises');
    const reportFile = (await readdir(cacheDir)).find((f) => f.endsWith('.reports.json'));
    expect(reportFile).toBeDefined();
    await core.signOut(key);
    await expect(access(`${cacheDir}/${reportFile}`)).rejects.toThrow();
    expect(core.snapshot().periods.status).toBe('none');
  });
});

describe('a report on demand', () => {
  it('last cycle by customer, fetched month by month, to the cent', async () => {
    await signIn();
    const last = namedPeriod('last-cycle', today(), rules);
    const report = await core.report(last, { grouping: 'customer' });
    expect(report.fresh).toBe(true);
    expect(report.missing).toEqual([]);
    expect(report.seconds).toBe(secondsOf(entriesIn(last)));
    expect(Math.round(report.value! * 100)).toBe(centsOf(entriesIn(last)));
    expect(report.rows.reduce((n, r) => n + r.seconds, 0)).toBe(report.seconds);
    // Every customer by its name; projects without one together, unnamed (the surfaces say "no customer").
    expect(report.rows.every((r) => (r.key === null) === (r.name === null))).toBe(true);
  });

  it('--cached answers only what is saved, and says which days are missing', async () => {
    await signIn();
    const older = { kind: 'range' as const, from: addDays(today(), -100), to: addDays(today(), -90) };
    const report = await core.report(older, { cached: true });
    expect(report.fresh).toBe(false);
    expect(report.missing).toEqual([{ from: older.from, to: older.to }]);
    expect(report.days.every((d) => d.seconds === null)).toBe(true);
  });
});
