import { expect, test } from './harness';
import type { PageScope } from './page-scope';
import { fillSignIn } from './window-helpers';

/**
 * A typed value looks typed in every field (user trial: the service address, in the folded
 * "Service address" section, was grey like a placeholder, rgb(92, 97, 112), beside the
 * rgb(29, 31, 36) of the other fields).
 */
for (const scheme of ['light', 'dark'] as const) {
  test(`the typed service address has the colour of the other typed fields (${scheme})`, async ({ app }) => {
    const { page, sandbox } = app;
    await page.emulateMedia({ colorScheme: scheme });
    await app.open();
    await fillSignIn(page, { ...sandbox.demo, baseUrl: sandbox.baseUrl });
    const colour = (label: string) =>
      page
        .getByLabel(label)
        .evaluate((el) => (globalThis as unknown as PageScope).getComputedStyle(el).color);
    const email = await colour('Email');
    expect(await colour('API base URL')).toBe(email);
    expect(await colour('Account ID')).toBe(email);
    await expect(page.getByLabel('API base URL')).toHaveValue(sandbox.baseUrl);
  });
}
