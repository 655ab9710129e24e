import { expect, test } from './harness';
import type { PageScope } from './page-scope';

test.use({ sandboxOptions: { projects: 10_000, customers: 60 } });

test('10,000 projects: the list stays bounded and the filter finds any project', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.getByPlaceholder('Filter 10,000 projects…')).toBeVisible();
  // Only a bounded number of rows is in the DOM; the rest is one filter keystroke away.
  await expect(page.locator('.more')).toHaveText(/^Showing 400 of 10,000/);
  expect(await page.locator('li.project:not(.more-rows)').count()).toBe(400);

  const target = sandbox.state.projectsOf(sandbox.demo.accountId).at(-1)!;
  const started = Date.now();
  await page.getByLabel('Filter projects and customers').fill(target.name);
  await expect(page.locator('.project-name', { hasText: target.name }).first()).toBeVisible();
  // A measurement for the record, not a pass/fail threshold.
  test
    .info()
    .annotations.push({ type: 'filter 10k → visible (ms)', description: String(Date.now() - started) });

  // Escape clears the filter and brings the whole list back.
  await page.getByLabel('Filter projects and customers').press('Escape');
  await expect(page.locator('.more')).toHaveText(/^Showing 400 of 10,000/);
  const rowsInDom = await page.evaluate(
    () => (globalThis as unknown as PageScope).document.querySelectorAll('li').length,
  );
  expect(rowsInDom).toBeLessThanOrEqual(400 + 60);
});

test('10,000 projects: a refresh from the window pushes the list once, and the page keeps it', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await expect(page.getByPlaceholder('Filter 10,000 projects…')).toBeVisible();
  app.pushes.length = 0;

  // The service now has one more project: the refreshed list must reach the page.
  const model = sandbox.state.projectsOf(sandbox.demo.accountId)[0]!;
  sandbox.state.addProject({ ...model, id: 0, name: 'Brand-new project' });
  await page.getByRole('button', { name: 'Refresh projects' }).click();
  await expect(page.getByPlaceholder('Filter 10,001 projects…')).toBeVisible();
  await expect(page.locator('.toolbar .age')).toHaveText('Updated just now');

  const withList = app.pushes.filter((p) => p.withProjects);
  expect(withList).toHaveLength(1);
  // Pushes without the list are flags plus the totals fetched so far (after a refresh: the
  // tray's first 50 projects and the recent ones, never all 10,000); the page still shows
  // all projects after them.
  for (const push of app.pushes.filter((p) => !p.withProjects)) {
    expect(push.bytes - push.totalsBytes).toBeLessThan(2_000);
    expect(push.totals).toBeLessThanOrEqual(55);
  }
  await expect(page.locator('.more')).toHaveText(/^Showing 400 of 10,001/);
  test.info().annotations.push({
    type: 'pushes per window refresh (10k)',
    description: JSON.stringify(app.pushes),
  });
});
