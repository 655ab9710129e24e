// Finds the Electron executable the way node_modules/electron/index.js does, without
// calling it: `require('electron')` starts a download when the binary is missing, and
// machines without network access must not try one. Shared by `npm start` and the e2e runner.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The Electron executable's path, or null when it was never downloaded. */
export function findElectronBinary(root, env = process.env) {
  let packageDir;
  try {
    packageDir = dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const candidate = override
    ? join(override, relative || 'electron')
    : relative
      ? join(packageDir, 'dist', relative)
      : null;
  return candidate && existsSync(candidate) ? candidate : null;
}

/** What `npm start` says instead of electron-vite's bare "Error: Electron uninstall". */
export const NO_ELECTRON_BINARY =
  "npm start: Electron's binary is not installed (node_modules/electron/dist is missing). " +
  'Download it with `node node_modules/electron/install.js` where the network allows it, ' +
  'or set ELECTRON_OVERRIDE_DIST_PATH to a folder holding an unpacked Electron of the version in package-lock.json.';
