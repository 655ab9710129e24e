import { formatHours } from '../../src/shared/format';
import { wordsOf } from './catalog';
import { expect, test, type AppFixture } from './harness';
import { listShown, seriousViolations } from './window-helpers';

/**
 * Issue 33 in the window: the details view's hours of today, this week and this cycle (the
 * user's own, from the sandbox's reports through the real core), the cycle's days as a chart
 * a keyboard reads day by day, and one calm line for a service without reports. Light and
 * dark, English and Portuguese, at 380 px: screenshots under test-results/screens-periods/.
 */
test.setTimeout(60_000);

/** Signed in, the period figures shown; answers the project with the most hours this cycle. */
async function busiestProject(app: AppFixture): Promise<{ id: number; cycle: number }> {
  await app.signInDirectly();
  await expect.poll(() => app.core.snapshot().periods.status, { timeout: 10_000 }).toBe('ready');
  const [id, figures] = Object.entries(app.core.snapshot().periods.projects).sort(
    (a, b) => b[1].cycle - a[1].cycle,
  )[0]!;
  return { id: Number(id), cycle: figures.cycle };
}

async function openDetails(app: AppFixture, id: number, search: string): Promise<void> {
  await app.open();
  await listShown(app.page);
  await app.page.getByRole('searchbox', { name: search }).fill(`#${id}`);
  await app.page.getByRole('searchbox', { name: search }).press('Enter');
}

for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`hours by period in the details (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });
    for (const scheme of ['light', 'dark'] as const) {
      test(`today, week and cycle, and the cycle's chart (${scheme}): keyboard, screenshot, axe`, async ({
        app,
      }) => {
        const { page } = app;
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const { id, cycle } = await busiestProject(app);
        await openDetails(app, id, words('search_label'));
        const periods = page.getByRole('region', { name: words('periods_heading') });
        await expect(periods).toBeVisible();
        const shown = formatHours(cycle, locale);
        await expect(periods.locator('div', { hasText: words('period_cycle') }).locator('dd')).toContainText(
          shown,
        );
        // The chart: one Tab stop, each day read from the keyboard.
        const chart = periods.getByRole('slider');
        await expect(chart).toBeVisible();
        await chart.focus();
        await expect(chart).toHaveAttribute('aria-valuetext', /\(today\)|\(hoje\)/);
        await page.keyboard.press('Home');
        await expect(chart).toHaveAttribute('aria-valuenow', '1');
        await page.keyboard.press('End');
        const days = Number(await chart.getAttribute('aria-valuemax'));
        await expect(chart).toHaveAttribute('aria-valuenow', String(days));
        await page.keyboard.press('Home');
        await page.waitForTimeout(150);
        await page.screenshot({ path: `test-results/screens-periods/details-${locale}-${scheme}.png` });
        const overflow = await page.locator('.details').evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a service without reports: one calm line, no figures, no error banner', async ({ app }) => {
      app.sandbox.state.reports.mode = 'absent';
      await app.signInDirectly();
      await expect.poll(() => app.core.snapshot().periods.status, { timeout: 10_000 }).toBe('not_offered');
      const [project] = app.sandbox.state.projectsOf(app.sandbox.demo.accountId).filter((p) => p.active);
      await openDetails(app, project!.id, words('search_label'));
      const periods = app.page.getByRole('region', { name: words('periods_heading') });
      await expect(periods).toContainText(words('periods_not_offered'));
      await expect(periods.getByRole('slider')).toHaveCount(0);
      // The page's alert region stays empty: no error banner for an account without reports.
      expect((await app.page.getByRole('alert').allInnerTexts()).join('').trim()).toBe('');
    });
  });
}
