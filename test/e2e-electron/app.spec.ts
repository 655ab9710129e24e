import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import type { AppSnapshot } from '../../src/shared/types';

/**
 * The built app in real Electron: hidden panel, tray, sandboxed renderer, the bridge's
 * surface, navigation and popups blocked. Needs an Electron binary (see run.mjs).
 *
 * Launched as a user's `electron .` would: the project folder, so Electron reads
 * package.json (name, productName, main) and the app path is the project, where
 * build/tray holds the icons. Launching out/main/index.js as a file would make Electron's
 * default app the app (name "Electron", app path out/main, no icons there).
 */

const PROJECT = resolve(__dirname, '../..');

let app: ElectronApplication;
let page: Page;
let configDir: string;

test.beforeAll(async () => {
  const executablePath = process.env['TIMETRAY_ELECTRON_PATH'];
  if (!executablePath)
    throw new Error('Run these tests through test/e2e-electron/run.mjs (it finds the Electron binary).');
  configDir = await mkdtemp(join(tmpdir(), 'timetray-e2e-'));
  app = await electron.launch({
    executablePath,
    // --hidden, as an autostart entry passes it: under xvfb there is no tray host, and a
    // start by hand would open the panel to say so (src/main/app/desktop/tray-host.ts).
    args: [PROJECT, '--hidden'],
    env: { ...process.env, TIMETRAY_CONFIG_DIR: configDir, TIMETRAY_E2E: '1' } as Record<string, string>,
  });
  page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
});

test.afterAll(async () => {
  await app?.close();
  await rm(configDir, { recursive: true, force: true });
});

test('the panel is created hidden and loads the built renderer from disk', async () => {
  const windows = await app.evaluate(({ BrowserWindow }) =>
    BrowserWindow.getAllWindows().map((w) => ({
      visible: w.isVisible(),
      url: w.webContents.getURL(),
    })),
  );
  expect(windows).toHaveLength(1);
  expect(windows[0]?.visible).toBe(false);
  expect(windows[0]?.url).toMatch(/^file:\/\/.*\/out\/renderer\/index\.html$/);
});

test('the app runs as Timetray from the project folder', async () => {
  const info = await app.evaluate(({ app: electronApp }) => ({
    name: electronApp.getName(),
    appPath: electronApp.getAppPath(),
  }));
  expect(info).toEqual({ name: 'Timetray', appPath: PROJECT });
});

test('a tray icon exists and shows a non-empty image', async () => {
  const tray = await app.evaluate(() => {
    type Hook = {
      tray: { isDestroyed(): boolean };
      image: { isEmpty(): boolean; getSize(): { width: number; height: number } };
    };
    const hook = (globalThis as unknown as { __timetrayE2E?: Hook }).__timetrayE2E;
    return hook
      ? { destroyed: hook.tray.isDestroyed(), empty: hook.image.isEmpty(), size: hook.image.getSize() }
      : null;
  });
  expect(tray).toMatchObject({ destroyed: false, empty: false });
  expect(tray?.size.width).toBeGreaterThan(0);
});

test('the renderer has no Node: no require, no process, no module', async () => {
  const globals = await page.evaluate(() => {
    const scope = globalThis as Record<string, unknown>;
    return [typeof scope['require'], typeof scope['process'], typeof scope['module'], typeof scope['Buffer']];
  });
  expect(globals).toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
});

test('window.timetray exposes exactly the named functions, and they reach main', async () => {
  const surface = await page.evaluate(() => {
    const bridge = (globalThis as unknown as { timetray: Record<string, unknown> }).timetray;
    return Object.keys(bridge)
      .sort()
      .map((key) => `${key}:${typeof bridge[key]}`);
  });
  expect(surface).toEqual([
    'chooseCaFile:function',
    'copySummary:function',
    'getCachedProject:function',
    'getProject:function',
    'getSettingsInfo:function',
    'getState:function',
    'hideWindow:function',
    'importToken:function',
    'listProjects:function',
    'onIntent:function',
    'onState:function',
    'removeAccount:function',
    'renameCustomer:function',
    'runHealthCheck:function',
    'setPreference:function',
    'signIn:function',
    'signOut:function',
    'useAccount:function',
    'wantTotals:function',
  ]);
  const snapshot = await page.evaluate(() =>
    (globalThis as unknown as { timetray: { getState(): Promise<AppSnapshot> } }).timetray.getState(),
  );
  expect(snapshot.session.status).toBe('signed_out');
});

test('navigation away and new windows are blocked', async () => {
  const before = page.url();
  const opened = await page.evaluate(() => {
    const scope = globalThis as unknown as { open(url: string): unknown; location: { href: string } };
    const popup = scope.open('https://example.com/');
    scope.location.href = 'https://example.com/';
    return popup === null;
  });
  expect(opened).toBe(true);
  // Give a navigation, had it been allowed, the chance to start; then the page must be the same.
  await page.waitForTimeout(500);
  expect(page.url()).toBe(before);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
});
