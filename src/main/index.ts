import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, clipboard, Notification, powerMonitor, session } from 'electron';
import { WINDOW_INTENT, type WindowIntent } from '../shared/ipc';
import { TimetrayCore } from './core/timetray-core';
import { describeUnexpected, toAppError } from './ipc/error-mapping';
import { createHandlers } from './ipc/handlers';
import { registerIpc } from './ipc/register';
import { trustedDevUrl } from './security/dev-url';
import { guardAllWebContents, hardenSession } from './security/harden';
import type { TrayActionId } from './tray/menu-template';
import { signOutNotice } from './tray/sign-out-notice';
import { TrayOwner } from './tray/tray-owner';
import { PanelWindow } from './window';

/** Lifecycle and wiring only; everything testable lives in the core, ipc, tray and window modules. */

const REFRESH_EVERY_MS = 15 * 60_000;

// Set before `ready`: every renderer is sandboxed, whatever a window asks for.
app.enableSandbox();
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
      app.exit(1);
    });
}

async function start(): Promise<void> {
  if (process.platform === 'darwin') app.dock?.hide();
  const devUrl = !app.isPackaged ? trustedDevUrl(process.env['ELECTRON_RENDERER_URL']) : undefined;
  hardenSession(session.defaultSession, { dev: devUrl !== undefined });

  // Never throws for a missing keychain or bad settings: those land in the snapshot, and
  // the window shows them. Anything else is a bug, reported by the catch around start().
  const core = await TimetrayCore.open({ prefetchTotals: true });
  const snapshot = core.snapshot.bind(core);
  const htmlFile = join(__dirname, '../renderer/index.html');
  const rendererUrl = devUrl ?? pathToFileURL(htmlFile).href;
  const iconDir = app.isPackaged ? join(process.resourcesPath, 'tray') : join(app.getAppPath(), 'build/tray');

  let tray: TrayOwner | null = null;
  const panel = new PanelWindow({
    preloadPath: join(__dirname, '../preload/index.js'),
    htmlFile,
    ...(devUrl ? { devUrl } : {}),
    trayBounds: () => tray?.tray.getBounds() ?? { x: 0, y: 0, width: 0, height: 0 },
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
    if (Notification.isSupported()) new Notification({ title: 'Timetray', body }).show();
    else console.warn('[main] no notifications here; unshown notice:', body);
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
        notify(`Timetray could not switch accounts: ${appError.message}`);
      });
    } else if (action.startsWith('project:')) {
      // A tray project item or a Recent item: the window opens that project's details.
      showWith({ kind: 'project', id: Number(action.slice('project:'.length)) });
    } else panel.show(); // open-window, show-all, sign-in
  };

  tray = new TrayOwner({ iconDir, snapshot, onAction, onClick: () => panel.toggle() });

  const unregister = registerIpc({
    handlers: createHandlers(core, {
      hideWindow: () => panel.hide(),
      writeClipboard: (text) => clipboard.writeText(text),
    }),
    rendererUrl,
    getWindow: () => panel.get(),
    onSnapshot: (listener) => core.onChange(listener),
  });
  const stopTray = core.onChange(() => tray?.update());

  // Never in a packaged app: the hook hands the tray and the window to whoever sets the variable.
  if (!app.isPackaged && process.env['TIMETRAY_E2E'] === '1') {
    // Test hook for test/e2e-electron: Electron offers no way to enumerate trays.
    Object.assign(globalThis, { __timetrayE2E: { tray: tray.tray, panel } });
  }
  panel.ensure(); // loads hidden, so the first click shows a ready panel
  refresh();
  powerMonitor.on('resume', refresh);
  const timer = setInterval(refresh, REFRESH_EVERY_MS);

  const showPanel = (): void => panel.show();
  app.on('second-instance', showPanel);
  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return; // the second quit, below: let it through
    // Hold the quit until the core has finished writing (cache, settings) and closed.
    event.preventDefault();
    closed = true;
    // The panel is destroyed below; a second launch during the close must not reach it.
    app.off('second-instance', showPanel);
    powerMonitor.off('resume', refresh);
    clearInterval(timer);
    stopTray();
    unregister();
    tray?.destroy();
    panel.destroy();
    core
      .close()
      .catch((error: unknown) =>
        console.error('[main] close failed:', error instanceof Error ? error.name : typeof error),
      )
      .finally(() => app.quit());
  });
}
