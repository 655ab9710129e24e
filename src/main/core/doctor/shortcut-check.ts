import { ok, warn, type CheckResult } from './check';
import { getProperty, nameHasOwner, type SessionBus } from './session-bus';
import { sessionTypeOf } from './session-type-check';

export interface ShortcutProbe {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** The configured accelerator; null: off. */
  shortcut: string | null;
  /** Wayland only: the GlobalShortcuts portal answers on the session bus; null when not asked or unknown. */
  portal: boolean | null;
  /**
   * Only in the running app, which registers the shortcut: why registration failed (taken by
   * another app, refused by the portal), or null when it is registered. Absent in the CLI.
   */
  registration?: { problem: string | null };
}

const APP_ONLY = 'Whether it is registered is known only to the running app.';
const OFF_FIX = 'Or turn it off: `timetray config set globalShortcut off`.';
const CHOOSE_ANOTHER =
  'Choose another shortcut in Settings (or `timetray config set globalShortcut KEYS`): another app may hold this one. Or turn it off there.';

/**
 * The CLI can say whether a shortcut is configured and whether the session can carry it;
 * registration itself (taken by another app, refused by the portal) happens in the app.
 */
export function shortcutVerdict(p: ShortcutProbe): CheckResult {
  if (p.shortcut === null) {
    return ok(
      'shortcut',
      'No global shortcut is configured (off). Set one with `timetray config set globalShortcut CommandOrControl+Alt+T`.',
    );
  }
  if (p.platform === 'linux' && sessionTypeOf(p.env) === 'wayland') {
    if (p.portal === false) {
      return warn(
        'shortcut',
        `${p.shortcut} is configured, but this Wayland session has no GlobalShortcuts portal (org.freedesktop.portal.GlobalShortcuts), so the shortcut cannot work.`,
        `Install your desktop's xdg-desktop-portal backend with global shortcuts (KDE: xdg-desktop-portal-kde; GNOME 48+: xdg-desktop-portal-gnome), or bind a key in your desktop's keyboard settings. ${OFF_FIX}`,
      );
    }
    if (p.registration) return registered(p.shortcut, p.registration.problem, true);
    return ok(
      'shortcut',
      `${p.shortcut} is configured; on Wayland the desktop's GlobalShortcuts portal registers it and may ask you to confirm. ${APP_ONLY}`,
    );
  }
  if (p.registration) return registered(p.shortcut, p.registration.problem, false);
  return ok('shortcut', `${p.shortcut} is configured. ${APP_ONLY}`);
}

/** The app's own answer: registered, or the reason it is not, with what to do. */
function registered(shortcut: string, problem: string | null, wayland: boolean): CheckResult {
  if (problem === null) {
    return ok('shortcut', `${shortcut} is registered${wayland ? ' through the desktop portal' : ''}.`);
  }
  const portal = wayland
    ? ' On Wayland, also check that your desktop accepted it (its GlobalShortcuts portal may have asked).'
    : '';
  // The app's own words usually name the shortcut already ("Ctrl+Alt+T is taken by …").
  const found = problem.startsWith(shortcut) ? problem : `${shortcut} is not registered: ${problem}`;
  return warn('shortcut', found, `${CHOOSE_ANOTHER}${portal}`);
}

/** Whether the desktop portal offers GlobalShortcuts (asked only where it matters: Wayland with a shortcut set). */
export async function probeShortcutPortal(bus: SessionBus, signal: AbortSignal): Promise<boolean | null> {
  const portal = 'org.freedesktop.portal.Desktop';
  try {
    if (!(await nameHasOwner(bus, portal, signal))) return false;
  } catch {
    return null; // no bus: the session-type and tray-host checks say so
  }
  // The portal runs; an error here means it has no GlobalShortcuts interface.
  const version = await getProperty(
    bus,
    {
      dest: portal,
      path: '/org/freedesktop/portal/desktop',
      iface: 'org.freedesktop.portal.GlobalShortcuts',
      name: 'version',
    },
    signal,
  ).catch(() => '');
  return /^uint32 \d+$/.test(version);
}
