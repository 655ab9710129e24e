import type { DisplaySession } from './display-session';
import { windowPosition, type Rect, type Size } from './position';

/** What the desktop tells us, gathered by `window.ts` from Electron's `screen` and `Tray`. */
export interface PlacementInput {
  platform: NodeJS.Platform;
  session: DisplaySession;
  size: Size;
  /** `tray.getBounds()`: only macOS and Windows have it; null elsewhere. */
  trayBounds: Rect | null;
  /** The mouse pointer (`screen.getCursorScreenPoint()`), on X11 only; null elsewhere. */
  cursor: { x: number; y: number } | null;
  /** The work area of the display nearest a point (`screen.getDisplayNearestPoint`). */
  workAreaNear: (point: { x: number; y: number }) => Rect;
  /** The primary display's work area. */
  primaryWorkArea: Rect;
}

/**
 * Where the panel goes, as full bounds (position and size, for `setBounds`), or null when
 * the compositor decides (Wayland). Pure, so every desktop is unit-tested.
 *
 * - macOS, Windows: hanging off the tray icon, on the icon's display.
 * - Linux X11: `tray.getBounds()` does not exist there, but the user just clicked the icon
 *   or its menu, so the pointer is next to the tray: the panel goes by the pointer on the
 *   pointer's display (a KDE panel at the bottom, the second monitor's tray, …).
 * - Anything unknown: the primary display, in the platform's usual tray corner.
 */
export function panelBounds(input: PlacementInput): Rect | null {
  const { size } = input;
  if (input.session === 'wayland') return null;
  const known = (rect: Rect | null): rect is Rect => rect !== null && rect.width > 0 && rect.height > 0;

  let anchor: Rect | null = null;
  if (input.platform !== 'linux' && known(input.trayBounds)) anchor = input.trayBounds;
  else if (input.platform === 'linux' && input.cursor) anchor = { ...input.cursor, width: 1, height: 1 };

  if (!anchor) {
    const unknown = { x: 0, y: 0, width: 0, height: 0 };
    return { ...windowPosition(unknown, size, input.primaryWorkArea, input.platform), ...size };
  }
  const centre = { x: Math.round(anchor.x + anchor.width / 2), y: Math.round(anchor.y + anchor.height / 2) };
  const workArea = input.workAreaNear(centre);
  return { ...windowPosition(anchor, size, workArea, input.platform), ...size };
}
