// Compiles the message catalog (messages/AREA/{locale}.json, inlang project in project.inlang/)
// into typed functions in src/shared/i18n/paraglide/, which is committed: every path that
// imports it (tsc, svelte-check, vitest, electron-vite, the browser tests, a fresh clone)
// then works with no generation step to forget. test/unit/i18n-catalog.test.ts fails when
// the committed output is not what this script makes from the JSON, naming this command.
//
//   npm run i18n            after editing messages/*/*.json
//   node scripts/i18n-compile.mjs OUTDIR   (the test compiles into a temporary folder)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { areaMessages, readCatalog } from './catalog-files.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The compiler lives in tools/i18n (see its package.json for why), installed by
 * scripts/bootstrap.sh; only its output ships.
 */
const TOOLS = join(root, 'tools/i18n/node_modules');
const { compile } = await import(pathToFileURL(join(TOOLS, '@inlang/paraglide-js/dist/index.js')).href).catch(
  (error) => {
    throw new Error(
      `The message compiler is not installed in ${TOOLS} (${error.code ?? error.message}): run \`bash scripts/bootstrap.sh\`, ` +
        'or `npm install --prefix tools/i18n --no-package-lock`.',
    );
  },
);
export const OUTDIR = join(root, 'src/shared/i18n/paraglide');

export async function compileCatalog(outdir = OUTDIR) {
  const cwd = process.cwd();
  // The project's module and message paths are relative to the folder it sits in.
  process.chdir(root);
  try {
    await compile({
      project: './project.inlang',
      outdir,
      // One module per locale: the window imports only the language it shows.
      outputStructure: 'locale-modules',
      // Main and the CLI choose the language in code; no cookie, URL or storage lookups.
      strategy: ['globalVariable', 'baseLocale'],
      // .d.ts beside the .js, so the projects type-check without allowJs.
      emitTsDeclarations: true,
      emitGitIgnore: false,
      emitReadme: false,
      emitPrettierIgnore: false,
    });
  } finally {
    process.chdir(cwd);
  }
  await writeWindowModules(outdir);
  // compile() only warns when the message-format plugin cannot load (it then writes an empty
  // catalog): refuse that loudly rather than ship a window with no words.
  const keys = Object.keys(readCatalog('en'));
  const compiled = await readFile(join(outdir, 'messages/en.js'), 'utf8').catch(() => '');
  const missing = keys.filter(
    (key) => !compiled.includes(`export const ${key} =`) && !compiled.includes(`as ${key} }`),
  );
  if (missing.length > 0) {
    throw new Error(
      `The catalog compiled without ${missing.length} of ${keys.length} messages (e.g. "${missing[0]}"): ` +
        'the inlang plugin did not load from tools/i18n/node_modules/@inlang/plugin-message-format — run `bash scripts/bootstrap.sh`.',
    );
  }
}

/**
 * `window/{locale}.js`: the window's own messages (the `window` area) re-exported from the
 * locale's module, so the language chunk the window loads before its first screen carries
 * those alone — a bundler keeps only what a module re-exports — and a window component that
 * reached for a CLI or doctor message would not compile. The `.d.ts` is the same text.
 */
async function writeWindowModules(outdir) {
  const keys = Object.keys(areaMessages('window', 'en')).sort();
  await mkdir(join(outdir, 'window'), { recursive: true });
  const settings = JSON.parse(await readFile(join(root, 'project.inlang/settings.json'), 'utf8'));
  for (const locale of settings.locales) {
    const text =
      "// Made by scripts/i18n-compile.mjs: the window area's messages only (see writeWindowModules).\n" +
      `export {\n${keys.map((key) => `  ${key},\n`).join('')}} from '../messages/${locale}.js';\n`;
    await writeFile(join(outdir, `window/${locale}.js`), text);
    await writeFile(join(outdir, `window/${locale}.d.ts`), text);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileCatalog(process.argv[2] ? resolve(process.argv[2]) : OUTDIR);
  // The inlang SDK leaves timers behind that would hold the process ~30 s more.
  process.exit(0);
}
