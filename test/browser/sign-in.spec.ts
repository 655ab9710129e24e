import { lockKeychain, unlockKeychain } from '../support/private-keyring';
import { expect, test } from './harness';
import { fillSignIn } from './window-helpers';
import type { PageScope } from './page-scope';

test('signing in through the form shows the projects grouped by customer', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await expect(page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();

  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: sandbox.demo.password,
    accountId: sandbox.demo.accountId,
    baseUrl: sandbox.baseUrl,
  });
  await page.getByRole('button', { name: 'Sign in' }).click();

  const groups = page.locator('section.customer');
  await expect(groups.first()).toBeVisible();
  // Grouped by customer (the list renders the groups near the viewport): the first group is
  // the first customer by name, and every active project is in the list.
  const projects = sandbox.state.projectsOf(sandbox.demo.accountId);
  const customers = [...new Set(projects.map((p) => sandbox.state.customerName(p.customerId)))]
    .filter((name): name is string => name !== null)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await expect(page.locator('.customer-name').first()).toHaveText(customers[0]!);
  const active = projects.filter((p) => p.active).length;
  await expect(page.locator('[role="option"]').first()).toHaveAttribute('aria-setsize', String(active));
  // The sign-in went through the product's handlers: the token is in the keychain, not the page.
  expect(app.core.snapshot().session.status).toBe('signed_in');
  expect(await page.content()).not.toContain(sandbox.demo.password);
});

test("a wrong password shows the service's message, clears the password and keeps the rest", async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.open();
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: 'not-the-password',
    accountId: sandbox.demo.accountId,
    baseUrl: sandbox.baseUrl,
  });
  await page.getByLabel('Password').press('Enter');

  await expect(page.locator('#sign-in-error')).not.toBeEmpty();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue(sandbox.demo.email);
  await expect(page.getByLabel('Account ID')).toHaveValue(sandbox.demo.accountId);
  expect(app.core.snapshot().session.status).toBe('signed_out');
});

test('an http:// service address is refused before anything is sent', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: sandbox.demo.password,
    accountId: sandbox.demo.accountId,
    baseUrl: sandbox.plain.origin + '/api/v1',
  });
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.locator('#sign-in-error')).toHaveText(/https/);
  expect(sandbox.plain.log).toEqual([]);
});

test('a two-line error under the address field pushes the button down instead of running under it', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.open();
  // Nothing listens on port 1: "… refused the connection — is the service address right?"
  // takes two lines at the panel's width, and the open address section fills the panel.
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: sandbox.demo.password,
    accountId: sandbox.demo.accountId,
    baseUrl: 'https://127.0.0.1:1/api/v1',
  });
  await page.getByRole('button', { name: 'Sign in' }).click();

  const error = page.locator('#sign-in-error');
  await expect(error).toContainText('refused the connection');
  const text = await error.evaluate((el) => {
    // The text's own box: the paragraph itself keeps its reserved height and lets text overflow.
    const scope = globalThis as unknown as {
      document: {
        createRange(): {
          selectNodeContents(n: unknown): void;
          getBoundingClientRect(): { height: number; bottom: number };
        };
      };
    };
    const range = scope.document.createRange();
    range.selectNodeContents(el);
    const box = range.getBoundingClientRect();
    return { height: box.height, bottom: box.bottom };
  });
  const button = (await page.getByRole('button', { name: 'Sign in' }).boundingBox())!;
  expect(text.height).toBeGreaterThan(20); // really two lines, or the test proves nothing
  expect(text.bottom).toBeLessThanOrEqual(button.y);
});

test('an address refused as typed (one slash) marks and focuses the address field, not the password', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.open();
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: sandbox.demo.password,
    accountId: sandbox.demo.accountId,
    baseUrl: sandbox.baseUrl.replace('https://', 'https:/'),
  });
  await page.getByLabel('Password').press('Enter');

  await expect(page.locator('#sign-in-error')).toHaveText(/malformed/);
  const address = page.getByLabel('API base URL');
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/malformed/);
  await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
  expect(sandbox.log).toEqual([]);
});

test('an email refused as typed marks and focuses the email field', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await fillSignIn(page, {
    email: 'demo@',
    password: sandbox.demo.password,
    accountId: sandbox.demo.accountId,
    baseUrl: sandbox.baseUrl,
  });
  await page.getByLabel('Password').press('Enter');

  await expect(page.locator('#sign-in-error')).toHaveText('Enter a valid email address.');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('the links under the sign-in form start where the labels start', async ({ app }) => {
  const { page } = app;
  await app.open();
  const textLeft = (locator: ReturnType<typeof page.getByRole>) =>
    locator.evaluate((el) => {
      const range = (globalThis as unknown as PageScope).document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().left;
    });
  const label = await textLeft(page.getByText('Email', { exact: true }));
  for (const name of ['Use an existing API token instead…', 'Settings and health check…']) {
    expect(Math.abs((await textLeft(page.getByRole('button', { name }))) - label), name).toBeLessThan(1.5);
  }
});

test('an error that is not about the password keeps it: fix the address, sign in with no retyping', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.open();
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: sandbox.demo.password,
    accountId: sandbox.demo.accountId,
    baseUrl: 'https://127.0.0.1:1/api/v1', // nothing listens there
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#sign-in-error')).toContainText('refused the connection');
  await expect(page.getByLabel('Password')).toHaveValue(sandbox.demo.password);

  await page.getByLabel('API base URL').fill(sandbox.baseUrl);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('section.customer').first()).toBeVisible();
  expect(app.core.snapshot().session.status).toBe('signed_in');
});

test('a locked keychain keeps the typed password for the try after unlocking', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  await fillSignIn(page, { ...sandbox.demo, baseUrl: sandbox.baseUrl });
  try {
    lockKeychain();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#sign-in-error')).toContainText('keychain is locked');
    await expect(page.getByLabel('Password')).toHaveValue(sandbox.demo.password);
    await expect(page.getByLabel('Password')).toBeFocused();
  } finally {
    await unlockKeychain();
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('section.customer').first()).toBeVisible();
});
