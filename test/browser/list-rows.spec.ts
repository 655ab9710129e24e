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
