import { lockKeychain, unlockKeychain } from '../support/private-keyring';
import { expect, test } from './harness';
import {
  accountMenuButton,
  endSession,
  fillSignIn,
  focusedTag,
  listShown,
  searchField,
} from './window-helpers';

/** Focus never falls to <body>: every case the issue lists, each with where focus goes instead. */

test('a keyboard Refresh keeps focus on the button, and Ctrl+R keeps it in the search', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const refresh = page.getByRole('button', { name: 'Refresh projects' });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.top-bar .age')).toHaveText('updated just now');
  await expect(refresh).toBeFocused();

  await searchField(page).focus();
  await page.keyboard.press('Control+r');
  await expect(page.locator('.top-bar .age')).toHaveText('updated just now');
  await expect(searchField(page)).toBeFocused();
  expect(await focusedTag(page)).not.toBe('BODY');
});

test('switching accounts from the menu leaves focus on the menu button', async ({ app }) => {
  const { page, sandbox, core } = app;
  const second = sandbox.users[1]!;
  await core.signIn({ ...second, baseUrl: sandbox.baseUrl });
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: new RegExp(second.email) }).click();
  await expect(accountMenuButton(page)).toContainText(second.email);
  await expect(accountMenuButton(page)).toBeFocused();
});

test('a failed sign-in puts focus back in the password field', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await expect(page.getByLabel('Email')).toBeFocused(); // the form opens ready to type
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: 'wrong',
    accountId: sandbox.demo.accountId,
    baseUrl: sandbox.baseUrl,
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#sign-in-error')).not.toBeEmpty();
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('the session-ended screen focuses the password, the saved list beside it', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await endSession(app);
  await expect(page.getByRole('heading', { name: 'Sign in again' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('a rename that re-sorts its customer keeps it in view, highlighted, with focus on its header', async ({
  app,
}) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await page
    .getByRole('button', { name: /^Rename customer/ })
    .first()
    .click();
  await page.locator('.rename-input').fill('Zzz Moved To The End');
  await page.locator('.rename-input').press('Enter');

  const header = page.locator('.group-header', { hasText: 'Zzz Moved To The End' });
  await expect(header).toBeInViewport();
  await expect(header).toHaveClass(/highlighted/);
  await expect(header.getByRole('button', { name: 'Rename customer Zzz Moved To The End' })).toBeFocused();
  await expect(header).not.toHaveClass(/highlighted/, { timeout: 5_000 }); // only briefly
});

test('opening the add-account and token forms puts focus in their first field', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Add account…' }).click();
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByRole('button', { name: 'Use an existing API token instead…' }).click();
  await expect(page.getByRole('heading', { name: 'Use an existing token' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('after signing out, the sign-in form has focus', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeFocused(); // email and account id are kept
});

test('Retry on the offline banner, once the list is back, leaves focus in the search field', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'reset' } });
  await page.getByRole('button', { name: 'Refresh projects' }).click();
  const banner = page.locator('.banner.error');
  await expect(banner).toContainText('could not reach the service');
  sandbox.faults.clear();
  await banner.getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(searchField(page)).toBeFocused();
  expect(await focusedTag(page)).not.toBe('BODY');
});

test('signing in again from the session-ended form leaves focus in the search field', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await endSession(app);
  await expect(page.getByRole('heading', { name: 'Sign in again' })).toBeVisible();
  await page.getByLabel('Password').fill(sandbox.demo.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in again' })).toHaveCount(0);
  await expect(searchField(page)).toBeFocused();
  expect(await focusedTag(page)).not.toBe('BODY');
});

test('"Try again" on the keychain-locked panel, once it opens, leaves focus in the search field', async ({
  app,
}) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  try {
    lockKeychain();
    await page.getByRole('button', { name: 'Refresh projects' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Keychain locked' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).focus();
  } finally {
    await unlockKeychain();
  }
  // Enter asks at once; main may also have asked again by itself and taken the panel away.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keychain locked' })).toHaveCount(0);
  await expect(searchField(page)).toBeFocused();
  expect(await focusedTag(page)).not.toBe('BODY');
});
