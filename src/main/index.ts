import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { app, clipboard, dialog, globalShortcut, Notification, powerMonitor, session, shell } from 'electron';
import { formattingLocale, LOCALES } from '../shared/i18n/locale';
import { WINDOW_INTENT, type WindowIntent } from '../shared/ipc';
import { defaultConfigDir } from './core/settings/config-dir';
import { ownerProgram } from './core/doctor/keychain-check';
import { dbusSend } from './core/doctor/session-bus';
import { loadLanguage, m, speakSnapshotLanguage } from './core/i18n';
import { TimetrayCore } from './core/timetray-core';
import { endPastUnansweredCall, keychainCallUnanswered } from './core/vault/unanswered-calls';
import { describeUnexpected, toAppError } from './app/ipc/error-mapping';
import { createHandlers } from './app/ipc/handlers';
import { registerIpc } from './app/ipc/register';
import { trustedDevUrl } from './app/security/dev-url';
import { guardAllWebContents, hardenSession } from './app/security/harden';
import type { TrayActionId } from './app/tray/tray-menu-item';
import { noticeBody, signOutNotice } from './app/tray/sign-out-notice';
import { showBudgetAlerts } from './app/tray/budget-notice';
import { aboutInfo } from './app/desktop/about';
import { APP_ID } from './app/desktop/app-id';
import { chooseCaFile } from './app/desktop/ca-file-dialog';
import { Desktop } from './app/desktop/desktop-parts';
import { ShortcutKeeper } from './app/desktop/global-shortcut';
import { applyLaunchAtLogin } from './app/desktop/login-item';
import { KeepAliveTimer } from './app/lifecycle/keep-alive-timer';
import { RefreshTimer } from './app/lifecycle/refresh-timer';
import { systemProxyCache } from './app/desktop/os-proxy-cache';
import { QuitSequence } from './app/lifecycle/quit-sequence';
import { startFailureText, startFailureTitle } from './app/lifecycle/start-failure';
import { startingCore } from './app/lifecycle/starting-core';
import { hasTrayHost, noTrayHost, shouldCheckTrayHost } from './app/desktop/tray-host';
import { TrayOwner } from './app/tray/tray-owner';
import { PanelWindow } from './app/window/panel-window';
import { displaySession } from './app/window/display-session';

/** Lifecycle and wiring only; everything testable lives in the core, ipc, tray and window modules. */

/** The longest a quit the user asked for waits for the core to close. */
const QUIT_WAIT_MS = 3000;

// Set before `ready`: every renderer is sandboxed, whatever a window asks for.
app.enableSandbox();
// Windows: notifications are filed under the installer's shortcut id (see app-id.ts).
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
guardAllWebContents(app);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // A tray app keeps running with no window open.
  app.on('window-all-closed', () => undefined);
  void app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('[main] failed to start:', error instanceof Error ? error.name : typeof error);
      // A packaged app has no console: without the box it would simply not appear.
      // In the language main spoke last: the system's, or the setting's once the core was open.
      dialog.showErrorBox(startFailureTitle(), startFailureText(error));
      app.exit(1);
    });
}

async function start(): Promise<void> {
  if (process.platform === 'darwin') app.dock?.hide();
  // Every language's words, before the first one is spoken: a switch applies at once.
  await Promise.all(LOCALES.map(loadLanguage));
  const devUrl = !app.isPackaged ? trustedDevUrl(process.env['ELECTRON_RENDERER_URL']) : undefined;
  hardenSession(session.defaultSession, { dev: devUrl !== undefined });

  // Never throws for a missing keychain or bad settings: those land in the snapshot, and
  // the window shows them. Anything else is a bug, reported by the catch around start().
  // Not awaited here: the tray and the panel come first, from a "starting" snapshot, so a
  // keychain prompt or a Secret Service that does not answer cannot hide the app.
  // Where no proxy variable is set, the core asks the OS (system settings or PAC) per origin.
  const systemProxy = systemProxyCache((url) => session.defaultSession.resolveProxy(url), {
    log: (line) => console.warn(line),
  });
  // The `auto` language picks the first of these Timetray has (resolveLocale).
  const languages = app.getPreferredSystemLanguages();
  const opening = TimetrayCore.open({
    languages,
    prefetchTotals: true,
    fetchPeriods: true,
    watchSettings: true,
    keychainRetryMs: 30_000, // a locked keychain: the sessions come back soon after it is unlocked
    systemProxy: systemProxy.lookup,
  });
  const core = startingCore(opening, languages);
  const snapshot = core.snapshot.bind(core);
  // Subscribed first, so every other listener — the tray's rebuild, the window's push — runs
  // with the new words already spoken (a change from Settings or `timetray config set`).
  const stopSpeaking = speakSnapshotLanguage(core);
  /** The locale the tray writes numbers and dates in: the spoken language's, the system's variant. */
  const formatLocale = (): string => formattingLocale(snapshot().locale, languages);
  const htmlFile = join(__dirname, '../renderer/index.html');
  const rendererUrl = devUrl ?? pathToFileURL(htmlFile).href;
  const iconDir = app.isPackaged ? join(process.resourcesPath, 'tray') : join(app.getAppPath(), 'build/tray');

  let tray: TrayOwner | null = null;
  const displayed = displaySession(process.platform, process.env, process.argv);
  const panel = new PanelWindow({
    preloadPath: join(__dirname, '../preload/index.js'),
    htmlFile,
    ...(devUrl ? { devUrl } : {}),
    locale: () => snapshot().locale,
    // getBounds is darwin/win32 only: never asked on Linux (window.ts).
    trayBounds: () => tray?.tray.getBounds() ?? null,
    session: displayed,
  });

  const refresh = (): void => {
    // The CLI shares the settings and the keychain. refreshProjects() re-reads them itself;
    // the reload here is for when we look signed out (the CLI may have signed in since),
    // and costs one stat when nothing changed. Failures are already in the snapshot (and a
    // 401 signs out); nothing more to do here.
    core
      .reload()
      .then(() => (snapshot().session.status === 'signed_in' ? core.refreshProjects() : undefined))
      .catch(() => undefined);
  };

  const notify = (body: string): void => {
    if (Notification.isSupported()) new Notification({ title: 'Timetray', body: noticeBody(body) }).show();
    else console.warn('[main] no notifications here; unshown notice:', noticeBody(body));
  };

  /** Opens the panel and tells the page what to show (once it has loaded, if it is new). */
  const showWith = (intent: WindowIntent): void => {
    panel.show();
    const contents = panel.get()?.webContents;
    if (!contents) return;
    if (contents.isLoading()) contents.once('did-finish-load', () => contents.send(WINDOW_INTENT, intent));
    else contents.send(WINDOW_INTENT, intent);
  };

  const onAction = (action: TrayActionId): void => {
    if (action === 'quit') app.quit();
    else if (action === 'refresh') refresh();
    else if (action === 'sign-out') {
      core.signOut().then(
        (result) => {
          const notice = signOutNotice(result);
          if (notice) notify(notice);
        },
        (error: unknown) => notify(signOutNotice({ failed: error }) ?? ''),
      );
    } else if (action === 'add-account') showWith({ kind: 'add-account' });
    else if (action.startsWith('account:')) {
      const key = action.slice('account:'.length);
      core.useAccount(key).then(refresh, (error: unknown) => {
        // The switch failed before the snapshot changed, so neither tray nor window shows it.
        const { appError, unexpected } = toAppError(error);
        if (unexpected) console.error(describeUnexpected('tray account switch', error));
        notify(m.shell_switch_account_failed({ reason: appError.message }));
      });
    } else if (action === 'open-web-app') {
      // The same checks as the window's button (the account's own https address only).
      void handlers['webapp:open']().then((result) => result.ok || notify(result.error.message));
    } else if (action.startsWith('project:')) {
      // A tray project item or a Recent item: the window opens that project's details.
      showWith({ kind: 'project', id: Number(action.slice('project:'.length)) });
    } else panel.show(); // open-window, show-all, sign-in
  };

  tray = new TrayOwner({
    iconDir,
    snapshot,
    onAction,
    onClick: () => panel.toggle(),
    locale: formatLocale,
  });

  // The settings only the running app can carry out (app/desktop/desktop-parts.ts), applied once the
  // core is open and again whenever the saved preferences change (from the window or the CLI).
  const desktop = new Desktop({
    wayland: displayed === 'wayland',
    trayTitle: process.platform === 'darwin',
    refreshTimer: new RefreshTimer(refresh),
    // Wayland: Electron 45 binds through the GlobalShortcuts portal by itself (the
    // GlobalShortcutsPortal features are on by default since electron#52221, so no
    // --enable-features switch); the portal checks the app id, package.json's desktopName.
    shortcut: new ShortcutKeeper(globalShortcut, () => showWith({ kind: 'search' }), displayed === 'wayland'),
    launchAtLogin: (enabled) =>
      applyLaunchAtLogin(enabled, {
        platform: process.platform,
        loginItems: app,
        execPath: process.execPath,
        env: process.env,
        isPackaged: app.isPackaged,
        appPath: app.getAppPath(),
      }),
    // Only the account's own https web-app address reaches here (ipc/handlers.ts checks it).
    openExternal: (url) => shell.openExternal(url),
    chooseCaFile: () =>
      panel.withDialog((parent) => chooseCaFile((options) => dialog.showOpenDialog(parent, options))),
    about: () =>
      aboutInfo({
        version: app.getVersion(),
        configDir: defaultConfigDir(),
        // Timetray writes no log file (main logs to its console only): Electron's logs folder
        // would be an empty folder, so About shows none.
        logsFolder: null,
        platform: process.platform,
        secretServiceOwner: () => ownerProgram(dbusSend(), AbortSignal.timeout(2000)),
      }),
    systemProxy,
  });
  let appliedPreferences: unknown = null;
  const stopDesktop = core.onChange((next) => {
    if (next.preferences === appliedPreferences) return;
    appliedPreferences = next.preferences;
    desktop.apply(next.preferences).catch((error: unknown) => {
      console.error(
        '[main] applying preferences failed:',
        error instanceof Error ? error.name : typeof error,
      );
    });
  });

  const handlers = createHandlers(core, {
    hideWindow: () => panel.hide(),
    writeClipboard: (text) => clipboard.writeText(text),
    desktop,
  });
  const unregister = registerIpc({
    handlers,
    rendererUrl,
    getWindow: () => panel.get(),
    onSnapshot: (listener) => core.onChange(listener),
  });
  const stopTray = core.onChange(() => tray?.update());
  const stopBudgetAlerts = showBudgetAlerts(core, notify);

  // Never in a packaged app: the hook hands the tray and the window to whoever sets the variable.
  if (!app.isPackaged && process.env['TIMETRAY_E2E'] === '1') {
    // Test hook for test/e2e-electron: Electron offers no way to enumerate trays.
    Object.assign(globalThis, { __timetrayE2E: { tray: tray.tray, image: tray.image, panel, desktop } });
  }
  panel.ensure(); // loads hidden, so the first click shows a ready panel
  if (shouldCheckTrayHost(process.platform, process.argv)) {
    // GNOME without the AppIndicator extension shows no icon and says nothing: the panel
    // is then the only way in, so open it and say why, with the fix.
    // The notice first: shown together, it would take the focus and the popup would hide on blur.
    void hasTrayHost()
      .then((host) => {
        if (host !== false || quit.quitting) return;
        return dialog
          .showMessageBox({ type: 'info', buttons: ['OK'], ...noTrayHost() })
          .then(() => quit.quitting || panel.show());
      })
      .catch(() => undefined);
  }
  refresh();
  // Only the active account is used day to day: the others' tokens would die after 30 idle
  // days. The core gives each one idle for a week a light call, spread out (keep-alive.ts).
  const keepAlive = new KeepAliveTimer((options) => core.keepAliveDue(options));
  keepAlive.start();
  // After sleep the network may be another one: ask the OS for its proxy again.
  const onResume = (): void => {
    systemProxy.forget();
    refresh();
  };
  powerMonitor.on('resume', onResume);

  const showPanel = (): void => panel.show();
  app.on('second-instance', showPanel);
  // macOS: reopening the app from Finder, Spotlight or the Dock emits activate instead.
  app.on('activate', showPanel);

  // See quit-sequence.ts: a user quit is held until the core has closed; a system
  // shutdown or log-out is never held, only given the same cleanup.
  const quit = new QuitSequence();
  const cleanup = (): Promise<void> => {
    // The panel is destroyed below; a second launch during the close must not reach it.
    app.off('second-instance', showPanel);
    app.off('activate', showPanel);
    powerMonitor.off('resume', onResume);
    keepAlive.stop();
    stopDesktop();
    desktop.dispose(); // the timer stops, every global shortcut is unregistered
    stopTray();
    stopSpeaking();
    stopBudgetAlerts();
    unregister();
    tray?.destroy();
    panel.destroy();
    // Bounded: the core's close waits at most 2 s, but one still opening (a keychain
    // prompt nobody answers) would wait for that first.
    const closing = Promise.race([core.close(), sleep(QUIT_WAIT_MS, undefined, { ref: false })]);
    return closing
      .catch((error: unknown) =>
        console.error('[main] close failed:', error instanceof Error ? error.name : typeof error),
      )
      .finally(() => quit.released());
  };
  const onSystemEnding = (): void => {
    if (quit.systemEnding()) void cleanup();
  };
  powerMonitor.on('shutdown', onSystemEnding); // macOS and Linux
  panel.onSessionEnd(onSystemEnding); // Windows: before-quit is not emitted at shutdown or log-off
  app.on('before-quit', (event) => {
    const { hold, startCleanup } = quit.beforeQuit();
    if (hold) event.preventDefault();
    if (startCleanup) void cleanup().then(() => hold && app.quit());
  });
  // Everything is saved by now; a keychain call still out would hold the exit forever.
  app.on('quit', () => {
    if (keychainCallUnanswered()) endPastUnansweredCall();
  });

  await opening;
}
