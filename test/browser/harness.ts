import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { createHandlers, type IpcHandlers } from '../../src/main/ipc/handlers';
import { SnapshotPusher } from '../../src/main/ipc/snapshot-push';
import { toWindowSnapshot } from '../../src/main/ipc/window-snapshot';
import type { IpcChannel, WindowIntent } from '../../src/shared/ipc';
import type { AppSnapshot, WindowSnapshot } from '../../src/shared/types';
import { startSandbox, type Sandbox, type SandboxOptions } from '../sandbox';
import { installBridgeShim } from './bridge-shim';
import type { PageScope } from './page-scope';
import { serveDirectory } from './static-server';

const RENDERER_DIR = resolve(__dirname, '../../out/renderer');

export interface AppFixture {
  page: Page;
  sandbox: Sandbox;
  core: TimetrayCore;
  configDir: string;
  /** Every console message the page printed (CSP violations show up here). */
  console: ConsoleMessage[];
  /** Lines the handlers logged for unexpected errors. */
  handlerLog: string[];
  /** Every snapshot pushed to the page: its size as JSON, and whether it carried the list. */
  pushes: PushRecord[];
  /** How often the page asked main to hide the panel. */
  hideRequests: { count: number };
  /** Every text main put on the clipboard ("Copy summary"), oldest first. */
  clipboard: string[];
  /** Runs while a `state:get` answer is in flight, before the page gets it (e.g. to push first). */
  whileStateInFlight: { run: (() => Promise<void>) | null };
  /** Signs the demo user in through the core (for tests that start signed in). */
  signInDirectly(): Promise<void>;
  /** Loads the app page. */
  open(): Promise<void>;
  /** What main does for a tray item (`index.ts` `showWith`): sends the window an intent. */
  sendIntent(intent: WindowIntent): Promise<void>;
}

export interface PushRecord {
  bytes: number;
  withProjects: boolean;
  /** How many projects' totals it carried (always sent; only fetched projects have any). */
  totals: number;
  /** Their share of `bytes`. */
  totalsBytes: number;
}

export interface AppOptions {
  sandboxOptions: SandboxOptions;
}

/**
 * One fixture per test: a fresh sandbox, a fresh `TimetrayCore` on a temp config folder
 * with the real keychain, the real `createHandlers(core)`, the built renderer served on
 * loopback, and `window.timetray` wired to those handlers.
 */
export const test = base.extend<AppOptions & { app: AppFixture }>({
  sandboxOptions: [{ projects: 24 }, { option: true }],
  app: async ({ page, sandboxOptions }, use) => {
    const sandbox = await startSandbox(sandboxOptions);
    const configDir = await mkdtemp(join(tmpdir(), 'timetray-browser-'));
    // As the app opens it (index.ts): totals of the recent projects and the tray's first groups follow each refresh.
    const core = await TimetrayCore.open({ configDir, caFile: sandbox.caFile, prefetchTotals: true });
    const handlerLog: string[] = [];
    const hideRequests = { count: 0 };
    const clipboard: string[] = [];
    const handlers: IpcHandlers = createHandlers(core, {
      log: (line) => handlerLog.push(line),
      hideWindow: () => void hideRequests.count++,
      writeClipboard: (text) => void clipboard.push(text),
    });
    const server = await serveDirectory(RENDERER_DIR);
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));

    const pusher = new SnapshotPusher();
    const whileStateInFlight: AppFixture['whileStateInFlight'] = { run: null };
    // Answers travel as JSON text: Playwright's own serialiser is slow on 10,000 projects,
    // and plain data is all Electron's structured clone would carry anyway.
    await page.exposeFunction('__timetrayInvoke', async (channel: IpcChannel, args: unknown[]) => {
      if (!(channel in handlers)) throw new Error(`unknown channel ${String(channel)}`);
      const answer = await handlers[channel](...args);
      if (channel === 'state:get') await whileStateInFlight.run?.();
      if (channel === 'state:get') pusher.delivered(answer as WindowSnapshot, page); // as register.ts
      return JSON.stringify(answer ?? null);
    });
    await page.addInitScript(installBridgeShim);
    // Main pushes every new snapshot, as register.ts does with webContents.send (the same
    // SnapshotPusher leaves an unchanged list out); nothing is pushed before the app page
    // is open (nobody listens yet).
    let opened = false;
    const pushes: PushRecord[] = [];
    const stop = core.onChange((snapshot: AppSnapshot) => {
      if (!opened) return;
      const push = pusher.next(toWindowSnapshot(snapshot), page);
      const json = JSON.stringify(push);
      pushes.push({
        bytes: Buffer.byteLength(json),
        withProjects: 'projects' in push,
        totals: Object.keys(push.totals).length,
        totalsBytes: Buffer.byteLength(JSON.stringify(push.totals)),
      });
      page
        .evaluate((text) => (globalThis as unknown as PageScope).__timetrayPush(text), json)
        .catch(() => undefined); // the page may be closing
    });

    await use({
      page,
      sandbox,
      core,
      configDir,
      console: messages,
      handlerLog,
      pushes,
      hideRequests,
      clipboard,
      whileStateInFlight,
      signInDirectly: async () => {
        await core.signIn({ ...sandbox.demo, baseUrl: sandbox.baseUrl });
      },
      open: async () => {
        opened = true;
        await page.goto(server.url);
      },
      sendIntent: async (intent) => {
        await page.evaluate(
          (json) => (globalThis as unknown as PageScope).__timetrayIntent(json),
          JSON.stringify(intent),
        );
      },
    });

    stop();
    // Leave nothing in the keychain: sign out whichever account is still signed in.
    for (const account of core.snapshot().accounts) {
      if (account.signedIn) await core.signOut(account.key).catch(() => undefined);
    }
    await core.close();
    await server.close();
    await sandbox.close();
    await rm(configDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
