import { wordsOf } from './catalog';
import { expect, test } from './harness';
import { listShown } from './window-helpers';

/**
 * Health's Proxy row tells the truth about the accounts' addresses, and each row title reads
 * "Service · https://…" (user trial: "no service address yet to ask the system settings
 * about" beside Service and Account rows for one, and "Service· https://…").
 */
for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`Health words (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });

    test('the Proxy row names the accounts’ address; row titles have a space before the dot', async ({
      app,
    }) => {
      const { page, sandbox } = app;
      await app.signInDirectly();
      await app.open();
      await listShown(page);
      await page.getByRole('button', { name: words('settings') }).click();
      await page.getByRole('button', { name: words('health_check_button') }).click();
      const items = page.getByRole('listitem');
      await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible({ timeout: 20_000 });
      const origin = new URL(sandbox.baseUrl).origin;
      const item = (name: string) => items.filter({ has: page.getByText(name, { exact: true }) });

      // The double of Electron answers no system proxy rule here: said as such, with the address.
      const proxy = item(words('check_proxy'));
      await expect(proxy).toContainText(words('doctor_proxy_system_unanswered', { origins: origin }));
      await expect(proxy).not.toContainText(words('doctor_proxy_system_no_address'));

      const titles = await page.locator('.check .head').allTextContents();
      const service = titles.find((t) => t.includes(words('check_service')))!;
      expect(service).toContain(`${words('check_service')} · ${origin}`);
      const account = titles.find((t) => t.includes(words('check_accounts')) && t.includes('·'))!;
      expect(account).toContain(`${words('check_accounts')} · ${sandbox.demo.email}`);
      await page.screenshot({ path: `test-results/screens-health/health-${locale}.png`, fullPage: true });

      // The Electron side answers "DIRECT" for the address as the app holds it: the row says so.
      app.desktop.systemProxy = { [sandbox.baseUrl]: 'DIRECT' };
      await page.getByRole('button', { name: words('health_run_again') }).click();
      await expect(proxy).toContainText(words('doctor_proxy_system_direct'));
    });
  });
}
