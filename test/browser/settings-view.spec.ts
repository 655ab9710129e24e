import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { changePreference } from '../../src/main/core/accounts/preference-change';
import { SettingsStore } from '../../src/main/core/accounts/settings-store';
import { runHealthCheck } from '../../src/main/core/doctor';
import { isCoreError } from '../../src/main/core/core-error';
import { prepareTls } from '../sandbox/tls';
import { makeTempConfig, type TempConfig } from '../support/temp-config';
import { serveDirectory } from './static-server';

/**
 * The settings and health components (not yet wired into the window) in Chromium, on a
 * test page whose callbacks are the real main-side functions on a temp config folder.
 * Only the file dialog is a double: it is Electron's (`dialog.showOpenDialog`).
 */
const ROOT = resolve(__dirname, '../..');
const BUILT = join(ROOT, 'test-results/settings-fixture');

interface Fixture {
  page: Page;
  config: TempConfig;
  /** What the double of the file dialog answers next (a path, or null: cancelled). */
  dialog: { next: string | null };
  saved(): Promise<Record<string, unknown>>;
}

let caFile = '';
let certs: TempConfig;

const test = base.extend<{ f: Fixture }>({
  f: async ({ page }, use) => {
    const config = await makeTempConfig();
    const store = new SettingsStore(config.dir);
    const dialog = { next: null as string | null };
    const answer = async (run: () => Promise<unknown>) => {
      try {
        return JSON.stringify({ ok: true, value: await run() });
      } catch (error) {
        if (!isCoreError(error)) throw error;
        return JSON.stringify({ ok: false, error: { code: error.code, message: error.message } });
      }
    };
    await page.exposeFunction('fixtureLoad', async () =>
      JSON.stringify((await store.load()).settings.preferences),
    );
    await page.exposeFunction('fixtureChange', (json: string) =>
      answer(() => changePreference(store, JSON.parse(json))),
    );
    await page.exposeFunction('fixtureChooseCaFile', async () =>
      dialog.next === null
        ? 'null'
        : answer(() => changePreference(store, { key: 'caFile', value: dialog.next })),
    );
    await page.exposeFunction('fixtureHealth', async () =>
      JSON.stringify((await runHealthCheck({ configDir: config.dir })).report),
    );
    const server = await serveDirectory(BUILT);
    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await use({
      page,
      config,
      dialog,
      saved: async () => (await store.load()).settings.preferences as unknown as Record<string, unknown>,
    });
    await server.close();
    await config.cleanup();
  },
});

test.beforeAll(async () => {
  execFileSync('npx', ['vite', 'build', '--config', 'test/browser/settings-fixture/vite.config.mts'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  certs = await makeTempConfig('timetray-settings-ca-');
  caFile = (await prepareTls(certs.dir)).caFile;
});
test.afterAll(() => certs.cleanup());

test('every control saves its setting through the real check, and the page shows what was saved', async ({
  f,
}) => {
  const { page } = f;
  await page.getByLabel('Refresh projects').selectOption({ label: 'Every 30 minutes' });
  await expect.poll(f.saved).toMatchObject({ refreshIntervalMinutes: 30 });
  await page.getByLabel('Refresh projects').selectOption({ label: 'Only when I refresh' });
  await expect.poll(f.saved).toMatchObject({ refreshIntervalMinutes: null });

  await page.getByLabel('Launch Timetray at login').check();
  await expect.poll(f.saved).toMatchObject({ launchAtLogin: true });
  await page.getByLabel('Show archived projects').uncheck();
  await expect.poll(f.saved).toMatchObject({ showArchived: false });
  await page.getByLabel('Hide money amounts').check();
  await expect.poll(f.saved).toMatchObject({ hideMoney: true });

  await page.getByLabel('Global shortcut to open Timetray').fill('ctrl+alt+t');
  await page.getByRole('button', { name: 'Set shortcut' }).click();
  await expect.poll(f.saved).toMatchObject({ globalShortcut: 'Ctrl+Alt+T' });
  await expect(page.getByLabel('Global shortcut to open Timetray')).toHaveValue('Ctrl+Alt+T');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect.poll(f.saved).toMatchObject({ globalShortcut: null });

  f.dialog.next = caFile;
  await page.getByRole('button', { name: 'Choose CA file…' }).click();
  await expect(page.locator('#ca-file-path')).toHaveText(caFile);
  await expect.poll(f.saved).toMatchObject({ caFile });
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('#ca-file-path')).toHaveText(/^None/);
  await expect.poll(f.saved).toMatchObject({ caFile: null });
});

test('a refused value is explained and the control shows what is still saved', async ({ f }) => {
  const { page } = f;
  await page.getByLabel('Global shortcut to open Timetray').fill('T');
  await page.getByRole('button', { name: 'Set shortcut' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Not a shortcut Timetray understands/);

  const notPem = join(f.config.dir, 'not-a-cert.pem');
  await writeFile(notPem, 'hello');
  f.dialog.next = notPem;
  await page.getByRole('button', { name: 'Choose CA file…' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Not saved: .*holds no PEM certificate/);
  await expect(page.locator('#ca-file-path')).toHaveText(/^None/);
  expect(await f.saved()).toMatchObject({ globalShortcut: null, caFile: null });

  f.dialog.next = null; // cancelled: nothing is said, nothing is written
  await page.getByRole('button', { name: 'Choose CA file…' }).click();
  await expect(page.locator('.problem[role="alert"]')).toBeEmpty();
  await expect(readFile(join(f.config.dir, 'settings.json'))).rejects.toMatchObject({ code: 'ENOENT' });
});

test('keyboard only: every control is reachable with Tab and works with the keyboard', async ({ f }) => {
  const { page } = f;
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Refresh projects')).toBeFocused();
  await page.keyboard.press('ArrowDown'); // 15 → 30 minutes
  await expect.poll(f.saved).toMatchObject({ refreshIntervalMinutes: 30 });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Launch Timetray at login')).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(f.saved).toMatchObject({ launchAtLogin: true });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Hide money amounts')).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(f.saved).toMatchObject({ hideMoney: true });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Global shortcut to open Timetray')).toBeFocused();
  await page.keyboard.type('Super+Shift+K');
  await page.keyboard.press('Enter');
  await expect.poll(f.saved).toMatchObject({ globalShortcut: 'Super+Shift+K' });
  await page.keyboard.press('Tab'); // Set shortcut
  await page.keyboard.press('Tab'); // Turn off
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(f.saved).toMatchObject({ globalShortcut: null });
});

test('the health view runs the real checks and shows each verdict in words with its fix; no axe violations', async ({
  f,
}) => {
  const { page } = f;
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Health check…' }).click();
  await page.getByRole('button', { name: 'Run checks' }).click();
  const items = page.getByRole('listitem');
  await expect(items).toHaveCount(9);
  await expect(items.filter({ has: page.getByText('Keychain', { exact: true }) })).toContainText(/^OK/);
  // No account yet: a warning, with the command that fixes it.
  await expect(items.filter({ has: page.getByText('Account', { exact: true }) })).toContainText(
    /Warning.*No accounts yet\..*Fix: Sign in/,
  );
  await expect(page.getByText(/(problems?|warnings?) found\.$/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
