// `npm run dist`: build with electron-vite, then package with electron-builder (config:
// electron-builder.yml; extra arguments go to electron-builder, e.g. `npm run dist -- --linux deb`).
// electron-builder downloads Electron's zip for the target; where that cannot be reached,
// this ends with one line saying so and what to do, instead of a stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shell = process.platform === 'win32';

const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit', shell });
if (build.status !== 0) process.exit(build.status ?? 1);

const args = ['electron-builder', '--publish', 'never', ...process.argv.slice(2)];
const child = spawn('npx', args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], shell });
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}
child.on('close', (code) => {
  if (code !== 0 && isDownloadFailure(output)) console.error(downloadFailureLine());
  process.exit(code ?? 1);
});

/** electron-builder's failure while fetching Electron (or another tool) from GitHub. */
function isDownloadFailure(text) {
  return /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|getaddrinfo|cannot download|status code 40[34]/i.test(
    text,
  );
}

function downloadFailureLine() {
  const electron = JSON.parse(
    readFileSync(resolve(root, 'node_modules/electron/package.json'), 'utf8'),
  ).version;
  return (
    `npm run dist: stopped — Electron ${electron}'s zip for this target could not be downloaded (no route to github.com); ` +
    'put it in the electron cache (~/.cache/electron), set ELECTRON_MIRROR, or set electronDist to an unpacked Electron, then run it again.'
  );
}
