/**
 * Which kind of desktop session the panel lives in. Pure, so every case is unit-tested.
 *
 * - `native`: macOS and Windows. The app may place, raise and focus its windows.
 * - `x11`: Linux on X11 (or Electron forced onto XWayland with `--ozone-platform=x11`).
 *   Placement works; the tray icon's bounds are unknown.
 * - `wayland`: Linux on a Wayland compositor (Electron 38+ picks Wayland by itself when
 *   `WAYLAND_DISPLAY` is set). Apps may not position themselves (`setPosition`, `center`,
 *   `alwaysOnTop` are unsupported) and may not take focus, so a popup that hides on blur
 *   can open anywhere and never hide. Timetray shows an ordinary framed window there.
 */
export type DisplaySession = 'native' | 'x11' | 'wayland';

export function displaySession(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): DisplaySession {
  if (platform !== 'linux') return 'native';
  // An explicit --ozone-platform (or its hint) wins over the environment, as in Chromium.
  for (const name of ['--ozone-platform=', '--ozone-platform-hint=']) {
    const value = argv.find((arg) => arg.startsWith(name))?.slice(name.length);
    if (value === 'x11') return 'x11';
    if (value === 'wayland') return 'wayland';
  }
  return env['WAYLAND_DISPLAY'] ? 'wayland' : 'x11';
}

/** How the panel window is made and shown in each session (see window.ts). */
export interface PanelStyle {
  /** A frameless popup next to the tray that hides on blur; else a normal framed window. */
  popup: boolean;
  /** The app may choose where the window goes. */
  placeable: boolean;
  /** `skipTaskbar` exists (darwin, win32 only). */
  skipTaskbar: boolean;
}

export function panelStyle(platform: NodeJS.Platform, session: DisplaySession): PanelStyle {
  const native = platform === 'darwin' || platform === 'win32';
  if (session === 'wayland') return { popup: false, placeable: false, skipTaskbar: false };
  return { popup: true, placeable: true, skipTaskbar: native };
}
