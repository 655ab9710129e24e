import { expect, test } from './harness';
import type { PageScope } from './page-scope';
import { listShown, rowOf, searchField } from './window-helpers';

/** How a row reads: a right-to-left name starts where every other name starts. */
test.use({ sandboxOptions: { projects: 20, customers: 2 } });

test('a right-to-left project name lines up with the other names, not against the hours', async ({ app }) => {
  const { page, sandbox } = app;
  const projects = sandbox.state.projectsOf(sandbox.demo.accountId).filter((p) => p.active);
  const rtl = projects[0]!;
  rtl.name = 'פרויקט אתר';
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await searchField(page).fill('אתר');
  const name = rowOf(page, rtl.id).locator('.project-name');
  await expect(name).toHaveAttribute('dir', 'auto');
  const box = await name.boundingBox();
  const textLeft = await name.evaluate((el) => {
    const range = (globalThis as unknown as PageScope).document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().left;
  });
  expect(textLeft - (box?.x ?? 0)).toBeLessThan(2);
});

test('the "No customer" header looks like every other header when nothing was renamed', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  // "No customer" sorts last: bring it into view.
  await searchField(page).press('ArrowDown');
  await page.keyboard.press('End');
  const none = page.locator('section.customer[data-customer-id="none"] .group-header');
  await expect(none).toBeVisible();
  const named = page.locator('section.customer:not([data-customer-id="none"]) .group-header').first();
  const background = (header: typeof none) =>
    header.evaluate((el) =>
      (globalThis as unknown as PageScope).getComputedStyle(el).getPropertyValue('background-color'),
    );
  await expect(none).not.toHaveClass(/highlighted/); // the just-renamed look, for no rename
  expect(await background(none)).toBe(await background(named));
});
