import type { Page } from '@playwright/test';
import { expect, test, type AppFixture } from './harness';
import { listShown, projectList, rowOf, searchField } from './window-helpers';

/**
 * Issue #19 in the window: a project's budget (set, refused, cleared), its progress in words,
 * the list's marker, pinned projects first, and "Open in Rabbiit" — through the real handlers,
 * the real core (settings.json) and the sandbox.
 */
test.use({ sandboxOptions: { projects: 24, customers: 4 } });

const HOUR = 3600;

/** An active project of the demo account whose totals are `hours` h and `value`. */
function projectWith(app: AppFixture, hours: number, value: number | null = null) {
  const target = app.sandbox.state.projectsOf(app.sandbox.demo.accountId).find((p) => p.active)!;
  target.timeTotalSeconds = hours * HOUR;
  target.valueTotal = value === null ? null : String(value);
  return target;
}

async function openDetails(page: Page, id: number): Promise<void> {
  await searchField(page).fill(`#${id}`);
  await searchField(page).press('Enter');
  await expect(page.locator('.as-of')).toHaveText(/^As of \d/);
}

const budgetOf = (app: AppFixture, id: number) => app.core.snapshot().budgets[id] ?? null;

test('set a budget with the keyboard, a refused figure says why, Clear removes it', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = projectWith(app, 98.4);
  await openDetails(page, target.id);
  await expect(page.locator('.details .project-id')).toHaveText(`#${target.id}`);
  await expect(page.getByText('No budget set.')).toBeVisible();

  await page.getByRole('button', { name: 'Set budget…' }).focus();
  await page.keyboard.press('Enter');
  const hours = page.getByLabel('Hours', { exact: true });
  await expect(hours).toBeFocused();
  await page.keyboard.type('lots');
  await page.keyboard.press('Enter');
  const problem = page.locator('#budget-problem');
  await expect(problem).toHaveText(/^Hours must be a number above 0 and at most 1,000,000/);
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(hours).toBeFocused();
  expect(budgetOf(app, target.id)).toBeNull();

  await hours.fill('');
  await page.keyboard.press('Enter');
  await expect(problem).toHaveText('Give hours, a value or both. To have no budget, use “Clear budget”.');
  expect(budgetOf(app, target.id)).toBeNull();

  await hours.fill('120');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Budget saved.' })).toBeVisible();
  await expect(page.getByText('82% of 120 h')).toBeVisible();
  await expect(page.getByText('Near the budget')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Budget used' })).toHaveAttribute(
    'aria-valuetext',
    '82% of 120 h. Near the budget',
  );
  // Focus went back to the button that opened the editor.
  await expect(page.getByRole('button', { name: 'Change budget…' })).toBeFocused();
  expect(budgetOf(app, target.id)).toEqual({ hours: 120, value: null });

  // Escape closes the editor, not the details.
  await page.keyboard.press('Enter');
  await expect(hours).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Change budget…' })).toBeFocused();
  await expect(page.locator('.details')).toBeVisible();

  await page.getByRole('button', { name: 'Clear budget' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Budget cleared.' })).toBeVisible();
  await expect(page.getByText('No budget set.')).toBeVisible();
  expect(budgetOf(app, target.id)).toBeNull();
});

test('a value budget reads in the chosen currency, and ••• while money is hidden', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.core.changePreference({ key: 'currency', value: 'BRL' });
  const target = projectWith(app, 10, 12_300);
  await app.core.setBudget(target.id, { hours: null, value: 15_000 });
  await app.open();
  await listShown(page);
  await openDetails(page, target.id);
  await expect(page.getByText('R$12,300.00 of R$15,000.00')).toBeVisible();
  await app.core.changePreference({ key: 'hideMoney', value: true });
  await expect(page.getByText('••• of •••')).toBeVisible();
  await expect(page.getByText('R$12,300.00')).toHaveCount(0);
});

test('rows at 80% and more carry a marker a screen reader reads', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  const target = projectWith(app, 102);
  await app.core.setBudget(target.id, { hours: 120, value: null });
  await app.open();
  await listShown(page);
  await searchField(page).fill(`#${target.id}`);
  const marker = rowOf(page, target.id).locator('.budget-marker');
  await expect(marker).toHaveText(/⚠ 85%/);
  await expect(marker.locator('.visually-hidden')).toHaveText('85% of budget');
  // Below 80%: no marker.
  await app.core.setBudget(target.id, { hours: 200, value: null });
  await expect(marker).toHaveCount(0);
});

test('Ctrl+P and the row’s star pin projects to a "Pinned" group at the top; again unpins', async ({
  app,
}) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const last = page.locator('[role="option"][data-project-id]').nth(3);
  const lastId = Number(await last.getAttribute('data-project-id'));
  await searchField(page).press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(projectList(page)).toHaveAttribute('aria-activedescendant', `project-${lastId}`);
  await page.keyboard.press('Control+p');
  await expect.poll(() => app.core.snapshot().pinned).toEqual([lastId]);
  const pinnedGroup = page.locator('section.customer').first();
  await expect(pinnedGroup.locator('h2')).toHaveText(/^Pinned/);
  await expect(pinnedGroup.locator('[role="option"]')).toHaveCount(1);
  await expect(pinnedGroup.locator(`[data-project-id="${lastId}"]`)).toBeVisible();
  // The pinned row stays the active one, and says it is pinned.
  await expect(projectList(page)).toHaveAttribute('aria-activedescendant', `project-${lastId}`);
  await expect(rowOf(page, lastId)).toContainText('pinned');
  // Out of its customer's group, it names its customer.
  const customer = app.sandbox.state.projectsOf(app.sandbox.demo.accountId).find((p) => p.id === lastId)!;
  await expect(rowOf(page, lastId).locator('.row-customer')).toHaveText(
    app.sandbox.state.customerName(customer.customerId) ?? 'No customer',
  );

  // The mouse's control: the star of another row.
  const other = page.locator('section.customer').nth(1).locator('[role="option"]').first();
  const otherId = Number(await other.getAttribute('data-project-id'));
  await other.locator('.pin').click();
  await expect.poll(() => app.core.snapshot().pinned).toEqual([lastId, otherId]);
  await expect(pinnedGroup.locator('[role="option"]')).toHaveCount(2);
  // In the order pinned, as the tray and `timetray pin` keep it: not by name.
  const pinnedIds = (): Promise<number[]> =>
    pinnedGroup
      .locator('[role="option"]')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-project-id'))));
  expect(await pinnedIds()).toEqual([lastId, otherId]);
  await expect(page.locator('.details')).toHaveCount(0); // the star pins, it does not open

  // The starred row became the active one; Ctrl+P on it again unpins it.
  await expect(projectList(page)).toHaveAttribute('aria-activedescendant', `project-${otherId}`);
  await projectList(page).focus();
  await page.keyboard.press('Control+p');
  await expect.poll(() => app.core.snapshot().pinned).toEqual([lastId]);
  await expect(pinnedGroup.locator('[role="option"]')).toHaveCount(1);
});

test('Pin in the details, "Open in Rabbiit" and the account menu’s "Open Rabbiit" open the web app', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = projectWith(app, 3);
  await openDetails(page, target.id);
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible();
  expect(app.core.snapshot().pinned).toEqual([target.id]);

  const expected = `${new URL(sandbox.baseUrl).origin}/a/${sandbox.demo.accountId}/#/projects`;
  await page.getByRole('button', { name: 'Open in Rabbiit' }).click();
  await expect.poll(() => app.desktop.opened).toEqual([expected]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Open Rabbiit' }).click();
  await expect.poll(() => app.desktop.opened).toEqual([expected, expected]);
});
