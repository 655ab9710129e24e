import { join } from 'node:path';
import { periodsLine, trayTitleOf } from './period-items';
import { Menu, Tray, nativeImage, type MenuItemConstructorOptions, type NativeImage } from 'electron';
import { formatCount } from '../../../shared/format';
import type { AppSnapshot } from '../../../shared/types';
import { m } from '../../core/i18n';
import { StartupError } from '../lifecycle/start-failure';
import { buildTrayMenu } from './menu-template';
import type { TrayActionId, TrayMenuItem } from './tray-menu-item';

export interface TrayOwnerOptions {
  /** Folder holding the tray PNGs made by `build/make-icons.mjs`. */
  iconDir: string;
  /** The latest snapshot (read when the menu is about to open). */
  snapshot: () => AppSnapshot;
  /** What a click on a menu item does. */
  onAction: (action: TrayActionId) => void;
  /** A click on the icon itself (toggles the panel). */
  onClick: () => void;
  /** Rebuilds wait this long so a burst of snapshots (refresh start/end) gives one menu. */
  debounceMs?: number;
  /** The locale numbers and dates are written in now (see `formattingLocale`); the runtime's if none. */
  locale?: () => string;
  /** Defaults to `process.platform`. */
  platform?: NodeJS.Platform;
}

/**
 * Owns the `Tray`: icon, tooltip, and a menu rebuilt from each snapshot.
 *
 * On macOS and Windows a left click toggles the panel and a right click pops the menu up
 * (menubar-style; with `setContextMenu` a left click would open the menu instead). Linux
 * indicators (AppIndicator / StatusNotifier) only show an attached menu and often send no
 * clicks at all, so there the menu is attached and "Open Timetray" opens the panel.
 */
export class TrayOwner {
  readonly tray: Tray;
  /** The icon shown (checked non-empty); the e2e suite reads it. */
  readonly image: NativeImage;
  #timer: NodeJS.Timeout | null = null;
  readonly #attachMenu: boolean;
  /** Only macOS shows a title beside a tray icon (`setTitle`); elsewhere it is never set. */
  readonly #hasTitle: boolean;
  #title = '';
  /** What the attached menu shows now (its template as JSON), to skip identical rebuilds. */
  #attached = '';
  /**
   * The menu popped up last, held until it closes: a Menu only referenced by the native
   * side can be garbage-collected while open, and its clicks then go nowhere.
   */
  #popped: Menu | null = null;

  constructor(private readonly options: TrayOwnerOptions) {
    const platform = options.platform ?? process.platform;
    this.#attachMenu = platform === 'linux';
    this.#hasTitle = platform === 'darwin';
    this.image = trayIcon(options.iconDir, platform);
    this.tray = new Tray(this.image);
    this.#refresh();
    this.tray.on('click', () => options.onClick());
    if (!this.#attachMenu) {
      // Rebuilt right before it opens so "updated N min ago" is current.
      this.tray.on('right-click', () => this.#popUp());
    }
  }

  /** Schedules a refresh from the latest snapshot (debounced). */
  update(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (!this.tray.isDestroyed()) this.#refresh();
    }, this.options.debounceMs ?? 150);
  }

  destroy(): void {
    if (this.#timer) clearTimeout(this.#timer);
    if (!this.tray.isDestroyed()) this.tray.destroy();
  }

  /**
   * The tooltip, and the menu where it is attached. A popped-up menu is built when it opens
   * (`#popUp`), so building one here for every snapshot would be thrown away. An attached
   * menu is replaced only when what it shows changed: every `setContextMenu` closes a
   * submenu the user has open, and it says "Updated at 14:05" rather than "N min ago"
   * so that time passing alone changes nothing.
   */
  #refresh(): void {
    const snapshot = this.options.snapshot();
    const locale = this.options.locale?.();
    const count = snapshot.projects.length;
    // Linux shows no title beside the icon: the tooltip says the period line too.
    const periods = snapshot.session.status === 'signed_in' ? periodsLine(snapshot, locale) : null;
    this.tray.setToolTip(
      snapshot.session.status === 'signed_in'
        ? `${m.shell_tooltip_projects({ count, countText: formatCount(count, locale) })}${periods === null ? '' : `\n${periods}`}`
        : m.shell_tooltip_signed_out(),
    );
    const title = this.#hasTitle ? trayTitleOf(snapshot, locale) : '';
    if (title !== this.#title) {
      this.#title = title;
      this.tray.setTitle(title);
    }
    if (!this.#attachMenu) return;
    const template = buildTrayMenu(snapshot, {
      now: Date.now(),
      age: 'clock',
      ...(locale ? { locale } : {}),
    });
    const shown = JSON.stringify(template);
    if (shown === this.#attached) return;
    this.#attached = shown;
    this.tray.setContextMenu(this.#toMenu(template));
  }

  #popUp(): void {
    const locale = this.options.locale?.();
    const options = { now: Date.now(), ...(locale ? { locale } : {}) };
    const menu = this.#toMenu(buildTrayMenu(this.options.snapshot(), options));
    this.#popped = menu;
    menu.once('menu-will-close', () => {
      if (this.#popped === menu) this.#popped = null;
    });
    this.tray.popUpContextMenu(menu);
  }

  #toMenu(template: TrayMenuItem[]): Menu {
    return Menu.buildFromTemplate(template.map((item) => this.#toElectron(item)));
  }

  #toElectron(item: TrayMenuItem): MenuItemConstructorOptions {
    switch (item.type) {
      case 'separator':
        return { type: 'separator' };
      case 'submenu':
        return {
          label: item.label,
          enabled: item.enabled,
          submenu: item.submenu.map((child) => this.#toElectron(child)),
        };
      case 'radio': {
        const { action } = item;
        return {
          type: 'radio',
          label: item.label,
          checked: item.checked,
          click: () => this.options.onAction(action),
        };
      }
      case 'normal': {
        const { action } = item;
        return {
          label: item.label,
          enabled: item.enabled,
          ...(action ? { click: () => this.options.onAction(action) } : {}),
        };
      }
    }
  }
}

/**
 * macOS wants a black "template" image it recolours for light/dark menu bars; other
 * platforms get the coloured icon. `createFromPath` picks up the `@2x` file itself.
 *
 * Throws when the file is missing or unreadable: `createFromPath` returns an empty image
 * then, and an empty tray icon is invisible — on macOS, with no Dock icon, that leaves an
 * app running that nobody can reach. Failing start-up says what is wrong instead.
 */
function trayIcon(iconDir: string, platform: NodeJS.Platform): NativeImage {
  const file = join(iconDir, trayIconFile(platform));
  const image = nativeImage.createFromPath(file);
  if (image.isEmpty()) throw new StartupError(m.shell_tray_icon_missing({ file }));
  if (platform === 'darwin') image.setTemplateImage(true);
  return image;
}

/** Which of build/tray's files each platform shows. */
function trayIconFile(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'trayTemplate.png';
  return platform === 'win32' ? 'tray.png' : 'tray-32.png';
}
