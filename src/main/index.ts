import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, powerMonitor, session } from 'electron';
import type { AppSnapshot } from '../shared/types';
import { isCoreError } from './core/core-error';
import { TimetrayCore } from './core/timetray-core';
import { createHandlers, type CorePort } from './ipc/handlers';
import { registerIpc } from './ipc/register';
import { unavailableCore } from './ipc/unavailable-core';
import { guardAllWebContents, hardenSession } from './security/harden';
import type { TrayActionId } from './tray/menu-template';
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
  const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
  hardenSession(session.defaultSession, { dev: devUrl !== undefined });

  const { core, port } = await openCore();
  const snapshot = (): AppSnapshot => port.snapshot();
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
    if (!core) return;
    // The CLI shares the settings and the keychain: pick up an account it signed in, out or
    // switched to before asking the service. Failures are already in the snapshot (and a
    // 401 signs out); nothing more to do here.
    core
      .reload()
      .then(() => (snapshot().session.status === 'signed_in' ? core.refreshProjects() : undefined))
      .catch(() => undefined);
  };

  const onAction = (action: TrayActionId): void => {
    if (action === 'quit') app.quit();
    else if (action === 'refresh') refresh();
    else if (action === 'sign-out') void core?.signOut().catch(() => undefined);
    else panel.show(); // open-window, show-all, sign-in, project:<id>
  };

  tray = new TrayOwner({ iconDir, snapshot, onAction, onClick: () => panel.toggle() });

  const unregister = registerIpc({
    handlers: createHandlers(port, { hideWindow: () => panel.hide() }),
    rendererUrl,
    getWindow: () => panel.get(),
    onSnapshot: (listener) => core?.onChange(listener) ?? (() => undefined),
  });
  const stopTray = core?.onChange(() => tray?.update());

  if (process.env['TIMETRAY_E2E'] === '1') {
    // Test hook for test/e2e-electron: Electron offers no way to enumerate trays.
    Object.assign(globalThis, { __timetrayE2E: { tray: tray.tray, panel } });
  }
  panel.ensure(); // loads hidden, so the first click shows a ready panel
  refresh();
  powerMonitor.on('resume', refresh);
  const timer = setInterval(refresh, REFRESH_EVERY_MS);

  app.on('second-instance', () => panel.show());
  app.on('before-quit', () => {
    clearInterval(timer);
    stopTray?.();
    unregister();
    tray?.destroy();
    panel.destroy();
    void core?.close();
  });
}

/** Opens the core; when that fails (e.g. no keychain) the window shows why instead of a crash. */
async function openCore(): Promise<{ core: TimetrayCore | null; port: CorePort }> {
  try {
    const core = await TimetrayCore.open();
    return { core, port: core };
  } catch (error) {
    if (!isCoreError(error)) throw error;
    console.error(`[main] core unavailable: ${error.code}`);
    return { core: null, port: unavailableCore(error) };
  }
}
