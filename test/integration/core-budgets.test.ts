import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BudgetAlert } from '../../src/main/core/budgets/budget-alerts';
import { speak } from '../../src/main/core/i18n';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { startSandbox } from '../sandbox';
import { useCoreFixture } from '../support/core-fixture';

/**
 * Issue #19 in the core: budgets and pins saved per account in settings.json and published in
 * the snapshot; the alerts the app shows; a pinned project the service lost is unpinned with
 * a note. The real sandbox over TLS, the real keychain and real settings files.
 */
const fx = useCoreFixture();
let core: TimetrayCore;
const HOUR = 3600;

const signIn = (c = core) => c.signIn({ baseUrl: fx.sb.baseUrl, ...fx.sb.demo });
const stored = () => fx.sb.state.projectsOf(fx.sb.demo.accountId);
const settingsOf = async () =>
  JSON.parse(await readFile(`${fx.config.dir}/settings.json`, 'utf8')) as {
    accounts: Array<{ budgets?: object; pinned?: number[]; budgetAlerted?: object }>;
  };
/** Sets the project's hours at the service (what its details will say). */
const workedHours = (id: number, hours: number) =>
  void (fx.sb.state.projects.get(id)!.timeTotalSeconds = hours * HOUR);

beforeEach(async () => {
  speak('en');
  core = await fx.open();
});

describe('budgets', () => {
  it('are saved beside the account, shown in the snapshot, kept by the next start and by a new sign-in', async () => {
    const { key } = await signIn();
    await fx.tokenOf(key);
    const [a, b] = stored();
    expect(await core.setBudget(a!.id, { hours: 120, value: null })).toEqual({ hours: 120, value: null });
    await core.setBudget(b!.id, { hours: null, value: 15000 });
    expect(core.snapshot().budgets[a!.id]).toEqual({ hours: 120, value: null });
    expect((await settingsOf()).accounts[0]?.budgets).toEqual({
      [a!.id]: { hours: 120, value: null },
      [b!.id]: { hours: null, value: 15000 },
    });

    const next = await fx.open();
    expect(next.snapshot().budgets[b!.id]).toEqual({ hours: null, value: 15000 });
    await signIn(next); // signing in again must not cost the budgets
    expect(next.snapshot().budgets[a!.id]).toEqual({ hours: 120, value: null });

    await next.clearBudget(a!.id);
    expect(next.snapshot().budgets[a!.id]).toBeUndefined();
    expect((await settingsOf()).accounts[0]?.budgets).toEqual({ [b!.id]: { hours: null, value: 15000 } });
  });

  it('refuse a project not in the list, or a budget that is not one, saving nothing', async () => {
    await signIn();
    await expect(core.setBudget(999_999, { hours: 1, value: null })).rejects.toMatchObject({
      code: 'bad_input',
      message: 'Project #999999 is not in this account’s project list — refresh the list and check the id.',
    });
    await expect(core.setBudget(stored()[0]!.id, { hours: 0, value: null })).rejects.toMatchObject({
      code: 'bad_input',
    });
    expect((await settingsOf()).accounts[0]?.budgets).toBeUndefined();
  });
});

describe('pinned projects', () => {
  it('are saved in pin order, unpinned on request, and a project the service lost is unpinned with a note', async () => {
    await signIn();
    const [a, b, c] = stored();
    await core.setPinned(b!.id, true);
    expect(await core.setPinned(a!.id, true)).toEqual([b!.id, a!.id]);
    await core.setPinned(c!.id, true);
    expect(await core.setPinned(c!.id, false)).toEqual([b!.id, a!.id]);
    expect(core.snapshot().pinned).toEqual([b!.id, a!.id]);

    fx.sb.state.projects.delete(b!.id);
    await core.refreshProjects();
    expect(core.snapshot().pinned).toEqual([a!.id]);
    expect((await settingsOf()).accounts[0]?.pinned).toEqual([a!.id]);
    expect(await core.takeWarnings()).toEqual([
      `“${b!.name}” (#${b!.id}) is no longer at the service, so it was unpinned.`,
    ]);
  });

  it('a pinned project that answers 404 when opened keeps its pin until the list lacks it too', async () => {
    await signIn();
    const [a, b] = stored();
    await core.setPinned(a!.id, true);
    await core.setPinned(b!.id, true);
    // A 404 from a proxy or a moment's fault: the project is still there.
    fx.sb.faults.add({
      method: 'GET',
      path: `/projects/${a!.id}`,
      times: 1,
      fault: { kind: 'status', status: 404 },
    });
    await expect(core.getProject(a!.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(core.snapshot().pinned).toEqual([a!.id, b!.id]);
    await core.refreshProjects();
    expect(core.snapshot().pinned).toEqual([a!.id, b!.id]);
    expect(core.snapshot().projects.some((p) => p.id === a!.id)).toBe(true);
    // Really gone: the 404 keeps the pin, the list without it ends it, with the note.
    fx.sb.state.projects.delete(b!.id);
    await expect(core.getProject(b!.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(core.snapshot().pinned).toEqual([a!.id, b!.id]);
    await core.refreshProjects();
    expect(core.snapshot().pinned).toEqual([a!.id]);
    expect(await core.takeWarnings()).toContain(
      `Project #${b!.id} is no longer at the service, so it was unpinned.`,
    );
  });
});

describe('budget alerts', () => {
  /** Collects what the app would show; resolves once the core has decided and saved. */
  async function listen(c: TimetrayCore): Promise<BudgetAlert[]> {
    const heard: BudgetAlert[] = [];
    await c.onBudgetAlerts((alerts) => heard.push(...alerts));
    return heard;
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('notify 80% and then 100% once each, remembered across a restart, afresh when the budget changes', async () => {
    await signIn();
    const [p] = stored();
    workedHours(p!.id, 85);
    await core.setBudget(p!.id, { hours: 100, value: null });
    const heard = await listen(core);
    await core.getProject(p!.id);
    await settled();
    expect(heard).toEqual([
      {
        accountKey: expect.any(String),
        projectId: p!.id,
        projectName: p!.name,
        threshold: 80,
        percent: 85,
        per: 'lifetime',
        target: 'project',
      },
    ]);

    await core.getProject(p!.id); // the same totals, fetched again: nothing new
    await settled();
    expect(heard).toHaveLength(1);

    // Next start: 80% was told already; 100% is new.
    const next = await fx.open();
    const heardNext = await listen(next);
    await settled();
    expect(heardNext).toEqual([]);
    workedHours(p!.id, 101);
    await next.getProject(p!.id);
    await settled();
    expect(heardNext.map((a) => [a.threshold, a.percent])).toEqual([[100, 101]]);
    expect((await settingsOf()).accounts[0]?.budgetAlerted).toEqual({ [p!.id]: 100 });

    // A new budget: its thresholds are told again (only the highest one reached).
    await next.setBudget(p!.id, { hours: 90, value: null });
    await next.getProject(p!.id);
    await settled();
    expect(heardNext.map((a) => [a.threshold, a.percent])).toEqual([
      [100, 101],
      [100, 112],
    ]);
  });

  it('stay quiet with budgetAlerts off, and do not bring old crossings back when turned on', async () => {
    await signIn();
    const [p] = stored();
    workedHours(p!.id, 90);
    await core.changePreference({ key: 'budgetAlerts', value: false });
    await core.setBudget(p!.id, { hours: 100, value: null });
    const heard = await listen(core);
    await core.getProject(p!.id);
    await settled();
    expect(heard).toEqual([]);
    await core.changePreference({ key: 'budgetAlerts', value: true });
    await core.getProject(p!.id);
    await settled();
    expect(heard).toEqual([]);
  });

  it('are not decided where nobody shows them (the CLI): the app tells them later', async () => {
    await signIn();
    const [p] = stored();
    workedHours(p!.id, 95);
    await core.setBudget(p!.id, { hours: 100, value: null });
    await core.getProject(p!.id);
    await settled();
    expect((await settingsOf()).accounts[0]?.budgetAlerted).toBeUndefined();
    const app = await fx.open();
    const heard = await listen(app);
    await settled();
    expect(heard.map((a) => a.threshold)).toEqual([80]);
  });
});

describe('the web app', () => {
  it('is the account’s projects page on its own https host', async () => {
    await signIn();
    expect(await core.webAppAddress()).toBe(
      `${new URL(fx.sb.baseUrl).origin}/a/${fx.sb.demo.accountId}/#/projects`,
    );
  });
});

describe('totals refreshed with the list', () => {
  it('include the pinned and budgeted projects, beside the recent and tray ones, and feed the alerts', async () => {
    await fx.sb.close();
    fx.sb = await startSandbox({ projects: 400, customers: 8, certDir: fx.certs.dir });
    const app = await TimetrayCore.open({
      configDir: fx.config.dir,
      caFile: fx.sb.caFile,
      prefetchTotals: true,
    });
    fx.cores.push(app);
    await signIn(app);
    await expect.poll(() => Object.keys(app.snapshot().totals).length, { timeout: 15_000 }).toBe(50);
    const far = app.snapshot().projects.filter((p) => !(p.id in app.snapshot().totals));
    const [pinned, budgeted] = [far.at(-1)!, far.at(-2)!];
    await app.setPinned(pinned.id, true);
    workedHours(budgeted.id, 50);
    await app.setBudget(budgeted.id, { hours: 40, value: null });
    const heard: BudgetAlert[] = [];
    await app.onBudgetAlerts((alerts) => heard.push(...alerts));

    await app.refreshProjects();
    await expect
      .poll(() => [pinned.id in app.snapshot().totals, budgeted.id in app.snapshot().totals], {
        timeout: 15_000,
      })
      .toEqual([true, true]);
    await expect.poll(() => heard.map((a) => [a.projectId, a.threshold])).toEqual([[budgeted.id, 100]]);
  });
});

describe('another process', () => {
  it('a budget or pin set from the CLI shows in the running app’s snapshot at once', async () => {
    await signIn();
    const app = await TimetrayCore.open({
      configDir: fx.config.dir,
      caFile: fx.sb.caFile,
      watchSettings: true,
    });
    fx.cores.push(app);
    const [p] = stored();
    await core.setBudget(p!.id, { hours: 10, value: null }); // `core` stands for the CLI here
    await core.setPinned(p!.id, true);
    await expect
      .poll(() => [app.snapshot().budgets[p!.id], app.snapshot().pinned], { timeout: 5000 })
      .toEqual([{ hours: 10, value: null }, [p!.id]]);
  });
});
