import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/load-languages.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/support/load-languages.ts'],
          // The real keychain and a real TLS server: one file at a time keeps the
          // Secret Service and the sandbox ports free of cross-talk.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // The BUILT main process (out/main/index.js) over a recording double of Electron,
          // against the real keychain and the sandbox: `npm run test:shell`.
          name: 'shell',
          include: ['test/shell/**/*.test.ts'],
          environment: 'node',
          // The expected words, read from the catalog in this process.
          setupFiles: ['test/support/load-languages.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // electron-builder on the build with a stand-in Electron: `npm run test:package`.
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
