import { lockKeychain, unlockKeychain } from '../support/private-keyring';
import { wordsOf } from './catalog';
import { expect, test } from './harness';
import { listShown } from './window-helpers';

/**
 * The core's own words in a pt-BR window: the keychain-locked message the core makes (the
 * banner after a refresh, the panel's status) and the Copy summary Markdown main writes to
 * the clipboard. Main speaks the window's language — the app follows each snapshot's
 * (`speakSnapshotLanguage`, src/main/index.ts), and so does the harness.
 */
test.use({ systemLanguages: ['pt-BR', 'en-US'] });
const pt = wordsOf('pt-BR');

const LOCKED = /^O chaveiro está bloqueado: desbloqueie o chaveiro “login”/;

test('the keychain-locked message is in Portuguese, in the banner and in the panel', async ({ app }) => {
  const { page } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  try {
    lockKeychain();
    await page.getByRole('button', { name: pt('refresh_projects') }).click();
    await expect(page.getByRole('alert')).toContainText(LOCKED);
    await expect(page.getByRole('alert')).not.toContainText('keychain');
    await page.getByRole('button', { name: pt('retry') }).click();

    const panel = page.getByRole('region', { name: pt('keychain_locked_title') });
    await expect(panel.getByRole('status')).toHaveText(LOCKED);
    await page.screenshot({ path: 'test-results/screens-pt-BR/keychain-locked-message.png' });
  } finally {
    await unlockKeychain();
  }
});

test('Copy summary puts a Portuguese summary on the clipboard, with Brazilian numbers', async ({ app }) => {
  const { page, sandbox } = app;
  await app.signInDirectly();
  await app.open();
  await listShown(page);
  const target = sandbox.state
    .projectsOf(sandbox.demo.accountId)
    .find((p) => p.active && p.customerId !== null && p.rate !== null)!;
  const search = page.getByRole('searchbox', { name: pt('search_label') });
  await search.fill(`#${target.id}`);
  await search.press('Enter');
  await expect(page.locator('.as-of')).toBeVisible();
  await page.getByRole('button', { name: pt('copy_summary') }).click();
  await expect.poll(() => app.clipboard.length).toBe(1);
  const summary = app.clipboard[0]!;
  expect(summary).toContain(`- Cliente: `);
  expect(summary).toMatch(/\n- Horas: /);
  expect(summary).toMatch(/\n- Valor: [\d.]+,\d\d\n/);
  expect(summary).toMatch(/\n- Membros: \d+\n- Tarefas abertas: \d+\n/);
  expect(summary).toMatch(/\n_Dados de [^_]+_\n$/);
  expect(summary).not.toMatch(/Customer|Hours|Value|Members|Open tasks|as of/);
});
