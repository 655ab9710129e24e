import { isAbsolute, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, WINDOW_VIEWPORT } from './chromium';

// Playwright resolves a relative JSON report path against this config's folder; the test
// runner (scripts/test-all.sh) means the folder it runs from.
const jsonReport = process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'];
if (jsonReport && !isAbsolute(jsonReport)) {
  process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] = resolve(process.cwd(), jsonReport);
}

/** The specs that lock the keyring (its Secret Service `Lock` call) mid-test. */
const LOCKS_KEYCHAIN = [
  '**/keychain-locked.spec.ts',
  '**/core-words-pt-br.spec.ts',
  '**/focus.spec.ts',
  '**/sign-in-reach.spec.ts',
  '**/sign-in.spec.ts',
];

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
  // Each test has its own sandbox, config folder, core and page, and its keychain entries are
  // its own (the account key holds the sandbox's port): two at a time, one per CPU of a CI machine.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  // The whole suite takes about 4 minutes on a CI machine and 14 on a 2-CPU one (measured):
  // stop and report before scripts/test-all.sh's limit.
  globalTimeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  projects: [
    { name: 'window', testIgnore: LOCKS_KEYCHAIN },
    // These lock the one harness keyring every test uses: alone, one at a time, after the rest.
    {
      name: 'locked-keychain',
      testMatch: LOCKS_KEYCHAIN,
      dependencies: ['window'],
      workers: 1,
      fullyParallel: false,
    },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    ...WINDOW_VIEWPORT,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
});
