import { expect, test } from './harness';

test('an error about the service address opens its section and marks the field', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await page.getByLabel('Email').fill(sandbox.demo.email);
  await page.getByLabel('Password').fill(sandbox.demo.password);
  await page.getByLabel('Account id').fill(sandbox.demo.accountId);
  await page.getByText('Service address').click();
  // Nothing listens on port 1: the service cannot be reached.
  await page.getByLabel('API base URL').fill('https://127.0.0.1:1/api/v1');
  await page.getByText('Service address').click(); // closed again by the user
  await expect(page.getByLabel('API base URL')).toBeHidden();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.locator('#sign-in-error')).not.toBeEmpty();
  await expect(page.getByLabel('API base URL')).toBeVisible();
  await expect(page.getByLabel('API base URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a wrong password marks the credentials as invalid', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await page.getByLabel('Email').fill(sandbox.demo.email);
  await page.getByLabel('Password').fill('wrong');
  await page.getByLabel('Account id').fill(sandbox.demo.accountId);
  await page.getByText('Service address').click();
  await page.getByLabel('API base URL').fill(sandbox.baseUrl);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
});

test('"Updated N min ago" is not a live region; "Refreshing…" is', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  const age = page.locator('.top-bar .age');
  await expect(age).toHaveText('updated just now');
  await expect(page.locator('.top-bar [aria-live], .top-bar [role="status"]')).toHaveCount(0);
});
