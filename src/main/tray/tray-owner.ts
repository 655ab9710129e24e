import { Menu, Tray, nativeImage, type MenuItemConstructorOptions, type NativeImage } from 'electron';
import type { AppSnapshot } from '../../shared/types';
import { buildTrayMenu, type TrayActionId, type TrayMenuItem } from './menu-template';

export interface TrayOwnerOptions {
  /** Folder holding the tray PNGs made by `build/make-icons.mjs`. */
  iconDir: string;
  /** What a click on a menu item (or the icon) does. */
  onAction: (action: TrayActionId) => void;
  /** Called on a click on the icon itself (toggles the window). */
  onClick: () => void;
  /** Rebuilds wait this long so a burst of snapshots (refresh start/end) gives one menu. */
  debounceMs?: number;
}

/** Owns the `Tray`: its icon, tooltip and a menu rebuilt from each snapshot. */
export class TrayOwner {
  readonly tray: Tray;
  #timer: NodeJS.Timeout | null = null;
  #pending: AppSnapshot | null = null;

  constructor(
    snapshot: AppSnapshot,
    private readonly options: TrayOwnerOptions,
  ) {
    this.tray = new Tray(trayIcon(options.iconDir));
    this.tray.setToolTip('Timetray');
    this.tray.on('click', () => options.onClick());
    this.#render(snapshot);
  }

  /** Schedules a rebuild with the latest snapshot (debounced). */
  update(snapshot: AppSnapshot): void {
    this.#pending = snapshot;
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#pending && !this.tray.isDestroyed()) this.#render(this.#pending);
      this.#pending = null;
    }, this.options.debounceMs ?? 150);
  }

  /** Rebuilds now, e.g. so "updated N min ago" stays true when the menu opens. */
  refreshNow(snapshot: AppSnapshot): void {
    if (!this.tray.isDestroyed()) this.#render(snapshot);
  }

  destroy(): void {
    if (this.#timer) clearTimeout(this.#timer);
    if (!this.tray.isDestroyed()) this.tray.destroy();
  }

  #render(snapshot: AppSnapshot): void {
    const template = buildTrayMenu(snapshot, { now: Date.now() });
    this.tray.setContextMenu(Menu.buildFromTemplate(template.map((item) => this.#toElectron(item))));
    const count =
      snapshot.session.status === 'signed_in' ? `${snapshot.projects.length} projects` : 'signed out';
    this.tray.setToolTip(`Timetray — ${count}`);
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
 */
function trayIcon(iconDir: string): NativeImage {
  if (process.platform === 'darwin') {
    const image = nativeImage.createFromPath(`${iconDir}/trayTemplate.png`);
    image.setTemplateImage(true);
    return image;
  }
  const name = process.platform === 'win32' ? 'tray.png' : 'tray-32.png';
  return nativeImage.createFromPath(`${iconDir}/${name}`);
}
