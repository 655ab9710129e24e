import { expect, test } from './harness';
import { wordsOf } from './catalog';
import { listShown } from './window-helpers';

/**
 * The rename editor's error takes a line of its own under the field (user trial: it was drawn
 * over the project rows below it; one line hid a whole row, two cut the next one too).
 */
const ERRORS = {
  short: 'Taken',
  long: 'That name is already taken by another customer of this account; choose another one, or rename that customer first and then try again',
};

for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`rename error space (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });
    for (const width of [380, 820]) {
      for (const [size, said] of Object.entries(ERRORS)) {
        test(`a ${size} error at ${width} px pushes the rows down, none hidden`, async ({ app }) => {
          const { page, sandbox } = app;
          await page.setViewportSize({ width, height: 560 });
          await app.signInDirectly();
          await app.open();
          await listShown(page);
          const id = await page
            .locator('section.customer', { has: page.locator('.group-header .rename') })
            .first()
            .getAttribute('data-customer-id');
          // By id: while the editor is open the section has no Rename button to match on.
          const section = page.locator(`section.customer[data-customer-id="${id}"]`);
          const rowsBefore = await section
            .locator('[role="option"]')
            .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().top));
          sandbox.faults.add({
            method: 'POST',
            path: /\/customers\//,
            fault: {
              kind: 'status',
              status: 422,
              body: JSON.stringify({ message: said }),
              contentType: 'application/json',
            },
            times: 1,
          });
          await section.locator('.group-header .rename').click();
          await section.locator('.rename-input').fill('Taken Name Ltd');
          await section.getByRole('button', { name: words('save') }).click();
          const error = section.locator('.field-error');
          await expect(error).toContainText(said);
          await page.screenshot({ path: `test-results/screens-rename/error-${locale}-${width}-${size}.png` });

          const box = (await error.boundingBox())!;
          const rows = section.locator('[role="option"]');
          const firstRow = (await rows.first().boundingBox())!;
          // The message ends above the first row, and every row is as tall and as far apart as before.
          expect(box.y + box.height).toBeLessThanOrEqual(firstRow.y + 0.5);
          const rowsAfter = await rows.evaluateAll((all) => all.map((r) => r.getBoundingClientRect().top));
          const shift = rowsAfter[0]! - rowsBefore[0]!;
          expect(shift).toBeGreaterThanOrEqual(box.height);
          expect(rowsAfter.map((top, i) => top - rowsBefore[i]!)).toEqual(rowsAfter.map(() => shift));
          // What is drawn at the first row's middle is that row, not the message.
          const hit = await rows.first().evaluate((row) => {
            const r = row.getBoundingClientRect();
            const at = row.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return row.contains(at);
          });
          expect(hit).toBe(true);
          // Nothing spills sideways.
          const overflow = await section.evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        });
      }
    }
  });
}
