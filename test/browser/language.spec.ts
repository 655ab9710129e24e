import type { Page, Request } from '@playwright/test';
import { wordsOf } from './catalog';
import { expect, test, type AppFixture } from './harness';
import { fillSignIn, listShown, projectRows } from './window-helpers';

/**
 * The window in Brazilian Portuguese: chosen by the system (`auto`) or in Settings, every
 * view in its words, numbers and dates in its format, `<html lang>` right, a switch applied
 * at once, and only the language shown ever loaded.
 */
const pt = wordsOf('pt-BR');
const en = wordsOf('en');

/** The language chunks the page fetched (assets/en-*.js, assets/pt-BR-*.js). */
function languageChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request: Request) => {
    const name = /\/assets\/(en|pt-BR)-[\w-]+\.js$/.exec(request.url());
    if (name) fetched.push(name[1]!);
  });
  return fetched;
}

async function signedIn(app: AppFixture, words = pt): Promise<Page> {
  await app.signInDirectly();
  await app.open();
  await listShown(app.page);
  await expect(app.page.getByRole('searchbox', { name: words('search_label') })).toBeVisible();
  return app.page;
}

test.describe('on a Brazilian system (auto)', () => {
  test.use({ systemLanguages: ['pt-BR', 'en-US'] });

  test('the sign-in form is in Portuguese, lang="pt-BR", and the English words are never loaded', async ({
    app,
  }) => {
    const { page } = app;
    const chunks = languageChunks(page);
    await app.open();
    await expect(page.getByRole('heading', { name: pt('sign_in_title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page).toHaveTitle('Timetray');
    for (const key of ['label_email', 'label_password', 'label_account_id']) {
      await expect(page.getByLabel(pt(key))).toBeVisible();
    }
    await expect(page.getByRole('button', { name: pt('sign_in'), exact: true })).toBeVisible();
    await page.getByText(pt('service_address')).click();
    await expect(page.getByLabel(pt('label_api_base_url'))).toBeVisible();
    expect(chunks).toEqual(['pt-BR']);
  });

  test('a wrong password is refused in Portuguese words around the service’s message', async ({ app }) => {
    const { page, sandbox } = app;
    await app.open();
    await fillSignIn(page, { ...sandbox.demo, password: 'wrong', baseUrl: sandbox.baseUrl }, pt);
    await page.getByRole('button', { name: pt('sign_in'), exact: true }).click();
    await expect(page.getByLabel(pt('label_password'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#sign-in-error')).not.toBeEmpty();
  });

  test('the list, a project’s details and Settings speak Portuguese, with Brazilian numbers', async ({
    app,
  }) => {
    const page = await signedIn(app);
    await expect(page.locator('.top-bar .age')).toHaveText(`${pt('updated')} ${pt('age_just_now')}`);
    await expect(page.getByRole('listbox', { name: pt('projects_by_customer') })).toBeAttached();
    await expect(page.getByRole('button', { name: pt('refresh_projects') })).toBeVisible();
    await expect(page.getByRole('button', { name: pt('settings') })).toBeVisible();
    // Hours written the Brazilian way once the totals come: "1.234 h 5 min" (no English comma).
    await expect(projectRows(page).first().locator('.duration')).toHaveText(/^[\d.]+ h \d+ min$/);

    const billable = app.sandbox.state
      .projectsOf(app.sandbox.demo.accountId)
      .find((p) => p.active && p.billable && p.rate !== null)!;
    await page.getByRole('searchbox', { name: pt('search_label') }).fill(`#${billable.id}`);
    await page.getByRole('searchbox', { name: pt('search_label') }).press('Enter');
    await expect(page.locator('.as-of')).toHaveText(
      new RegExp(`^${pt('as_of', { when: '', day: 'today' })}[^·]+$`),
    );
    for (const key of ['label_time', 'label_value', 'label_rate', 'label_members', 'label_open_tasks']) {
      await expect(page.locator('dt').getByText(pt(key), { exact: true })).toBeVisible();
    }
    // Money in pt-BR: a decimal comma ("1.234,50"), never a decimal point.
    const rate = page
      .locator('dt')
      .getByText(pt('label_rate'), { exact: true })
      .locator('xpath=following-sibling::dd');
    await expect(rate).toHaveText(/^[\d.]+,\d\d \/ h$/);
    await expect(page.getByRole('button', { name: pt('copy_summary') })).toBeVisible();

    await page.getByRole('button', { name: `‹ ${pt('back')}` }).click();
    await page.getByRole('button', { name: pt('settings') }).click();
    await expect(page.getByRole('heading', { level: 1, name: pt('settings') })).toBeFocused();
    await expect(page.getByLabel(pt('label_language'))).toHaveValue('auto');
    await expect(page.getByRole('heading', { name: pt('about') })).toBeVisible();
    await page.getByRole('button', { name: pt('health_check_button') }).click();
    await expect(page.getByRole('heading', { level: 1, name: pt('health_title') })).toBeVisible();
    await expect(page.getByRole('button', { name: pt('health_run_again') })).toBeVisible();
  });

  test('the top bar still shows the account in full with the longer Portuguese words', async ({ app }) => {
    const page = await signedIn(app);
    const email = page.locator('.top-bar .menu-button .line').first();
    await expect(email).toHaveText(app.sandbox.demo.email);
    expect(await email.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  });

  test('a project the service no longer has says so in Portuguese', async ({ app }) => {
    const page = await signedIn(app);
    const target = app.sandbox.state.projectsOf(app.sandbox.demo.accountId).find((p) => p.active)!;
    app.sandbox.state.projects.delete(target.id);
    await page.getByRole('searchbox', { name: pt('search_label') }).fill(`#${target.id}`);
    await page.getByRole('searchbox', { name: pt('search_label') }).press('Enter');
    await expect(page.locator('.details .gone')).toHaveText(pt('project_gone'));
  });

  test('a search with no match says so in Portuguese', async ({ app }) => {
    const page = await signedIn(app);
    await page.getByRole('searchbox', { name: pt('search_label') }).fill('nada disso');
    await expect(page.getByRole('status')).toHaveText(pt('no_match', { query: 'nada disso' }));
  });

  test('choosing English in Settings re-renders the window in English at once; auto brings Portuguese back', async ({
    app,
  }) => {
    const page = await signedIn(app);
    await page.getByRole('button', { name: pt('settings') }).click();
    await page.getByLabel(pt('label_language')).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: en('settings') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel(en('label_language'))).toHaveValue('en');
    await expect(page.getByRole('status').filter({ hasText: en('saved') })).toBeVisible();
    await page.getByLabel(en('label_language')).selectOption('auto');
    await expect(page.getByRole('heading', { level: 1, name: pt('settings') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test.describe('on an English system', () => {
  test('the window is English and never loads the Portuguese words', async ({ app }) => {
    const chunks = languageChunks(app.page);
    await signedIn(app, en);
    await expect(app.page.locator('html')).toHaveAttribute('lang', 'en');
    expect(chunks).toEqual(['en']);
  });

  test('pt-BR chosen in Settings applies at once, with its numbers; the list follows', async ({ app }) => {
    const page = await signedIn(app, en);
    await page.getByRole('button', { name: en('settings') }).click();
    await page.getByLabel(en('label_language')).selectOption('pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: pt('settings') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.getByRole('button', { name: `‹ ${pt('back')}` }).click();
    await expect(page.getByRole('searchbox', { name: pt('search_label') })).toBeVisible();
    await expect(page.getByRole('listbox', { name: pt('projects_by_customer') })).toBeAttached();
  });

  test('`timetray config set language pt-BR` (a change in settings.json) re-renders the open window', async ({
    app,
  }) => {
    const page = await signedIn(app, en);
    await app.core.changePreference({ key: 'language', value: 'pt-BR' });
    await expect(page.getByRole('searchbox', { name: pt('search_label') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('.top-bar .age')).toHaveText(`${pt('updated')} ${pt('age_just_now')}`);
  });
});
