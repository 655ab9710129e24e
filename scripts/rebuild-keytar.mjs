// `npm run rebuild:keytar`: builds keytar's native part for the Node running this, with that
// Node's own headers where it has them (no download), then proves it loads. The advice
// Timetray gives for a keytar that does not load (core_keytar_unusable, the doctor's fix) is
// this one command: it works on npm 11 and 12 alike, since package.json's allowScripts lets
// keytar's install script run, and it ends 1, saying why, when the module still does not load.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokenParts, KEYTAR_BUILD_PACKAGES, nodeHeadersDir } from './native-modules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const headers = nodeHeadersDir();
// node-gyp's own setting (npm 11+ passes package-config keys on; `npm_config_nodedir` is a
// config npm 12 calls unknown).
const env = headers ? { ...process.env, npm_package_config_node_gyp_nodedir: headers } : process.env;
const npm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm'];
const run = spawnSync(npm[0], [...npm.slice(1), 'rebuild', 'keytar', '--foreground-scripts'], {
  cwd: root,
  env,
  stdio: 'inherit',
  shell: process.platform === 'win32' && !process.env.npm_execpath,
});
const keytar = brokenParts(root).find(({ name }) => name.startsWith('keytar'));
if (run.status !== 0 || keytar) {
  const why = keytar
    ? `it still does not load (${keytar.why})`
    : `\`npm rebuild keytar\` ended with ${run.status}`;
  console.error(
    `keytar was not rebuilt: ${why}. On Debian/Ubuntu it needs ${KEYTAR_BUILD_PACKAGES} (\`sudo apt-get install ${KEYTAR_BUILD_PACKAGES}\`); the build's own words are above.`,
  );
  process.exit(1);
}
console.log(`keytar rebuilt for Node ${process.versions.node}, and it loads.`);
