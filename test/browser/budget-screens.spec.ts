import { wordsOf } from './catalog';
import { expect, test, type AppFixture } from './harness';
import { listShown, seriousViolations } from './window-helpers';

/**
 * The details view with a budget at 50%, 85% and 120% (hours and value, in reais), light
 * and dark, in English and Brazilian Portuguese, at 380×560 @2x: screenshots under
 * test-results/screens-budget/ to look at, an axe scan with no serious or critical violation,
 * and the state said in words as well as colour (near from 80%, over from 100%).
 */
test.setTimeout(60_000);

const HOUR = 3600;
const LEVELS = [
  { percent: 50, status: null },
  { percent: 85, status: 'budget_near' },
  { percent: 120, status: 'budget_over' },
] as const;

async function detailsWithBudget(app: AppFixture, percent: number, search: string): Promise<void> {
  await app.signInDirectly();
  await app.core.changePreference({ key: 'currency', value: 'BRL' });
  const target = app.sandbox.state
    .projectsOf(app.sandbox.demo.accountId)
    .find((p) => p.active && p.billable && p.rate !== null)!;
  // 120 h and R$ 15.000: the hours at `percent`, the value a little behind.
  target.timeTotalSeconds = Math.round((120 * percent) / 100) * HOUR;
  target.valueTotal = String((15_000 * (percent - 10)) / 100);
  await app.core.setBudget(target.id, { hours: 120, value: 15_000 });
  await app.core.setPinned(target.id, true);
  await app.open();
  await listShown(app.page);
  await app.page.getByRole('searchbox', { name: search }).fill(`#${target.id}`);
  await app.page.getByRole('searchbox', { name: search }).press('Enter');
  await expect(app.page.getByRole('progressbar')).toBeVisible();
}

for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`budget details (${locale})`, () => {
    test.use({
      sandboxOptions: { projects: 24, customers: 4 },
      systemLanguages: locale === 'en' ? [] : ['pt-BR'],
    });
    for (const { percent, status } of LEVELS) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`${percent}% (${scheme}): words and colour, screenshot, axe`, async ({ app }) => {
          const { page } = app;
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          await detailsWithBudget(app, percent, words('search_label'));
          const hoursLine = words('budget_hours_of', { percent: String(percent), hours: '120' });
          await expect(page.locator('.budget .line').first()).toHaveText(hoursLine);
          if (status) await expect(page.locator('.budget .status')).toHaveText(`⚠ ${words(status)}`);
          else await expect(page.locator('.budget .status')).toHaveCount(0);
          await expect(page.locator('.budget .line').nth(1)).toContainText(locale === 'en' ? 'R$' : 'R$ ');
          await page.waitForTimeout(150);
          await page.screenshot({
            path: `test-results/screens-budget/details-${locale}-${percent}-${scheme}.png`,
          });
          // Nothing spills out sideways at 380 px.
          const overflow = await page.locator('.details').evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }
  });
}

for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`the list with pins and budget markers (${locale})`, () => {
    test.use({
      sandboxOptions: { projects: 24, customers: 4 },
      systemLanguages: locale === 'en' ? [] : ['pt-BR'],
    });
    for (const scheme of ['light', 'dark'] as const) {
      test(`pinned group and markers (${scheme}): screenshot, axe`, async ({ app }) => {
        const { page } = app;
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await app.signInDirectly();
        const [near, over] = app.sandbox.state.projectsOf(app.sandbox.demo.accountId).filter((p) => p.active);
        near!.timeTotalSeconds = 102 * HOUR;
        over!.timeTotalSeconds = 132 * HOUR;
        await app.core.setBudget(near!.id, { hours: 120, value: null });
        await app.core.setBudget(over!.id, { hours: 120, value: null });
        await app.core.setPinned(over!.id, true);
        await app.open();
        await listShown(page);
        const pinned = page.locator('section.customer').first();
        await expect(pinned.locator('h2')).toContainText(words('pin_section'));
        await expect(pinned.locator('.budget-marker')).toHaveText(/⚠ 110%/);
        await expect(page.locator(`[data-project-id="${near!.id}"] .budget-marker`)).toHaveText(/⚠ 85%/);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `test-results/screens-budget/list-${locale}-${scheme}.png` });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
