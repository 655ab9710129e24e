import { expect, test } from './harness';
import { accountMenuButton, focusedTag, listShown, searchField } from './window-helpers';

/**
 * "Remove this account…" asks in a modal dialog (user trial: Tab left it for Refresh and the
 * search, Escape worked only on Cancel, the account menu opened underneath it).
 */
test('the remove-account confirmation is modal: focus stays in it, Escape closes it, focus returns', async ({
  app,
}) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Remove this account…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  // Tab and Shift+Tab go round the dialog's own buttons, never out to the window behind it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const inside = await dialog.evaluate((node) => node.contains(node.ownerDocument.activeElement));
    expect(inside, `focus after ${key}: ${await focusedTag(page)}`).toBe(true);
  }

  // The rest of the window is inert: the menu button cannot be clicked open underneath.
  await accountMenuButton(page).click({ force: true });
  await expect(page.locator('#account-menu-items')).toHaveCount(0);
  await expect(searchField(page)).not.toBeFocused();

  // Escape from the Remove button (not only Cancel) closes it; the panel stays; focus returns.
  await dialog.getByRole('button', { name: 'Remove', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(accountMenuButton(page)).toBeFocused();
  expect(app.hideRequests.count).toBe(0);
  expect(app.core.snapshot().accounts).toHaveLength(1);

  // Escape with focus on the dialog itself (a click on its text) closes it too.
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Remove this account…' }).click();
  await dialog.locator('#remove-detail').click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(accountMenuButton(page)).toBeFocused();
  expect(app.hideRequests.count).toBe(0);
});
