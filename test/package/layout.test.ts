import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What `npm run dist` ships, checked on a real electron-builder 26 run (the pinned
 * devDependency, with electron-builder.yml) — except that Electron itself is a STAND-IN
 * folder (`electronDist`): its zip cannot be downloaded here. For this run only, fuses are
 * off (`electronFuses: null`): flipping them needs the real Electron binary, which holds
 * the fuse wire. The real `npm run dist` keeps them (asserted below on the config).
 */
const ROOT = resolve(__dirname, '../..');
const require = createRequire(join(ROOT, 'package.json'));
const yaml = require('js-yaml') as { load(text: string): Record<string, unknown> };
const config = yaml.load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8'));

let work: string;
let resources: string;
let asarFiles: string[];

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'out/main/index.js'))) throw new Error('run `npx electron-vite build` first');
  work = mkdtempSync(join(tmpdir(), 'timetray-package-'));
  const standIn = join(work, 'electron-stand-in');
  mkdirSync(standIn);
  writeFileSync(join(standIn, 'electron'), '#!/bin/sh\necho "stand-in for Electron, not Electron"\nexit 1\n');
  chmodSync(join(standIn, 'electron'), 0o755);
  for (const file of ['LICENSE', 'LICENSES.chromium.html']) writeFileSync(join(standIn, file), '');
  writeFileSync(join(standIn, 'version'), '45.4.1');

  const { build, Platform } = require('electron-builder') as typeof import('electron-builder');
  await build({
    projectDir: ROOT,
    targets: Platform.LINUX.createTarget('dir'),
    // Merged by electron-builder over electron-builder.yml, which it reads itself.
    config: {
      electronDist: standIn,
      electronFuses: null,
      directories: { output: join(work, 'dist') },
    },
  });
  resources = join(work, 'dist/linux-unpacked/resources');
  const asar = require('@electron/asar') as { listPackage(file: string, options: object): string[] };
  asarFiles = asar.listPackage(join(resources, 'app.asar'), {}).map((file) => file.replaceAll('\\', '/'));
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('packaged layout (electron-builder, stand-in Electron, fuses off for this run only)', () => {
  it('the asar holds the build output and package.json, whose main is in it', () => {
    const main = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).main.replace(/^\.\//, '/');
    expect(asarFiles).toEqual(
      expect.arrayContaining(['/package.json', main, '/out/preload/index.js', '/out/renderer/index.html']),
    );
    // Nothing else at the top: no src/, test/, build/ or config files.
    expect(asarFiles.filter((file) => !file.startsWith('/node_modules') && !file.startsWith('/out'))).toEqual(
      ['/package.json'],
    );
  });

  it('ships the production dependencies and none of the dev ones', () => {
    for (const name of ['keytar', 'undici', 'zod'])
      expect(asarFiles).toContain(`/node_modules/${name}/package.json`);
    for (const name of ['electron', 'vitest', 'svelte', 'electron-builder', 'typescript']) {
      expect(asarFiles).not.toContain(`/node_modules/${name}/package.json`);
    }
  });

  it('keytar’s native addon is unpacked beside the asar (it cannot load from inside)', () => {
    expect(
      existsSync(join(resources, 'app.asar.unpacked/node_modules/keytar/build/Release/keytar.node')),
    ).toBe(true);
  });

  it('the tray icons are in resources/tray, where index.ts looks in a packaged app', () => {
    const indexTs = readFileSync(join(ROOT, 'src/main/index.ts'), 'utf8');
    expect(indexTs).toContain("join(process.resourcesPath, 'tray')");
    for (const name of ['tray-32', 'tray', 'trayTemplate']) {
      expect(existsSync(join(resources, `tray/${name}.png`)), name).toBe(true);
      expect(existsSync(join(resources, `tray/${name}@2x.png`)), `${name}@2x`).toBe(true);
    }
  });

  it('ships no source maps, TypeScript sources or tests', () => {
    expect(asarFiles.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(asarFiles.filter((file) => /\.(ts|mts|cts)$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    expect(asarFiles.filter((file) => /\/(test|tests|__tests__)\/|\/test[^/]*\.js$/.test(file))).toEqual([]);
    expect(asarFiles.some((file) => file.startsWith('/src/') || file.startsWith('/test/'))).toBe(false);
  });
});

describe('packaging config (what the real run uses)', () => {
  it('keeps electron-builder’s default deb depends (a list would replace them), rebuilds nothing, keeps the fuses', () => {
    expect((config['deb'] as Record<string, unknown>)['depends']).toBeUndefined();
    expect(config['npmRebuild']).toBe(false);
    expect(config['electronFuses']).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });
});
