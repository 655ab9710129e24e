import { describe, expect, it } from 'vitest';
import { MARGIN, windowPosition } from '../../src/main/app/window/position';

const size = { width: 380, height: 560 };
const screen = { x: 0, y: 0, width: 1920, height: 1080 };

describe('windowPosition', () => {
  it('hangs below a top menu bar icon, centred on it (macOS)', () => {
    const work = { x: 0, y: 25, width: 1920, height: 1055 };
    const pos = windowPosition({ x: 1500, y: 0, width: 24, height: 24 }, size, work, 'darwin');
    expect(pos).toEqual({ x: 1512 - 190, y: 25 + MARGIN });
  });

  it('sits above a bottom taskbar icon (Windows)', () => {
    const work = { x: 0, y: 0, width: 1920, height: 1040 };
    const pos = windowPosition({ x: 1700, y: 1045, width: 24, height: 30 }, size, work, 'win32');
    expect(pos).toEqual({ x: 1712 - 190, y: 1040 - 560 - MARGIN });
  });

  it('is clamped on screen when the icon is at the very edge', () => {
    const work = { x: 0, y: 0, width: 1920, height: 1040 };
    const pos = windowPosition({ x: 1900, y: 1045, width: 20, height: 30 }, size, work, 'win32');
    expect(pos.x).toBe(1920 - 380);
  });

  it('sits beside a left or right taskbar', () => {
    const left = windowPosition(
      { x: 5, y: 900, width: 30, height: 30 },
      size,
      { x: 48, y: 0, width: 1872, height: 1080 },
      'win32',
    );
    expect(left).toEqual({ x: 48 + MARGIN, y: 1080 - 560 });
    const right = windowPosition(
      { x: 1880, y: 300, width: 30, height: 30 },
      size,
      { x: 0, y: 0, width: 1872, height: 1080 },
      'linux',
    );
    expect(right).toEqual({ x: 1872 - 380 - MARGIN, y: 315 - 280 });
  });

  it('uses the platform corner when the icon bounds are unknown (Linux reports zeros)', () => {
    const zero = { x: 0, y: 0, width: 0, height: 0 };
    expect(windowPosition(zero, size, screen, 'linux')).toEqual({ x: 1920 - 380 - MARGIN, y: MARGIN });
    expect(windowPosition(zero, size, screen, 'win32')).toEqual({
      x: 1920 - 380 - MARGIN,
      y: 1080 - 560 - MARGIN,
    });
  });

  it('works on a second display with negative coordinates', () => {
    const work = { x: -1280, y: 24, width: 1280, height: 776 };
    const pos = windowPosition({ x: -300, y: 0, width: 22, height: 22 }, size, work, 'darwin');
    expect(pos).toEqual({ x: -289 - 190, y: 24 + MARGIN });
  });

  it('never goes above or left of a work area smaller than the window', () => {
    const tiny = { x: 10, y: 10, width: 300, height: 400 };
    expect(windowPosition({ x: 200, y: 0, width: 20, height: 10 }, size, tiny, 'linux')).toEqual({
      x: 10,
      y: 10,
    });
  });
});
