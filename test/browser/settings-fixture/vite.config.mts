import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

/** Builds the settings test page into test-results/settings-fixture (see settings-view.spec.ts). */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'error',
  plugins: [svelte()],
  build: {
    outDir: resolve(import.meta.dirname, '../../../test-results/settings-fixture'),
    emptyOutDir: true,
  },
});
