import { m } from '../../core/i18n';
import { probeTrayHost, trayIconShows, WATCHER } from '../../core/doctor/tray-host-check';
import { dbusSend, type SessionBus } from '../../core/doctor/session-bus';

/**
 * Whether this desktop will show the tray icon, asked over the session bus with the
 * doctor's own probe and rule (core/doctor/tray-host-check.ts): true or false, or null when
 * it could not be told (no session bus, no dbus-send, no answer within the timeout). Linux
 * only: Electron's tray uses StatusNotifier there, and without a host the icon is simply
 * not shown, with no error anywhere.
 */
export async function hasTrayHost(
  bus: SessionBus = dbusSend(),
  timeoutMs = 2000,
  platform: NodeJS.Platform = process.platform,
): Promise<boolean | null> {
  try {
    const probe = await probeTrayHost({ bus, env: process.env, platform }, AbortSignal.timeout(timeoutMs));
    return trayIconShows(probe);
  } catch {
    return null;
  }
}

/** What the user is told when there is no tray host: why the window opened, and the fix. */
export const noTrayHost = (): { title: string; message: string; detail: string } => ({
  title: m.shell_no_tray_host_title(),
  message: m.shell_no_tray_host_message(),
  detail: m.shell_no_tray_host_detail({ watcher: WATCHER }),
});

/**
 * Whether to check for a tray host at all: on Linux, when the user started the app.
 * An autostart entry passes `--hidden`: at log-in the tray host may not be up yet.
 */
export function shouldCheckTrayHost(platform: NodeJS.Platform, argv: readonly string[]): boolean {
  return platform === 'linux' && !argv.includes('--hidden');
}
