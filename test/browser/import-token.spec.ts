import { expect, test } from './harness';

/** The advanced path: a token made elsewhere (e.g. with curl), with the User-Agent it was made with. */

test('a pasted token works when its User-Agent is given, and the page never keeps it', async ({ app }) => {
  const { page, sandbox } = app;
  const userAgent = 'curl/8.5.0';
  const token = sandbox.issueToken({ userAgent });
  await app.open();
  await page.getByRole('button', { name: 'Use an existing API token instead…' }).click();
  await expect(page.getByRole('heading', { name: 'Use an existing token' })).toBeVisible();
  await expect(page.locator('#user-agent-warning')).toContainText('destroyed for good');
  await page.screenshot({ path: 'test-results/import-token.png' });

  await page.getByLabel('Email').fill(sandbox.demo.email);
  await page.getByLabel('Account ID').fill(sandbox.demo.accountId);
  await page.getByLabel('User-Agent it was created with').fill(userAgent);
  await page.getByLabel('Token', { exact: true }).fill(token);
  await page.getByLabel('API base URL').fill(sandbox.baseUrl);
  await page.getByRole('button', { name: 'Use token' }).click();

  await expect(page.locator('section.customer').first()).toBeVisible();
  // The service saw the token with the User-Agent it was made with, so it is still alive.
  const calls = sandbox.log.filter((e) => e.headers['authorization'] === `Bearer ${token}`);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.headers['user-agent']).toBe(userAgent);
  expect(sandbox.state.tokens.has(token)).toBe(true);
  expect(await page.content()).not.toContain(token);
});

test('a refused token says why and leaves the user signed out', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await page.getByRole('button', { name: 'Use an existing API token instead…' }).click();
  await page.getByLabel('Email').fill(sandbox.demo.email);
  await page.getByLabel('Account ID').fill(sandbox.demo.accountId);
  await page.getByLabel('User-Agent it was created with').fill('curl/8.5.0');
  await page.getByLabel('Token', { exact: true }).fill('not-a-real-token');
  await page.getByLabel('API base URL').fill(sandbox.baseUrl);
  await page.getByRole('button', { name: 'Use token' }).click();
  await expect(page.locator('#token-error')).not.toBeEmpty();
  await expect(page.getByLabel('Token', { exact: true })).toHaveValue('');
  expect(app.core.snapshot().session.status).toBe('signed_out');
});

test('after a refused token the focus is back in the form: the emptied Token field, or the field refused as typed', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.open();
  await page.getByRole('button', { name: 'Use an existing API token instead…' }).click();
  await page.getByLabel('Email').fill(sandbox.demo.email);
  await page.getByLabel('Account ID').fill(sandbox.demo.accountId);
  await page.getByLabel('User-Agent it was created with').fill('curl/8.5.0');
  await page.getByLabel('Token', { exact: true }).fill('not-a-real-token');
  await page.getByLabel('API base URL').fill(sandbox.baseUrl);
  // The button is disabled while the token is checked: focus on it would fall to <body>.
  await page.getByRole('button', { name: 'Use token' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#token-error')).not.toBeEmpty();
  await expect(page.getByLabel('Token', { exact: true })).toBeFocused();

  await page.getByLabel('API base URL').fill(sandbox.baseUrl.replace('https://', 'https:/'));
  await page.getByLabel('Token', { exact: true }).fill('not-a-real-token');
  await page.getByRole('button', { name: 'Use token' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#token-error')).toHaveText(/malformed/);
  await expect(page.getByLabel('API base URL')).toBeFocused();
  await expect(page.getByLabel('API base URL')).toHaveAttribute('aria-invalid', 'true');
});
