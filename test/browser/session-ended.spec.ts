import { expect, test } from './harness';
import { accountMenuButton, listShown, projectRows, endSession } from './window-helpers';

test('when the service ends the session, the saved list stays beside a password prompt', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const shown = await projectRows(page).first().getAttribute('aria-setsize');

  // Unused for more than 30 days: the service destroys the token and answers 401.
  await endSession(app);

  await expect(page.getByRole('heading', { name: 'Sign in again' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The service ended' })).toHaveText(
    'The service ended this session — sign in again.',
  );
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveValue('');
  // The form is pre-filled with the account that was signed out, except the password.
  await expect(page.getByLabel('Email')).toHaveValue(sandbox.demo.email);
  await expect(page.getByLabel('Account ID')).toHaveValue(sandbox.demo.accountId);
  // The saved list is still there, read-only: searchable, no rename, no refresh.
  await expect(projectRows(page).first()).toHaveAttribute('aria-setsize', shown ?? '');
  await expect(page.getByRole('button', { name: /^Rename customer/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh projects' })).toHaveCount(0);

  // Signing in again brings the live list back.
  await page.getByLabel('Password').fill(sandbox.demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Refresh projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in again' })).toHaveCount(0);
  await listShown(page);
});

test('a 401 from a proxy-like fault also signs out with the reason', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  sandbox.faults.add({
    path: /\/projects$/,
    fault: { kind: 'status', status: 401, body: '{"message":"Unauthorized"}' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Refresh projects' }).click();
  // The top bar's own status ("Refreshing…") may still be up for a moment beside the banner.
  await expect(page.getByRole('status').filter({ hasText: 'The service ended' })).toHaveText(
    'The service ended this session — sign in again.',
  );
  await expect(page.getByText('Refreshing…')).toHaveCount(0); // and then it is gone
});

test('signing out says so when the service could not be told', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  sandbox.faults.add({ path: /\/auth\/revoke$/, fault: { kind: 'reset' } });
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    /Signed out on this computer\. The service could not be reached/,
  );
  expect(app.core.snapshot().session.status).toBe('signed_out');
});

test('signing out normally ends the session at the service too', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  expect(sandbox.state.tokens.size).toBe(1);
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(sandbox.state.tokens.size).toBe(0);
});

test('the opened "Another account or address" section never squeezes the top bar', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const topBar = page.locator('.top-bar');
  const before = (await topBar.boundingBox())!;
  await endSession(app);
  await expect(page.getByLabel('Password')).toBeFocused();

  // Every field of the compact form open, and a two-line error under the address: taller than
  // the panel. The top bar keeps its place and height (the account button was cut at its top).
  await page.getByText('Another account or address').click();
  await page.getByLabel('API base URL').fill('https:/x');
  await page.getByLabel('Password').fill('anything');
  await page.getByLabel('Password').press('Enter');
  await expect(page.locator('#sign-in-error')).toHaveText(/malformed/);

  const after = (await topBar.boundingBox())!;
  expect(after.y).toBe(0);
  expect(after.height).toBe(before.height);
  await expect(page.getByLabel('API base URL')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
});
