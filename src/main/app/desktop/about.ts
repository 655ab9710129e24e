import { join } from 'node:path';
import type { AboutInfo } from '../../../shared/preferences';
import { PRODUCT_USER_AGENT } from '../../core/api';
import { m } from '../../core/i18n';

export interface AboutDeps {
  /** `app.getVersion()`. */
  version: string;
  /** The core's config folder (settings.json; the cache lives in its `cache/`). */
  configDir: string;
  /** `app.getPath('logs')`, or null where Electron has none. */
  logsFolder: string | null;
  platform: NodeJS.Platform;
  /** Linux: the program owning org.freedesktop.secrets (e.g. gnome-keyring-daemon), if known. */
  secretServiceOwner?: () => Promise<string | null>;
}

/** Which keychain keytar uses on each platform, as the About section names it. */
export function keychainName(platform: NodeJS.Platform, secretServiceOwner: string | null): string {
  if (platform === 'darwin') return m.shell_keychain_macos();
  if (platform === 'win32') return m.shell_keychain_windows();
  // "Secret Service" and libsecret are names, the same in every language.
  return secretServiceOwner ? `Secret Service (${secretServiceOwner})` : 'Secret Service (libsecret)';
}

/** The About facts (nothing secret: the User-Agent is the same for everyone). */
export async function aboutInfo(deps: AboutDeps): Promise<AboutInfo> {
  const owner =
    deps.platform === 'linux' && deps.secretServiceOwner
      ? await deps.secretServiceOwner().catch(() => null)
      : null;
  return {
    version: deps.version,
    userAgent: PRODUCT_USER_AGENT,
    settingsFolder: deps.configDir,
    cacheFolder: join(deps.configDir, 'cache'),
    logsFolder: deps.logsFolder,
    keychain: keychainName(deps.platform, owner),
  };
}
