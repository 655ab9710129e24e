import { expect, test } from './harness';
import type { PageScope } from './page-scope';
import { listShown, projectRows } from './window-helpers';

/**
 * Rows whose hours are known show them in the window's first frame, in English and in
 * Portuguese: those numbers are written out (src/shared/format.ts), so no "…" stands in for
 * them while ICU loads, and no row's text changes once the first frame is painted. (A locale
 * only Intl writes still shows "…" for that one frame: its first formatter costs 10–35 ms.)
 */
for (const language of ['en', 'pt-BR'] as const) {
  test.describe(`the first frame, ${language}`, () => {
    test.use({ systemLanguages: [language] });

    test('rows with known hours show them at once, not "…"', async ({ app }) => {
      const { page } = app;
      await app.signInDirectly();
      await app.open();
      await listShown(page);
      // The hours come with the details main fetches for the rows in view: all of them known
      // before the reload (only the first row was waited for, and under load the others
      // could still be on their way: "…" for not known yet, not for a slow formatter).
      await expect(projectRows(page).first().locator('.duration')).toHaveText(/ h \d+ min$/);
      await expect(projectRows(page).locator('.duration', { hasText: '…' })).toHaveCount(0);
      await page.addInitScript(() => {
        const scope = globalThis as unknown as PageScope & { __firstHours?: string[] };
        const { document } = scope;
        new scope.MutationObserver((_, observer) => {
          const rows = document.querySelectorAll('[data-project-id] .duration');
          if (rows.length === 0) return;
          observer.disconnect();
          scope.__firstHours = Array.from(rows, (row) => row.textContent ?? '');
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await listShown(page);
      const first = await page.evaluate(() => (globalThis as { __firstHours?: string[] }).__firstHours);
      expect(first?.length).toBeGreaterThan(0);
      expect(first!.filter((text) => text === '…')).toEqual([]);
      expect(first![0]).toMatch(language === 'en' ? /^[\d,]+ h \d+ min$/ : /^[\d.]+ h \d+ min$/);
    });
  });
}
