import { expect, test } from './harness';

/** The banner shows main's current state, not the leftovers of an earlier action. */

test('after the session ended and a new sign-in, no stale error is shown', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();
  sandbox.clock.advance(31 * 24 * 60 * 60 * 1000);
  await page.getByRole('button', { name: 'Refresh projects' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();

  await page.getByLabel('Password').fill(sandbox.demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('section.customer').first()).toBeVisible();
  await expect(page.locator('.banner.error')).toBeHidden();
  await expect(page.getByText('The service ended this session')).toHaveCount(0);
});

test('a failed refresh, then a good one from the timer, clears the banner', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();
  // Every attempt fails (the client retries a 503), until the fault is cleared.
  sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'status', status: 503, body: 'down' } });
  await page.getByRole('button', { name: 'Refresh projects' }).click();
  await expect(page.locator('.banner.error')).toBeVisible();

  // Main's own refresh (the 15-minute timer) succeeds; the window did nothing.
  sandbox.faults.clear();
  await app.core.refreshProjects();
  await expect(page.locator('.banner.error')).toBeHidden();
});
