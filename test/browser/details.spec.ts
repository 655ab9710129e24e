import { formatHours } from '../../src/shared/format';
import { expect, test } from './harness';
import type { PageScope } from './page-scope';
import { listShown, projectList, rowOf, searchField } from './window-helpers';

/**
 * A project's details: `GET /projects/<id>` through the real handlers and the sandbox,
 * shown at once from main's cache ("as of …") and refreshed; a 404 says it is gone.
 */
test.use({ sandboxOptions: { projects: 120, customers: 6 } });

test('Enter opens the details with totals from GET /projects/<id>, in words and units', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.active && p.description)!;
  target.timeTotalSeconds = 1102 * 3600 + 53 * 60 + 20;
  sandbox.clearLog();

  await searchField(page).fill(`#${target.id}`);
  await searchField(page).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  await expect(page.getByText('1,102 h 53 min')).toBeVisible();
  await expect(page.getByText(target.description!)).toBeVisible();
  await expect(page.locator('.as-of')).toHaveText(/^As of \d/);
  const customer = sandbox.state.customerName(target.customerId) ?? 'No customer';
  await expect(page.locator('.details .customer [dir="auto"]')).toHaveText(customer);
  await expect(page.locator('.details .customer .status')).toHaveText('Active');
  await expect(page.locator('dd', { hasText: String(target.totalMembers) }).first()).toBeVisible();
  expect(sandbox.log.some((e) => e.path.endsWith(`/projects/${target.id}`) && e.status === 200)).toBe(true);
  expect(formatHours(target.timeTotalSeconds, 'en-US')).toBe('1,102 h 53 min');
});

test('a project opened before shows at once from the cache, "as of", then the fresh figures', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.active)!;
  target.timeTotalSeconds = 10 * 3600;
  await searchField(page).fill(`#${target.id}`);
  await searchField(page).press('Enter');
  await expect(page.getByText('10 h 0 min')).toBeVisible();
  await page.keyboard.press('Escape');

  // The service now says more, slowly: the cached figure shows first, marked as such.
  target.timeTotalSeconds = 12 * 3600 + 30 * 60;
  // Only this project's request: a background totals fetch of another row must not take the delay.
  sandbox.faults.add({
    path: new RegExp(`/projects/${target.id}$`),
    fault: { kind: 'latency', ms: 1_500 },
    times: 1,
  });
  await projectList(page).press('Enter');
  await expect(page.getByText('10 h 0 min')).toBeVisible();
  await expect(page.locator('.as-of')).toContainText('refreshing…');
  await expect(page.getByText('12 h 30 min')).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.as-of')).not.toContainText('refreshing');
});

test('a project removed at the service says so and leaves the list', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  // Removed once the list is in: a refresh still running (the window asks for one as it
  // opens) would otherwise bring a list without it, and there would be nothing to open.
  await expect.poll(() => app.core.snapshot().refreshing).toBe(false);
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.active)!;
  sandbox.state.projects.delete(target.id);

  await searchField(page).fill(`#${target.id}`);
  await searchField(page).press('Enter');
  await expect(page.locator('.details').getByRole('alert')).toContainText('no longer exists');
  await expect(page.locator('.banner.error')).toHaveCount(0); // said once, where the user looks
  await page.getByRole('button', { name: '‹ Back' }).click();
  await expect(rowOf(page, target.id)).toHaveCount(0);
  expect(app.core.snapshot().projects.some((p) => p.id === target.id)).toBe(false);
});

test('Back returns to the same scroll position with the same row focused', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await searchField(page).press('ArrowDown');
  const list = projectList(page);
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageDown');
  const active = await list.getAttribute('aria-activedescendant');
  const scroller = page.locator('.scroller');
  const before = await scroller.evaluate((el) => (el as unknown as { scrollTop: number }).scrollTop);
  expect(before).toBeGreaterThan(200);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '‹ Back' })).toBeVisible();
  await page.getByRole('button', { name: '‹ Back' }).click();

  await expect(list).toBeFocused();
  await expect(list).toHaveAttribute('aria-activedescendant', active ?? '');
  const after = await scroller.evaluate((el) => (el as unknown as { scrollTop: number }).scrollTop);
  expect(after).toBe(before);
});

test('Copy summary and Ctrl+C put the Markdown status on the clipboard through main', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.active && p.customerId)!;
  await searchField(page).fill(`#${target.id}`);
  await searchField(page).press('Enter');
  await expect(page.locator('.as-of')).toHaveText(/^As of/);

  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(app.clipboard).toHaveLength(1);
  expect(app.clipboard[0]).toContain(target.name);
  expect(app.clipboard[0]).toContain(sandbox.state.customerName(target.customerId)!);

  await page.keyboard.press('Control+c');
  await expect.poll(() => app.clipboard.length).toBe(2);
});

test('tray intents: a project item opens its details; "search" focuses the search', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).at(-1)!;
  await app.sendIntent({ kind: 'project', id: target.id });
  await expect(page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();

  await app.sendIntent({ kind: 'search' });
  await expect(searchField(page)).toBeFocused();
});

test('billing: a billed project shows its rate per hour; one not billed says so and shows no rate', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const projects = sandbox.state.projectsOf(sandbox.demo.accountId).filter((p) => p.active);
  const billed = projects.find((p) => p.billable && p.rate !== null)!;
  const unbilled = projects.find((p) => !p.billable)!;

  await searchField(page).fill(`#${billed.id}`);
  await searchField(page).press('Enter');
  await expect(page.locator('dd', { hasText: / \/ h$/ })).toBeVisible();
  await page.getByRole('button', { name: '‹ Back' }).click();

  await searchField(page).fill(`#${unbilled.id}`);
  await searchField(page).press('Enter');
  await expect(page.locator('.as-of')).toHaveText(/^As of [^·]+$/);
  await expect(page.locator('dd.big', { hasText: 'Not billable' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Rate' })).toHaveCount(0);
  // Whole rows only: an even number of fields in the two-column grid.
  expect((await page.locator('.details > dl > div').count()) % 2).toBe(0);
});

test('the title takes focus on open without a focus ring (it is not editable)', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.active)!;
  await searchField(page).fill(`#${target.id}`);
  await searchField(page).press('Enter'); // keyboard: the case where a ring would show
  const title = page.getByRole('heading', { level: 2, name: target.name });
  await expect(title).toBeFocused();
  expect(
    await title.evaluate((el) => (globalThis as unknown as PageScope).getComputedStyle(el).outlineStyle),
  ).toBe('none');
});
