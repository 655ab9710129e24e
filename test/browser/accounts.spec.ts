import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './harness';
import { accountMenuButton, listShown, projectRows } from './window-helpers';
import { SETTINGS_VERSION } from '../../src/main/core/settings/settings-version';

/**
 * Several accounts in the window, through the real handlers, the real core, the keychain
 * and the sandbox: add a second one while signed in, switch, remove (revoking its token).
 * Adding and removing live in the account menu (a disclosure button), not in the main view.
 */
test('add a second account, switch between them, remove one', async ({ app }) => {
  const { page, sandbox } = app;
  const [demo, second] = sandbox.users;
  if (!demo || !second) throw new Error('the sandbox seeds two users');
  const activeCount = (accountId: string) =>
    sandbox.state.projectsOf(accountId).filter((p) => p.active).length;
  const shownCount = () => projectRows(page).first().getAttribute('aria-setsize');
  const menuItems = page.locator(
    '#account-menu-items .item[aria-current], #account-menu-items .item:has(.full)',
  );

  await app.signInDirectly();
  await app.open();
  await listShown(page);
  // The main view has no account management: only the menu button naming the account.
  await expect(page.getByRole('button', { name: 'Add account…' })).toHaveCount(0);
  await expect(accountMenuButton(page)).toContainText(demo.email);

  // "Add account…" while signed in: a blank form on the same service; the first stays signed in.
  await accountMenuButton(page).click();
  await expect(menuItems).toHaveCount(1);
  await page.getByRole('button', { name: 'Add account…' }).click();
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByLabel('Email').fill(second.email);
  await page.getByLabel('Password').fill(second.password);
  await page.getByLabel('Account ID').fill(second.accountId);
  await page.getByRole('button', { name: 'Add account' }).click();

  // The new account is active and its projects show.
  await expect(accountMenuButton(page)).toContainText(second.email);
  await expect.poll(shownCount).toBe(String(activeCount(second.accountId)));
  expect(sandbox.state.tokens.size).toBe(2);

  // The menu names every account in full (email and account id), the active one marked.
  await accountMenuButton(page).click();
  await expect(menuItems).toHaveCount(2);
  await expect(page.locator('#account-menu-items [aria-current="true"]')).toContainText(
    `${second.email} · ${second.accountId}`,
  );
  // Switch back to the first: its projects, no sign-in needed.
  await page.locator('#account-menu-items .item', { hasText: demo.email }).click();
  await expect(accountMenuButton(page)).toContainText(demo.email);
  await expect.poll(shownCount).toBe(String(activeCount(demo.accountId)));
  expect(app.core.snapshot().session).toMatchObject({ status: 'signed_in', account: { email: demo.email } });

  // Remove the active (first) account: confirm first, then its token is revoked at the service.
  sandbox.clearLog();
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Remove this account…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(demo.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(accountMenuButton(page)).toBeFocused();
  expect(sandbox.log.filter((e) => e.path.endsWith('/auth/revoke'))).toHaveLength(0);

  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Remove this account…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(accountMenuButton(page)).toContainText(second.email);
  const revokes = sandbox.log.filter((e) => e.path.endsWith('/auth/revoke'));
  expect(revokes.map((e) => e.status)).toEqual([200]);
  expect(sandbox.state.tokens.size).toBe(1);
  expect(app.core.snapshot().accounts.map((a) => a.email)).toEqual([second.email]);
});

test('removing an account says so when the service could not be told', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  sandbox.faults.add({ path: /\/auth\/revoke$/, fault: { kind: 'reset' } });
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Remove this account…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/The service could not be reached/);
  expect(app.core.snapshot().accounts).toEqual([]);
});

test('"Add account…" can be cancelled, back to the list', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Add account…' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('section.customer').first()).toBeVisible();
});

test('Escape closes the account menu without hiding the panel', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await accountMenuButton(page).click();
  await expect(page.locator('#account-menu-items .item').first()).toBeFocused(); // keyboard lands in the menu
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add account…' })).toHaveCount(0);
  await expect(accountMenuButton(page)).toBeFocused();
  expect(app.hideRequests.count).toBe(0);
});

test('a failed switch shows why and the menu names the active account again', async ({ app }) => {
  const { page, sandbox, core } = app;
  const [demo, second] = sandbox.users;
  if (!demo || !second) throw new Error('the sandbox seeds two users');
  await core.signIn({ ...second, baseUrl: sandbox.baseUrl });
  await app.signInDirectly(); // the demo user is the active account
  await app.open();
  await listShown(page);
  await expect(accountMenuButton(page)).toContainText(demo.email);

  // A newer Timetray (e.g. its CLI) rewrote the settings: this one may not save a switch.
  const file = join(app.configDir, 'settings.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as { version: number };
  await writeFile(file, JSON.stringify({ ...settings, version: SETTINGS_VERSION + 1 }));

  await accountMenuButton(page).click();
  await page.locator('#account-menu-items .item', { hasText: second.email }).click();
  await expect(page.locator('.banner.error')).toContainText('newer Timetray');
  await expect(accountMenuButton(page)).toContainText(demo.email);
  expect(core.snapshot().session).toMatchObject({ status: 'signed_in', account: { email: demo.email } });
});

test('the add-account form’s Cancel sits level with its Add account button', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Add account…' }).click();
  const add = (await page.getByRole('button', { name: 'Add account', exact: true }).boundingBox())!;
  const cancel = (await page.getByRole('button', { name: 'Cancel' }).boundingBox())!;
  expect(Math.abs(add.y + add.height / 2 - (cancel.y + cancel.height / 2))).toBeLessThan(1);
});

test('the account menu says when each account was last used (from the record every Timetray process shares)', async ({
  app,
}) => {
  const { page, sandbox, core } = app;
  const [demo, second] = sandbox.users;
  if (!demo || !second) throw new Error('the sandbox seeds two users');
  const idle = await core.signIn({ ...second, baseUrl: sandbox.baseUrl });
  await app.signInDirectly(); // the demo user is the active account, used just now
  // Another process (e.g. the CLI) recorded the second account's last use 3 days ago.
  const file = join(app.configDir, 'last-used.json');
  await core.keepAliveDue(); // nothing is due: both were just used; it waits for our own writes
  const record = JSON.parse(await readFile(file, 'utf8')) as { accounts: Record<string, { used: string }> };
  record.accounts[idle.key] = { used: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString() };
  await writeFile(file, JSON.stringify(record));
  await core.keepAliveDue(); // what the app's timer runs: it picks the record up
  await app.open();
  await listShown(page);

  await accountMenuButton(page).click();
  const item = (email: string) => page.locator('#account-menu-items .item', { hasText: email });
  await expect(item(demo.email).locator('.used')).toHaveText('last used today');
  await expect(item(second.email).locator('.used')).toHaveText('last used 3 days ago');
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^${second.email} · ${second.accountId}\\s*, last used 3 days ago$`),
    }),
  ).toBeVisible();

  // No use on record (an account from before uses were recorded), and a keep-alive already
  // tried today (so none is due now): unknown, not "never".
  const tried = { tried: new Date().toISOString() };
  await writeFile(file, JSON.stringify({ version: 1, accounts: { [idle.key]: tried } }));
  await core.keepAliveDue();
  await expect(item(second.email).locator('.used')).toHaveText('last use unknown');
});
