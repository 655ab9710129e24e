import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './harness';
import { accountMenuButton, listShown, projectRows, searchField } from './window-helpers';

/**
 * Names from the service (and a label from settings) with terminal escapes, bidi overrides
 * and a megabyte of text: the window shows them as text (Svelte escapes HTML), while what
 * leaves the page as plain text — the clipboard summary, the native tooltip — is made inert
 * and cut by the shared sanitiser (src/shared/display-text.ts).
 */
const HOSTILE = 'Evil\u001b]52;c;AAAA\u0007\u009b2J\u202eexe.pdf';
// eslint-disable-next-line no-control-regex -- what must not reach the clipboard or a tooltip
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

test('Copy summary puts no ESC, BEL, U+009B or U+202E on the clipboard; search still finds the name', async ({
  app,
}) => {
  const { page, sandbox } = app;
  const target = sandbox.state.projectsOf(sandbox.demo.accountId).find((p) => p.active && p.customerId)!;
  target.name = `${HOSTILE} ${'x'.repeat(1_000_000)}`;
  sandbox.state.customers.get(target.customerId!)!.name = `Acme${HOSTILE}`;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  // The forgiving search works on the name as the service sent it.
  await searchField(page).fill('exe.pdf');
  await expect(projectRows(page).filter({ hasText: 'exe.pdf' }).first()).toBeVisible();
  await searchField(page).fill(`#${target.id}`);
  await searchField(page).press('Enter');
  await expect(page.locator('.as-of')).toHaveText(/^As of/);

  await page.getByRole('button', { name: 'Copy summary' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const text = app.clipboard[0]!;
  expect(text).not.toMatch(RAW);
  expect(text).toContain('Evil\uFFFD\\]52;c;AAAA\uFFFD\uFFFD2J\uFFFDexe.pdf');
  expect(text).toContain('- Customer: AcmeEvil\uFFFD\\]52');
  expect(text.length).toBeLessThan(1_000);
});

test('the account button’s tooltip shows a hostile label inert and cut', async ({ app }) => {
  const { page, sandbox, core, configDir } = app;
  await core.signIn({ ...sandbox.demo, baseUrl: sandbox.baseUrl });
  // Sign-in refuses such a label (accountLabelRule); settings.json edited by hand, or written
  // by an older Timetray, can still hold one, and the window must show it inert.
  const file = join(configDir, 'settings.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as { accounts: Array<{ label: string }> };
  settings.accounts[0]!.label = `${HOSTILE}${'L'.repeat(500)}`;
  await writeFile(file, JSON.stringify(settings));
  await core.reload();
  await app.open();
  await listShown(page);
  const tooltip = (await accountMenuButton(page).getAttribute('title'))!;
  expect(tooltip).not.toMatch(RAW);
  expect(tooltip.startsWith('Evil\uFFFD]52;c;AAAA\uFFFD\uFFFD2J\uFFFDexe.pdf')).toBe(true);
  expect([...tooltip]).toHaveLength(80);
  expect(tooltip.endsWith('…')).toBe(true);
});
