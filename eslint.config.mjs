// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import svelte from 'eslint-plugin-svelte';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'out/',
      'dist/',
      '**/node_modules/',
      '**/test-results/',
      'playwright-report/',
      'reports/',
      'build/*.png',
      // Compiled from messages/*/*.json by `npm run i18n` (checked by test/unit/i18n-catalog.test.ts).
      'src/shared/i18n/paraglide/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] },
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Page-side scripts of the window bench run in Chromium, not in Node.
  {
    files: ['test/bench/window/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // All IPC goes through the typed wrappers: only the registration module and the preload
  // may touch Electron's raw IPC objects.
  {
    files: ['src/**/*.ts', 'src/**/*.svelte'],
    ignores: ['src/main/app/ipc/register.ts', 'src/preload/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message: 'Use the typed IPC wrappers in src/main/app/ipc and src/preload.',
            },
          ],
        },
      ],
    },
  },
  // The core is plain Node: the app and the CLI share it, and it is tested without Electron.
  {
    files: ['src/main/core/**', 'src/main/cli.ts', 'src/main/cli/**', 'src/shared/**', 'test/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'The core must not depend on Electron.' }] },
      ],
    },
  },
  // The shared contract crosses into the sandboxed renderer: no Node or DOM dependencies.
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'electron', 'undici', 'keytar'],
              message: 'src/shared holds plain types only.',
            },
          ],
        },
      ],
    },
  },
);
