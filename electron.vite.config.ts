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
