import { m } from '../i18n';
import { fail, ok, warn, type CheckResult } from './check';
import { BusUnavailable, getProperty, nameHasOwner, noBusFix, type SessionBus } from './session-bus';
import type { SessionType } from './session-type-check';

/**
 * Whether a Linux desktop will show Timetray's tray icon at all. Electron's Linux tray is a
 * StatusNotifierItem, which only appears when a host (the panel) runs a
 * `org.kde.StatusNotifierWatcher` on the session bus; GNOME has none without the
 * AppIndicator extension. Plain Node, so the Electron shell can call `probeTrayHost` at
 * start too and say why there is no icon instead of showing nothing.
 */
export interface TrayHostProbe {
  platform: NodeJS.Platform;
  /** XDG_CURRENT_DESKTOP, e.g. "ubuntu:GNOME", "KDE". */
  desktop: string;
  /** Running inside a Flatpak sandbox (the watcher then needs a permission). */
  flatpak: boolean;
  bus: { reachable: true } | { reachable: false; reason: 'no-bus' | 'no-tool'; message: string };
  /** org.kde.StatusNotifierWatcher is owned on the session bus. */
  watcher: boolean;
  /** The watcher's IsStatusNotifierHostRegistered; null when it could not be read. */
  hostRegistered: boolean | null;
}

/** The D-Bus name a StatusNotifier tray host (KDE's panel, GNOME's AppIndicator extension, …) owns. */
export const WATCHER = 'org.kde.StatusNotifierWatcher';

/**
 * The one rule, for the doctor and for the app at start: will the tray icon show? True with
 * a watcher whose host is registered (or cannot be read); false with no watcher, or with a
 * watcher that no panel has registered with (items are drawn by a host, the watcher only
 * relays them); null when the bus could not be asked. macOS and Windows always show it.
 */
export function trayIconShows(p: TrayHostProbe): boolean | null {
  if (p.platform !== 'linux') return true;
  if (!p.bus.reachable) return null;
  return p.watcher && p.hostRegistered !== false;
}

export function trayHostVerdict(p: TrayHostProbe): CheckResult {
  if (p.platform !== 'linux') {
    return ok('tray-host', p.platform === 'darwin' ? m.doctor_tray_macos() : m.doctor_tray_windows());
  }
  if (!p.bus.reachable) {
    return p.bus.reason === 'no-bus'
      ? fail('tray-host', m.doctor_tray_no_bus({ problem: p.bus.message }), noBusFix())
      : warn('tray-host', m.doctor_tray_unchecked({ problem: p.bus.message }), m.doctor_tray_unchecked_fix());
  }
  const flatpakFix = p.flatpak ? ` ${m.doctor_tray_flatpak_fix({ watcher: WATCHER })}` : '';
  if (trayIconShows(p)) {
    return ok('tray-host', m.doctor_tray_ok({ watcher: WATCHER }));
  }
  if (p.watcher) {
    return warn(
      'tray-host',
      m.doctor_tray_no_host({ watcher: WATCHER }),
      `${m.doctor_tray_no_host_fix()}${flatpakFix}`,
    );
  }
  if (/gnome/i.test(p.desktop)) {
    return fail(
      'tray-host',
      m.doctor_tray_gnome({ watcher: WATCHER }),
      `${m.doctor_tray_gnome_fix()}${flatpakFix} ${m.doctor_tray_until_then()}`,
    );
  }
  return fail(
    'tray-host',
    p.desktop
      ? m.doctor_tray_none({ watcher: WATCHER, desktop: p.desktop })
      : m.doctor_tray_none_this_desktop({ watcher: WATCHER }),
    `${m.doctor_tray_none_fix()}${flatpakFix}`,
  );
}

/**
 * With no graphical session (SSH, a container, a server) the tray icon matters only to the
 * tray app, which cannot start there: a missing tray host is a warning, so `timetray
 * doctor`'s exit code says whether what the command itself needs works.
 */
export function trayHostForSession(result: CheckResult, session: SessionType): CheckResult {
  if (result.status !== 'fail' || session !== 'none') return result;
  return warn(result.id, `${m.doctor_tray_no_desktop()} ${result.found}`, result.fix ?? '');
}

/** Asks the session bus of `env` (read-only: nothing is started or registered). */
export async function probeTrayHost(
  deps: { bus: SessionBus; env: NodeJS.ProcessEnv; platform: NodeJS.Platform },
  signal: AbortSignal,
): Promise<TrayHostProbe> {
  const base = {
    platform: deps.platform,
    desktop: deps.env.XDG_CURRENT_DESKTOP ?? '',
    flatpak: Boolean(deps.env.FLATPAK_ID),
    watcher: false,
    hostRegistered: null,
  };
  if (deps.platform !== 'linux') return { ...base, bus: { reachable: true } };
  try {
    const watcher = await nameHasOwner(deps.bus, WATCHER, signal);
    let hostRegistered: boolean | null = null;
    if (watcher) {
      const value = await getProperty(
        deps.bus,
        {
          dest: WATCHER,
          path: '/StatusNotifierWatcher',
          iface: WATCHER,
          name: 'IsStatusNotifierHostRegistered',
        },
        signal,
      ).catch(() => '');
      hostRegistered = value === 'boolean true' ? true : value === 'boolean false' ? false : null;
    }
    return { ...base, bus: { reachable: true }, watcher, hostRegistered };
  } catch (error) {
    if (error instanceof BusUnavailable) {
      return { ...base, bus: { reachable: false, reason: error.reason, message: error.message } };
    }
    throw error;
  }
}
