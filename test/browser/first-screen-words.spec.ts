import { expect, test } from './harness';

/**
 * Nothing renders before the window's words are in (their chunk loads while main answers),
 * and main's answer usually comes first: the list's index and view, which need no words, are
 * built in that wait, not in the render that follows the words (`npm run bench:window`: the
 * render 3 ms shorter). Seen from the page: folding the names into the index normalises
 * their accented letters (`String.prototype.normalize`), and the seeded names have some.
 */

interface FoldScope {
  __normalized: number;
}

test('the list is indexed while the words are still loading, and shows once they are in', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(en|pt-BR)-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const scope = globalThis as unknown as FoldScope;
    scope.__normalized = 0;
    const normalize = String.prototype.normalize;
    String.prototype.normalize = function (this: string, form?: string): string {
      scope.__normalized++;
      return normalize.call(this, form);
    };
  });
  // Not awaited: the page's load waits for the held words.
  const opened = app.open();
  await page.waitForFunction(() => performance.getEntriesByName('timetray:state:get:parsed').length > 0);
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as FoldScope).__normalized), {
      message: 'names folded into the index before the words came',
    })
    .toBeGreaterThan(0);
  await expect(page.locator('[data-project-id]')).toHaveCount(0);
  release();
  await opened;
  await expect(page.locator('[data-project-id]').first()).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeFocused();
});
