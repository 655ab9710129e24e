import type { Page } from '@playwright/test';
import { formatHours } from '../../src/shared/format';
import type { WindowReport } from '../../src/shared/reports';
import { wordsOf } from './catalog';
import { expect, test, type AppFixture } from './harness';
import { listShown, seriousViolations } from './window-helpers';

/**
 * Issue 33's "Hours by period" view: this cycle, last cycle, this week or this month, by
 * project or customer, from the sandbox's reports through the real core and handlers. The
 * figures on screen are checked against the core's own report of the same period; keyboard
 * from the top bar to a project and back; light and dark, English and Portuguese, 380 px:
 * screenshots under test-results/screens-periods/.
 */
test.setTimeout(60_000);

const shownRows = (report: WindowReport) => report.rows.filter((row) => row.seconds > 0);

async function openView(app: AppFixture, title: string): Promise<void> {
  await app.signInDirectly();
  await expect.poll(() => app.core.snapshot().periods.status, { timeout: 10_000 }).toBe('ready');
  await app.open();
  await listShown(app.page);
  await app.page.getByRole('button', { name: title }).click();
  await expect(app.page.getByRole('heading', { name: title })).toBeFocused();
}

const rowsOf = (page: Page) => page.locator('[data-period-row]');

/** Nothing in the view wider than the 380 px window: no text spilling, no sideways scroll. */
const spills = (page: Page): Promise<string[]> =>
  page.locator('.periods-view').evaluate((view) => {
    const right = view.getBoundingClientRect().right;
    return [view, ...view.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > right + 0.5 || el.scrollWidth > el.clientWidth + 1)
      .filter(
        (el) =>
          el.ownerDocument.defaultView!.getComputedStyle(el).textOverflow !== 'ellipsis' &&
          !el.closest('.visually-hidden'),
      )
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`);
  });

for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  const title = words('periods_view_title');
  test.describe(`hours by period, the view (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });
    for (const scheme of ['light', 'dark'] as const) {
      test(`this cycle by project, by customer, then last cycle, as the core counts them (${scheme})`, async ({
        app,
      }) => {
        const { page } = app;
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await openView(app, title);
        const view = page.getByRole('region', { name: title });

        const cycle = await app.core.windowReport({ period: 'cycle', grouping: 'project', source: 'saved' });
        expect(cycle.seconds).toBeGreaterThan(0);
        await expect(view.locator('.total .hours')).toHaveText(formatHours(cycle.seconds, locale));
        await expect(view.locator('.period-line')).toContainText(words('period_cycle'));
        await expect(rowsOf(page)).toHaveCount(shownRows(cycle).length);
        // The busiest project first, with its own hours.
        const [first] = shownRows(cycle);
        await expect(rowsOf(page).first()).toContainText(first!.name!);
        await expect(rowsOf(page).first().locator('.hours')).toHaveText(formatHours(first!.seconds, locale));
        // The cycle's days as the chart, one slider.
        await expect(view.getByRole('slider')).toHaveAttribute('aria-valuemax', String(cycle.days.length));
        await page.waitForTimeout(150);
        await page.screenshot({ path: `test-results/screens-periods/view-${locale}-${scheme}.png` });
        expect(await spills(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);

        await view
          .getByLabel(words('periods_grouping_label'), { exact: true })
          .selectOption(words('periods_by_customer'));
        const customers = await app.core.windowReport({
          period: 'cycle',
          grouping: 'customer',
          source: 'saved',
        });
        await expect(rowsOf(page)).toHaveCount(shownRows(customers).length);
        await expect(rowsOf(page).first()).toContainText(shownRows(customers)[0]!.name!);
        await expect(view.locator('.total .hours')).toHaveText(formatHours(cycle.seconds, locale));

        // A closed period: fetched from the service (none of its days were saved before).
        await view
          .getByLabel(words('periods_choice_label'), { exact: true })
          .selectOption(words('period_last_cycle'));
        await expect(view.locator('.period-line')).toContainText(words('period_last_cycle'));
        // Saved by the view's fetch; the core's own report of it, once every day is in.
        const savedLast = () =>
          app.core.windowReport({ period: 'last-cycle', grouping: 'customer', source: 'saved' });
        await expect.poll(async () => (await savedLast()).missing, { timeout: 10_000 }).toEqual([]);
        const last = await savedLast();
        expect(last.seconds).toBeGreaterThan(0);
        await expect(view.locator('.total .hours')).toHaveText(formatHours(last.seconds, locale));
        await expect(view).not.toContainText(words('periods_fetching'));
        await page.screenshot({
          path: `test-results/screens-periods/view-last-cycle-${locale}-${scheme}.png`,
        });
        expect(await spills(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a service without reports: one calm line, no rows, no error banner', async ({ app }) => {
      app.sandbox.state.reports.mode = 'absent';
      await app.signInDirectly();
      await expect.poll(() => app.core.snapshot().periods.status, { timeout: 10_000 }).toBe('not_offered');
      await app.open();
      await listShown(app.page);
      await app.page.getByRole('button', { name: title }).click();
      const view = app.page.getByRole('region', { name: title });
      await expect(view).toContainText(words('periods_not_offered'));
      await expect(rowsOf(app.page)).toHaveCount(0);
      expect((await app.page.getByRole('alert').allInnerTexts()).join('').trim()).toBe('');
    });
  });
}

test('from the keyboard: into the rows, a project and back to its row, then back to the list', async ({
  app,
}) => {
  const { page } = app;
  const words = wordsOf('en');
  const title = words('periods_view_title');
  await openView(app, title);
  await expect(rowsOf(page).nth(1)).toBeVisible();
  // One Tab stop for the rows: the first; the arrows move along them.
  const first = rowsOf(page).first();
  await first.focus();
  await expect(first).toHaveAttribute('tabindex', '0');
  await expect(rowsOf(page).nth(1)).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowDown');
  const second = rowsOf(page).nth(1);
  await expect(second).toBeFocused();
  const id = await second.getAttribute('data-period-row');
  await page.keyboard.press('Enter');
  await expect(page.locator('.details')).toBeVisible();
  await expect(page.locator('.details .project-id')).toHaveText(`#${id}`);
  // Escape in the details: back to the view, to the row that opened them.
  await page.keyboard.press('Escape');
  await expect(page.locator(`[data-period-row="${id}"]`)).toBeFocused();
  // Escape in the view: the list, focus on the button that opened the view.
  await page.keyboard.press('Escape');
  await listShown(page);
  await expect(page.locator('#periods-button')).toBeFocused();
  await expect(page.locator('#periods-button')).toHaveAttribute('aria-pressed', 'false');
  expect(app.hideRequests.count).toBe(0);
});
