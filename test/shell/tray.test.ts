import { formatHours } from '../../src/shared/format';
import { localToday } from '../../src/shared/periods';
import { describe, expect, it } from 'vitest';
import { settle, waitFor, type ShellApp } from './load-app';
import type { DoubleMenuItem } from './double/tray';
import type { DoubleMenu } from './double/tray';
import { useShellFixture, useTrayHost } from './fixture';

/** The tray of the built main process on the Electron TEST DOUBLE (Linux: attached menu). */
const fx = useShellFixture();
useTrayHost();

const projectGets = () => fx.sb.log.filter((e) => e.method === 'GET' && e.path.endsWith('/projects')).length;
const menuOf = async (app: ShellApp) => {
  await settle();
  return app.menu();
};
type State = {
  session: { status: string };
  accounts: Array<{ key: string }>;
  projects: Array<{ id: number; name: string; customerName: string | null; archived: boolean }>;
};
/** The tooltip's second line: today's and this week's hours, once known. */
const periodLine = (app: ShellApp) => app.tray().tooltip.split('\n')[1] ?? '';
const state = async (app: ShellApp) => (await app.invoke('state:get')) as State;

describe('tray menu (built app, Electron double, Linux)', () => {
  it('signed out: says so and offers Sign in…, which opens the panel', async () => {
    const app = await fx.start({ platform: 'linux' });
    await waitFor(() => app.tray().contextMenu!.labels().includes('Sign in…'));
    const menu = await menuOf(app);
    expect(menu.labels()).toEqual(
      expect.arrayContaining(['Not signed in', 'Sign in…', 'Open Timetray', 'Quit Timetray']),
    );
    expect(menu.labels()).not.toContain('Sign out');
    menu.click('Sign in…');
    expect(app.panel()!.isVisible()).toBe(true);
  });

  it('after sign-in: the account, when it was updated, one submenu per customer with its projects', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    const menu = await menuOf(app);
    const { projects } = await state(app);
    expect(projects.length).toBe(12);
    // First today's and this week's hours (issue 33, see below), then the account.
    expect(menu.labels().slice(1, 3)).toEqual(['---', fx.sb.demo.email]);
    expect(menu.labels()[3]).toMatch(/^Updated at \d\d:\d\d$/);
    // Archived projects are hidden by default (showArchived, as in the window).
    const shown = projects.filter((p) => !p.archived);
    expect(shown.length).toBeLessThan(projects.length);
    for (const project of shown)
      expect(
        menu.find(
          new RegExp(`^${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('&', '&&')}`),
        ),
      ).toBeTruthy();
    expect(menu.labels()).toEqual(expect.arrayContaining(['Refresh', 'Sign out']));
  });

  it("opens with your hours of today and this week from the service's reports, the tooltip too (issue 33)", async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    await waitFor(() => /^Today /.test(app.menu().labels()[0] ?? ''));
    const today = localToday(Date.now());
    const mine = fx.sb.state.entries.filter(
      (e) => e.accountId === fx.sb.demo.accountId && e.date === today && e.userEmail === fx.sb.demo.email,
    );
    const seconds = mine.reduce((n, e) => n + e.seconds, 0);
    const line = app.menu().labels()[0]!;
    expect(line).toMatch(new RegExp(`^Today ${formatHours(seconds, 'en')} · Week \\d+ h \\d+ min$`));
    // Linux shows no title beside the icon: the tooltip says it too.
    expect(app.tray().tooltip).toMatch(new RegExp(`^Timetray — \\d+ projects\n${line}$`));
  });

  it("macOS: trayTitle puts today's or the week's hours beside the icon; off (the default) none", async () => {
    const app = await fx.start({ platform: 'darwin' });
    await fx.signIn(app);
    await waitFor(() => /^Today /.test(periodLine(app)), 10_000, 'the period figures');
    expect(app.tray().title).toBe('');
    expect(await app.invoke('settings:set', { key: 'trayTitle', value: 'today' })).toMatchObject({
      ok: true,
    });
    const [today, week] = /^Today (.+) · Week (.+)$/.exec(periodLine(app))!.slice(1);
    await waitFor(() => app.tray().title === today, 5000, "today's hours as the title");
    expect(await app.invoke('settings:set', { key: 'trayTitle', value: 'week' })).toMatchObject({ ok: true });
    await waitFor(() => app.tray().title === week, 5000, "the week's hours as the title");
    (await menuOf(app)).click('Sign out');
    await waitFor(() => app.tray().title === '', 5000, 'no title once signed out');
    // No Electron call macOS lacks (the fixture checks it after every test).
  });

  it('Linux: trayTitle sets no title (the system shows none; the tooltip says the hours)', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    // The figures first (as on macOS above): the title would be set from them.
    await waitFor(() => /^Today /.test(periodLine(app)), 10_000, 'the period figures');
    expect(await app.invoke('settings:set', { key: 'trayTitle', value: 'week' })).toMatchObject({ ok: true });
    await settle();
    // Never called on Linux (the fixture fails a test that calls what Linux lacks).
    expect(app.tray().title).toBe('');
  });

  it('Refresh reaches the service and the menu shows the new list', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    const before = projectGets();
    (await menuOf(app)).click('Refresh');
    await waitFor(() => projectGets() === before + 1, 5000, 'a refresh');
    await settle();
    expect(app.menu().labels()[3]).toMatch(/^Updated at/);
  });

  it('offline: Refresh keeps the list and says the service cannot be reached', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    // Project items read "Name — 12 h 5 min"; customer submenus may carry " — total" too
    // once every total of theirs is known, so they are left out of the count.
    const projectItems = (items: DoubleMenuItem[]) =>
      items.filter((i) => !i.submenu && i.label.includes(' — ') && !i.label.startsWith('⚠'));
    const listed = projectItems((await menuOf(app)).all()).length;
    // One item per project not archived (hidden by default).
    expect(listed).toBe((await state(app)).projects.filter((p) => !p.archived).length);
    await fx.sb.close();
    app.menu().click('Refresh');
    await waitFor(
      () =>
        app
          .menu()
          .labels()
          .some((label) => label.startsWith('⚠')),
      10_000,
      'the error line',
    );
    const menu = await menuOf(app);
    expect(projectItems(menu.all()).length).toBe(listed);
    fx.sb = await (await import('../sandbox')).startSandbox({ projects: 1 }); // for the fixture's close
  });

  it('Sign out revokes the token at the service and the menu is signed out again', async () => {
    const app = await fx.start({ platform: 'linux' });
    const { key } = await fx.signIn(app);
    (await menuOf(app)).click('Sign out');
    await waitFor(() => app.menu().labels().includes('Not signed in'), 5000, 'signed out');
    expect(await fx.keychain.get(key)).toBeNull();
    expect(fx.sb.log.some((e) => e.path.endsWith('/auth/revoke') && e.status === 200)).toBe(true);
  });

  it('a project item opens the panel and tells the page which project', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    const { projects } = await state(app);
    const project = projects[0]!;
    const menu = await menuOf(app);
    menu.click(new RegExp(`^${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('&', '&&')}`));
    expect(app.panel()!.isVisible()).toBe(true);
    await waitFor(() => app.panel()!.webContents.sent.some((m) => m.channel === 'window:intent'));
    const intent = app.panel()!.webContents.sent.find((m) => m.channel === 'window:intent')!
      .args[0] as Record<string, unknown>;
    // Either form of the intent names this project (by name to filter, or by id).
    expect(intent['text'] === project.name || intent['id'] === project.id).toBe(true);
  });

  it('Accounts → Add account… opens the sign-in form; an account item switches to it', async () => {
    const app = await fx.start({ platform: 'linux' });
    const { key } = await fx.signIn(app);
    const menu = await menuOf(app);
    menu.click('Add account…');
    await waitFor(() => app.panel()!.webContents.sent.some((m) => m.channel === 'window:intent'));
    expect(app.panel()!.webContents.sent.find((m) => m.channel === 'window:intent')!.args[0]).toEqual({
      kind: 'add-account',
    });
    const before = projectGets();
    menu.click(new RegExp(`\\(${fx.sb.demo.accountId}\\)`));
    await waitFor(() => projectGets() > before, 5000, 'the switch to refresh');
    expect((await state(app)).accounts.map((a) => a.key)).toEqual([key]);
  });

  it('Open Timetray shows the panel; Quit Timetray quits', async () => {
    const app = await fx.start({ platform: 'linux' });
    const menu = await menuOf(app);
    menu.click('Open Timetray');
    expect(app.panel()!.isVisible()).toBe(true);
    menu.click('Quit Timetray');
    await waitFor(() => app.app.quitted, 6000, 'quit');
  });

  it('rebuilds the attached menu only when what it shows changed (an open submenu stays open)', async () => {
    const app = await fx.start({ platform: 'linux' });
    await fx.signIn(app);
    await settle(800); // past the tray's debounce: nothing still pending from the sign-in
    const count = app.tray().menusSet.length;
    // A resume refresh with an unchanged list: snapshots come and go (refreshing, the list,
    // re-fetched totals). Under load "Refreshing…" may be shown for a moment, which is a
    // change; a menu set again with nothing changed is not allowed.
    app.double.electron.powerMonitor.emit('resume');
    await settle(1500);
    const shows = (menu: DoubleMenu) =>
      JSON.stringify(menu.all().map((i) => [i.type, i.label, i.enabled, i.checked]));
    const sets = app
      .tray()
      .menusSet.slice(count - 1)
      .map(shows);
    for (let k = 1; k < sets.length; k++) expect(sets[k], `menu set #${count + k}`).not.toBe(sets[k - 1]);
    // And it settles on one menu, not one per snapshot.
    expect(app.tray().menusSet.length - count).toBeLessThanOrEqual(3);
  });
});
