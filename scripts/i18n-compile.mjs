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
import { AREAS, areaMessages, readCatalog } from './catalog-files.mjs';

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
  await writeAreaModules(outdir);
  await brazilianZero(outdir);
}

/**
 * CLDR's Portuguese plural puts 0 with 1 in "one" (its rule serves "1,5 hora"), which wrote
 * "0 projeto em cache" and "0 aviso"; Brazilians write "0 projetos" (docs/GLOSSARY.pt-BR.md).
 * So in pt-BR exactly 0 takes the plural form; fractions keep CLDR's forms. CLDR also has a
 * "many" form for exact millions ("1 milhão de projetos"), which no message of ours writes:
 * it would have printed the message's key, so it takes the plural form too.
 */
async function brazilianZero(outdir) {
  const file = join(outdir, 'registry.js');
  const source = await readFile(file, 'utf8');
  const plural =
    /export function plural\(locale, input, options\) \{ *\n\treturn new Intl\.PluralRules\(locale, options\)\.select\(Number\(input\)\)\n\};/;
  if (!plural.test(source))
    throw new Error("registry.js's plural() is not as brazilianZero expects any more");
  const ours =
    'export function plural(locale, input, options) {\n' +
    '\t// Made by scripts/i18n-compile.mjs (brazilianZero): "0 projetos", not CLDR\'s "0 projeto".\n' +
    '\tif (locale === "pt-BR" && Number(input) === 0 && options?.type !== "ordinal") return "other";\n' +
    '\tconst form = new Intl.PluralRules(locale, options).select(Number(input));\n' +
    '\treturn locale === "pt-BR" && form === "many" ? "other" : form;\n};';
  await writeFile(file, source.replace(plural, ours));
}

/**
 * `areas/AREA/{locale}.js`: the messages of one catalog area (messages/AREA/), cut out of the
 * locale's module — the functions themselves, not re-exports, so a bundle that loads an area
 * parses that area alone: the window loads `window` before its first screen, the CLI `core`
 * and `cli` (and `doctor` for `timetray doctor`), never the 845 messages of a language
 * (`npm run bench -- cli`). A component or command that reached for another area's message
 * would not compile. The `.d.ts` types the area from the locale's declarations.
 *
 * An area is one object literal (`messages`), not a named export per message: a
 * bundle turns a module's named exports into a namespace object of one getter per name, and
 * making that for the CLI's 429 English messages (and spreading it into the catalog) cost
 * every command about 4 ms of CPU, where the object costs under 1 (node, median of 21).
 * The locale's module then re-exports its areas' messages by name, so each message's code is
 * written once (Paraglide's `_index.js` and `messages.js` still import the locale's module).
 */
async function writeAreaModules(outdir) {
  const settings = JSON.parse(await readFile(join(root, 'project.inlang/settings.json'), 'utf8'));
  // Each area's keys as English has them (the base locale: every language has the same keys).
  const areaKeys = new Map(AREAS.map((area) => [area, Object.keys(areaMessages(area, 'en')).sort()]));
  const allKeys = [...areaKeys.values()].flat().sort();
  for (const locale of settings.locales) {
    const blocks = messageBlocks(await readFile(join(outdir, `messages/${locale}.js`), 'utf8'));
    for (const [area, keys] of areaKeys) {
      const made = `// Made by scripts/i18n-compile.mjs from messages/${locale}.js: the ${area} area only (see writeAreaModules).\n`;
      await mkdir(join(outdir, 'areas', area), { recursive: true });
      const code = keys.map((key) => {
        const block = blocks.get(key);
        if (!block) throw new Error(`messages/${locale}.js has no message "${key}" of the ${area} area`);
        return asProperty(key, block);
      });
      await writeFile(
        join(outdir, `areas/${area}/${locale}.js`),
        `${made}/* eslint-disable */\nimport * as registry from "../../registry.js"\n\nexport const messages = {\n${code.join('\n\n')}\n};\n`,
      );
      await writeFile(
        join(outdir, `areas/${area}/${locale}.d.ts`),
        `${made}import type * as Messages from '../../messages/${locale}.js';\n\n` +
          `export declare const messages: Pick<\n  typeof Messages,\n${keys.map((key) => `  | '${key}'\n`).join('')}>;\n`,
      );
    }
    await writeFile(
      join(outdir, `messages/${locale}.js`),
      `// Made by scripts/i18n-compile.mjs: every area's messages (see writeAreaModules).\n` +
        AREAS.map(
          (area) => `import { messages as ${area}Area } from '../areas/${area}/${locale}.js';\n`,
        ).join('') +
        `\nexport const {\n${allKeys.map((key) => `  ${key},\n`).join('')}} = { ${AREAS.map((area) => `...${area}Area`).join(', ')} };\n`,
    );
  }
}

/**
 * Each message's code in a compiled locale module, by key: Paraglide writes one
 * `export const KEY = …` per message after its type comments and its one import (registry).
 */
function messageBlocks(source) {
  const blocks = new Map();
  for (const part of source.split(/\n(?=export const )/).slice(1)) {
    const key = /^export const (\w+) =/.exec(part)[1];
    blocks.set(key, part.trimEnd());
  }
  return blocks;
}

/** `export const KEY = …;` as the property `KEY: …,` of an area's object. */
function asProperty(key, block) {
  const start = `export const ${key} = `;
  if (!block.startsWith(start) || !block.endsWith(';')) {
    throw new Error(`message "${key}" is not compiled as \`${start}…;\` any more: see messageBlocks`);
  }
  return `${key}: ${block.slice(start.length, -1)},`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileCatalog(process.argv[2] ? resolve(process.argv[2]) : OUTDIR);
  // The inlang SDK leaves timers behind that would hold the process ~30 s more.
  process.exit(0);
}
