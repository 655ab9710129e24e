import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './harness';
import { listShown, projectRows, endSession } from './window-helpers';

/**
 * The banner says in words what happened (no address), that the list is the saved one and
 * from when, offers Retry, and never moves the list (it floats; CLS measured below).
 */

test('a failed refresh says so in words, keeps the saved list "from HH:MM", and Retry recovers', async ({
  app,
}) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const shown = await projectRows(page).first().getAttribute('aria-setsize');
  // Nothing answers: the client's retries end in a network failure.
  sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'reset' } });
  await page.getByRole('button', { name: 'Refresh projects' }).click();

  const banner = page.locator('.banner.error');
  await expect(banner).toContainText('Timetray could not reach the service. Check your internet connection.');
  await expect(banner).toContainText(/Showing the saved list from \d{1,2}:\d{2}/);
  await expect(banner).not.toContainText('https://');
  await expect(banner).not.toContainText('127.0.0.1');
  await expect(projectRows(page).first()).toHaveAttribute('aria-setsize', shown ?? '');

  sandbox.faults.clear();
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('.top-bar .age')).toHaveText('updated just now');
});

test('the banner coming and going does not shift the layout (CLS < 0.05)', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await page.evaluate(() => {
    const scope = globalThis as unknown as {
      __cls: number;
      PerformanceObserver: new (
        cb: (list: { getEntries(): { value: number; hadRecentInput: boolean }[] }) => void,
      ) => {
        observe(options: { type: string; buffered: boolean }): void;
      };
    };
    scope.__cls = 0;
    new scope.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) scope.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  const cls = () => page.evaluate(() => (globalThis as unknown as { __cls: number }).__cls);

  sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'status', status: 503, body: 'down' } });
  await app.core.refreshProjects().catch(() => undefined); // main's timer, no user input
  await expect(page.locator('.banner.error')).toBeVisible();
  sandbox.faults.clear();
  await app.core.refreshProjects();
  await expect(page.locator('.banner.error')).toHaveCount(0);
  await page.waitForTimeout(300);
  const shift = await cls();
  test.info().annotations.push({ type: 'CLS banner shown and cleared', description: String(shift) });
  expect(shift).toBeLessThan(0.05);
});

test('after the session ended and a new sign-in, no stale error is shown', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  await endSession(app);
  await expect(page.getByRole('heading', { name: 'Sign in again' })).toBeVisible();

  await page.getByLabel('Password').fill(sandbox.demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Refresh projects' })).toBeVisible();
  await expect(page.locator('.banner.error')).toHaveCount(0);
  await expect(page.getByText('The service ended this session')).toHaveCount(0);
});

test('a failed refresh, then a good one from the timer, clears the banner', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'status', status: 503, body: 'down' } });
  await page.getByRole('button', { name: 'Refresh projects' }).click();
  await expect(page.locator('.banner.error')).toContainText('The service had a problem on its side.');

  sandbox.faults.clear();
  await app.core.refreshProjects();
  await expect(page.locator('.banner.error')).toHaveCount(0);
});

test('while the banner shows, the list scrolls its last row out from under it', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'status', status: 503, body: 'down' } });
  await app.core.refreshProjects().catch(() => undefined);
  const banner = page.locator('.banner.error');
  await expect(banner).toBeVisible();
  await page.locator('.scroller').evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(async () => {
    const last = await projectRows(page).last().boundingBox();
    const box = await banner.boundingBox();
    expect(last && box && last.y + last.height).toBeLessThanOrEqual(box?.y ?? 0);
  }).toPass();
});

test('while the banner shows, End and ↓ keep the active row above it, not under it', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  sandbox.faults.add({ path: /\/projects$/, fault: { kind: 'status', status: 503, body: 'down' } });
  await app.core.refreshProjects().catch(() => undefined);
  const banner = page.locator('.banner.error');
  await expect(banner).toBeVisible();

  const list = page.getByRole('listbox', { name: 'Projects by customer' });
  const activeRowClear = async (): Promise<void> => {
    const id = await list.getAttribute('aria-activedescendant');
    const row = (await page.locator(`#${id}`).boundingBox())!;
    const box = (await banner.boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(box.y);
  };
  await page.getByRole('searchbox', { name: 'Search projects' }).press('ArrowDown');
  await page.keyboard.press('End');
  await activeRowClear();
  // From the top, ↓ row by row: each new row is scrolled into view above the banner.
  await page.keyboard.press('Home');
  for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
  await activeRowClear();
});

test('a damaged settings file: the sign-in form says where it was moved, until anything is saved', async ({
  app,
}) => {
  const { page, core, configDir } = app;
  await writeFile(join(configDir, 'settings.json'), '{"version": 1, "accounts": [');
  await core.reload(); // as the app does when the file changes under it
  await app.open();
  // Before any account, the sign-in form says it (there is no list to float a banner over).
  const banner = page.locator('.sign-in .banner.notice');
  await expect(banner).toContainText('is not valid JSON (it ends too early: the file was cut short)');
  await expect(banner).toContainText('rename it back to settings.json');
  await page.screenshot({ path: 'test-results/screens/settings-set-aside.png' });
  // A new start (here: reading the settings again) still says it: the first notice may have gone unseen.
  await core.reload();
  await expect(banner).toContainText('A damaged settings file was moved to');
  await app.signInDirectly();
  await expect(page.getByRole('button', { name: 'Refresh projects' })).toBeVisible();
  await expect(page.getByText('A damaged settings file was moved to')).toHaveCount(0);
});
