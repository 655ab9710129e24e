import { expect, test } from './harness';
import { projectList, projectRows, searchField } from './window-helpers';

/**
 * Keyboard first (WAI-ARIA listbox): the search is focused on open, ↓/↑/Home/End/PageUp/
 * PageDown move the active row, Enter opens it, Escape goes back one level at a time.
 */
test.use({ sandboxOptions: { projects: 300, customers: 8 } });

const activeId = async (list: ReturnType<typeof projectList>): Promise<number> => {
  const id = (await list.getAttribute('aria-activedescendant')) ?? '';
  return Number(id.replace('project-', ''));
};

test('arrows, Home/End and PageUp/PageDown move through the rows in order', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await expect(searchField(page)).toBeFocused(); // the panel opens ready to type
  const list = projectList(page);
  const order = await projectRows(page).evaluateAll((rows) =>
    rows.map((r) => Number((r as unknown as { dataset: { projectId: string } }).dataset.projectId)),
  );

  await searchField(page).press('ArrowDown');
  await expect(list).toBeFocused();
  expect(await activeId(list)).toBe(order[0]);
  await page.keyboard.press('ArrowDown');
  expect(await activeId(list)).toBe(order[1]);
  await page.keyboard.press('ArrowUp');
  expect(await activeId(list)).toBe(order[0]);

  // PageDown moves a screenful and keeps the active row in view.
  await page.keyboard.press('PageDown');
  const afterPage = await activeId(list);
  expect(order.indexOf(afterPage)).toBeGreaterThan(5);
  await expect(page.locator(`#project-${afterPage}`)).toBeInViewport();
  await page.keyboard.press('PageUp');
  expect(await activeId(list)).toBe(order[0]);

  // End reaches the very last project (of 300, far outside the first screen).
  await page.keyboard.press('End');
  const last = await activeId(list);
  await expect(page.locator(`#project-${last}`)).toBeInViewport();
  const lastName = await page.locator(`#project-${last} .project-name`).textContent();
  const expectedLast = app.sandbox.state
    .projectsOf(app.sandbox.demo.accountId)
    .filter((p) => p.customerId === null && p.active);
  expect(expectedLast.map((p) => p.name)).toContain(lastName);
  await page.keyboard.press('Home');
  expect(await activeId(list)).toBe(order[0]);

  // ↑ on the first row goes back to the search field.
  await page.keyboard.press('ArrowUp');
  await expect(searchField(page)).toBeFocused();
});

test('Enter opens the details; Escape goes back to the list, then clears the search, then hides', async ({
  app,
}) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  const search = searchField(page);
  await search.fill('audit');
  await search.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const list = projectList(page);
  const id = await activeId(list);
  const name = (await page.locator(`#project-${id} .project-name`).textContent()) ?? '';

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('button', { name: '‹ Back' })).toBeVisible();

  await page.keyboard.press('Escape'); // details → list, same row focused
  await expect(list).toBeFocused();
  expect(await activeId(list)).toBe(id);
  await expect(search).toHaveValue('audit');

  await page.keyboard.press('Escape'); // list → clear the search
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  expect(app.hideRequests.count).toBe(0);

  await page.keyboard.press('Escape'); // → hide
  await expect.poll(() => app.hideRequests.count).toBe(1);
});

test('Enter in the search opens the first match; typing in the list goes to the search', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await searchField(page).fill('zurich umzug');
  // The filter applies a frame after the input: wait for it rather than read the old first row.
  const first = projectRows(page).first();
  await expect(first.locator('.project-name')).toHaveText(/Zürich Büro Umzug/);
  const name = (await first.locator('.project-name').textContent()) ?? '';
  await searchField(page).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(projectList(page)).toBeFocused();
  await page.keyboard.type('x');
  await expect(searchField(page)).toBeFocused();
  await expect(searchField(page)).toHaveValue('zurich umzugx');
});

test('Ctrl+F focuses the search from anywhere, even the details', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await searchField(page).press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '‹ Back' })).toBeVisible();
  await page.keyboard.press('Control+f');
  await expect(searchField(page)).toBeFocused();
});

test('Escape in the rename editor cancels it and returns focus to Rename', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  const rename = page.getByRole('button', { name: /^Rename customer/ }).first();
  const label = await rename.getAttribute('aria-label');
  await rename.click();
  await page.locator('.rename-input').fill('Something else');
  await page.locator('.rename-input').press('Escape');

  await expect(page.locator('.rename-input')).toHaveCount(0);
  await expect(page.getByRole('button', { name: label ?? '' })).toBeFocused();
  expect(app.hideRequests.count).toBe(0);
});

test('in sub-forms Escape goes back a level instead of hiding the panel', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Add account…' }).click();
  await page.getByRole('button', { name: 'Use an existing API token instead…' }).click();
  await expect(page.getByRole('heading', { name: 'Use an existing token' })).toBeVisible();

  await page.keyboard.press('Escape'); // token form → the add-account form
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape'); // add-account form → the list
  await expect(searchField(page)).toBeFocused();
  expect(app.hideRequests.count).toBe(0);
});
