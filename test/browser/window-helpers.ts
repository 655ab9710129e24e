import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AppFixture } from './harness';
import type { PageScope } from './page-scope';

/** How the tests find the window's parts: by role and accessible name, as a user would. */
export const searchField = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search projects' });
export const projectList = (page: Page): Locator =>
  page.getByRole('listbox', { name: 'Projects by customer' });
/** Project rows in the DOM (the list renders only those near the viewport). */
export const projectRows = (page: Page): Locator => page.locator('[role="option"][data-project-id]');
export const rowOf = (page: Page, id: number): Locator => page.locator(`[data-project-id="${id}"]`);
export const customerGroups = (page: Page): Locator => page.locator('section.customer');
export const accountMenuButton = (page: Page): Locator => page.getByRole('button', { name: /^Account:/ });

/** Fills the sign-in form, opening its "Service address" section for the address; the caller submits. */
export async function fillSignIn(
  page: Page,
  fields: { email: string; password: string; accountId: string; baseUrl: string },
  words: (key: SignInLabel) => string = (key) => ENGLISH_SIGN_IN[key],
): Promise<void> {
  await page.getByLabel(words('label_email')).fill(fields.email);
  await page.getByLabel(words('label_password')).fill(fields.password);
  await page.getByLabel(words('label_account_id')).fill(fields.accountId);
  await page.getByText(words('service_address')).click();
  await page.getByLabel(words('label_api_base_url')).fill(fields.baseUrl);
}

/**
 * The sign-in form's labels by catalog key. English is written out, so the English specs
 * still pin the words users see; another language passes `wordsOf(locale)`.
 */
type SignInLabel =
  'label_email' | 'label_password' | 'label_account_id' | 'service_address' | 'label_api_base_url';
const ENGLISH_SIGN_IN: Record<SignInLabel, string> = {
  label_email: 'Email',
  label_password: 'Password',
  label_account_id: 'Account ID',
  service_address: 'Service address',
  label_api_base_url: 'API base URL',
};

/** Waits for the first project row: the list is on screen. */
export async function listShown(page: Page): Promise<void> {
  await projectRows(page).first().waitFor();
}

/**
 * Waits until the first row shows its time total: the window's background details requests
 * (`wantTotals`) are done, so a test that then ends the session races nothing.
 */
export async function totalsShown(page: Page): Promise<void> {
  await expect(projectRows(page).first().locator('.duration')).toHaveText(/ h \d+ min$/);
}

/** What has focus, described for an assertion message ("BODY" is the failure). */
export const focusedTag = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const scope = globalThis as unknown as { document: { activeElement: { tagName: string } | null } };
    return scope.document.activeElement?.tagName ?? 'none';
  });

/** Number of elements matching `selector` (for DOM-size bounds). */
export const countInDom = (page: Page, selector: string): Promise<number> =>
  page.evaluate((s) => (globalThis as unknown as PageScope).document.querySelectorAll(s).length, selector);

/**
 * The service ends the session (unused for 31 days, so it answers 401) and main meets it on
 * its next request. Main's own refresh rather than a click: the window's background details
 * requests may meet the 401 first and replace the Refresh button under the pointer.
 */
export async function endSession(app: AppFixture): Promise<void> {
  app.sandbox.clock.advance(31 * 24 * 60 * 60 * 1000);
  await app.core.refreshProjects().catch(() => undefined);
}

/** axe's serious and critical findings on the page (WCAG 2.2 AA and best practice), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary}`).join(' | ')}`,
    );
}
