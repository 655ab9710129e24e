import { lockKeychain, unlockKeychain } from '../support/private-keyring';
import type { Page } from '@playwright/test';
import { wordsOf } from './catalog';
import { expect, test } from './harness';
import { listShown, projectRows } from './window-helpers';

/** The panel in light and dark, to look at: test-results/<folder>/keychain-locked-*.png. */
async function screenshots(page: Page, folder: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.screenshot({ path: `test-results/${folder}/keychain-locked-${scheme}.png` });
  }
}

/**
 * A locked keychain in the window, on the real harness keyring (locked through the Secret
 * Service's `Lock` call, unlocked as a desktop login does): never a sign-in form, the saved
 * list stays, and "Try again" after unlocking brings the live session back. The browser suite
 * runs alone, one test at a time, after the others (playwright.config.ts): nothing else uses the keyring meanwhile.
 */
const LOCKED = /^The keychain is locked: unlock the “login” keyring/;

test('locked keychain: named in the window, never "sign in again"; back after unlocking', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const shown = await projectRows(page).first().getAttribute('aria-setsize');
  try {
    lockKeychain();
    await page.getByRole('button', { name: 'Refresh projects' }).click();
    // The refresh could not read the token: the banner names the lock and offers a retry.
    await expect(page.getByRole('alert')).toContainText(LOCKED);
    await page.getByRole('button', { name: 'Retry' }).click();

    // Asked again, still locked: whether anyone is signed in is unknown, so no sign-in form.
    const panel = page.getByRole('region', { name: 'Keychain locked' });
    await expect(panel.getByRole('heading', { name: 'Keychain locked' })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(LOCKED);
    await expect(page.getByRole('heading', { name: /Sign in/ })).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(projectRows(page).first()).toHaveAttribute('aria-setsize', shown ?? '');
    await screenshots(page, 'screens');

    await unlockKeychain();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Refresh projects' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Keychain locked' })).toHaveCount(0);
    await listShown(page);
  } finally {
    await unlockKeychain(); // the next test's keyring, whatever happened here
  }
});

test.describe('in Brazilian Portuguese', () => {
  test.use({ systemLanguages: ['pt-BR', 'en-US'] });
  const pt = wordsOf('pt-BR');

  test('the locked panel speaks Portuguese, with its retry', async ({ app }) => {
    const { page } = app;
    await app.signInDirectly();
    await app.open();
    await listShown(page);
    try {
      lockKeychain();
      await page.getByRole('button', { name: pt('refresh_projects') }).click();
      await page.getByRole('button', { name: pt('retry') }).click();
      const panel = page.getByRole('region', { name: pt('keychain_locked_title') });
      await expect(panel.getByRole('heading', { name: pt('keychain_locked_title') })).toBeVisible();
      await expect(panel.getByRole('button', { name: pt('try_again') })).toBeVisible();
      await screenshots(page, 'screens-pt-BR');
    } finally {
      await unlockKeychain();
    }
  });
});
