import { fail, ok, warn, type CheckResult } from './check';
import { BusUnavailable, getProperty, nameHasOwner, NO_BUS_FIX, type SessionBus } from './session-bus';
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

export const WATCHER = 'org.kde.StatusNotifierWatcher';

export const GNOME_EXTENSION_FIX =
  'Install and enable the "AppIndicator and KStatusNotifierItem Support" GNOME Shell extension ' +
  '(Debian/Ubuntu: `sudo apt install gnome-shell-extension-appindicator`, then ' +
  '`gnome-extensions enable appindicatorsupport@rgcjonas.gmail.com`), then log out and in again.';

export function trayHostVerdict(p: TrayHostProbe): CheckResult {
  if (p.platform !== 'linux') {
    const where = p.platform === 'darwin' ? 'the macOS menu bar' : 'the Windows notification area';
    return ok('tray-host', `The tray icon lives in ${where}; no extra host is needed.`);
  }
  if (!p.bus.reachable) {
    return p.bus.reason === 'no-bus'
      ? fail('tray-host', `${p.bus.message}: the tray icon is shown through the session bus.`, NO_BUS_FIX)
      : warn(
          'tray-host',
          `Could not check for a tray host: ${p.bus.message}.`,
          'Install dbus-send (Debian/Ubuntu: `apt install dbus-bin`) and run `timetray doctor` again.',
        );
  }
  const flatpakFix = p.flatpak ? ` In a Flatpak, also grant \`--talk-name=${WATCHER}\`.` : '';
  if (p.watcher && p.hostRegistered !== false) {
    return ok(
      'tray-host',
      `A StatusNotifier host (${WATCHER}) is on the session bus: the tray icon can show.`,
    );
  }
  if (p.watcher) {
    return warn(
      'tray-host',
      `${WATCHER} runs, but no panel has registered as a host: the tray icon may not be visible.`,
      `Add a system tray (status notifier) applet to your panel.${flatpakFix}`,
    );
  }
  const desktop = p.desktop || 'this desktop';
  if (/gnome/i.test(p.desktop)) {
    return fail(
      'tray-host',
      `GNOME shows no tray icons by itself, and the AppIndicator extension is not running (no ${WATCHER} on the session bus).`,
      `${GNOME_EXTENSION_FIX}${flatpakFix} Until then, Timetray's window and the \`timetray\` command work without the icon.`,
    );
  }
  return fail(
    'tray-host',
    `No StatusNotifier host on the session bus (no ${WATCHER}): ${desktop} will not show Timetray's tray icon.`,
    `Add a system tray that supports StatusNotifierItem/AppIndicator icons to your panel (KDE Plasma and Cinnamon have one; ` +
      `Xfce: xfce4-statusnotifier-plugin; MATE/Budgie: the Ayatana indicator applet).${flatpakFix}`,
  );
}

/** Said before a tray-host problem found where no desktop runs. */
export const NO_DESKTOP_TRAY =
  'No graphical session here, so only the tray app (which needs a desktop anyway) is affected; the `timetray` command works without a tray:';

/**
 * With no graphical session (SSH, a container, a server) the tray icon matters only to the
 * tray app, which cannot start there: a missing tray host is a warning, so `timetray
 * doctor`'s exit code says whether what the command itself needs works.
 */
export function trayHostForSession(result: CheckResult, session: SessionType): CheckResult {
  if (result.status !== 'fail' || session !== 'none') return result;
  return warn(result.id, `${NO_DESKTOP_TRAY} ${result.found}`, result.fix ?? '');
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
