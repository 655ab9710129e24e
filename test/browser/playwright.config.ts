import { isAbsolute, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, WINDOW_VIEWPORT } from './chromium';

// Playwright resolves a relative JSON report path against this config's folder; the test
// runner (scripts/test-all.sh) means the folder it runs from.
const jsonReport = process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'];
if (jsonReport && !isAbsolute(jsonReport)) {
  process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] = resolve(process.cwd(), jsonReport);
}

/**
 * The renderer in Debian's Chromium (no browser download is possible here), against the
 * real IPC handlers, the real core, the real keychain and the sandbox service. Run inside
 * `scripts/with-keyring.sh` so the keychain is a private gnome-keyring.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/browser',
  // The keychain and two cores: one test at a time keeps them from talking over each other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  // The whole suite usually takes 4–6 minutes: stop and report well before scripts/test-all.sh's limit.
  globalTimeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    ...WINDOW_VIEWPORT,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
});
