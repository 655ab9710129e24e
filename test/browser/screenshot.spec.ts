import { expect, test } from './harness';

test.use({ sandboxOptions: { projects: 40, customers: 6 } });

for (const scheme of ['light', 'dark'] as const) {
  test(`the grouped project list (${scheme})`, async ({ app }) => {
    const { page } = app;
    await page.emulateMedia({ colorScheme: scheme });
    await app.signInDirectly();
    await app.open();
    await expect(page.locator('section.customer').first()).toBeVisible();
    // The panel is what a user sees: every customer header readable, times aligned.
    await expect(page.locator('.toolbar')).toContainText('Updated just now');
    const file = scheme === 'light' ? 'test-results/project-list.png' : 'test-results/project-list-dark.png';
    await page.screenshot({ path: file });
  });
}

test('the sign-in screen after the service ended the session', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  sandbox.clock.advance(31 * 24 * 60 * 60 * 1000);
  await app.core.refreshProjects().catch(() => undefined);
  await app.open();
  await expect(page.getByRole('status')).toHaveText('The service ended this session — sign in again.');
  await page.screenshot({ path: 'test-results/sign-in.png' });
});

test('a refused rename keeps the text with the error next to it', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await page
    .getByRole('button', { name: /^Rename customer/ })
    .first()
    .click();
  const input = page.locator('.rename-input');
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.locator('.field-error')).toHaveText('The customer name cannot be empty.');
  await page.screenshot({ path: 'test-results/rename-error.png' });
});
