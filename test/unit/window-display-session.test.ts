import { describe, expect, it } from 'vitest';
import { displaySession, panelStyle } from '../../src/main/app/window/display-session';

describe('displaySession', () => {
  it('is native on macOS and Windows whatever the environment says', () => {
    expect(displaySession('darwin', { WAYLAND_DISPLAY: 'wayland-0' }, [])).toBe('native');
    expect(displaySession('win32', {}, [])).toBe('native');
  });

  it('is Wayland on Linux when WAYLAND_DISPLAY is set, X11 otherwise', () => {
    expect(displaySession('linux', { WAYLAND_DISPLAY: 'wayland-0', DISPLAY: ':0' }, [])).toBe('wayland');
    expect(displaySession('linux', { DISPLAY: ':0' }, [])).toBe('x11');
  });

  it('follows --ozone-platform (XWayland) over the environment', () => {
    const env = { WAYLAND_DISPLAY: 'wayland-0' };
    expect(displaySession('linux', env, ['electron', '.', '--ozone-platform=x11'])).toBe('x11');
    expect(displaySession('linux', { DISPLAY: ':0' }, ['--ozone-platform-hint=wayland'])).toBe('wayland');
  });
});

describe('panelStyle', () => {
  it('is a normal framed, unplaced window on Wayland, where apps can neither place nor focus themselves', () => {
    expect(panelStyle('linux', 'wayland')).toEqual({ popup: false, placeable: false, skipTaskbar: false });
  });

  it('is a placed popup elsewhere; skipTaskbar only where Electron has it (darwin, win32)', () => {
    expect(panelStyle('linux', 'x11')).toEqual({ popup: true, placeable: true, skipTaskbar: false });
    expect(panelStyle('darwin', 'native')).toEqual({ popup: true, placeable: true, skipTaskbar: true });
    expect(panelStyle('win32', 'native').skipTaskbar).toBe(true);
  });
});
