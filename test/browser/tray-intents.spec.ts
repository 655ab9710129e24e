import { expect, test } from './harness';

/** What the window shows when a tray item opens it (main sends an intent, see index.ts). */

test('tray "Add account…" opens the window on a blank sign-in form', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();
  await app.sendIntent({ kind: 'add-account' });
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('a project picked in the tray opens its details, and Back shows the list', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).at(-1)!;
  await app.sendIntent({ kind: 'project', id: target.id });
  await expect(page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  await page.getByRole('button', { name: '‹ Back' }).click();
  await expect(page.locator('section.customer').first()).toBeVisible();
});

test('a project picked in the tray while adding an account with a token shows its details, not an empty window', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await app.sendIntent({ kind: 'add-account' });
  await page.getByRole('button', { name: 'Use an existing API token instead…' }).click();
  await expect(page.getByRole('heading', { name: 'Use an existing token' })).toBeVisible();
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).at(-1)!;
  await app.sendIntent({ kind: 'project', id: target.id });
  await expect(page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Use an existing token' })).toHaveCount(0);
  await page.getByRole('button', { name: '‹ Back' }).click();
  await expect(page.locator('section.customer').first()).toBeVisible();
});
