import { describe, expect, it } from 'vitest';
import { panelBounds, type PlacementInput } from '../../src/main/app/window/placement';
import type { Rect } from '../../src/main/app/window/position';

const size = { width: 380, height: 560 };
// Two monitors side by side: the left one is primary with a top panel (GNOME-like), the
// right one has its taskbar at the bottom (KDE-like).
const left: Rect = { x: 0, y: 32, width: 1920, height: 1048 };
const right: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };
const workAreaNear = (point: { x: number; y: number }): Rect => (point.x >= 1920 ? right : left);

const input = (overrides: Partial<PlacementInput>): PlacementInput => ({
  platform: 'linux',
  session: 'x11',
  size,
  trayBounds: null,
  cursor: null,
  workAreaNear,
  primaryWorkArea: left,
  ...overrides,
});

const inside = (bounds: Rect, area: Rect): boolean =>
  bounds.x >= area.x &&
  bounds.y >= area.y &&
  bounds.x + bounds.width <= area.x + area.width &&
  bounds.y + bounds.height <= area.y + area.height;

describe('panelBounds', () => {
  it('leaves a Wayland window to the compositor', () => {
    expect(panelBounds(input({ session: 'wayland', cursor: { x: 10, y: 10 } }))).toBeNull();
  });

  it('on X11 opens on the pointer’s monitor, above a bottom panel when the pointer is at the bottom', () => {
    const bounds = panelBounds(input({ cursor: { x: 4300, y: 1430 } }));
    expect(bounds).not.toBeNull();
    expect(inside(bounds!, right)).toBe(true);
    // Bottom edge of the work area, not top-right of the display nearest (0,0).
    expect(bounds!.y + bounds!.height).toBeGreaterThan(right.height - 50);
    expect(bounds!.width).toBe(size.width);
    expect(bounds!.height).toBe(size.height);
  });

  it('on X11 with the pointer at the top of the primary monitor opens below the top panel', () => {
    const bounds = panelBounds(input({ cursor: { x: 1800, y: 10 } }))!;
    expect(inside(bounds, left)).toBe(true);
    expect(bounds.y).toBeLessThan(100);
  });

  it('without a pointer or tray bounds uses the primary display’s tray corner', () => {
    const bounds = panelBounds(input({}))!;
    expect(inside(bounds, left)).toBe(true);
    expect(bounds.x + bounds.width).toBeGreaterThan(left.width - 50);
  });

  it('on Windows hangs off the tray icon on the icon’s display', () => {
    const tray = { x: 4000, y: 1410, width: 24, height: 24 };
    const bounds = panelBounds(input({ platform: 'win32', session: 'native', trayBounds: tray }))!;
    expect(inside(bounds, right)).toBe(true);
    expect(Math.abs(bounds.x + bounds.width / 2 - 4012)).toBeLessThan(2);
  });

  it('on macOS with all-zero tray bounds falls back to the primary display, not a corner off-screen', () => {
    const bounds = panelBounds(
      input({ platform: 'darwin', session: 'native', trayBounds: { x: 0, y: 0, width: 0, height: 0 } }),
    )!;
    expect(inside(bounds, left)).toBe(true);
  });
});
