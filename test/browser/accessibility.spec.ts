import type { PageElement, PageScope } from './page-scope';
import { expect, test } from './harness';
import { fillSignIn } from './window-helpers';

test('an error about the service address opens its section and marks the field', async ({ app }) => {
  const { page, sandbox } = app;
  await app.open();
  // Nothing listens on port 1: the service cannot be reached.
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: sandbox.demo.password,
    accountId: sandbox.demo.accountId,
    baseUrl: 'https://127.0.0.1:1/api/v1',
  });
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
  await fillSignIn(page, {
    email: sandbox.demo.email,
    password: 'wrong',
    accountId: sandbox.demo.accountId,
    baseUrl: sandbox.baseUrl,
  });
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

test('the top bar shows the active account in full at the panel width (not cut with "…")', async ({
  app,
}) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  const email = page.locator('.top-bar .menu-button .line').first();
  await expect(email).toHaveText(app.sandbox.demo.email);
  const cut = await email.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
});

test('field borders contrast at least 3:1 with the panel, light and dark (WCAG 1.4.11)', async ({ app }) => {
  const { page } = app;
  await app.open();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const ratios = await page
      .locator('input')
      .first()
      .evaluate((input) => {
        const { document, getComputedStyle } = globalThis as unknown as PageScope;
        const rgb = (css: string): number[] => {
          const probe = document.createElement('i') as PageElement & {
            style: { color: string };
            remove(): void;
          };
          probe.style.color = css;
          document.body.append(probe);
          const parts = getComputedStyle(probe)
            .color.match(/[\d.]+/g)!
            .map(Number);
          probe.remove();
          return parts.slice(0, 3);
        };
        const luminance = ([r, g, b]: number[]): number => {
          const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        const ratio = (a: number[], b: number[]) => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (hi! + 0.05) / (lo! + 0.05);
        };
        const border = rgb(getComputedStyle(input).borderTopColor);
        const root = getComputedStyle(document.documentElement);
        return [root.getPropertyValue('--surface'), root.getPropertyValue('--bg')].map((c) =>
          ratio(border, rgb(c)),
        );
      });
    for (const r of ratios) expect(r, colorScheme).toBeGreaterThanOrEqual(3);
  }
});
