/** A rectangle in screen coordinates (Electron's `Rectangle` shape, without the import). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Gap between the panel and the tray icon or the screen edge, in px. */
export const MARGIN = 8;

/**
 * Where to put the panel so it hangs off the tray icon, menubar-style. Pure, so every
 * taskbar placement is unit-tested without Electron.
 *
 * The taskbar side is found by where the icon sits relative to the display's work area
 * (the work area excludes the taskbar). When the icon's bounds are unknown (Linux often
 * reports all zeros), the panel goes to the corner where that platform's tray usually is:
 * top-right on Linux and macOS, bottom-right on Windows. The result is always clamped into
 * the work area so the panel is never off-screen.
 */
export function windowPosition(
  trayBounds: Rect,
  windowSize: Size,
  workArea: Rect,
  platform: string,
): { x: number; y: number } {
  const known = trayBounds.width > 0 && trayBounds.height > 0;
  const right = workArea.x + workArea.width;
  const bottom = workArea.y + workArea.height;
  let x: number;
  let y: number;

  if (!known) {
    x = right - windowSize.width - MARGIN;
    y = platform === 'win32' ? bottom - windowSize.height - MARGIN : workArea.y + MARGIN;
  } else {
    const centerX = trayBounds.x + trayBounds.width / 2;
    const centerY = trayBounds.y + trayBounds.height / 2;
    const side = taskbarSide(trayBounds, workArea, platform);
    switch (side) {
      case 'top':
        x = centerX - windowSize.width / 2;
        y = workArea.y + MARGIN;
        break;
      case 'bottom':
        x = centerX - windowSize.width / 2;
        y = bottom - windowSize.height - MARGIN;
        break;
      case 'left':
        x = workArea.x + MARGIN;
        y = centerY - windowSize.height / 2;
        break;
      case 'right':
        x = right - windowSize.width - MARGIN;
        y = centerY - windowSize.height / 2;
        break;
    }
  }

  return {
    x: Math.round(clamp(x, workArea.x, right - windowSize.width)),
    y: Math.round(clamp(y, workArea.y, bottom - windowSize.height)),
  };
}

type Side = 'top' | 'bottom' | 'left' | 'right';

function taskbarSide(tray: Rect, work: Rect, platform: string): Side {
  const centerX = tray.x + tray.width / 2;
  const centerY = tray.y + tray.height / 2;
  if (centerY < work.y) return 'top';
  if (centerY > work.y + work.height) return 'bottom';
  if (centerX < work.x) return 'left';
  if (centerX > work.x + work.width) return 'right';
  // The icon is inside the work area (auto-hidden taskbar, some Linux panels): go by
  // which edge it is nearest, with the platform's usual side breaking ties.
  const distances: Array<[Side, number]> = [
    ['top', centerY - work.y],
    ['bottom', work.y + work.height - centerY],
    ['left', centerX - work.x],
    ['right', work.x + work.width - centerX],
  ];
  const preferred: Side = platform === 'win32' ? 'bottom' : 'top';
  distances.sort((a, b) => a[1] - b[1] || Number(b[0] === preferred) - Number(a[0] === preferred));
  return distances[0]?.[0] ?? preferred;
}

/** Clamps into [min, max]; when the window is larger than the area, `min` wins. */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
