import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const out = resolve(__dirname, '../../out');

// A sandboxed preload cannot be an ES module and can require only a few built-ins: if the
// build ever emits `import` or bundles another module request, the bridge silently vanishes.
test('the built preload is CommonJS that requires only electron', async () => {
  const preload = await readFile(join(out, 'preload/index.js'), 'utf8');
  expect(preload).toContain('require("electron")');
  expect(preload).not.toMatch(/^\s*import\s/m);
  expect(preload).not.toMatch(/\bimport\(/);
  const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
  expect(new Set(required)).toEqual(new Set(['electron']));
  expect(preload).toContain('exposeInMainWorld("timetray"');
});

test('the built renderer has no inline script or style and the CSP meta tag', async () => {
  const html = await readFile(join(out, 'renderer/index.html'), 'utf8');
  expect(html).toMatch(/<meta\s+http-equiv="Content-Security-Policy"/);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(html).not.toMatch(/<style[\s>]/);
  expect(html).not.toMatch(/\sstyle="/);
  const assets = await readdir(join(out, 'renderer/assets'));
  expect(assets.some((f) => f.endsWith('.js'))).toBe(true);
  expect(assets.some((f) => f.endsWith('.css'))).toBe(true);
});
