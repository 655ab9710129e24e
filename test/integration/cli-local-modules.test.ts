import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useCliFixture } from '../support/cli-fixture';
import { BUILT_CLI } from '../support/run-cli';

/**
 * Local commands load only what they use (issue 18, point 8): no HTTP client (undici) and
 * no TLS for commands that never go online, and no keychain module (keytar) when no account
 * could have a token. A behaviour guard, not a timing assert: `npm run bench -- cli` has
 * the figures. Each run records, at exit, the packages in require.cache, whether Node's
 * own `tls` was loaded, and whether zod was (bundled, so seen by the global it sets): its
 * schemas are for what is saved or sent, never needed to read settings and saved lists.
 */
const f = useCliFixture();
/** In Node's list of its own loaded modules once the ES-module loader has run an import. */
const ESM_JOB = 'NativeModule internal/modules/esm/module_job';
/**
 * Whether the process ran an ES-module import: an \`await import('node:…')\` in this CommonJS
 * build starts Node's ES-module loader (about 2.5 ms of CPU on Node 20), where
 * process.getBuiltinModule does not. Node 20 loads the loader's module job only for an
 * import; Node 22.15+ loads it at start for every CommonJS program, so there a resolve hook
 * (module.registerHooks) sees the import itself, by its \`import\` condition.
 */
const ESM_IMPORT_SEEN = `const esmImportSeen = (() => {
  const { registerHooks } = require('node:module');
  if (typeof registerHooks !== 'function') return () => process.moduleLoadList.includes(ESM_JOB);
  let imported = false;
  registerHooks({
    resolve(specifier, context, next) {
      if (context.conditions.includes('import')) imported = true;
      return next(specifier, context);
    },
  });
  return () => imported;
})();`;
const dir = mkdtempSync(join(tmpdir(), 'timetray-modules-'));
const hook = join(dir, 'record-modules.cjs');
writeFileSync(
  hook,
  `// Standard input, made on first use: a command that never reads it must not open it.
let stdinOpened = false;
const stdin = Object.getOwnPropertyDescriptor(process, 'stdin');
Object.defineProperty(process, 'stdin', {
  configurable: true,
  get() { stdinOpened = true; return stdin.get.call(process); },
});
const ESM_JOB = ${JSON.stringify(ESM_JOB)};
${ESM_IMPORT_SEEN}
process.on('exit', () => {
  const packages = Object.keys(require.cache).flatMap((file) => {
    const m = /node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(file);
    return m ? [m[1]] : [];
  });
  // Node's own modules that a local command has no use for: TLS, processes (the D-Bus
  // question runs dbus-send only when a token is absent), prompts; crypto (~3 ms) until a
  // file is written or a saved list named.
  for (const name of ['tls', 'child_process', 'readline', 'crypto'])
    if (process.moduleLoadList.includes('NativeModule ' + name)) packages.push('node:' + name);
  if (esmImportSeen()) packages.push('esm-loader');
  // zod is bundled into the built chunks, so it is not in require.cache: it marks globalThis.
  if ('__zod_globalConfig' in globalThis) packages.push('zod');
  if (stdinOpened) packages.push('stdin');
  // string-width too is bundled, in a chunk of its own.
  if (Object.keys(require.cache).some((file) => /string-width-[^\\\\/]*\\.js$/.test(file))) packages.push('string-width');
  // The core itself (its chunk, see electron.vite.config.ts): status and accounts answer
  // without it before the first sign-in.
  if (Object.keys(require.cache).some((file) => /[\\\\/]core-[^\\\\/]*\\.js$/.test(file))) packages.push('core');
  require('fs').writeFileSync(process.env.TIMETRAY_TEST_MODULES, JSON.stringify([...new Set(packages)]));
});
`,
);
// Read by the hook; f.cli passes this process's environment on.
process.env['TIMETRAY_TEST_MODULES'] = join(dir, 'modules.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The packages one run of the built CLI loaded (and `node:tls` when TLS was loaded, `zod` when zod was). */
async function loadedBy(args: string[]): Promise<string[]> {
  const out = process.env['TIMETRAY_TEST_MODULES']!;
  rmSync(out, { force: true });
  const run = await f.cli(args, '', ['--require', hook, BUILT_CLI]);
  expect(run.stderr, args.join(' ')).not.toMatch(/Error:/);
  return JSON.parse(readFileSync(out, 'utf8')) as string[];
}

/**
 * What no local command loads, signed in or not; nor does it open standard input (making
 * `process.stdin` loads Node's stream modules: about 4 ms of CPU).
 */
const NOT_LOCAL = ['undici', 'node:tls', 'zod', 'node:child_process', 'node:readline', 'stdin', 'esm-loader'];

describe('local commands load only what they use (built CLI)', () => {
  it('the ES-module loader is seen when a dynamic import starts it (the guard below can fail)', () => {
    const seen = (code: string) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `const ESM_JOB = '${ESM_JOB}';\n${ESM_IMPORT_SEEN}\n${code}.then(() => console.log(esmImportSeen()))`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(seen("import('node:os')")).toBe('true');
    expect(seen("Promise.resolve(process.getBuiltinModule('node:os'))")).toBe('false');
  });

  const LOCAL = [
    ['--help'],
    ['--version'],
    ['status'],
    ['accounts'],
    ['config'],
    ['config', 'get', 'hideMoney'],
  ];

  it('with no account: neither the HTTP client, TLS, the keychain module, zod, child processes nor prompts', async () => {
    for (const args of [...LOCAL, ['projects', '--cached']]) {
      const loaded = await loadedBy(args);
      expect({
        args,
        loaded: loaded.filter((p) => [...NOT_LOCAL, 'keytar'].includes(p)),
      }).toEqual({
        args,
        loaded: [],
      });
    }
    // Nothing is written, and no saved list is named: no crypto.
    for (const args of LOCAL)
      expect({ args, crypto: (await loadedBy(args)).includes('node:crypto') }).toEqual({
        args,
        crypto: false,
      });
    // A new user's first commands: settings.json alone answers them (cli/before-first-account.ts).
    for (const args of [['status'], ['accounts'], ['status', '--json']])
      expect({ args, core: (await loadedBy(args)).includes('core') }).toEqual({ args, core: false });
    // The guard guards: a command with no account that does need the core loads it.
    expect(await loadedBy(['projects', '--cached'])).toContain('core');
  });

  it('signed in with a saved list: still none of those; keytar only where who is signed in is shown', async () => {
    expect((await f.login()).code).toBe(0);
    expect((await f.cli(['projects'])).code).toBe(0);
    // Saved details too: the local commands read that file as well (the list's totals).
    expect((await f.cli(['project', '1'])).code).toBe(0);
    // A CA saved in the settings, as behind a company's proxy: `status` reads its certificates.
    expect((await f.cli(['config', 'set', 'caFile', f.sb.caFile])).code).toBe(0);
    for (const args of [...LOCAL, ['projects', '--cached']]) {
      const loaded = await loadedBy(args);
      expect({ args, loaded: loaded.filter((p) => NOT_LOCAL.includes(p)) }).toEqual({
        args,
        loaded: [],
      });
      // Only who is signed in needs the keychain: not help, the version, the settings, nor
      // what is saved (`--cached`).
      const asksKeychain = args[0] === 'status' || args[0] === 'accounts';
      expect({ args, keytar: loaded.includes('keytar') }).toEqual({ args, keytar: asksKeychain });
    }
    expect(await loadedBy(['project', '1', '--cached'])).not.toContain('keytar');
    // Nor the note of a sign-in a killed process left: settling it asks the keychain (and
    // may revoke online), which `--cached` leaves to the next command that asks.
    const note = join(f.config.dir, 'pending', `${'b'.repeat(32)}.999999.json`);
    mkdirSync(join(f.config.dir, 'pending'), { recursive: true });
    writeFileSync(
      note,
      JSON.stringify({ key: 'https://example.invalid|x|y@z', baseUrl: 'https://example.invalid' }),
    );
    expect(await loadedBy(['projects', '--cached'])).not.toContain('keytar');
    expect(existsSync(note)).toBe(true);
    expect(await loadedBy(['status'])).toContain('keytar');
    expect(existsSync(note)).toBe(false);
    // The saved list's names are in Latin, Greek, Cyrillic, Hebrew, Arabic, CJK and emoji:
    // all measured without string-width (a combining mark or a flag would need it).
    expect(await loadedBy(['projects', '--cached'])).not.toContain('string-width');
    // The guard guards: a command that does go online loads both, and one that saves, zod.
    expect(await loadedBy(['projects'])).toEqual(expect.arrayContaining(['undici', 'node:tls']));
    expect(await loadedBy(['config', 'set', 'hideMoney', 'true'])).toContain('zod');
    // …and one that reads a password from standard input opens it (an empty one: refused).
    expect(await loadedBy(['login', ...f.loginArgs(), '--password-stdin'])).toContain('stdin');
  });
});
