import { wordsOf } from './catalog';
import { expect, test } from './harness';
import { fillSignIn } from './window-helpers';

/**
 * A wrong password: the service's own words (often English) stay, and what to check follows in
 * the window's language; all three fields the refusal blames are marked (user trial: pt-BR
 * showed only “Invalid email, password or account.”, and Account ID was not marked).
 */
for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`refused sign-in (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });

    test('says what to check in the language and marks email, password and account ID', async ({ app }) => {
      const { page, sandbox } = app;
      await page.setViewportSize({ width: 380, height: 560 });
      await app.open();
      await fillSignIn(
        page,
        { ...sandbox.demo, password: 'not-the-password', baseUrl: sandbox.baseUrl },
        (k) => words(k),
      );
      await page.getByRole('button', { name: words('sign_in') }).click();
      const error = page.locator('#sign-in-error');
      await expect(error).toContainText('Invalid email, password or account');
      const example = `${new URL(sandbox.baseUrl).origin}/a/${sandbox.demo.accountId}/#/projects`;
      await expect(error).toContainText(
        words('sign_in_what_to_check', { accountId: sandbox.demo.accountId, example }),
      );
      for (const label of ['label_email', 'label_password', 'label_account_id'] as const) {
        await expect(page.getByLabel(words(label))).toHaveAttribute('aria-invalid', 'true');
      }
      await error.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens-sign-in/refused-${locale}.png` });
      const overflow = await page.locator('form.sign-in').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
