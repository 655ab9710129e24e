// Runs the Electron end-to-end tests when an Electron binary exists, and otherwise prints
// exactly one line, `skipped: no Electron binary`, and exits 0. The binary is looked up
// without calling `require('electron')` (see scripts/electron-binary.mjs).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from '../../scripts/electron-binary.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const report = process.env.TIMETRAY_REPORT ? resolve(process.env.TIMETRAY_REPORT) : undefined;

const binary = findElectronBinary(root);
if (!binary) {
  console.log('skipped: no Electron binary');
  if (report) {
    writeFileSync(
      report,
      JSON.stringify({ passed: 0, failed: 0, skipped: 0, note: 'skipped: no Electron binary' }),
    );
  }
  process.exit(0);
}

const playwright = ['playwright', 'test', '--config', 'test/e2e-electron/playwright.config.ts'];
if (report) playwright.push('--reporter=list,json');
// Electron needs a display: on Linux without one, give it a virtual X server.
const needsXvfb = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
const [command, args] = needsXvfb ? ['xvfb-run', ['-a', 'npx', ...playwright]] : ['npx', playwright];
const result = spawnSync(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    TIMETRAY_ELECTRON_PATH: binary,
    ...(report ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {}),
  },
});
if (result.error) {
  console.error(`e2e-electron: could not start ${command}: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
