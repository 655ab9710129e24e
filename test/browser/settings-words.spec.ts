import { wordsOf } from './catalog';
import { expect, test } from './harness';
import { listShown } from './window-helpers';

/**
 * Settings' words, as a user trial read them: the shortcut said "CommandOrControl+Alt+T" in
 * its placeholder and refusal but "Ctrl+Alt+T" in its hint; PEN was "Novo sol peruano"; the
 * currency hint in English and the hide-money hint in Portuguese read awkwardly.
 */
for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`Settings words (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });

    test('the shortcut is written one plain way; currency names are current', async ({ app }) => {
      const { page } = app;
      await page.setViewportSize({ width: 380, height: 560 });
      await app.signInDirectly();
      await app.open();
      await listShown(page);
      await page.getByRole('button', { name: words('settings') }).click();
      const field = page.getByLabel(words('label_shortcut'));
      await expect(field).toHaveAttribute(
        'placeholder',
        words('shortcut_placeholder', { example: 'Ctrl+Alt+T' }),
      );
      await expect(page.locator('#shortcut-hint')).toContainText('Ctrl+Alt+T');
      await field.fill('Ctrl+Banana');
      await page.getByRole('button', { name: words('set_shortcut') }).click();
      const problem = page.locator('#shortcut-problem');
      await expect(problem).toHaveText(
        words('shortcut_refused', { text: 'Ctrl+Banana', example: 'Ctrl+Alt+T' }),
      );
      await expect(page.locator('main')).not.toContainText('CommandOrControl');

      const currency = page.locator('select').filter({ has: page.locator('option[value="PEN"]') });
      const pen = await currency.locator('option[value="PEN"]').textContent();
      expect(pen).toBe(`PEN — ${words('currency_name_pen')}`);
      // The hints read as plain words in each language, as shown in the view.
      await expect(page.locator('main')).toContainText(words('hide_money_hint'));
      await expect(page.locator('main')).toContainText(words('budget_currency_hint'));
      await expect(page.locator('main')).toContainText(words('cycle_start_day_hint'));
      await expect(page.getByLabel(words('label_week_start'))).toContainText(words('week_start_auto'));
      await expect(page.getByLabel(words('label_cycle_start_day'))).toContainText(
        words('cycle_start_day_choice', { day: 28 }),
      );
      await expect(page.locator('main')).not.toContainText("in your language's way");
      await expect(page.locator('main')).not.toContainText('Valor hora e valores');
      if (locale === 'pt-BR') {
        expect(words('hide_money_hint')).toMatch(/^Valores e valor hora aparecem/);
        expect(words('budget_editor_hint')).toContain('O progresso é o maior dos dois');
      }
      await page.screenshot({
        path: `test-results/screens-settings/settings-words-${locale}.png`,
        fullPage: true,
      });
    });
  });
}
