import { defineConfig } from '@playwright/test';

/**
 * Playwright's Electron support against the built app (`out/main/index.js`). Start it with
 * `node test/e2e-electron/run.mjs`, which finds the Electron binary (or skips) and provides
 * a display.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: '../browser/global-setup.ts',
  outputDir: '../../test-results/e2e-electron',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
});
