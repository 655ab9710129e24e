import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

it('npm start without an Electron binary says what is missing and how to get it, and fails', () => {
  // An override folder without Electron in it: no binary, whatever this machine has.
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: resolve(root, 'test/unit') },
  });
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain("Electron's binary is not installed");
  expect(lines[0]).toContain('node node_modules/electron/install.js');
  expect(lines[0]).toContain('ELECTRON_OVERRIDE_DIST_PATH');
  expect(result.stderr).not.toContain('Electron uninstall');
});
