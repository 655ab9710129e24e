import { ok, warn, type CheckResult } from './check';

export type SessionType = 'x11' | 'wayland' | 'none' | 'other';

/** X11 or Wayland, from what the session sets (XDG_SESSION_TYPE first, then the display variables). */
export function sessionTypeOf(env: NodeJS.ProcessEnv): SessionType {
  const declared = (env.XDG_SESSION_TYPE ?? '').toLowerCase();
  if (declared === 'wayland' || declared === 'x11') return declared;
  if (env.WAYLAND_DISPLAY) return 'wayland';
  if (env.DISPLAY) return 'x11';
  return declared === '' || declared === 'tty' ? 'none' : 'other';
}

/** What the session type means for the window's placement and for a global shortcut. */
export function sessionTypeVerdict(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): CheckResult {
  if (platform !== 'linux')
    return ok('session-type', 'Not Linux: windows and shortcuts work without a display server choice.');
  const type = sessionTypeOf(env);
  if (type === 'x11') {
    return ok(
      'session-type',
      'X11 session: the window opens next to the tray icon, and a global shortcut is registered directly.',
    );
  }
  if (type === 'wayland') {
    return ok(
      'session-type',
      'Wayland session: apps cannot place their own windows, so the window opens where the desktop puts it ' +
        "(not next to the tray icon) and may not hide when it loses focus; a global shortcut works only through the desktop's GlobalShortcuts portal.",
    );
  }
  if (type === 'none') {
    return warn(
      'session-type',
      'No graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set): the tray app cannot start here; the `timetray` command works.',
      'Start Timetray from your desktop session; over SSH or in a container, use the `timetray` command.',
    );
  }
  return warn(
    'session-type',
    `Unknown session type "${env.XDG_SESSION_TYPE}": window placement and shortcuts may not work.`,
    'Use an X11 or Wayland desktop session.',
  );
}
