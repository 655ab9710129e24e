import { m } from '../i18n';
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
  if (platform !== 'linux') return ok('session-type', m.doctor_session_not_linux());
  const type = sessionTypeOf(env);
  if (type === 'x11') {
    return ok('session-type', m.doctor_session_x11());
  }
  if (type === 'wayland') {
    return ok('session-type', m.doctor_session_wayland());
  }
  if (type === 'none') {
    return warn('session-type', m.doctor_session_none(), m.doctor_session_none_fix());
  }
  return warn(
    'session-type',
    m.doctor_session_unknown({ type: String(env.XDG_SESSION_TYPE) }),
    m.doctor_session_unknown_fix(),
  );
}
