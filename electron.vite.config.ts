import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';

/**
 * `npm run dev` only: Vite's dev server injects styles inline and talks to the page over a
 * websocket, which the strict CSP in index.html forbids. Builds keep the strict policy.
 */
function relaxCspForDevServer(): Plugin {
  return {
    name: 'timetray:dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'none'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*"),
  };
}

/** What the bundler tells a chunk-naming function about a module: what it imports. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const SOURCES = resolve(__dirname, 'src');
const inMain = (path: string): string => resolve(SOURCES, 'main', path);

/**
 * The files the CLI loads on its way through a local command (`status`, `accounts`,
 * `projects --cached`). Left to itself the bundler splits the code the app and the CLI share
 * into about twenty small files; Node finds, reads and compiles each one by one, which cost
 * these commands 3 to 16 ms of CPU each (`npm run bench -- cli`). Here they are four besides
 * the CLI's own: what `status` and `accounts` need before the first account (see
 * cli/before-first-account.ts), the core's part in `settings` and the CLI's in `cli-start`;
 * then the rest of the core in `core` and of the CLI in `cli-commands`. The app's main
 * process loads `settings` and `core`. Every other command keeps the bundler's split.
 */
const CLI_ENTRY = [inMain('cli.ts')];
const FIRST_ACCOUNT_CHECK = [inMain('cli/before-first-account.ts'), inMain('cli/state-commands.ts')];
const LOCAL_COMMANDS = [inMain('cli/run.ts'), inMain('cli/view-commands.ts')];
/** Per build: a rebuild (`npm run dev`) asks with a new graph. */
const cliChunksOf = new WeakMap<ModuleGraph, Map<string, string>>();

/** `roots` and every source file they import, directly or not (dynamic imports excluded). */
function staticImports(roots: string[], graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (id: string): void => {
    if (found.has(id) || !id.startsWith(SOURCES)) return; // not node:*, keytar or undici
    found.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  roots.forEach(visit);
  return found;
}

/** The chunk of a module the CLI's local commands load, by the layers above; null: the bundler's choice. */
function cliChunk(id: string, graph: ModuleGraph): string | null {
  let chunks = cliChunksOf.get(graph);
  if (chunks === undefined) {
    const entry = staticImports(CLI_ENTRY, graph); // already in cli.js
    const check = staticImports(FIRST_ACCOUNT_CHECK, graph);
    chunks = new Map();
    // The CLI's own modules never share a file with the core's: the app loads the core's
    // files, and the CLI's modules import from cli.js, which runs a command when loaded.
    const isCli = (module: string) => module.startsWith(inMain('cli/'));
    for (const module of staticImports(LOCAL_COMMANDS, graph)) {
      if (entry.has(module) || check.has(module)) continue;
      chunks.set(module, isCli(module) ? 'cli-commands' : 'core');
    }
    for (const module of check)
      if (!entry.has(module)) chunks.set(module, isCli(module) ? 'cli-start' : 'settings');
    cliChunksOf.set(graph, chunks);
  }
  return chunks.get(id) ?? null;
}

// Main and preload are CommonJS: a sandboxed preload cannot be an ES module, and the
// package is "type": "commonjs". undici and keytar stay external to main so keytar's native
// addon loads from node_modules. zod is bundled: tree-shaken and in one file it costs the CLI
// about a third of the CPU its 95 separate files do (`npm run bench -- cli`). string-width is
// ESM-only: bundled, so the CommonJS main and CLI never `require()` an ES module (which older
// Node refuses).
export default defineConfig({
  main: {
    build: {
      externalizeDeps: { exclude: ['zod', 'string-width'] },
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          cli: resolve(__dirname, 'src/main/cli.ts'),
        },
        output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: cliChunk }] } },
      },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    // Relative asset URLs so the same build loads from file:// in Electron and from the
    // local HTTP server the browser tests use.
    base: './',
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
    plugins: [svelte(), relaxCspForDevServer()],
  },
});
