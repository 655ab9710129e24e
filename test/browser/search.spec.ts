import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './harness';
import { customerGroups, listShown, projectRows, searchField } from './window-helpers';

/** Search that forgives: accents, case, several words in any order, matches highlighted. */
test.use({ sandboxOptions: { projects: 64, customers: 8 } });

test.beforeEach(async ({ app }) => {
  await app.signInDirectly();
  await app.open();
  await listShown(app.page);
});

/** The active projects (the default view hides archived ones) that a predicate picks. */
const activeWhere = (
  app: Parameters<Parameters<typeof test>[2]>[0]['app'],
  pick: (name: string, customer: string) => boolean,
) =>
  app.sandbox.state
    .projectsOf(app.sandbox.demo.accountId)
    .filter((p) => p.active && pick(p.name, app.sandbox.state.customerName(p.customerId) ?? ''));

const shownCount = async (page: Parameters<typeof searchField>[0]): Promise<number> =>
  Number((await projectRows(page).first().getAttribute('aria-setsize')) ?? '0');

test('plain letters find accented names: "zurich", "cafe", "muller"', async ({ app }) => {
  const { page } = app;
  const search = searchField(page);

  await search.fill('zurich');
  const zurich = activeWhere(app, (name) => name.includes('Zürich'));
  expect(zurich.length).toBeGreaterThan(0);
  await expect.poll(() => shownCount(page)).toBe(zurich.length);
  await expect(projectRows(page).first().locator('mark')).toHaveText('Zürich');

  await search.fill('CAFE');
  const cafe = activeWhere(app, (name) => name.includes('Café'));
  await expect.poll(() => shownCount(page)).toBe(cafe.length);

  // A customer's name counts for all its projects; the header shows what matched.
  await search.fill('muller');
  const muller = activeWhere(app, (_, customer) => customer.includes('Müller'));
  await expect.poll(() => shownCount(page)).toBe(muller.length);
  await expect(customerGroups(page)).toHaveCount(1);
  await expect(customerGroups(page).locator('.customer-name mark')).toHaveText('Müller');
  await expect(customerGroups(page).locator('.count')).toHaveText(`${muller.length} projects`);
});

test('every word must match, in any order, across project and customer', async ({ app }) => {
  const { page, sandbox } = app;
  // A word of a project of Acme's, e.g. "acme website": both words, either order.
  const acme = sandbox.state
    .projectsOf(sandbox.demo.accountId)
    .find(
      (p) =>
        p.active &&
        sandbox.state.customerName(p.customerId)?.startsWith('Acme') &&
        /^[A-Za-z]{4,} /.test(p.name),
    )!;
  const word = acme.name.split(' ')[0]!;
  const expected = activeWhere(
    app,
    (name, customer) => name.toLowerCase().includes(word.toLowerCase()) && customer.includes('Acme'),
  );
  for (const query of [`acme ${word}`, `${word} acme`, `  ${word.toUpperCase()}   ACME `]) {
    await searchField(page).fill(query);
    await expect.poll(() => shownCount(page)).toBe(expected.length);
  }
  await expect(projectRows(page).first().locator('mark')).toHaveText(word);
  await expect(customerGroups(page).first().locator('.customer-name mark')).toHaveText('Acme');

  await searchField(page).fill('acme zzzz');
  await expect(page.getByRole('status')).toHaveText(/Nothing matches “acme zzzz”/);
});

test('a project is found by its #id', async ({ app }) => {
  const { page, sandbox } = app;
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).filter((p) => p.active)[7]!;
  await searchField(page).fill(`#${target.id}`);
  await expect(projectRows(page).first()).toHaveAttribute('data-project-id', String(target.id));
});

test('archived projects: hidden by default, one switch shows them, and the choice is saved as the showArchived setting', async ({
  app,
}) => {
  const { page, sandbox } = app;
  const all = sandbox.state.projectsOf(sandbox.demo.accountId);
  const archived = all.filter((p) => !p.active);
  expect(archived.length).toBeGreaterThan(0);
  const toggle = page.getByRole('checkbox', { name: /^Show archived/ });
  await expect(toggle).not.toBeChecked();
  const fieldWidth = async () => (await searchField(page).boundingBox())?.width;
  const before = await fieldWidth();
  await expect(page.locator('.archived-switch')).toContainText(`(${archived.length})`); // how many it hides
  await expect.poll(() => shownCount(page)).toBe(all.length - archived.length);

  await toggle.check();
  await expect.poll(() => shownCount(page)).toBe(all.length);
  expect(await fieldWidth()).toBe(before); // the count went away; the search field did not move
  // One thing with the setting: saved in settings.json through main, and applied by the app.
  const saved = async () =>
    (JSON.parse(await readFile(join(app.configDir, 'settings.json'), 'utf8')) as { preferences: object })
      .preferences;
  await expect.poll(saved).toMatchObject({ showArchived: true });
  // Applied once saved (the file is written first).
  await expect.poll(() => app.desktop.applied.at(-1)).toMatchObject({ showArchived: true });
  await page.reload();
  await listShown(page);
  await expect(page.getByRole('checkbox', { name: /^Show archived/ })).toBeChecked();
  await expect.poll(() => shownCount(page)).toBe(all.length);
});

test('a search that only archived projects match says so, naming the switch that shows them', async ({
  app,
}) => {
  const { page, sandbox } = app;
  const archived = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => !p.active);
  expect(archived).toBeDefined();
  await searchField(page).fill(`#${archived!.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches' })).toHaveText(
    `Nothing matches “#${archived!.id}” among active projects (1 archived one matches — tick “Show archived”).`,
  );
  await page.getByRole('checkbox', { name: /^Show archived/ }).check();
  await expect(projectRows(page)).toHaveCount(1);
  await expect(projectRows(page).first()).toHaveAttribute('data-project-id', String(archived!.id));
});

test('Enter right after typing opens the first match of what was typed, not the row active before', async ({
  app,
}) => {
  const { page } = app;
  const [before, target] = activeWhere(app, () => true);
  await searchField(page).fill(`#${before!.id}`);
  await searchField(page).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: before!.name })).toBeVisible();
  await page.getByRole('button', { name: '‹ Back' }).click();
  await expect(searchField(page)).toHaveValue(`#${before!.id}`);
  // Typed and Enter in one task, before the list's next frame (a quick typist, a busy machine).
  await page.evaluate((text) => {
    // The page's globals, typed here: these files are checked without the DOM lib (page-scope.ts).
    const scope = globalThis as unknown as {
      document: {
        querySelector(selector: string): { value: string; dispatchEvent(event: unknown): boolean };
      };
      Event: new (type: string, init: { bubbles: boolean }) => unknown;
      KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean }) => unknown;
    };
    const field = scope.document.querySelector('#search');
    field.value = text;
    field.dispatchEvent(new scope.Event('input', { bubbles: true }));
    field.dispatchEvent(new scope.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, `#${target!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: target!.name })).toBeVisible();
});
