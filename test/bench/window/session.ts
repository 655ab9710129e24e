/**
 * One window-bench session: a sandbox with N projects, a real `TimetrayCore` signed in to it
 * (temp config folder, real keychain), the real `createHandlers(core)`, the built renderer on
 * loopback, and Chromium. Each `loadApp()` opens a fresh page wired to the handlers exactly as
 * the browser tests are (test/browser/app-bridge.ts), with the timing probe injected first.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { TimetrayCore } from '../../../src/main/core/timetray-core';
import { createHandlers, type IpcHandlers } from '../../../src/main/app/ipc/handlers';
import { startSandbox, type Sandbox } from '../../sandbox';
import { connectAppBridge, type InvokeRecord } from '../../browser/app-bridge';
import { WINDOW_VIEWPORT } from '../../browser/chromium';
import { RENDERER_DIR, serveDirectory } from '../../browser/static-server';
import { readProbe, waitForFirstRow, type FirstRowTiming } from './probe';

const PROBE_SCRIPT = join(__dirname, 'page-probe.js');

/**
 * Each load is a fresh tab, opened this long before it navigates. Debian's Chromium (new
 * headless, a full browser) loads its own omnibox popup WebUI (chrome://omnibox-popup.top-chrome,
 * ~300 ms of CPU in another renderer) into every new tab; an Electron window has no omnibox.
 * Measured on 2 cores, that load overlapped the first 200 ms of ours and added 50–60 ms to
 * the window's first rows (less to the floor, which is done sooner). A trace shows it over
 * ~40 ms after a 0.8 s wait. Disabling the WebUIOmniboxPopup and PreloadTopChromeWebUI
 * features did not stop it; waiting does.
 */
const NEW_TAB_SETTLE_MS = 1_000;

export interface LoadedPage {
  page: Page;
  timing: FirstRowTiming;
  /** Stops the snapshot pushes and closes the page. */
  close(): Promise<void>;
}

export interface BenchSession {
  projects: number;
  sandbox: Sandbox;
  core: TimetrayCore;
  handlers: IpcHandlers;
  /** What main did for every call the pages made (time in the handler, JSON size). */
  invokes: InvokeRecord[];
  /** Folder served at `baseUrl`: a copy of out/renderer where the floor page is written. */
  servedDir: string;
  baseUrl: string;
  loadApp(): Promise<LoadedPage>;
  /** Loads another build of the renderer (served at `url`), wired the same way (compare-builds.ts). */
  loadAppAt(url: string): Promise<LoadedPage>;
  /** Loads a static page of the served folder (the floor) with the same probe. */
  loadStatic(file: string): Promise<LoadedPage>;
  close(): Promise<void>;
}

export interface SessionOptions {
  /**
   * Puts time entries in the sandbox before sign-in, and the core fetches the period reports
   * as the app does. Without it the sandbox has no entries and no report is asked for (the
   * list's figures are measured as they were before reports existed).
   */
  seed?: (sandbox: Sandbox) => void;
}

export async function openSession(
  browser: Browser,
  projects: number,
  customers: number,
  options: SessionOptions = {},
): Promise<BenchSession> {
  const sandbox = await startSandbox({ projects, customers, entries: false });
  options.seed?.(sandbox);
  const configDir = await mkdtemp(join(tmpdir(), 'timetray-bench-'));
  // As the app opens it (index.ts), like the browser-test harness.
  const core = await TimetrayCore.open({
    configDir,
    caFile: sandbox.caFile,
    prefetchTotals: true,
    fetchPeriods: options.seed !== undefined,
  });
  const handlers = createHandlers(core, {
    log: () => undefined,
    hideWindow: () => undefined,
    writeClipboard: () => undefined,
  });
  await core.signIn({ ...sandbox.demo, baseUrl: sandbox.baseUrl });
  sandbox.clearLog();
  const servedDir = await mkdtemp(join(tmpdir(), 'timetray-bench-renderer-'));
  await cp(RENDERER_DIR, servedDir, { recursive: true });
  const server = await serveDirectory(servedDir);
  const context: BrowserContext = await browser.newContext(WINDOW_VIEWPORT);
  const invokes: InvokeRecord[] = [];

  const load = async (url: string, wired: boolean): Promise<LoadedPage> => {
    const page = await context.newPage();
    // tsx compiles this bench with esbuild's keepNames, which wraps functions in a `__name`
    // helper; functions serialised into the page (the bridge shim) need it there too.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const bridge = wired
      ? await connectAppBridge(page, core, handlers, { onInvoke: (record) => invokes.push(record) })
      : null;
    await page.addInitScript({ path: PROBE_SCRIPT });
    if (process.env['BENCH_DEBUG']) {
      page.on('console', (m) => console.log('page console:', m.text()));
      page.on('pageerror', (e) => console.log('page error:', e));
    }
    bridge?.startPushing();
    await page.waitForTimeout(NEW_TAB_SETTLE_MS);
    await page.goto(url);
    await waitForFirstRow(page);
    return {
      page,
      timing: await readProbe(page),
      close: async () => {
        bridge?.stop();
        await page.close();
      },
    };
  };

  return {
    projects,
    sandbox,
    core,
    handlers,
    invokes,
    servedDir,
    baseUrl: server.url,
    loadApp: () => load(server.url, true),
    loadAppAt: (url) => load(url, true),
    loadStatic: (file) => load(server.url + file, false),
    close: async () => {
      await context.close();
      for (const account of core.snapshot().accounts) {
        if (account.signedIn) await core.signOut(account.key).catch(() => undefined);
      }
      await core.close();
      await server.close();
      await sandbox.close();
      await rm(configDir, { recursive: true, force: true });
      await rm(servedDir, { recursive: true, force: true });
    },
  };
}
