import { expect, test } from './harness';
import { countInDom, projectList, projectRows, searchField } from './window-helpers';

/**
 * Every project reachable: the list is virtual (no cap), so the DOM holds about a screenful
 * of rows however long the list is, and the last project is one End key or scroll away.
 */

/** Rows in view (~14) plus overscan on both sides, with their group headers. */
const DOM_BOUND = 48;

for (const size of [10_000, 50_000]) {
  test.describe(`${size.toLocaleString('en')} projects`, () => {
    test.use({ sandboxOptions: { projects: size, customers: 60 } });
    test.setTimeout(size > 10_000 ? 120_000 : 60_000);

    test('the last project is reachable by scrolling and by End, with a bounded DOM', async ({ app }) => {
      const { page, sandbox } = app;
      await app.signInDirectly();
      await app.open();
      await expect(searchField(page)).toHaveAttribute(
        'placeholder',
        `Search ${size.toLocaleString('en')} projects…`,
      );
      const active = sandbox.state.projectsOf(sandbox.demo.accountId).filter((p) => p.active).length;
      await expect(projectRows(page).first()).toHaveAttribute('aria-setsize', String(active));
      expect(await countInDom(page, '[role="option"]')).toBeLessThanOrEqual(DOM_BOUND);

      // Scrolled to the very bottom: the last row is there, and still only a screenful in the DOM.
      await page.locator('.scroller').evaluate((el) => {
        const box = el as unknown as { scrollTop: number; scrollHeight: number };
        box.scrollTop = box.scrollHeight;
      });
      const lastRow = page.locator(`[role="option"][aria-posinset="${active}"]`);
      await expect(lastRow).toBeInViewport();
      expect(await countInDom(page, '[role="option"]')).toBeLessThanOrEqual(DOM_BOUND);
      // Its time total arrives too: the window asked main for the rows in view (wantTotals).
      await expect(lastRow.locator('.duration')).toHaveText(/ h \d+ min$/);
      await expect(page.locator('.group-header').last()).toContainText('No customer');

      // The keyboard gets there too.
      await page
        .locator('.scroller')
        .evaluate((el) => void ((el as unknown as { scrollTop: number }).scrollTop = 0));
      await searchField(page).press('ArrowDown');
      await page.keyboard.press('End');
      await expect(projectList(page)).toHaveAttribute('aria-activedescendant', /^project-\d+$/);
      await expect(page.locator(`[role="option"][aria-posinset="${active}"]`)).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.locator(`[role="option"][aria-posinset="${active}"]`)).toBeInViewport();
    });
  });
}

test.describe('10,000 projects', () => {
  test.use({ sandboxOptions: { projects: 10_000, customers: 60 } });

  test('group counts agree with the search; any project is one query away', async ({ app }) => {
    const { page, sandbox } = app;
    await app.signInDirectly();
    await app.open();
    const target = sandbox.state
      .projectsOf(sandbox.demo.accountId)
      .filter((p) => p.active)
      .at(-1)!;
    const customer = sandbox.state.customerName(target.customerId) ?? '';
    const started = Date.now();
    await searchField(page).fill(`#${target.id}`);
    await expect(projectRows(page)).toHaveCount(1);
    test
      .info()
      .annotations.push({ type: 'search 10k → row (ms)', description: String(Date.now() - started) });
    await expect(page.locator('.group-header .count')).toHaveText('1 project');

    // A customer's header counts only what the search leaves (here: its active projects).
    await searchField(page).fill(customer);
    const ofCustomer = sandbox.state
      .projectsOf(sandbox.demo.accountId)
      .filter((p) => p.active && sandbox.state.customerName(p.customerId)?.includes(customer)).length;
    const firstCount = page.locator('.group-header .count').first();
    await expect(firstCount).toHaveText(/^\d[\d,]* projects?$/);
    const counts = await page.locator('.group-header .count').allTextContents();
    expect(Number(counts[0]!.replace(/\D/g, ''))).toBeLessThanOrEqual(ofCustomer);
  });

  test('a refresh from the window pushes the list once, and the page keeps it', async ({ app }) => {
    const { page, sandbox } = app;
    await app.signInDirectly();
    await app.open();
    await expect(searchField(page)).toHaveAttribute('placeholder', 'Search 10,000 projects…');
    app.pushes.length = 0;

    // The service now has one more project: the refreshed list must reach the page.
    const model = sandbox.state.projectsOf(sandbox.demo.accountId)[0]!;
    sandbox.state.addProject({ ...model, id: 0, name: 'Brand-new project', active: true });
    await page.getByRole('button', { name: 'Refresh projects' }).click();
    await expect(searchField(page)).toHaveAttribute('placeholder', 'Search 10,001 projects…');
    await expect(page.locator('.top-bar .age')).toHaveText('updated just now');

    const withList = app.pushes.filter((p) => p.withProjects);
    expect(withList).toHaveLength(1);
    // Pushes without the list are flags plus the totals fetched so far (the tray's first
    // projects, the recent ones, the rows in view), never all 10,000.
    for (const push of app.pushes.filter((p) => !p.withProjects)) {
      expect(push.bytes - push.totalsBytes).toBeLessThan(2_000);
      expect(push.totals).toBeLessThan(300);
    }
    await searchField(page).fill('brand-new');
    await expect(projectRows(page)).toHaveCount(1);
  });
});
