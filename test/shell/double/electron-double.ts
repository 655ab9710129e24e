/**
 * TEST DOUBLE of the `electron` module (NOT Electron): the API surface Timetray's main process
 * uses — app, Tray, Menu, nativeImage, BrowserWindow + webContents, ipcMain, session, screen,
 * powerMonitor, Notification, globalShortcut, clipboard, dialog, nativeTheme, login items —
 * recording every
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
  /** `app.getPreferredSystemLanguages()`; default ['en-US']. */
  systemLanguages?: string[];
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
  let isReady = false;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  /**
   * Login items as the OS keeps them: one on macOS; on Windows one Run-key entry per
   * executable path + arguments (getLoginItemSettings finds it only by the same ones).
   */
  const loginItems = new Map<string, boolean>();
  const loginItemKey = (settings: { path?: string; args?: string[] } = {}) =>
    options.platform === 'win32'
      ? JSON.stringify([settings.path ?? process.execPath, settings.args ?? []])
      : 'app';
  const dialogs: Array<{ parent: unknown; options: Record<string, unknown> }> = [];

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
    isReady: () => isReady,
    getAppPath: () => options.appPath,
    /** The system's languages, most preferred first (the `auto` language picks from them). */
    getPreferredSystemLanguages: () => options.systemLanguages ?? ['en-US'],
    getName: () => 'Timetray',
    getVersion: () => '0.1.0',
    getPath(name: string) {
      if (name !== 'logs') throw new Error(`getPath(${name}) is not in this double`);
      return `/home/user/.config/Timetray/logs`;
    },
    /** Every setLoginItemSettings call, as made. */
    loginItemsCalls: [] as Array<Record<string, unknown>>,
    /** macOS 13+: 'requires-approval' until the user allows the item (tests set it). */
    loginItemStatus: 'enabled' as 'enabled' | 'requires-approval',
    setLoginItemSettings(settings: { openAtLogin?: boolean; path?: string; args?: string[] }) {
      if (!onlyOn(context, ['darwin', 'win32'], 'app.setLoginItemSettings()')) return;
      app.loginItemsCalls.push({ ...settings });
      loginItems.set(loginItemKey(settings), settings.openAtLogin ?? false);
    },
    getLoginItemSettings(query?: { path?: string; args?: string[] }) {
      onlyOn(context, ['darwin', 'win32'], 'app.getLoginItemSettings()');
      const openAtLogin = loginItems.get(loginItemKey(query)) ?? false;
      return {
        openAtLogin,
        ...(options.platform === 'darwin'
          ? { status: openAtLogin ? app.loginItemStatus : 'not-registered', wasOpenedAtLogin: false }
          : {}),
      };
    },
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
        /** What the OS/PAC answers per URL (tests set it), in Chromium's PAC-result form. */
        proxyAnswer: 'DIRECT',
        proxyQuestions: [] as string[],
        resolveProxy(url: string) {
          this.proxyQuestions.push(url);
          return Promise.resolve(this.proxyAnswer);
        },
        webRequest: { onHeadersReceived: () => void log.push('webRequest.onHeadersReceived') },
      },
    },
    globalShortcut: {
      /** Registered now, with the callback a key press would call. */
      registered: new Map<string, () => void>(),
      /** Accelerators another app holds (or the portal refuses): register answers false. */
      taken: new Set<string>(),
      calls: [] as string[],
      register(accelerator: string, callback: () => void) {
        // Electron: "cannot be used before the ready event".
        if (!isReady) context.unsupported.push('globalShortcut.register() before ready');
        this.calls.push(`register(${accelerator})`);
        if (this.taken.has(accelerator) || this.registered.has(accelerator)) return false;
        this.registered.set(accelerator, callback);
        return true;
      },
      unregister(accelerator: string) {
        this.calls.push(`unregister(${accelerator})`);
        this.registered.delete(accelerator);
      },
      unregisterAll() {
        this.calls.push('unregisterAll()');
        this.registered.clear();
      },
      isRegistered(accelerator: string) {
        return this.registered.has(accelerator);
      },
      /** The user presses the keys. */
      press(accelerator: string) {
        this.registered.get(accelerator)?.();
      },
    },
    /** The system browser: records what `openExternal` was asked to open. */
    shell: {
      opened: [] as string[],
      openExternal: async (url: string) => void electron.shell.opened.push(url),
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
      /** The file the user picks in the next open dialog (tests set it); null: Cancel. */
      openDialogAnswer: null as string | null,
      /** When set, the next open dialog stays open until this promise settles (the user browsing). */
      openDialogUntil: null as Promise<void> | null,
      async showOpenDialog(first: unknown, second?: unknown) {
        const [parent, dialogOptions] = second === undefined ? [null, first] : [first, second];
        dialogs.push({ parent, options: dialogOptions as Record<string, unknown> });
        // A modal dialog takes the focus from its parent window.
        (parent as { emit?: (event: string) => void } | null)?.emit?.('blur');
        if (electron.dialog.openDialogUntil) await electron.dialog.openDialogUntil;
        const file = electron.dialog.openDialogAnswer;
        return Promise.resolve(
          file === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [file] },
        );
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
    dialogs,
    /** Electron's `ready`. */
    emitReady: () => {
      isReady = true;
      markReady();
    },
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
