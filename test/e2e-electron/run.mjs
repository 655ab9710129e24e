// Runs the Electron end-to-end tests when an Electron binary exists, and otherwise prints
// exactly one line, `skipped: no Electron binary`, and exits 0.
//
// The binary is looked up the way node_modules/electron/index.js does, but without calling
// it: `require('electron')` starts a download when the binary is missing, and these
// machines must not try one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const report = process.env.TIMETRAY_REPORT ? resolve(process.env.TIMETRAY_REPORT) : undefined;

/** The Electron executable's path, or null when it was never downloaded. */
function findElectronBinary() {
  let packageDir;
  try {
    packageDir = dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const candidate = override
    ? join(override, relative || 'electron')
    : relative
      ? join(packageDir, 'dist', relative)
      : null;
  return candidate && existsSync(candidate) ? candidate : null;
}

const binary = findElectronBinary();
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
