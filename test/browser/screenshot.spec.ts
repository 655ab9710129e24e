import { expect, test, type AppFixture } from './harness';
import {
  accountMenuButton,
  endSession,
  fillSignIn,
  listShown,
  searchField,
  seriousViolations,
} from './window-helpers';

/**
 * Every view of the window, light and dark, at 380×560 @2x: a screenshot under
 * test-results/screens/ to look at, an axe-core scan (WCAG 2.2 A/AA) with no serious or
 * critical violation, and an h1 plus a main landmark on each.
 */
test.use({ sandboxOptions: { projects: 40, customers: 6 } });
test.setTimeout(60_000); // two schemes × many views on a shared machine

type Setup = (app: AppFixture) => Promise<void>;

async function signedInList(app: AppFixture): Promise<void> {
  await app.signInDirectly();
  await app.open();
  await listShown(app.page);
  await expect(app.page.locator('.top-bar .age')).toHaveText('updated just now');
}

async function openFirstDetails(app: AppFixture): Promise<void> {
  await signedInList(app);
  const projects = app.sandbox.state
    .projectsOf(app.sandbox.demo.accountId)
    .filter((p) => p.active && p.description);
  // A billable project with a rate shows every field, if the seed has one.
  const target = projects.find((p) => p.billable && p.rate !== null) ?? projects[0]!;
  await searchField(app.page).fill(`#${target.id}`);
  await searchField(app.page).press('Enter');
  await expect(app.page.locator('.as-of')).toHaveText(/^As of [^·]+$/);
}

const VIEWS: Record<string, Setup> = {
  'sign-in': async (app) => {
    await app.open();
    await expect(app.page.getByRole('heading', { name: 'Sign in to Timetray' })).toBeVisible();
  },
  'sign-in-error': async (app) => {
    await app.open();
    const { page, sandbox } = app;
    await fillSignIn(page, {
      email: sandbox.demo.email,
      password: 'wrong',
      accountId: sandbox.demo.accountId,
      baseUrl: sandbox.baseUrl,
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#sign-in-error')).not.toBeEmpty();
  },
  // The web app's address pasted as the service address: the answer names both to use.
  'sign-in-web-address': async (app) => {
    await app.open();
    const { page, sandbox } = app;
    const webApp = `${new URL(sandbox.baseUrl).origin}/a/${sandbox.demo.accountId}/#/projects`;
    await fillSignIn(page, { ...sandbox.demo, baseUrl: webApp });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`and the account id is ${sandbox.demo.accountId}.`)).toBeVisible();
  },
  'import-token': async (app) => {
    await app.open();
    await app.page.getByRole('button', { name: 'Use an existing API token instead…' }).click();
    await expect(app.page.getByRole('heading', { name: 'Use an existing token' })).toBeVisible();
  },
  'project-list': signedInList,
  'search-highlight': async (app) => {
    await signedInList(app);
    await searchField(app.page).fill('cafe');
    await expect(app.page.locator('mark').first()).toBeVisible();
  },
  'search-nothing': async (app) => {
    await signedInList(app);
    await searchField(app.page).fill('no such thing');
    await expect(app.page.getByRole('status')).toContainText('Nothing matches');
  },
  'list-keyboard': async (app) => {
    await signedInList(app);
    await searchField(app.page).press('ArrowDown');
    await app.page.keyboard.press('ArrowDown');
    await app.page.keyboard.press('ArrowDown');
  },
  details: openFirstDetails,
  'details-copied': async (app) => {
    await openFirstDetails(app);
    await app.page.getByRole('button', { name: 'Copy summary' }).click();
    await expect(app.page.getByText('Copied ✓')).toBeVisible();
  },
  'details-gone': async (app) => {
    await signedInList(app);
    const target = app.sandbox.state.projectsOf(app.sandbox.demo.accountId).find((p) => p.active)!;
    app.sandbox.state.projects.delete(target.id);
    await searchField(app.page).fill(`#${target.id}`);
    await searchField(app.page).press('Enter');
    await expect(app.page.locator('.details .gone')).toBeVisible();
  },
  'account-menu': async (app) => {
    const { sandbox, core } = app;
    await core.signIn({ ...sandbox.users[1]!, baseUrl: sandbox.baseUrl });
    await signedInList(app);
    await accountMenuButton(app.page).click();
    await expect(app.page.getByRole('button', { name: 'Add account…' })).toBeVisible();
  },
  'remove-confirm': async (app) => {
    await signedInList(app);
    await accountMenuButton(app.page).click();
    await app.page.getByRole('button', { name: 'Remove this account…' }).click();
    await expect(app.page.getByRole('alertdialog')).toBeVisible();
  },
  'add-account': async (app) => {
    await signedInList(app);
    await accountMenuButton(app.page).click();
    await app.page.getByRole('button', { name: 'Add account…' }).click();
    await expect(app.page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
  },
  'error-banner': async (app) => {
    await signedInList(app);
    app.sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'reset' } });
    await app.page.getByRole('button', { name: 'Refresh projects' }).click();
    await expect(app.page.locator('.banner.error')).toBeVisible();
  },
  'session-ended': async (app) => {
    await signedInList(app);
    await endSession(app);
    await expect(app.page.getByRole('heading', { name: 'Sign in again' })).toBeVisible();
  },
  settings: async (app) => {
    await signedInList(app);
    await app.page.getByRole('button', { name: 'Settings' }).click();
    await expect(app.page.locator('.about')).toBeVisible(); // main's About facts arrived
  },
  'settings-about': async (app) => {
    await signedInList(app);
    await app.page.getByRole('button', { name: 'Settings' }).click();
    await app.page.getByRole('button', { name: 'Health check…' }).scrollIntoViewIfNeeded();
    await expect(app.page.locator('.about')).toContainText('Secret Service');
  },
  health: async (app) => {
    await signedInList(app);
    app.desktop.shortcutProblem = 'another app holds Ctrl+Alt+T';
    await app.core.changePreference({ key: 'globalShortcut', value: 'Ctrl+Alt+T' });
    await app.page.getByRole('button', { name: 'Settings' }).click();
    await app.page.getByRole('button', { name: 'Health check…' }).click();
    await expect(app.page.getByRole('button', { name: 'Run checks again' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
  'rename-error': async (app) => {
    await signedInList(app);
    await app.page
      .getByRole('button', { name: /^Rename customer/ })
      .first()
      .click();
    await app.page.locator('.rename-input').fill('x'.repeat(300));
    await app.page.locator('.rename-input').press('Enter');
    await expect(app.page.locator('.field-error')).toHaveText(/at most 255/);
  },
  // After a rename the customer re-sorts: it stays in view, highlighted, with the focus on it.
  'rename-done': async (app) => {
    await signedInList(app);
    await app.page
      .getByRole('button', { name: /^Rename customer/ })
      .first()
      .click();
    await app.page.locator('.rename-input').fill('Zeppelin Works');
    await app.page.locator('.rename-input').press('Enter');
    await expect(app.page.locator('.group-header.highlighted .customer-name')).toHaveText('Zeppelin Works');
  },
};

for (const [name, setup] of Object.entries(VIEWS)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${name} (${scheme}): screenshot, axe, h1 and landmarks`, async ({ app }) => {
      const { page } = app;
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await setup(app);
      await page.waitForTimeout(150); // transitions settle before the picture
      await page.screenshot({ path: `test-results/screens/${name}-${scheme}.png` });
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
