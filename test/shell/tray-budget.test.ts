import { describe, expect, it } from 'vitest';
import { settle, waitFor, type ShellApp } from './load-app';
import { useShellFixture, useTrayHost } from './fixture';

/**
 * Issue #19 in the tray of the built main process on the Electron TEST DOUBLE (Linux: the
 * attached menu): the "Pinned" section above everything, a budgeted project's percentage
 * with ⚠ from 100%, "Open Rabbiit", and one notification per budget threshold passed.
 */
const fx = useShellFixture();
useTrayHost();

const HOUR = 3600;
const escaped = (text: string): string => text.replaceAll('&', '&&');
type Row = { id: number; name: string; archived: boolean };
const rows = async (app: ShellApp): Promise<Row[]> =>
  ((await app.invoke('state:get')) as { projects: Row[] }).projects.filter((p) => !p.archived);

/** A pinned project's label ends in its hours this cycle (issue 33): " · cycle 3 h 0 min". */
const pinned = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · cycle \\d+ h \\d+ min$`);
const shows = (app: ShellApp, label: string): boolean =>
  app
    .menu()
    .labels()
    .some((l) => l === label || pinned(label).test(l));

/** Refreshes from the tray until it shows `expected` (budgeted totals follow each refresh). */
async function refreshUntil(app: ShellApp, expected: string): Promise<void> {
  await waitFor(() => app.menu().labels().includes('Refresh'), 5000, 'the signed-in menu');
  app.menu().click('Refresh');
  await waitFor(() => shows(app, expected), 10_000, expected);
  await settle();
}

describe('tray: budgets, pins and the web app (built app, Electron double, Linux)', () => {
  it('"Pinned" tops the menu; a budgeted project shows its percentage, ⚠ from 100%', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    const [first, second] = await rows(app);
    const seeded = fx.sb.state.projectsOf(fx.sb.demo.accountId);
    seeded.find((p) => p.id === first!.id)!.timeTotalSeconds = 102 * HOUR;
    seeded.find((p) => p.id === second!.id)!.timeTotalSeconds = 132 * HOUR;
    expect(await app.invoke('projects:pin', first!.id, true)).toMatchObject({ ok: true });
    expect(await app.invoke('projects:pin', second!.id, true)).toMatchObject({ ok: true });
    expect(await app.invoke('budgets:set', first!.id, { hours: 120, value: null })).toMatchObject({
      ok: true,
    });
    expect(await app.invoke('budgets:set', second!.id, { hours: 120, value: null })).toMatchObject({
      ok: true,
    });
    // Budgeted projects' totals follow every list refresh.
    await refreshUntil(app, `${escaped(first!.name)} — 102 h 0 min · 85%`);
    // The totals arrive a few at a time: the second may follow the first.
    const over = `${escaped(second!.name)} — 132 h 0 min · ⚠ 110%`;
    await waitFor(() => shows(app, over), 10_000, over);
    // Under the line of today's and this week's hours.
    const labels = app.menu().labels().slice(2);
    expect(labels[0]).toBe('Pinned');
    expect(labels[1]).toMatch(pinned(`${escaped(first!.name)} — 102 h 0 min · 85%`));
    expect(labels[2]).toMatch(pinned(`${escaped(second!.name)} — 132 h 0 min · ⚠ 110%`));
    // "Open Rabbiit": the account's own projects page, in the system browser.
    app.menu().click('Open Rabbiit');
    const expected = `${new URL(fx.sb.baseUrl).origin}/a/${fx.sb.demo.accountId}/#/projects`;
    await waitFor(() => app.double.electron.shell.opened.length === 1, 5000, 'the browser to open');
    expect(app.double.electron.shell.opened).toEqual([expected]);
  });

  it('one notification when a project passes 80%, one more at 100%, none again', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    const [target] = await rows(app);
    const seeded = fx.sb.state.projectsOf(fx.sb.demo.accountId).find((p) => p.id === target!.id)!;
    seeded.timeTotalSeconds = 10 * HOUR;
    await app.invoke('projects:pin', target!.id, true); // in sight at the top of the menu
    await app.invoke('budgets:set', target!.id, { hours: 100, value: null });
    await refreshUntil(app, `${escaped(target!.name)} — 10 h 0 min · 10%`);
    const budgetNotices = () =>
      app.double.notifications.filter((n) => n.shown && n.body.includes('of its budget')).map((n) => n.body);
    expect(budgetNotices()).toEqual([]);

    seeded.timeTotalSeconds = 85 * HOUR;
    await refreshUntil(app, `${escaped(target!.name)} — 85 h 0 min · 85%`);
    await waitFor(() => budgetNotices().length === 1, 5000, 'the 80% notification');
    expect(budgetNotices()).toEqual([`“${target!.name}” passed 80% of its budget`]);

    seeded.timeTotalSeconds = 101 * HOUR;
    await refreshUntil(app, `${escaped(target!.name)} — 101 h 0 min · ⚠ 101%`);
    await waitFor(() => budgetNotices().length === 2, 5000, 'the 100% notification');
    expect(budgetNotices()[1]).toBe(`“${target!.name}” passed 100% of its budget`);

    seeded.timeTotalSeconds = 102 * HOUR;
    await refreshUntil(app, `${escaped(target!.name)} — 102 h 0 min · ⚠ 102%`);
    await settle(500);
    expect(budgetNotices().length).toBe(2);
  });
});
