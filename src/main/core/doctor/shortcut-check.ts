import { m } from '../i18n';
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

/**
 * The CLI can say whether a shortcut is configured and whether the session can carry it;
 * registration itself (taken by another app, refused by the portal) happens in the app.
 */
export function shortcutVerdict(p: ShortcutProbe): CheckResult {
  if (p.shortcut === null) {
    return ok('shortcut', m.doctor_shortcut_off());
  }
  if (p.platform === 'linux' && sessionTypeOf(p.env) === 'wayland') {
    if (p.portal === false) {
      return warn(
        'shortcut',
        m.doctor_shortcut_no_portal({ shortcut: p.shortcut }),
        `${m.doctor_shortcut_no_portal_fix()} ${m.doctor_shortcut_off_fix()}`,
      );
    }
    if (p.registration) return registered(p.shortcut, p.registration.problem, true);
    return ok(
      'shortcut',
      `${m.doctor_shortcut_wayland({ shortcut: p.shortcut })} ${m.doctor_shortcut_app_only()}`,
    );
  }
  if (p.registration) return registered(p.shortcut, p.registration.problem, false);
  return ok(
    'shortcut',
    `${m.doctor_shortcut_configured({ shortcut: p.shortcut })} ${m.doctor_shortcut_app_only()}`,
  );
}

/** The app's own answer: registered, or the reason it is not, with what to do. */
function registered(shortcut: string, problem: string | null, wayland: boolean): CheckResult {
  if (problem === null) {
    return ok(
      'shortcut',
      wayland
        ? m.doctor_shortcut_registered_portal({ shortcut })
        : m.doctor_shortcut_registered({ shortcut }),
    );
  }
  const portal = wayland ? ` ${m.doctor_shortcut_portal_check()}` : '';
  // The app's own words usually name the shortcut already ("Ctrl+Alt+T is taken by …").
  const found = problem.startsWith(shortcut)
    ? problem
    : m.doctor_shortcut_not_registered({ shortcut, problem });
  return warn('shortcut', found, `${m.doctor_shortcut_choose_another()}${portal}`);
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
