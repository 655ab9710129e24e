import { fileProblem } from '../../core/files/file-problem';
import { m } from '../../core/i18n';
import { autostartEnabled, autostartFile, launchCommand, setAutostart } from '../../core/system/autostart';

/** The part of Electron's `app` that manages login items (macOS and Windows only). */
export interface LoginItems {
  setLoginItemSettings(settings: { openAtLogin: boolean; path?: string; args?: string[] }): void;
  getLoginItemSettings(options?: { path?: string; args?: string[] }): {
    openAtLogin: boolean;
    /** macOS 13+: `requires-approval` until the user allows it in System Settings. */
    status?: string;
  };
}

export interface LoginItemDeps {
  platform: NodeJS.Platform;
  loginItems: LoginItems;
  /** The executable (Electron's `process.execPath`). */
  execPath: string;
  env: NodeJS.ProcessEnv;
  /** Unpackaged (a development run), the executable is Electron and needs the app folder. */
  isPackaged: boolean;
  appPath: string;
  /** Linux: where the XDG autostart entry goes (default `~/.config/autostart/timetray.desktop`). */
  autostartFile?: string;
}

/**
 * Linux: what the autostart entry runs. `--hidden`: started at login, the app does not open
 * its window to say "no tray host" — the desktop's tray may simply not be up yet.
 * In an AppImage, the AppImage file ($APPIMAGE), not the temporary mount it runs from.
 */
export function linuxLaunchCommand(
  deps: Pick<LoginItemDeps, 'execPath' | 'env' | 'isPackaged' | 'appPath'>,
): string[] {
  const development = !deps.isPackaged && !deps.env.APPIMAGE;
  return [...launchCommand(deps.execPath, deps.env), ...(development ? [deps.appPath] : []), '--hidden'];
}

/**
 * Makes the OS start Timetray at login (or stop doing so). Resolves with why it could not,
 * in the user's words, or null when it is done: nothing is swallowed.
 * - macOS: `setLoginItemSettings({ openAtLogin })`, then checked with `getLoginItemSettings`
 *   (macOS 13+ may wait for the user's approval in System Settings → General → Login Items).
 * - Windows: the same, with the executable path and arguments given to both calls: the Run
 *   key is looked up by them.
 * - Linux: an XDG autostart entry, written or removed (core/system/autostart.ts).
 */
export async function applyLaunchAtLogin(enabled: boolean, deps: LoginItemDeps): Promise<string | null> {
  const failed = (reason: string): string =>
    enabled ? m.shell_login_on_failed({ reason }) : m.shell_login_off_failed({ reason });
  if (deps.platform === 'linux') {
    const file = deps.autostartFile ?? autostartFile(deps.env);
    try {
      await setAutostart(enabled, { file, command: linuxLaunchCommand(deps) });
    } catch (error) {
      // The cause in words and the fix (a full disk, permissions, a file in the way).
      return failed(fileProblem(error, file, enabled ? 'save' : 'delete'));
    }
    if ((await autostartEnabled(file)) !== enabled) {
      return failed(m.shell_login_not_confirmed({ file }));
    }
    return null;
  }
  if (deps.platform !== 'darwin' && deps.platform !== 'win32') {
    return m.shell_login_unavailable({ platform: deps.platform });
  }
  // Windows: unpackaged, the executable is electron.exe and needs the app folder (quoted, as
  // Electron's documentation asks for paths in `args`).
  const args = deps.isPackaged ? [] : [`"${deps.appPath}"`];
  const where = deps.platform === 'win32' ? { path: deps.execPath, args } : {};
  const read = () => deps.loginItems.getLoginItemSettings(deps.platform === 'win32' ? where : undefined);
  try {
    // Already so (every start applies the preference): the system is left alone.
    const before = read();
    if (before.openAtLogin === enabled && before.status !== 'requires-approval') return null;
    deps.loginItems.setLoginItemSettings({ openAtLogin: enabled, ...where });
    const now = read();
    if (enabled && now.status === 'requires-approval') {
      return m.shell_login_needs_approval({ place: m.shell_login_place_macos() });
    }
    if (now.openAtLogin !== enabled) {
      const place = deps.platform === 'darwin' ? m.shell_login_place_macos() : m.shell_login_place_windows();
      const says = now.openAtLogin
        ? m.shell_login_system_says_on({ place })
        : m.shell_login_system_says_off({ place });
      return failed(says);
    }
    return null;
  } catch (error) {
    return failed(`${describe(error)}.`);
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
