import type { Locator, Page } from '@playwright/test';
import { wordsOf } from './catalog';
import { expect, test, type AppFixture } from './harness';
import { endSession, fillSignIn, listShown, seriousViolations } from './window-helpers';

/**
 * Every view of the window in Brazilian Portuguese (a pt-BR system, `auto`), light and dark,
 * at 380×560 @2x: a screenshot under test-results/screens-pt-BR/ to look at (Portuguese runs
 * 20–30 % longer), an axe-core scan with no serious or critical violation, `lang="pt-BR"`,
 * an h1 and a main landmark. The English views are screenshot.spec.ts.
 */
test.use({ sandboxOptions: { projects: 40, customers: 6 }, systemLanguages: ['pt-BR'] });
test.setTimeout(60_000);

const pt = wordsOf('pt-BR');
type Setup = (app: AppFixture) => Promise<void>;

const search = (page: Page): Locator => page.getByRole('searchbox', { name: pt('search_label') });
const accountMenu = (page: Page): Locator =>
  page.getByRole('button', { name: new RegExp(`^${pt('account_label')}`) });

async function signedInList(app: AppFixture): Promise<void> {
  await app.signInDirectly();
  await app.open();
  await listShown(app.page);
  await expect(app.page.locator('.top-bar .age')).toHaveText(`${pt('updated')} ${pt('age_just_now')}`);
}

async function openFirstDetails(app: AppFixture): Promise<void> {
  await signedInList(app);
  const projects = app.sandbox.state
    .projectsOf(app.sandbox.demo.accountId)
    .filter((p) => p.active && p.description);
  const target = projects.find((p) => p.billable && p.rate !== null) ?? projects[0]!;
  await search(app.page).fill(`#${target.id}`);
  await search(app.page).press('Enter');
  await expect(app.page.locator('.as-of')).toHaveText(
    new RegExp(`^${pt('as_of', { when: '', day: 'today' })}[^·]+$`),
  );
}

async function openSettings(app: AppFixture): Promise<void> {
  await signedInList(app);
  await app.page.getByRole('button', { name: pt('settings') }).click();
  await expect(app.page.locator('.about')).toBeVisible();
}

const VIEWS: Record<string, Setup> = {
  'sign-in': async (app) => {
    await app.open();
    await expect(app.page.getByRole('heading', { name: pt('sign_in_title') })).toBeVisible();
  },
  'sign-in-error': async (app) => {
    const { page, sandbox } = app;
    await app.open();
    await fillSignIn(page, { ...sandbox.demo, password: 'wrong', baseUrl: sandbox.baseUrl }, pt);
    await page.getByRole('button', { name: pt('sign_in'), exact: true }).click();
    await expect(page.locator('#sign-in-error')).not.toBeEmpty();
  },
  'sign-in-web-address': async (app) => {
    const { page, sandbox } = app;
    await app.open();
    const webApp = `${new URL(sandbox.baseUrl).origin}/a/${sandbox.demo.accountId}/#/projects`;
    await fillSignIn(page, { ...sandbox.demo, baseUrl: webApp }, pt);
    await page.getByRole('button', { name: pt('sign_in'), exact: true }).click();
    await expect(page.getByText(`e o ID da conta é ${sandbox.demo.accountId}.`)).toBeVisible();
  },
  'import-token': async (app) => {
    await app.open();
    await app.page.getByRole('button', { name: pt('use_token_link') }).click();
    await expect(app.page.getByRole('heading', { name: pt('token_title') })).toBeVisible();
  },
  'project-list': signedInList,
  'search-highlight': async (app) => {
    await signedInList(app);
    await search(app.page).fill('cafe');
    await expect(app.page.locator('mark').first()).toBeVisible();
  },
  'search-nothing': async (app) => {
    await signedInList(app);
    await search(app.page).fill('nada disso aqui');
    await expect(app.page.getByRole('status')).toHaveText(pt('no_match', { query: 'nada disso aqui' }));
  },
  'list-keyboard': async (app) => {
    await signedInList(app);
    await search(app.page).press('ArrowDown');
    await app.page.keyboard.press('ArrowDown');
  },
  details: openFirstDetails,
  'details-copied': async (app) => {
    await openFirstDetails(app);
    await app.page.getByRole('button', { name: pt('copy_summary') }).click();
    await expect(app.page.getByText(pt('copied'))).toBeVisible();
  },
  'details-gone': async (app) => {
    await signedInList(app);
    const target = app.sandbox.state.projectsOf(app.sandbox.demo.accountId).find((p) => p.active)!;
    app.sandbox.state.projects.delete(target.id);
    await search(app.page).fill(`#${target.id}`);
    await search(app.page).press('Enter');
    await expect(app.page.locator('.details .gone')).toBeVisible();
  },
  'account-menu': async (app) => {
    await app.core.signIn({ ...app.sandbox.users[1]!, baseUrl: app.sandbox.baseUrl });
    await signedInList(app);
    await accountMenu(app.page).click();
    await expect(app.page.getByRole('button', { name: pt('add_account_menu') })).toBeVisible();
  },
  'remove-confirm': async (app) => {
    await signedInList(app);
    await accountMenu(app.page).click();
    await app.page.getByRole('button', { name: pt('remove_account_menu') }).click();
    await expect(app.page.getByRole('alertdialog')).toBeVisible();
  },
  'add-account': async (app) => {
    await signedInList(app);
    await accountMenu(app.page).click();
    await app.page.getByRole('button', { name: pt('add_account_menu') }).click();
    await expect(app.page.getByRole('heading', { name: pt('sign_in_adding_title') })).toBeVisible();
  },
  'error-banner': async (app) => {
    await signedInList(app);
    app.sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'reset' } });
    await app.page.getByRole('button', { name: pt('refresh_projects') }).click();
    await expect(app.page.locator('.banner.error')).toContainText(pt('error_network'));
  },
  'session-ended': async (app) => {
    await signedInList(app);
    await endSession(app);
    await expect(app.page.getByRole('heading', { name: pt('sign_in_again_title') })).toBeVisible();
  },
  settings: openSettings,
  'settings-about': async (app) => {
    await openSettings(app);
    await app.page.getByRole('button', { name: pt('health_check_button') }).scrollIntoViewIfNeeded();
  },
  health: async (app) => {
    await signedInList(app);
    app.desktop.shortcutProblem = 'another app holds Ctrl+Alt+T';
    await app.core.changePreference({ key: 'globalShortcut', value: 'Ctrl+Alt+T' });
    await app.page.getByRole('button', { name: pt('settings') }).click();
    await app.page.getByRole('button', { name: pt('health_check_button') }).click();
    await expect(app.page.getByRole('button', { name: pt('health_run_again') })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
  'rename-error': async (app) => {
    await signedInList(app);
    await app.page
      .getByRole('button', { name: new RegExp(`^${pt('rename_customer', { label: '' })}`) })
      .first()
      .click();
    await app.page.locator('.rename-input').fill('   ');
    await app.page.locator('.rename-input').press('Enter');
    await expect(app.page.locator('.field-error')).toHaveText(pt('rename_blank'));
  },
};

for (const [name, setup] of Object.entries(VIEWS)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`pt-BR ${name} (${scheme}): screenshot, axe, lang, h1 and landmarks`, async ({ app }) => {
      const { page } = app;
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await setup(app);
      await page.waitForTimeout(150);
      await page.screenshot({ path: `test-results/screens-pt-BR/${name}-${scheme}.png` });
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
