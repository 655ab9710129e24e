import { expect, test } from './harness';
import type { PageScope } from './page-scope';
import { listShown, searchField } from './window-helpers';

/**
 * Secondary buttons look one way: flat and outlined like Health's "Run checks again" (user
 * trial: the project details' "Change budget…", "Clear budget", "Unpin", "Open in Rabbiit ↗"
 * and the budget editor's "Cancel" were the browser's raised buttons, grey blocks with bright
 * edges in dark mode).
 */
type Look = { background: string; border: string; style: string; width: string };

for (const scheme of ['light', 'dark'] as const) {
  test(`project details' secondary buttons are flat and outlined (${scheme})`, async ({ app }) => {
    const { page, core, sandbox } = app;
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await app.signInDirectly();
    const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.active)!;
    await core.setBudget(target.id, { hours: 120, value: null });
    await core.setPinned(target.id, true);
    await app.open();
    await listShown(page);
    // The outline is the fields' line colour on the surface colour, as the search field's.
    const field = await searchField(page).evaluate((el) => {
      const style = (globalThis as unknown as PageScope).getComputedStyle(el);
      return { background: style.getPropertyValue('background-color'), border: style.borderTopColor };
    });
    await searchField(page).fill(`#${target.id}`);
    await searchField(page).press('Enter');
    await expect(page.getByRole('button', { name: 'Change budget…' })).toBeVisible();

    const look = (name: string): Promise<Look> =>
      page.getByRole('button', { name, exact: true }).evaluate((el) => {
        const style = (globalThis as unknown as PageScope).getComputedStyle(el);
        const get = (p: string) => style.getPropertyValue(p);
        return {
          background: get('background-color'),
          border: get('border-bottom-color'),
          style: get('border-bottom-style'),
          width: get('border-bottom-width'),
        };
      });
    const flat: Look = { background: field.background, border: field.border, style: 'solid', width: '1px' };
    for (const name of ['Change budget…', 'Clear budget', 'Unpin', 'Open in Rabbiit']) {
      expect(await look(name), name).toEqual(flat);
    }
    await page.getByRole('button', { name: 'Change budget…' }).click();
    expect(await look('Cancel'), 'Cancel').toEqual(flat);
    await page.screenshot({ path: `test-results/screens-budget/secondary-buttons-${scheme}.png` });
  });
}
