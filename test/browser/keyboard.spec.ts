import { expect, test } from './harness';

test('Escape clears the filter first, then closes the panel', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  const filter = page.getByLabel('Filter projects and customers');
  await expect(filter).toBeFocused(); // the panel opens ready to type
  await filter.fill('zzz-no-such-project');
  await expect(page.locator('.empty')).toHaveText(/No project or customer matches/);

  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(page.locator('section.customer').first()).toBeVisible();
  expect(app.hideRequests.count).toBe(0);

  await filter.press('Escape');
  await expect.poll(() => app.hideRequests.count).toBe(1);
});

test('Escape in the rename editor cancels it and returns focus to Rename', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  const rename = page.getByRole('button', { name: /^Rename customer/ }).first();
  const label = await rename.getAttribute('aria-label');
  await rename.click();
  await page.locator('.rename-input').fill('Something else');
  await page.locator('.rename-input').press('Escape');

  await expect(page.locator('.rename-input')).toHaveCount(0);
  await expect(page.getByRole('button', { name: label ?? '' })).toBeFocused();
  expect(app.hideRequests.count).toBe(0);
});
