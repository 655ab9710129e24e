/**
 * TEST DOUBLE of Electron's BrowserWindow, webContents and screen (not Electron). Wayland
 * limits per electron.d.ts: no setPosition, center or alwaysOnTop, no placement through
 * setBounds; `skipTaskbar` exists on darwin/win32 only; setVisibleOnAllWorkspaces on
 * darwin/linux. `loadFile` builds its URL the way Electron's does (url.format).
 */
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'node:url';
import { notOnWayland, onlyOn, type DoubleContext } from './context';

type Rect = { x: number; y: number; width: number; height: number };

let nextId = 1;

export class DoubleWebContents extends EventEmitter {
  readonly id = nextId++;
  url = '';
  loading = false;
  /** Every `send(channel, ...args)`, in order. */
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  windowOpenHandler: ((details: unknown) => unknown) | null = null;
  #destroyed = false;

  send(channel: string, ...args: unknown[]): void {
    if (this.#destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, args: structuredClone(args) });
  }
  isLoading(): boolean {
    return this.loading;
  }
  getURL(): string {
    return this.url;
  }
  isDestroyed(): boolean {
    return this.#destroyed;
  }
  setWindowOpenHandler(handler: (details: unknown) => unknown): void {
    this.windowOpenHandler = handler;
  }
  destroyNow(): void {
    this.#destroyed = true;
  }

  /** Starts a load: did-start-loading now, did-finish-load on a later turn. */
  load(url: string): Promise<void> {
    this.url = url;
    this.loading = true;
    this.emit('did-start-loading');
    return new Promise((done) =>
      setImmediate(() => {
        if (this.#destroyed) return done();
        this.loading = false;
        this.emit('did-finish-load');
        done();
      }),
    );
  }
}

export interface DoubleWindowClass {
  new (options: Record<string, unknown>): DoubleWindow;
  getAllWindows(): DoubleWindow[];
}

export function makeBrowserWindow(
  context: DoubleContext,
  windows: DoubleWindow[],
  onCreate: (w: DoubleWindow) => void,
): DoubleWindowClass {
  return class BrowserWindow extends DoubleWindow {
    constructor(options: Record<string, unknown>) {
      super(context, options);
      windows.push(this);
      onCreate(this);
    }
    static getAllWindows(): DoubleWindow[] {
      return windows.filter((w) => !w.isDestroyed());
    }
  };
}

export class DoubleWindow extends EventEmitter {
  readonly webContents = new DoubleWebContents();
  visible = false;
  bounds: Rect;
  /** Calls that placed the window, e.g. `setBounds`, `setPosition`. */
  readonly placements: Array<{ call: string; bounds: Rect }> = [];
  readonly calls: string[] = [];
  loadedFile: string | null = null;
  #destroyed = false;

  constructor(
    private readonly context: DoubleContext,
    readonly options: Record<string, unknown>,
  ) {
    super();
    this.bounds = {
      x: 0,
      y: 0,
      width: Number(options['width'] ?? 800),
      height: Number(options['height'] ?? 600),
    };
    if ('skipTaskbar' in options) onlyOn(context, ['darwin', 'win32'], 'BrowserWindow option skipTaskbar');
    if (options['alwaysOnTop']) notOnWayland(context, 'BrowserWindow option alwaysOnTop');
    if ('x' in options || 'y' in options || options['center'])
      notOnWayland(context, 'BrowserWindow option x/y/center');
  }

  loadFile(file: string, options: { query?: Record<string, string> } = {}): Promise<void> {
    const path = resolve(this.context.appPath, file);
    if (!existsSync(path))
      return Promise.reject(Object.assign(new Error('ERR_FILE_NOT_FOUND'), { code: 'ERR_FILE_NOT_FOUND' }));
    this.loadedFile = path;
    // Electron: loadURL(url.format({ protocol: 'file', slashes: true, pathname })), then
    // Chromium parses (and normalises) that URL; the WHATWG parser stands in for it.
    return this.webContents.load(
      new URL(format({ protocol: 'file', slashes: true, pathname: path, query: options.query })).href,
    );
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.load(url);
  }
  show(): void {
    this.visible = true;
    this.calls.push('show');
  }
  hide(): void {
    this.visible = false;
    this.calls.push('hide');
  }
  focus(): void {
    this.calls.push('focus');
  }
  isVisible(): boolean {
    return this.visible;
  }
  setPosition(x: number, y: number): void {
    if (!notOnWayland(this.context, 'win.setPosition()')) return;
    this.bounds = { ...this.bounds, x, y };
    this.placements.push({ call: 'setPosition', bounds: this.bounds });
  }
  setBounds(bounds: Partial<Rect>): void {
    if (('x' in bounds || 'y' in bounds) && !notOnWayland(this.context, 'win.setBounds() with a position'))
      return;
    this.bounds = { ...this.bounds, ...bounds };
    this.placements.push({ call: 'setBounds', bounds: this.bounds });
  }
  center(): void {
    notOnWayland(this.context, 'win.center()');
  }
  setAlwaysOnTop(): void {
    notOnWayland(this.context, 'win.setAlwaysOnTop()');
  }
  setVisibleOnAllWorkspaces(visible: boolean, options?: { visibleOnFullScreen?: boolean }): void {
    if (!onlyOn(this.context, ['darwin', 'linux'], 'win.setVisibleOnAllWorkspaces()')) return;
    this.calls.push(`setVisibleOnAllWorkspaces(${visible}, ${JSON.stringify(options ?? {})})`);
  }
  getBounds(): Rect {
    return this.bounds;
  }
  isDestroyed(): boolean {
    return this.#destroyed;
  }
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.visible = false;
    this.webContents.destroyNow();
    this.emit('closed');
  }
}

/** Two monitors: the primary on the left (GNOME-like top bar), a KDE-like bottom panel on the right. */
export const DISPLAYS = [
  {
    id: 1,
    bounds: { x: 0, y: 0, width: 1920, height: 1080 },
    workArea: { x: 0, y: 32, width: 1920, height: 1048 },
  },
  {
    id: 2,
    bounds: { x: 1920, y: 0, width: 2560, height: 1440 },
    workArea: { x: 1920, y: 0, width: 2560, height: 1396 },
  },
];

export function makeScreen(cursor: { x: number; y: number }) {
  return {
    cursor,
    getCursorScreenPoint: () => ({ ...cursor }),
    getPrimaryDisplay: () => DISPLAYS[0]!,
    getAllDisplays: () => DISPLAYS,
    getDisplayNearestPoint: (point: { x: number; y: number }) =>
      DISPLAYS.find((d) => point.x >= d.bounds.x && point.x < d.bounds.x + d.bounds.width) ?? DISPLAYS[0]!,
  };
}
