import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The per-user folder of Timetray's settings and cache. It matches Electron's
 * `app.getPath('userData')` for productName "Timetray", so the tray app and the CLI share
 * one folder without the CLI loading Electron. `TIMETRAY_CONFIG_DIR` overrides it
 * (tests, portable setups); a relative value is taken from the current folder once, so the
 * app and every file path derived from it stay put if the process changes folder.
 */
export function defaultConfigDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (env.TIMETRAY_CONFIG_DIR) return resolve(env.TIMETRAY_CONFIG_DIR);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Timetray');
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Timetray');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'Timetray');
}
