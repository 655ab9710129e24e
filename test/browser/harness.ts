import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { TimetrayCore } from '../../src/main/core/timetray-core';
// The core loads the HTTP client, the doctor, zod's schemas and the catalog's areas with `import()` at first use (the built app
// splits them into chunks). Here the core is TypeScript run by Playwright's require hook, which
// Node 20's import() of a not-yet-loaded CommonJS file bypasses (it compiles the .ts source as
// is: SyntaxError). Loaded once through the hook, they are in the module cache import() reads.
import '../../src/main/core/api/client';
import '../../src/main/core/doctor';
import '../../src/main/core/settings/settings-schema';
import '../../src/main/core/settings/preference-change';
import '../../src/main/core/budgets/budget-rules';
import '../../src/shared/i18n/paraglide/areas/window/en.js';
import '../../src/shared/i18n/paraglide/areas/doctor/en.js';
import '../../src/shared/i18n/paraglide/areas/shell/en.js';
import '../../src/shared/i18n/paraglide/areas/window/pt-BR.js';
import '../../src/shared/i18n/paraglide/areas/core/pt-BR.js';
import '../../src/shared/i18n/paraglide/areas/cli/pt-BR.js';
import '../../src/shared/i18n/paraglide/areas/doctor/pt-BR.js';
import '../../src/shared/i18n/paraglide/areas/shell/pt-BR.js';
import { createHandlers, type IpcHandlers } from '../../src/main/app/ipc/handlers';
import { loadLanguage, speak, speakSnapshotLanguage } from '../../src/main/core/i18n';
import { LOCALES } from '../../src/shared/i18n/locale';
import type { WindowIntent } from '../../src/shared/ipc';
import { startSandbox, type Sandbox, type SandboxOptions } from '../sandbox';
import { aboutFor, RecordingDesktop } from '../support/recording-desktop';
import { connectAppBridge, type BridgeEvent, type PushRecord } from './app-bridge';
import type { PageScope } from './page-scope';
import { RENDERER_DIR, serveDirectory } from './static-server';

export type { BridgeEvent, PushRecord } from './app-bridge';

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
  /** DOUBLE of the Electron side of the settings: records `apply()`, answers the CA dialog. */
  desktop: RecordingDesktop;
  /** Runs while a `state:get` answer is in flight, before the page gets it (e.g. to push first). */
  whileStateInFlight: { run: (() => Promise<void>) | null };
  /** First-screen answers, `window:painted` calls and pushes carrying the list, in order. */
  bridgeEvents: BridgeEvent[];
  /** While on, main acts as if the page never said it painted (`window:painted` is ignored). */
  ignorePainted: { on: boolean };
  /** Signs the demo user in through the core (for tests that start signed in). */
  signInDirectly(): Promise<void>;
  /** Loads the app page. */
  open(): Promise<void>;
  /** What main does for a tray item (`index.ts` `showWith`): sends the window an intent. */
  sendIntent(intent: WindowIntent): Promise<void>;
}

export interface AppOptions {
  sandboxOptions: SandboxOptions;
  /** The system's languages the `auto` language picks from (the app: Electron's); none: English. */
  systemLanguages: string[];
}

/**
 * One fixture per test: a fresh sandbox, a fresh `TimetrayCore` on a temp config folder
 * with the real keychain, the real `createHandlers(core)`, the built renderer served on
 * loopback, and `window.timetray` wired to those handlers.
 */
export const test = base.extend<AppOptions & { app: AppFixture }>({
  sandboxOptions: [{ projects: 24 }, { option: true }],
  systemLanguages: [[], { option: true }],
  app: async ({ page, sandboxOptions, systemLanguages }, use) => {
    const sandbox = await startSandbox(sandboxOptions);
    const configDir = await mkdtemp(join(tmpdir(), 'timetray-browser-'));
    // Every language, as the app loads them at start (index.ts): main speaks the window's.
    await Promise.all(LOCALES.map(loadLanguage));
    // As the app opens it (index.ts): totals of the recent projects and the tray's first groups follow each refresh.
    const core = await TimetrayCore.open({
      configDir,
      caFile: sandbox.caFile,
      prefetchTotals: true,
      fetchPeriods: true,
      languages: systemLanguages,
    });
    // As the app does first (index.ts): main's words — the core's errors, the Copy summary —
    // follow each snapshot's language.
    const stopSpeaking = speakSnapshotLanguage(core);
    const handlerLog: string[] = [];
    const hideRequests = { count: 0 };
    const clipboard: string[] = [];
    const desktop = new RecordingDesktop(aboutFor(configDir));
    const handlers: IpcHandlers = createHandlers(core, {
      log: (line) => handlerLog.push(line),
      hideWindow: () => void hideRequests.count++,
      writeClipboard: (text) => void clipboard.push(text),
      desktop,
    });
    const server = await serveDirectory(RENDERER_DIR);
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));

    const bridge = await connectAppBridge(page, core, handlers);

    await use({
      page,
      sandbox,
      core,
      configDir,
      console: messages,
      handlerLog,
      pushes: bridge.pushes,
      hideRequests,
      clipboard,
      desktop,
      whileStateInFlight: bridge.whileStateInFlight,
      bridgeEvents: bridge.events,
      ignorePainted: bridge.ignorePainted,
      signInDirectly: async () => {
        await core.signIn({ ...sandbox.demo, baseUrl: sandbox.baseUrl });
      },
      open: async () => {
        bridge.startPushing();
        // As main loads it (window.ts): the language rides in the address.
        const url = new URL(server.url);
        url.searchParams.set('locale', core.snapshot().locale);
        await page.goto(url.href);
      },
      sendIntent: async (intent) => {
        await page.evaluate(
          (json) => (globalThis as unknown as PageScope).__timetrayIntent(json),
          JSON.stringify(intent),
        );
      },
    });

    bridge.stop();
    // Leave nothing in the keychain: sign out whichever account is still signed in.
    for (const account of core.snapshot().accounts) {
      if (account.signedIn) await core.signOut(account.key).catch(() => undefined);
    }
    await core.close();
    stopSpeaking();
    speak('en'); // the next test's main starts as the app does, before settings are read
    await server.close();
    await sandbox.close();
    await rm(configDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
