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

// Until the window has a details view, a project intent filters the list to that project.
test('a project picked in the tray shows the list filtered to it', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).at(-1)!;
  await app.sendIntent({ kind: 'project', id: target.id });
  await expect(page.getByLabel('Filter projects and customers')).toHaveValue(target.name);
  await expect(page.locator('.project-name', { hasText: target.name }).first()).toBeVisible();
});
