import type { Page } from '@playwright/test';
import { lockKeychain, unlockKeychain } from '../support/private-keyring';
import { wordsOf } from './catalog';
import { expect, test } from './harness';
import { fillSignIn } from './window-helpers';

/**
 * At 380×560 with a long error the signed-out forms scroll as one column with the "Settings
 * and health check…" link at its end (user trial: the link was pinned under the form and
 * covered its last controls; in Portuguese the token link lay under it, on the token form the
 * address field was cut and no button showed).
 */

/** Controls whose box the link's box overlaps, and controls that, scrolled into view, are still covered. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Rect {
      left: number;
      right: number;
      top: number;
      bottom: number;
      width: number;
      height: number;
    }
    interface El {
      tagName: string;
      id: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      getBoundingClientRect(): Rect;
      scrollIntoView(options: { block: 'nearest' }): void;
      contains(other: El): boolean;
    }
    const doc = (
      globalThis as unknown as {
        document: {
          getElementById(id: string): El | null;
          querySelectorAll(selector: string): ArrayLike<El>;
          elementFromPoint(x: number, y: number): El | null;
        };
      }
    ).document;
    const link = doc.getElementById('settings-link')!;
    const controls = Array.from(doc.querySelectorAll('main input, main button, main summary')).filter(
      (c) => c !== link,
    );
    const name = (c: El) => `${c.tagName} ${c.textContent?.trim() || c.id || c.getAttribute('name')}`;
    const overlaps = (a: Rect, b: Rect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: string[] = [];
    for (const c of controls) {
      if (overlaps(c.getBoundingClientRect(), link.getBoundingClientRect()))
        found.push(`under the link: ${name(c)}`);
      c.scrollIntoView({ block: 'nearest' });
      const r = c.getBoundingClientRect();
      const hit = doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !c.contains(hit)) found.push(`covered: ${name(c)} by ${hit ? name(hit) : 'nothing'}`);
    }
    return found;
  });
}

for (const locale of ['en', 'pt-BR'] as const) {
  const words = wordsOf(locale);
  test.describe(`signed-out forms at 380×560 (${locale})`, () => {
    test.use({ systemLanguages: locale === 'en' ? [] : ['pt-BR'] });

    test('with the locked-keychain error every control is reachable and none is under the link', async ({
      app,
    }) => {
      const { page, sandbox } = app;
      await page.setViewportSize({ width: 380, height: 560 });
      await app.open();
      try {
        lockKeychain();
        await fillSignIn(page, { ...sandbox.demo, baseUrl: sandbox.baseUrl }, (k) => words(k));
        await page.getByRole('button', { name: words('sign_in') }).click();
        await expect(page.locator('#sign-in-error')).not.toBeEmpty();
      } finally {
        await unlockKeychain();
      }
      await page.screenshot({ path: `test-results/screens-sign-in/locked-error-${locale}.png` });
      expect(await coveredControls(page)).toEqual([]);

      // The token link opens the token form, not Settings; there too every control shows.
      await page.getByRole('button', { name: words('use_token_link') }).click();
      await expect(page.getByLabel(words('label_api_base_url'))).toBeVisible();
      await page.screenshot({ path: `test-results/screens-sign-in/token-form-${locale}.png` });
      expect(await coveredControls(page)).toEqual([]);
      const settings = page.getByRole('button', { name: words('settings_and_health_link') });
      await settings.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens-sign-in/token-form-end-${locale}.png` });
      await expect(page.getByLabel(words('label_api_base_url'))).toBeInViewport({ ratio: 1 });
    });
  });
}
