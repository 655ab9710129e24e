/**
 * TEST DOUBLE of the `electron` module (NOT Electron): the API surface Timetray's main process
 * uses — app, Tray, Menu, nativeImage, BrowserWindow + webContents, ipcMain, session, screen,
 * powerMonitor, Notification, globalShortcut, clipboard, dialog, nativeTheme — recording every
 * call, and behaving per platform as node_modules/electron/electron.d.ts documents. The shell
 * suite loads the BUILT out/main/index.js with `require('electron')` answered by this.
 * Real Electron runs only in test/e2e-electron, wherever a binary exists.
 */
import { EventEmitter } from 'node:events';
import { onlyOn, type DoubleContext, type DoubleSession } from './context';
import { DoubleMenu, makeTray, nativeImage, type DoubleTray } from './tray';
import { makeBrowserWindow, makeScreen, type DoubleWebContents, type DoubleWindow } from './window';

export interface DoubleOptions {
  platform: NodeJS.Platform;
  session: DoubleSession;
  appPath: string;
  /** false: another instance holds the single-instance lock. */
  singleInstance?: boolean;
}

type Handler = (event: unknown, ...args: unknown[]) => unknown;

/** A sender as ipcMain sees it: which webContents, which frame, at which URL. */
export interface DoubleSender {
  sender: DoubleWebContents;
  url: string;
  mainFrame?: boolean;
}

export type ElectronDouble = ReturnType<typeof createElectronDouble>;

export function createElectronDouble(options: DoubleOptions) {
  const context: DoubleContext = {
    platform: options.platform,
    session: options.session,
    unsupported: [],
    appPath: options.appPath,
  };
  const trays: DoubleTray[] = [];
  const windows: DoubleWindow[] = [];
  const log: string[] = [];
  const notifications: Array<{ title: string; body: string; shown: boolean }> = [];
  const errorBoxes: Array<{ title: string; content: string }> = [];
  const messageBoxes: Array<Record<string, unknown>> = [];
  const handlers = new Map<string, Handler>();
  const handleCount = new Map<string, number>();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    quitRequests: 0,
    quitted: false,
    exitCode: null as number | null,
    enableSandbox: () => void log.push('app.enableSandbox'),
    setAppUserModelId: (id: string) => {
      onlyOn(context, ['win32'], 'app.setAppUserModelId()');
      log.push(`app.setAppUserModelId(${id})`);
    },
    requestSingleInstanceLock: () => options.singleInstance ?? true,
    whenReady: () => ready,
    isReady: () => false,
    getAppPath: () => options.appPath,
    getName: () => 'Timetray',
    /** Electron: before-quit (preventable), then will-quit and quit. */
    quit() {
      app.quitRequests += 1;
      log.push('app.quit');
      let prevented = false;
      app.emit('before-quit', { preventDefault: () => (prevented = true) });
      log.push(prevented ? 'before-quit:prevented' : 'before-quit:through');
      if (prevented) return;
      app.emit('will-quit', { preventDefault() {} });
      app.quitted = true;
      app.emit('quit');
    },
    exit(code = 0) {
      log.push(`app.exit(${code})`);
      app.exitCode = code;
      app.quitted = true;
    },
    dock:
      options.platform === 'darwin'
        ? { hide: () => void log.push('app.dock.hide'), show: () => Promise.resolve() }
        : undefined,
  });

  const webContentsCreated = (window: DoubleWindow) =>
    app.emit('web-contents-created', { preventDefault() {} }, window.webContents);

  const ipcMain = Object.assign(new EventEmitter(), {
    handle(channel: string, handler: Handler) {
      // Electron throws on a second handler for one channel.
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, handler);
      handleCount.set(channel, (handleCount.get(channel) ?? 0) + 1);
    },
    removeHandler(channel: string) {
      handlers.delete(channel);
    },
  });

  const powerMonitor = new EventEmitter();

  class Notification {
    static isSupported = () => true;
    readonly record: { title: string; body: string; shown: boolean };
    constructor(init: { title: string; body: string }) {
      this.record = { title: init.title, body: init.body, shown: false };
      notifications.push(this.record);
    }
    show() {
      this.record.shown = true;
    }
  }

  const electron = {
    app,
    ipcMain,
    powerMonitor,
    Notification,
    Menu: DoubleMenu,
    Tray: makeTray(context, trays),
    nativeImage,
    BrowserWindow: makeBrowserWindow(context, windows, webContentsCreated),
    screen: makeScreen({ x: 100, y: 100 }),
    nativeTheme: { shouldUseDarkColors: false },
    session: {
      defaultSession: {
        permissionRequest: null as unknown,
        permissionCheck: null as unknown,
        setPermissionRequestHandler(handler: unknown) {
          this.permissionRequest = handler;
        },
        setPermissionCheckHandler(handler: unknown) {
          this.permissionCheck = handler;
        },
        webRequest: { onHeadersReceived: () => void log.push('webRequest.onHeadersReceived') },
      },
    },
    globalShortcut: {
      registered: [] as string[],
      register(accelerator: string) {
        this.registered.push(accelerator);
        return true;
      },
      unregisterAll() {
        this.registered.length = 0;
      },
    },
    clipboard: {
      written: [] as string[],
      writeText: (text: string) => void electron.clipboard.written.push(text),
    },
    dialog: {
      showErrorBox: (title: string, content: string) => void errorBoxes.push({ title, content }),
      showMessageBox: (first: unknown, second?: unknown) => {
        messageBoxes.push((second ?? first) as Record<string, unknown>);
        return Promise.resolve({ response: 0, checkboxChecked: false });
      },
    },
  };

  return {
    electron,
    context,
    trays,
    windows,
    log,
    notifications,
    errorBoxes,
    messageBoxes,
    handlers,
    handleCount,
    /** Electron's `ready`. */
    emitReady: () => markReady(),
    /** Calls a channel's handler as ipcMain would for a message from `from`. */
    invoke(channel: string, from: DoubleSender, ...args: unknown[]): Promise<unknown> {
      const handler = handlers.get(channel);
      if (!handler) return Promise.reject(new Error(`No handler registered for '${channel}'`));
      const event = {
        sender: from.sender,
        senderFrame: { url: from.url, parent: from.mainFrame === false ? {} : null },
      };
      return Promise.resolve().then(() => handler(event, ...args));
    },
  };
}
