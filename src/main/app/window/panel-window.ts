import { BrowserWindow, nativeTheme, screen } from 'electron';
import { panelStyle, type DisplaySession, type PanelStyle } from './display-session';
import { panelBounds } from './placement';
import type { Rect } from './position';

export interface PanelOptions {
  /** Absolute path of the built CJS preload. */
  preloadPath: string;
  /** Load this URL (dev server) … */
  devUrl?: string;
  /** … or this built `index.html`. */
  htmlFile: string;
  /** Where the tray icon is now; null where the platform does not say (Linux). */
  trayBounds: () => Rect | null;
  /** A hidden panel is destroyed after this long, to give its memory back. */
  releaseAfterMs?: number;
  /** The desktop session (see display-session.ts); decides popup or framed window. */
  session: DisplaySession;
  /** The language the page starts in (the snapshot's `locale`); none: the page guesses. */
  locale?: () => string;
}

/** `url` with `?locale=…` for the page (see `locale` above). */
function withLocale(url: string, locale: string | null): string {
  if (!locale) return url;
  const address = new URL(url);
  address.searchParams.set('locale', locale);
  return address.href;
}

const SIZE = { width: 380, height: 560 };
/** A tray click right after a blur-hide is the click that caused the blur: it must not reopen. */
const BLUR_GRACE_MS = 250;
/** A short delay lets a click on the tray icon (which blurs us first) be seen as a toggle. */
const BLUR_HIDE_MS = 100;

/**
 * The small panel: created lazily and hidden, destroyed when it has been hidden for a while.
 * Where the app may place and focus its windows it is a frameless popup next to the tray
 * icon that hides when it loses focus. On Wayland, where it may do neither, it is an
 * ordinary framed window the compositor places, closed with its close button or Escape.
 */
export class PanelWindow {
  #window: BrowserWindow | null = null;
  #hiddenAt = 0;
  #releaseTimer: NodeJS.Timeout | null = null;
  #blurTimer: NodeJS.Timeout | null = null;
  #onSessionEnd: (() => void) | null = null;
  /** Dialogs open over the panel: it stays up while they have the focus. */
  #dialogs = 0;
  readonly #style: PanelStyle;

  constructor(private readonly options: PanelOptions) {
    this.#style = panelStyle(process.platform, options.session);
  }

  /** The window if it exists now (for pushing snapshots). */
  get(): BrowserWindow | null {
    return this.#window && !this.#window.isDestroyed() ? this.#window : null;
  }

  /** Makes sure the window exists (hidden), e.g. so it has loaded before the first click. */
  ensure(): BrowserWindow {
    return this.get() ?? this.#create();
  }

  toggle(): void {
    const window = this.get();
    if (window?.isVisible()) return this.hide();
    if (Date.now() - this.#hiddenAt < BLUR_GRACE_MS) return;
    this.show();
  }

  show(): void {
    const window = this.ensure();
    this.#cancelRelease();
    const bounds = this.#style.placeable ? this.#placement() : null;
    // setBounds, not setPosition: on Windows, moving a window onto a display with another
    // scale factor resizes it unless the size is given too (electron#10862).
    if (bounds) window.setBounds(bounds, false);
    window.show();
    window.focus();
  }

  /**
   * Runs a dialog parented to the panel (e.g. the CA file chooser). The dialog takes the
   * focus, and a blur would otherwise hide the panel under it while the user browses; the
   * result would then land in a window nobody sees.
   */
  async withDialog<T>(run: (parent: BrowserWindow) => Promise<T>): Promise<T> {
    const parent = this.ensure();
    this.#dialogs += 1;
    this.#cancelBlurHide();
    try {
      return await run(parent);
    } finally {
      this.#dialogs -= 1;
    }
  }

  hide(): void {
    const window = this.get();
    if (!window?.isVisible()) return;
    window.hide();
    this.#hiddenAt = Date.now();
    this.#scheduleRelease();
  }

  /**
   * Windows ends a session (shutdown, restart, log-off) without `before-quit`; the only
   * notice is this window event, so it is passed on whenever the panel exists.
   */
  onSessionEnd(listener: () => void): void {
    this.#onSessionEnd = listener;
  }

  destroy(): void {
    this.#cancelRelease();
    this.#cancelBlurHide();
    this.get()?.destroy();
    this.#window = null;
  }

  #create(): BrowserWindow {
    const popup = this.#style.popup;
    const window = new BrowserWindow({
      ...SIZE,
      show: false,
      frame: !popup,
      resizable: !popup,
      movable: !popup,
      minimizable: !popup,
      maximizable: false,
      fullscreenable: false,
      ...(this.#style.skipTaskbar ? { skipTaskbar: true } : {}),
      // Wayland has no always-on-top for clients; a framed window there is a normal one.
      ...(popup ? { alwaysOnTop: true } : {}),
      title: 'Timetray',
      // The page's own background (app.css), so no white flash before it paints.
      backgroundColor: nativeTheme.shouldUseDarkColors ? '#1b1c20' : '#f7f7f9',
      webPreferences: {
        preload: this.options.preloadPath,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        spellcheck: false,
        navigateOnDragDrop: false,
        // Middle-click (auxclick) could otherwise ask for a new window from a link.
        disableBlinkFeatures: 'Auxclick',
      },
    });
    // Focus back within the delay (e.g. a dialog or the tray menu closed) keeps it open.
    // Not on Wayland: a window that may never get focus would never see a blur either, and
    // one that does would vanish while the user looks for it in a place they did not choose.
    if (popup) {
      window.on('blur', () => {
        this.#cancelBlurHide();
        if (this.#dialogs > 0) return;
        this.#blurTimer = setTimeout(() => {
          this.#blurTimer = null;
          this.hide();
        }, BLUR_HIDE_MS);
      });
      window.on('focus', () => this.#cancelBlurHide());
    }
    // macOS: shown from a full-screen app or another Space, the panel would otherwise
    // switch the user to the Space it was created on (menubar#41, #43).
    if (process.platform === 'darwin') window.setVisibleOnAllWorkspaces(true, { visibleOnFullScreen: true });
    window.on('session-end', () => this.#onSessionEnd?.());
    window.on('closed', () => {
      this.#window = null;
    });
    // A load is aborted (ERR_ABORTED) when the release timer destroys a window still
    // loading; that and any other failure is logged, not left as an unhandled rejection.
    // The language rides in the address, so the page loads the words of its first screen at
    // once, and only those (src/renderer/src/lib/i18n.svelte.ts); snapshots follow changes.
    const locale = this.options.locale?.() ?? null;
    const loading = this.options.devUrl
      ? window.loadURL(withLocale(this.options.devUrl, locale))
      : window.loadFile(this.options.htmlFile, locale ? { query: { locale } } : {});
    loading.catch((error: unknown) => logLoadFailure(error));
    this.#window = window;
    return window;
  }

  /** Asks the screen only what this platform answers (see placement.ts). */
  #placement(): Rect | null {
    const { session } = this.options;
    return panelBounds({
      platform: process.platform,
      session,
      size: SIZE,
      trayBounds: process.platform === 'linux' ? null : this.options.trayBounds(),
      cursor: session === 'x11' ? screen.getCursorScreenPoint() : null,
      workAreaNear: (point) => screen.getDisplayNearestPoint(point).workArea,
      primaryWorkArea: screen.getPrimaryDisplay().workArea,
    });
  }

  #scheduleRelease(): void {
    this.#cancelRelease();
    this.#releaseTimer = setTimeout(() => this.destroy(), this.options.releaseAfterMs ?? 5 * 60_000);
  }

  #cancelBlurHide(): void {
    if (this.#blurTimer) clearTimeout(this.#blurTimer);
    this.#blurTimer = null;
  }

  #cancelRelease(): void {
    if (this.#releaseTimer) clearTimeout(this.#releaseTimer);
    this.#releaseTimer = null;
  }
}

/** Logs why the page did not load: the error's code only (a URL could carry anything). */
function logLoadFailure(error: unknown): void {
  const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
  if (code === 'ERR_ABORTED') return; // destroyed while loading: expected, nothing to fix
  console.error(`[window] the panel page failed to load (${code})`);
}
