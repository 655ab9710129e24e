// `npm start`: build and run the app with electron-vite — or, where Electron's binary was
// never downloaded, say what is missing and how to get it, in one line, and exit 1.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary, NO_ELECTRON_BINARY } from './electron-binary.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!findElectronBinary(root)) {
  console.error(NO_ELECTRON_BINARY);
  process.exit(1);
}
const result = spawnSync('npx', ['electron-vite', 'preview', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
