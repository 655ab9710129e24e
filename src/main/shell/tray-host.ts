import { execFile } from 'node:child_process';
import { m } from '../core/i18n';

/** Runs a command and resolves with its stdout; rejects when it fails or times out. */
export type RunCommand = (file: string, args: string[], timeoutMs: number) => Promise<string>;

const runCommand: RunCommand = (file, args, timeoutMs) =>
  new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

/** The D-Bus name a StatusNotifier tray host (KDE, GNOME's AppIndicator extension, …) owns. */
export const TRAY_HOST_NAME = 'org.kde.StatusNotifierWatcher';

/**
 * Whether the session bus has a tray host, asked with `dbus-send` (present wherever D-Bus
 * is): true or false, or null when it could not be told (no session bus, no dbus-send,
 * no answer within the timeout). Linux only: Electron's tray uses StatusNotifier there,
 * and without a host the icon is simply not shown, with no error anywhere.
 */
export async function hasTrayHost(run: RunCommand = runCommand, timeoutMs = 2000): Promise<boolean | null> {
  try {
    const reply = await run(
      'dbus-send',
      [
        '--session',
        '--print-reply',
        '--dest=org.freedesktop.DBus',
        '/org/freedesktop/DBus',
        'org.freedesktop.DBus.NameHasOwner',
        `string:${TRAY_HOST_NAME}`,
      ],
      timeoutMs,
    );
    const answer = /boolean (true|false)/.exec(reply)?.[1];
    return answer === undefined ? null : answer === 'true';
  } catch {
    return null;
  }
}

/** What the user is told when there is no tray host: why the window opened, and the fix. */
export const noTrayHost = (): { title: string; message: string; detail: string } => ({
  title: m.shell_no_tray_host_title(),
  message: m.shell_no_tray_host_message(),
  detail: m.shell_no_tray_host_detail(),
});

/**
 * Whether to check for a tray host at all: on Linux, when the user started the app.
 * An autostart entry passes `--hidden`: at log-in the tray host may not be up yet.
 */
export function shouldCheckTrayHost(platform: NodeJS.Platform, argv: readonly string[]): boolean {
  return platform === 'linux' && !argv.includes('--hidden');
}
