import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { bridgeMismatches, fakeElectron } from '../support/preload-probe';

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

// The built bridge is the table's (src/shared/ipc.ts BRIDGE_METHODS): the same members, each
// sending its own channel, as the source preload's unit test checks before the build.
test('the built preload exposes exactly the bridge table’s methods, each on its own channel', async () => {
  const preload = await readFile(join(out, 'preload/index.js'), 'utf8');
  const probe = fakeElectron();
  const requireElectronOnly = (id: string): unknown => {
    if (id !== 'electron') throw new Error(`the preload required ${id}`);
    return probe.electron;
  };
  new Function('require', 'exports', 'module', preload)(requireElectronOnly, {}, { exports: {} });
  expect(await bridgeMismatches(probe)).toEqual([]);
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

// The chunk the window loads before its first screen is its own words: the window area of
// the catalog (messages/window/), not the CLI's, the doctor's or main's, in both languages.
test('each language chunk of the window holds the window’s words and no other area’s', async () => {
  const assets = join(out, 'renderer/assets');
  const chunks = (await readdir(assets)).filter((f) => /^(en|pt-BR)-.*\.js$/.test(f));
  expect(chunks).toHaveLength(2);
  const catalog = (area: string, locale: string): Promise<Record<string, string>> =>
    readFile(resolve(__dirname, `../../messages/${area}/${locale}.json`), 'utf8').then(JSON.parse);
  for (const chunk of chunks) {
    const locale = chunk.startsWith('pt-BR') ? 'pt-BR' : 'en';
    const text = await readFile(join(assets, chunk), 'utf8');
    const own = await catalog('window', locale);
    expect(text).toContain(own['sign_in_title']);
    const ownWords = new Set(Object.values(own));
    for (const area of ['cli', 'doctor', 'core']) {
      const words = Object.values(await catalog(area, locale)).filter(
        (w) => w.length > 40 && !/[{}`\\]/.test(w) && !ownWords.has(w),
      );
      expect(words.length).toBeGreaterThan(20);
      expect(
        words.filter((w) => text.includes(w)),
        `${area} words in ${chunk}`,
      ).toEqual([]);
    }
  }
});
