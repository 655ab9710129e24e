import { expect, test } from './harness';

const THIRTY_ONE_DAYS = 31 * 24 * 60 * 60 * 1000;

test('when the service ends the session, refresh leads to sign-in with the reason', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();

  // Unused for more than 30 days: the service destroys the token and answers 401.
  sandbox.clock.advance(THIRTY_ONE_DAYS);
  await page.getByRole('button', { name: 'Refresh projects' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('The service ended this session — sign in again.');
  // The form is pre-filled with the account that was signed out, except the password.
  await expect(page.getByLabel('Email')).toHaveValue(sandbox.demo.email);
  await expect(page.getByLabel('Account id')).toHaveValue(sandbox.demo.accountId);
  await expect(page.getByLabel('Password')).toHaveValue('');

  // Signing in again brings the projects back.
  await page.getByLabel('Password').fill(sandbox.demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('section.customer').first()).toBeVisible();
});

test('a 401 from a proxy-like fault also signs out with the reason', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();
  sandbox.faults.add({
    path: /\/projects$/,
    fault: { kind: 'status', status: 401, body: '{"message":"Unauthorized"}' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Refresh projects' }).click();
  await expect(page.getByRole('status')).toHaveText('The service ended this session — sign in again.');
});

test('signing out says so when the service could not be told', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.locator('section.customer').first()).toBeVisible();
  sandbox.faults.add({ path: /\/auth\/revoke$/, fault: { kind: 'reset' } });
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
  await expect(page.locator('section.customer').first()).toBeVisible();
  expect(sandbox.state.tokens.size).toBe(1);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(sandbox.state.tokens.size).toBe(0);
});
