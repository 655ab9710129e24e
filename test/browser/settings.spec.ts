import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runCli, SOURCE_CLI } from '../support/run-cli';
import { makeCaFiles, type CaFiles } from '../support/ca-files';
import { dateRangeWords } from '../../src/shared/day-words';
import { formatHours } from '../../src/shared/format';
import { localToday } from '../../src/shared/periods';
import { expect, test, type AppFixture } from './harness';
import { focusedTag, listShown, projectRows, searchField } from './window-helpers';

/**
 * Settings in the real window: every control through the real handlers and core, the value
 * read back from settings.json, the app told to follow it (the recording DesktopPort double,
 * Electron's side), refusals explained beside their control, and a change made with the CLI
 * showing in the open window.
 */
let certs: CaFiles;
let goodCa = '';
let expiredCa = '';

test.beforeAll(async () => {
  certs = await makeCaFiles('timetray-settings-ca-');
  ({ goodCa, expiredCa } = certs);
});
test.afterAll(() => certs.cleanup());

/** The preferences as settings.json holds them now (undefined: no file yet). */
async function savedFile(app: AppFixture): Promise<Record<string, unknown> | undefined> {
  try {
    const json = JSON.parse(await readFile(join(app.configDir, 'settings.json'), 'utf8')) as {
      preferences?: Record<string, unknown>;
    };
    return json.preferences;
  } catch {
    return undefined;
  }
}

async function openSettings(app: AppFixture): Promise<Page> {
  await app.signInDirectly();
  await app.open();
  await listShown(app.page);
  await app.page.getByRole('button', { name: 'Settings' }).click();
  await expect(app.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  return app.page;
}

test('opens from the top bar; Escape and Back return to the list with focus on the Settings button', async ({
  app,
}) => {
  const page = await openSettings(app);
  await page.keyboard.press('Escape');
  await expect(searchField(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
  expect(app.hideRequests.count).toBe(0); // Escape stepped back; it did not hide the panel

  await page.keyboard.press('Enter'); // the Settings button again
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  await page.getByRole('button', { name: '‹ Back' }).click();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
});

test('keyboard only: every control saves to settings.json and the app applies what was saved', async ({
  app,
}) => {
  const page = await openSettings(app);
  const last = () => app.desktop.applied.at(-1);
  await page.keyboard.press('Tab'); // from the heading (‹ Back comes before it)
  await expect(page.getByLabel('Refresh projects')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // 15 → 30 minutes
  await expect.poll(() => savedFile(app)).toMatchObject({ refreshIntervalMinutes: 30 });
  // Applied right after the save lands (the file is written before main applies it).
  await expect.poll(() => last()).toMatchObject({ refreshIntervalMinutes: 30 });

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Language')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // auto → English: the window stays in English
  await expect.poll(() => savedFile(app)).toMatchObject({ language: 'en' });

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Launch Timetray at login')).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => savedFile(app)).toMatchObject({ launchAtLogin: true });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Show archived projects')).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => savedFile(app)).toMatchObject({ showArchived: true });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Hide money amounts')).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => savedFile(app)).toMatchObject({ hideMoney: true });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Currency')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // none → BRL, the first offered
  await expect.poll(() => savedFile(app)).toMatchObject({ currency: 'BRL' });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Budget alerts')).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => savedFile(app)).toMatchObject({ budgetAlerts: false });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Billing cycle starts on')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // day 1 → day 2
  await expect.poll(() => savedFile(app)).toMatchObject({ cycleStartDay: 2 });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Week starts on')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // as the language does → Monday
  await expect.poll(() => savedFile(app)).toMatchObject({ weekStart: 'monday' });
  // The working days, one box each, Monday first: Space on Monday takes it out.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Mon', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => savedFile(app)).toMatchObject({ workDays: ['tue', 'wed', 'thu', 'fri'] });
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab'); // Tue … Sun
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Round invoice entries up to')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // exact → 6 minutes
  await expect.poll(() => savedFile(app)).toMatchObject({ roundTo: 6 });
  // Not macOS: no tray title to choose (the next stop is the shortcut).
  await expect(page.getByLabel('Beside the tray icon')).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Global shortcut to open Timetray')).toBeFocused();
  await page.keyboard.type('ctrl+alt+t');
  await page.keyboard.press('Enter');
  await expect.poll(() => savedFile(app)).toMatchObject({ globalShortcut: 'Ctrl+Alt+T' });
  await expect(page.getByLabel('Global shortcut to open Timetray')).toHaveValue('Ctrl+Alt+T');
  await page.keyboard.press('Tab'); // Set shortcut
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => savedFile(app)).toMatchObject({ globalShortcut: null });
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeFocused(); // never to <body>

  app.desktop.nextCaFile = goodCa;
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose CA file…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#ca-file-path')).toHaveText(goodCa);
  await expect.poll(() => savedFile(app)).toMatchObject({ caFile: goodCa });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#ca-file-path')).toHaveText(/^None/);
  await expect.poll(() => savedFile(app)).toMatchObject({ caFile: null });

  // Every save was followed by apply() with exactly what settings.json then held.
  await expect.poll(() => app.desktop.applied.length).toBe(15);
  expect(last()).toEqual(await savedFile(app));
  expect(await focusedTag(page)).not.toBe('BODY');
});

test('what the desktop says shows beside its control: Wayland, a login item that failed, ignored values', async ({
  app,
}) => {
  app.desktop.wayland = true;
  app.desktop.launchAtLoginProblem =
    'Timetray could not write ~/.config/autostart/timetray.desktop (EACCES).';
  await app.signInDirectly();
  // A value edited by hand that Timetray cannot use (it falls back to its default).
  const file = join(app.configDir, 'settings.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as { preferences: Record<string, unknown> };
  await writeFile(
    file,
    JSON.stringify({ ...json, preferences: { ...json.preferences, refreshIntervalMinutes: 7 } }),
  );
  await app.core.reload();
  await app.open();
  await listShown(app.page);
  const { page } = app;
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.locator('#shortcut-hint')).toHaveText(
    /On Wayland the shortcut works only through your desktop's global-shortcuts portal/,
  );
  const launch = page.getByLabel('Launch Timetray at login');
  await expect(launch).toHaveAccessibleDescription(/could not write .*autostart/);
  await expect(launch).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'settings.json held values' })).toContainText(
    /refreshIntervalMinutes must be 5, 15, 30, 60 or null \(manual\); using 15/,
  );
  await expect(page.getByLabel('Refresh projects')).toHaveValue('15');
});

test('a refused value stays visible with the reason beside its control; nothing is saved', async ({
  app,
}) => {
  const page = await openSettings(app);
  const shortcut = page.getByLabel('Global shortcut to open Timetray');
  await shortcut.fill('T');
  await shortcut.press('Enter');
  await expect(page.locator('#shortcut-problem')).toHaveText(
    /^Not saved: “T” is not a shortcut Timetray understands; .* e\.g\. Ctrl\+Alt\+T\.$/,
  );
  await expect(shortcut).toHaveValue('T'); // what the user typed, not silently put back
  await expect(shortcut).toHaveAttribute('aria-invalid', 'true');
  await expect(shortcut).toHaveAccessibleDescription(/is not a shortcut Timetray understands/);

  const notPem = join(app.configDir, 'not-a-cert.pem');
  await writeFile(notPem, 'hello');
  app.desktop.nextCaFile = notPem;
  const choose = page.getByRole('button', { name: 'Choose CA file…' });
  await choose.click();
  await expect(page.locator('#ca-file-problem')).toHaveText(
    /Not saved: .*not-a-cert\.pem holds no PEM certificate/,
  );
  app.desktop.nextCaFile = expiredCa;
  await choose.click();
  await expect(page.locator('#ca-file-problem')).toHaveText(
    /Not saved: every certificate in .*expired-ca\.pem has expired/,
  );
  await expect(choose).toHaveAccessibleDescription(/has expired/);
  await expect(page.locator('#ca-file-path')).toHaveText(/^None/);
  expect(await savedFile(app)).toMatchObject({ globalShortcut: null, caFile: null });
  expect(app.desktop.applied).toEqual([]); // nothing saved, so nothing to apply

  app.desktop.nextCaFile = null; // cancelled: nothing said, nothing written
  await choose.click();
  await expect.poll(() => app.desktop.dialogs).toBe(3);
  expect(await savedFile(app)).toMatchObject({ caFile: null });
  expect(app.desktop.applied).toEqual([]);
});

test('a change made with the CLI shows in the open Settings view and in the list', async ({ app }) => {
  const page = await openSettings(app);
  await expect(page.getByLabel('Hide money amounts')).not.toBeChecked();
  await expect(page.getByLabel('Show archived projects')).not.toBeChecked();
  const env = { ...process.env, TIMETRAY_CONFIG_DIR: app.configDir };
  for (const [key, value] of [
    ['hideMoney', 'true'],
    ['showArchived', 'true'],
    ['refreshIntervalMinutes', 'manual'],
  ]) {
    const run = await runCli(['config', 'set', key!, value!], { entry: SOURCE_CLI, env });
    expect(run.code, run.stderr).toBe(0);
  }
  await app.core.reload(); // what the app's settings watch does when settings.json changes
  await expect(page.getByLabel('Hide money amounts')).toBeChecked();
  await expect(page.getByLabel('Show archived projects')).toBeChecked();
  await expect(page.getByLabel('Refresh projects')).toHaveValue('manual');

  await page.keyboard.press('Escape');
  const all = app.sandbox.state.projectsOf(app.sandbox.demo.accountId);
  await expect(page.getByRole('checkbox', { name: /^Show archived/ })).toBeChecked();
  await expect(projectRows(page).first()).toHaveAttribute('aria-setsize', String(all.length));
});

test('the billing cycle moved to start after today: Hours by period counts from last month, fetched at once', async ({
  app,
}) => {
  // A start day after today's date makes the cycle begin last month, whose days the sign-in's
  // fetch (this week and this month) did not bring (on the 28th–31st, day 28 is before today).
  const today = Number(localToday(Date.now()).slice(8));
  const start = Math.min(today + 1, 28);
  const page = await openSettings(app);
  const cycleStart = page.getByLabel('Billing cycle starts on');
  await expect(cycleStart).toHaveValue('1');
  await expect(cycleStart).toHaveAccessibleDescription(/Day 1: the cycle is the calendar month/);
  await cycleStart.selectOption(`Day ${start}`);
  await expect.poll(() => savedFile(app)).toMatchObject({ cycleStartDay: start });

  // The new cycle's days are fetched without waiting for the next list refresh.
  const complete = async () => {
    const report = await app.core.windowReport({ period: 'cycle', grouping: 'project', source: 'saved' });
    return report.missing.length === 0 ? report : null;
  };
  await expect.poll(complete, { timeout: 10_000 }).not.toBeNull();
  const cycle = (await complete())!;
  const day = (n: number) => String(n).padStart(2, '0');
  expect([cycle.period.from.slice(8), cycle.period.to.slice(8)]).toEqual([day(start), day(start - 1)]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Hours by period' }).click();
  const view = page.getByRole('region', { name: 'Hours by period' });
  await expect(view.locator('.period-line')).toContainText(dateRangeWords(cycle.period, 'en'));
  await expect(view.locator('.total .hours')).toHaveText(formatHours(cycle.seconds, 'en'));
});

test('on macOS the tray title is chosen here: saved, and the tray told', async ({ app }) => {
  app.desktop.trayTitle = true;
  const page = await openSettings(app);
  const title = page.getByLabel('Beside the tray icon');
  await expect(title).toHaveValue('off');
  await title.selectOption("This week's hours");
  await expect.poll(() => savedFile(app)).toMatchObject({ trayTitle: 'week' });
  await expect.poll(() => app.desktop.applied.at(-1)).toMatchObject({ trayTitle: 'week' });
});

test('Health runs the checks against the sandbox: each verdict in words, a failure with its cause and fix', async ({
  app,
}) => {
  const page = await openSettings(app);
  app.desktop.shortcutProblem = 'another app holds Ctrl+Alt+T';
  await page.getByLabel('Global shortcut to open Timetray').fill('Ctrl+Alt+T');
  await page.getByRole('button', { name: 'Set shortcut' }).click();
  // The app could not register it: said beside the field, from main's answer.
  await expect(page.locator('#shortcut-problem')).toHaveText('another app holds Ctrl+Alt+T');

  await app.sandbox.close(); // the service is down
  await page.getByRole('button', { name: 'Health check…' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeFocused();
  const items = page.getByRole('listitem');
  await expect(items.first()).toBeVisible({ timeout: 20_000 }); // opening Health runs them
  const item = (name: string) => items.filter({ has: page.getByText(name, { exact: true }) });
  await expect(item('Keychain')).toContainText(/^OK/);
  await expect(item('Service')).toContainText(/^Problem/);
  await expect(item('Service')).toContainText(/Fix: /);
  await expect(item('Shortcut')).toContainText(
    /Warning.*Ctrl\+Alt\+T is not registered: another app holds Ctrl\+Alt\+T.*Fix: Choose another shortcut in Settings/,
  );
  await expect(page.getByRole('status').filter({ hasText: /^\d+ problems?.* found\.$/ })).toBeVisible();

  const again = page.getByRole('button', { name: 'Run checks again' });
  await again.click();
  await expect(again).toBeFocused(); // still there while they run: focus never falls to <body>
  await expect(page.getByRole('status').filter({ hasText: /^\d+ problems?.* found\.$/ })).toBeVisible({
    timeout: 20_000,
  });

  await page.keyboard.press('Escape'); // Health → Settings, on the button that opened it
  await expect(page.getByRole('button', { name: 'Health check…' })).toBeFocused();
  await page.keyboard.press('Escape'); // Settings → the list
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
});

test('hide money: rate and value read "hidden" in the details, and the copied summary hides the value', async ({
  app,
}) => {
  await app.signInDirectly();
  const projects = app.sandbox.state.projectsOf(app.sandbox.demo.accountId);
  const target = projects.find((p) => p.active && p.billable && p.rate !== null) ?? projects[0]!;
  await app.core.changePreference({ key: 'hideMoney', value: true });
  await app.open();
  const { page } = app;
  await listShown(page);
  await searchField(page).fill(`#${target.id}`);
  await searchField(page).press('Enter');
  await expect(page.locator('.as-of')).toHaveText(/^As of [^·]+$/);
  const value = page.locator('dt:text-is("Value") + dd');
  await expect(value).toHaveText(/^•••\s*hidden$/);
  await expect(page.locator('dt:text-is("Rate") + dd')).toHaveText(/^•••\s*hidden$/);
  await expect(value.locator('[aria-hidden="true"]')).toHaveText('•••');
  // No amount anywhere: the details' fields, nor the hours by period.
  for (const list of await page.locator('.details dl').all())
    await expect(list).not.toContainText(/\d[.,]\d\d/);
  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect.poll(() => app.clipboard.at(-1)).toMatch(/- Value: •••\n/);

  // Turned off (from Settings or the CLI): the open details show the amounts at once.
  await app.core.changePreference({ key: 'hideMoney', value: false });
  await expect(value).not.toContainText('•••');
});

test('a shortcut being typed survives a refresh of the list (a new snapshot with the same preferences)', async ({
  app,
}) => {
  const page = await openSettings(app);
  const field = page.getByLabel('Global shortcut to open Timetray');
  await field.fill('Ctrl+Alt+K');
  const pushes = app.pushes.length;
  await app.core.refreshProjects(); // main pushes new snapshots while the user types
  await expect.poll(() => app.pushes.length).toBeGreaterThan(pushes);
  await expect(field).toHaveValue('Ctrl+Alt+K');
});

test('Ctrl+F in Settings opened over a project goes to the search field, not back to the project', async ({
  app,
}) => {
  await app.signInDirectly();
  await app.open();
  await listShown(app.page);
  const page = app.page;
  await searchField(page).press('ArrowDown');
  await searchField(page).press('Enter');
  await expect(page.locator('.as-of')).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Control+f');
  await expect(searchField(page)).toBeFocused();
  await expect(page.locator('.as-of')).toHaveCount(0);
});
