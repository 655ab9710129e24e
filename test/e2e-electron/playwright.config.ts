import { isAbsolute, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// Playwright resolves a relative JSON report path against this config's folder; the test
// runner (scripts/test-all.sh) means the folder it runs from.
const jsonReport = process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'];
if (jsonReport && !isAbsolute(jsonReport)) {
  process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] = resolve(process.cwd(), jsonReport);
}

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
