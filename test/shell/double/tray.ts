/**
 * TEST DOUBLE of Electron's Tray, Menu and nativeImage (not Electron). Platform behaviour
 * per electron.d.ts: `getBounds`, `popUpContextMenu`, clicks only on darwin/win32 (Linux
 * StatusNotifier trays show the attached menu and nothing else); template images on macOS.
 */
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { onlyOn, type DoubleContext } from './context';

export interface DoubleMenuItem {
  label: string;
  type: string;
  enabled: boolean;
  checked: boolean;
  click?: () => void;
  submenu?: DoubleMenu;
}

export class DoubleMenu extends EventEmitter {
  constructor(readonly items: DoubleMenuItem[]) {
    super();
  }

  /** Top-level labels (separators as '---'). */
  labels(): string[] {
    return this.items.map((item) => (item.type === 'separator' ? '---' : item.label));
  }

  /** Every item, submenus included, depth first. */
  all(): DoubleMenuItem[] {
    return this.items.flatMap((item) => [item, ...(item.submenu?.all() ?? [])]);
  }

  /** The first item (at any depth) whose label matches. */
  find(label: string | RegExp): DoubleMenuItem | undefined {
    return this.all().find((item) =>
      typeof label === 'string' ? item.label === label : label.test(item.label),
    );
  }

  /** Clicks an item as the user would; fails when it is missing, disabled or inert. */
  click(label: string | RegExp): void {
    const item = this.find(label);
    if (!item) throw new Error(`no menu item ${String(label)} in ${JSON.stringify(this.labels())}`);
    if (!item.enabled) throw new Error(`menu item ${item.label} is disabled`);
    if (!item.click) throw new Error(`menu item ${item.label} does nothing`);
    item.click();
  }

  static buildFromTemplate(template: Array<Record<string, unknown>>): DoubleMenu {
    return new DoubleMenu(
      template.map((entry) => ({
        label: typeof entry['label'] === 'string' ? entry['label'] : '',
        type: typeof entry['type'] === 'string' ? entry['type'] : entry['submenu'] ? 'submenu' : 'normal',
        enabled: entry['enabled'] !== false,
        checked: entry['checked'] === true,
        ...(typeof entry['click'] === 'function' ? { click: entry['click'] as () => void } : {}),
        ...(Array.isArray(entry['submenu'])
          ? { submenu: DoubleMenu.buildFromTemplate(entry['submenu'] as Array<Record<string, unknown>>) }
          : {}),
      })),
    );
  }
}

export class DoubleImage {
  #template = false;
  constructor(
    readonly path: string,
    readonly size: { width: number; height: number } | null,
    readonly scaleFactors: number[],
  ) {}
  isEmpty(): boolean {
    return this.size === null;
  }
  getSize(): { width: number; height: number } {
    return this.size ?? { width: 0, height: 0 };
  }
  getScaleFactors(): number[] {
    return this.scaleFactors;
  }
  setTemplateImage(value: boolean): void {
    this.#template = value;
  }
  isTemplateImage(): boolean {
    return this.#template;
  }
}

/** A PNG's pixel size from its IHDR chunk, or null when the file is missing or not a PNG. */
export function pngSize(path: string): { width: number; height: number } | null {
  if (!existsSync(path)) return null;
  const bytes = readFileSync(path);
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  return size.width > 0 && size.height > 0 ? size : null;
}

export const nativeImage = {
  /** Like Electron: an empty image (no error) for a missing or unreadable file; `@2x` picked up. */
  createFromPath(path: string): DoubleImage {
    const size = pngSize(path);
    const retina = path.replace(/\.png$/, '@2x.png');
    const scales = size ? (pngSize(retina) ? [1, 2] : [1]) : [];
    return new DoubleImage(path, size, scales);
  },
};

export function makeTray(
  context: DoubleContext,
  trays: DoubleTray[],
): new (image: DoubleImage) => DoubleTray {
  return class Tray extends DoubleTray {
    constructor(image: DoubleImage) {
      super(context, image);
      trays.push(this);
    }
  };
}

export class DoubleTray extends EventEmitter {
  tooltip = '';
  contextMenu: DoubleMenu | null = null;
  /** Every menu given to setContextMenu, in order. */
  readonly menusSet: DoubleMenu[] = [];
  readonly poppedUp: DoubleMenu[] = [];
  #destroyed = false;

  constructor(
    private readonly context: DoubleContext,
    readonly image: DoubleImage,
  ) {
    super();
  }

  setToolTip(text: string): void {
    this.tooltip = text;
  }
  /** The text beside the icon: macOS only (electron.d.ts, `tray.setTitle`). */
  title = '';
  setTitle(text: string): void {
    if (onlyOn(this.context, ['darwin'], 'tray.setTitle()')) this.title = text;
  }
  setContextMenu(menu: DoubleMenu | null): void {
    this.contextMenu = menu;
    if (menu) this.menusSet.push(menu);
  }
  getBounds(): { x: number; y: number; width: number; height: number } {
    onlyOn(this.context, ['darwin', 'win32'], 'tray.getBounds()');
    return this.context.platform === 'linux'
      ? { x: 0, y: 0, width: 0, height: 0 }
      : { x: 1800, y: this.context.platform === 'win32' ? 1050 : 0, width: 24, height: 24 };
  }
  popUpContextMenu(menu?: DoubleMenu): void {
    if (!onlyOn(this.context, ['darwin', 'win32'], 'tray.popUpContextMenu()')) return;
    this.poppedUp.push(menu ?? this.contextMenu!);
  }
  destroy(): void {
    this.#destroyed = true;
  }
  isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** The user clicks the icon. Linux trays send no clicks (electron.d.ts): refused there. */
  userClick(button: 'left' | 'right' = 'left'): void {
    if (this.context.platform === 'linux') throw new Error('a Linux tray sends no clicks (electron.d.ts)');
    this.emit(button === 'left' ? 'click' : 'right-click', { preventDefault() {} }, this.getBounds());
  }
}
