import { wordsOf } from './catalog';
import { expect, test, type AppFixture } from './harness';
import { focusedTag, listShown, seriousViolations } from './window-helpers';

/**
 * Issue 34 in the window: the Budgets view (a customer's retainer with its bar, pace and last
 * cycle; add, change and remove from the keyboard), the customer header's chip, the details'
 * card, and the working days and invoice rounding in Settings. The real core over the
 * sandbox's reports; English and Portuguese, light and dark, at 380 px: screenshots under
 * test-results/screens-budgets/.
 */
test.setTimeout(90_000);

/** Signed in with the periods measured; a 40 h per cycle budget for the customer with most projects. */
async function withRetainer(app: AppFixture): Promise<{ customerId: number; name: string }> {
  await app.signInDirectly();
  await expect.poll(() => app.core.snapshot().periods.status, { timeout: 10_000 }).toBe('ready');
  const counts = new Map<number, number>();
  for (const p of app.core.snapshot().projects)
    if (p.customerId !== null) counts.set(p.customerId, (counts.get(p.customerId) ?? 0) + 1);
  const [customerId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  await app.core.setPeriodBudget(
    { kind: 'customer', id: customerId },
    { hours: 40, value: null, per: 'cycle' },
  );
  const name = app.core.snapshot().projects.find((p) => p.customerId === customerId)!.customerName!;
  return { customerId, name };
}

/** As a user reaches it: the top bar's Hours by period, then its "Budgets ›" link. */
async function openBudgets(app: AppFixture, words: ReturnType<typeof wordsOf>): Promise<void> {
  await app.page.getByRole('button', { name: words('periods_view_title') }).click();
  await app.page.getByRole('button', { name: `${words('budgets_view_title')} ›` }).click();
}

for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`budgets per period in the window (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });

    for (const scheme of ['light', 'dark'] as const) {
      test(`the Budgets view: a retainer's bar, pace and last cycle (${scheme}), screenshot, axe, no spill`, async ({
        app,
      }) => {
        const { page } = app;
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        const { name } = await withRetainer(app);
        await app.open();
        await listShown(page);
        await openBudgets(app, words);
        const view = page.getByRole('region', { name: words('budgets_view_title') });
        await expect(view).toBeVisible();
        const card = view.getByRole('listitem').filter({ hasText: name });
        await expect(card).toContainText(words('budget_per_cycle').replace('{limit}', '40 h'));
        const bar = card.getByRole('progressbar');
        await expect(bar).toHaveAttribute('aria-valuetext', new RegExp(words('period_cycle')));
        const status = app.core.snapshot().periods.budgets[0]!;
        const gone = Math.round(status.elapsed * 100);
        await expect(card).toContainText(
          words('budget_pace_line')
            .replace('{gone}', String(gone))
            .replace(/: \{pace\}$/, ''),
        );
        await expect(card).toContainText(words('period_last_cycle'));
        await page.screenshot({ path: `test-results/screens-budgets/budgets-${locale}-${scheme}.png` });
        const overflow = await view.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('add, change and remove a budget per period from the keyboard; focus is never lost', async ({
      app,
    }) => {
      const { page } = app;
      await withRetainer(app);
      await app.open();
      await listShown(page);
      await openBudgets(app, words);
      const view = page.getByRole('region', { name: words('budgets_view_title') });
      const add = view.getByRole('button', { name: words('budgets_add_button') });
      await add.focus();
      await page.keyboard.press('Enter');
      // The form: its first field has focus; Escape cancels back to the button.
      const target = view.getByRole('combobox', { name: words('budget_form_target') });
      await expect(target).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(add).toBeFocused();
      await page.keyboard.press('Enter');
      const project = app.core.snapshot().projects.find((p) => p.active)!;
      await target.selectOption(`project:${project.id}`);
      await view.getByRole('combobox', { name: words('budget_form_per') }).selectOption('week');
      await view.getByRole('textbox', { name: words('budget_hours_field') }).fill('0');
      await page.keyboard.press('Enter');
      await expect(view.getByRole('alert')).toContainText(
        words('budget_hours_field_invalid').split('{max}')[0]!,
      );
      await view
        .getByRole('textbox', { name: words('budget_hours_field') })
        .fill(locale === 'en' ? '7.5' : '7,5');
      await page.keyboard.press('Enter');
      await expect(view.getByRole('status')).toHaveText(words('budget_saved'));
      await expect
        .poll(() => app.core.snapshot().periods.budgets.map((s) => [s.key, s.budget.per, s.budget.hours]))
        .toContainEqual([`project:${project.id}`, 'week', 7.5]);
      expect(await focusedTag(page)).not.toBe('BODY');
      // Change it: the form holds its figures; save a new one.
      const change = view.getByRole('button', {
        name: words('budget_change_named').replace('{name}', project.name),
      });
      await change.click();
      const hours = view.getByRole('textbox', { name: words('budget_hours_field') });
      await expect(hours).toHaveValue(locale === 'en' ? '7.5' : '7,5');
      await hours.fill('12');
      await page.keyboard.press('Enter');
      await expect
        .poll(
          () =>
            app.core.snapshot().periods.budgets.find((s) => s.key === `project:${project.id}`)?.budget.hours,
        )
        .toBe(12);
      // Remove it: gone from main, focus on "Add".
      await view
        .getByRole('button', { name: words('budget_remove_named').replace('{name}', project.name) })
        .click();
      await expect(view.getByRole('status')).toHaveText(words('budget_removed'));
      await expect
        .poll(() => app.core.snapshot().periods.budgets.some((s) => s.key === `project:${project.id}`))
        .toBe(false);
      await expect(add).toBeFocused();
      // Escape goes back to Hours by period, focus on the link that opened Budgets; again, the list.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: `${words('budgets_view_title')} ›` })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: words('periods_view_title') })).toBeFocused();
    });

    test("the customer header's chip says the retainer in words and opens Budgets; the details show it", async ({
      app,
    }) => {
      const { page } = app;
      const { name } = await withRetainer(app);
      await app.open();
      await listShown(page);
      const chip = page.getByRole('button', {
        name: new RegExp(`^${words('budget_chip_label').split('{name}')[0]!}${name}`),
      });
      await expect(chip).toBeVisible();
      const percent = app.core.snapshot().periods.budgets[0]!.current.progress!.percent;
      await expect(chip).toContainText(`${percent}%`);
      await chip.click();
      await expect(page.getByRole('region', { name: words('budgets_view_title') })).toBeVisible();
      // Back: to the list it was opened from, focus on a row (never the page).
      await page.getByRole('button', { name: `‹ ${words('back')}` }).click();
      await listShown(page);
      expect(await focusedTag(page)).not.toBe('BODY');
      // A project of that customer: its details carry the customer's retainer.
      const project = app.core.snapshot().projects.find((p) => p.customerName === name)!;
      await app.sendIntent({ kind: 'project', id: project.id });
      const card = page.getByRole('region', { name: words('budget_customer_card_heading') });
      await expect(card).toContainText(words('budget_per_cycle').replace('{limit}', '40 h'));
      await expect(card.getByRole('progressbar')).toBeVisible();
    });

    test('Settings: working days and invoice rounding, saved at once; the last working day stays', async ({
      app,
    }) => {
      const { page } = app;
      await app.signInDirectly();
      await app.open();
      await listShown(page);
      await page.getByRole('button', { name: words('settings') }).click();
      const days = page.getByRole('group', { name: words('work_days_label') });
      const monday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 2, 12)),
      );
      const saturday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 7, 12)),
      );
      await days.getByRole('checkbox', { name: saturday }).check();
      await expect
        .poll(() => app.core.snapshot().preferences.workDays)
        .toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
      await days.getByRole('checkbox', { name: monday }).uncheck();
      await expect
        .poll(() => app.core.snapshot().preferences.workDays)
        .toEqual(['tue', 'wed', 'thu', 'fri', 'sat']);
      // Down to one day: it cannot be unchecked, and says why.
      await app.core.changePreference({ key: 'workDays', value: ['sat'] });
      await expect(days.getByRole('checkbox', { name: saturday })).toBeChecked();
      await days.getByRole('checkbox', { name: saturday }).click();
      await expect(days.getByRole('checkbox', { name: saturday })).toBeChecked();
      await expect(days).toContainText(words('work_days_none'));
      expect(app.core.snapshot().preferences.workDays).toEqual(['sat']);
      await page.getByRole('combobox', { name: words('round_to_label') }).selectOption('15');
      await expect.poll(() => app.core.snapshot().preferences.roundTo).toBe(15);
      const overflow = await page.locator('.settings').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens-budgets/settings-${locale}.png`, fullPage: true });
    });
  });
}
