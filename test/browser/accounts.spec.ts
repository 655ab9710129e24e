import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './harness';

/**
 * Several accounts in the window, through the real handlers, the real core, the keychain
 * and the sandbox: add a second one while signed in, switch, remove (revoking its token).
 */
test('add a second account, switch between them, remove one', async ({ app }) => {
  const { page, sandbox } = app;
  const [demo, second] = sandbox.users;
  if (!demo || !second) throw new Error('the sandbox seeds two users');
  const projectNames = (accountId: string) => new Set(sandbox.state.projectsOf(accountId).map((p) => p.name));
  const shownNames = async () => new Set(await page.locator('.project-name').allTextContents());

  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();
  const select = page.getByLabel('Account', { exact: true });
  await expect(select.locator('option')).toHaveCount(1);

  // "Add account…" while signed in: a blank form on the same service; the first stays signed in.
  await page.getByRole('button', { name: 'Add account…' }).click();
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByLabel('Email').fill(second.email);
  await page.getByLabel('Password').fill(second.password);
  await page.getByLabel('Account id').fill(second.accountId);
  await page.getByRole('button', { name: 'Add account' }).click();

  // The new account is active and its projects show.
  await expect(select.locator('option')).toHaveCount(2);
  await expect(select.locator('option:checked')).toContainText(second.email);
  await expect.poll(shownNames).toEqual(projectNames(second.accountId));
  expect(sandbox.state.tokens.size).toBe(2);

  // Switch back to the first: its projects, no sign-in needed.
  const demoKey = app.core.snapshot().accounts.find((a) => a.email === demo.email)!.key;
  await select.selectOption(demoKey);
  await expect(select.locator('option:checked')).toContainText(demo.email);
  await expect.poll(shownNames).toEqual(projectNames(demo.accountId));
  expect(app.core.snapshot().session).toMatchObject({ status: 'signed_in', account: { email: demo.email } });

  // Remove the active (first) account: confirm first, then its token is revoked at the service.
  sandbox.clearLog();
  await page.getByRole('button', { name: 'Remove account…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(demo.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(sandbox.log.filter((e) => e.path.endsWith('/auth/revoke'))).toHaveLength(0);

  await page.getByRole('button', { name: 'Remove account…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(select.locator('option')).toHaveCount(1);
  await expect(select.locator('option:checked')).toContainText(second.email);
  const revokes = sandbox.log.filter((e) => e.path.endsWith('/auth/revoke'));
  expect(revokes.map((e) => e.status)).toEqual([200]);
  expect(sandbox.state.tokens.size).toBe(1);
  expect(app.core.snapshot().accounts.map((a) => a.email)).toEqual([second.email]);
  await page.screenshot({ path: 'test-results/accounts.png' });
});

test('removing an account says so when the service could not be told', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();
  sandbox.faults.add({ path: /\/auth\/revoke$/, fault: { kind: 'reset' } });
  await page.getByRole('button', { name: 'Remove account…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/The service could not be reached/);
  expect(app.core.snapshot().accounts).toEqual([]);
});

test('"Add account…" can be cancelled, back to the list', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await page.getByRole('button', { name: 'Add account…' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('section.customer').first()).toBeVisible();
});

test('a failed switch shows why and the account list names the active account again', async ({ app }) => {
  const { page, sandbox, core } = app;
  const [demo, second] = sandbox.users;
  if (!demo || !second) throw new Error('the sandbox seeds two users');
  await core.signIn({ ...second, baseUrl: sandbox.baseUrl });
  await app.signInDirectly(); // the demo user is the active account
  await app.open();
  const select = page.getByLabel('Account', { exact: true });
  await expect(select.locator('option')).toHaveCount(2);
  await expect(select.locator('option:checked')).toContainText(demo.email);

  // A newer Timetray (e.g. its CLI) rewrote the settings: this one may not save a switch.
  const file = join(app.configDir, 'settings.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as { version: number };
  await writeFile(file, JSON.stringify({ ...settings, version: settings.version + 1 }));

  const secondKey = core.snapshot().accounts.find((a) => a.email === second.email)!.key;
  await select.selectOption(secondKey);
  await expect(page.locator('.banner.error')).toContainText('newer Timetray');
  await expect(select).toBeEnabled();
  await expect(select.locator('option:checked')).toContainText(demo.email);
  expect(core.snapshot().session).toMatchObject({ status: 'signed_in', account: { email: demo.email } });
});
