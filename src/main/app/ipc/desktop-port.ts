import type { Preferences, SettingsInfo } from '../../../shared/preferences';
import type { AppHealthFacts } from '../../core/doctor/doctor';

/**
 * What only the running app knows or can do for the settings: the Electron side implements
 * it (`app/desktop/`), the IPC handlers call it, and the browser harness passes a recording double
 * (there is no Electron there). Plain types only, so the handlers stay plain Node.
 */
export interface DesktopPort {
  /** The About facts and the desktop's state of the settings (the `problems` are the core's). */
  info(): Promise<Omit<SettingsInfo, 'problems'>>;
  /**
   * Makes the running app follow these preferences: the refresh timer, the login item and
   * the global shortcut. Idempotent (called after every save, from the window or, through
   * the settings watch, from the CLI); resolves once applied, so `info()` afterwards tells
   * whether the shortcut registered.
   */
  apply(preferences: Preferences): Promise<void>;
  /** Main's open-file dialog for a CA file; null when the user cancelled. */
  chooseCaFile(): Promise<string | null>;
  /**
   * What the app adds to the health checks: whether the shortcut registered, and the proxy
   * the OS assigns to each service address (`session.resolveProxy`).
   */
  healthFacts(baseUrls: readonly string[]): Promise<AppHealthFacts>;
  /**
   * Opens `url` in the system browser (Electron: `shell.openExternal`). The handler passes
   * only the account's own `https:` web-app address (see `webAppAddress`).
   */
  openExternal(url: string): Promise<void>;
}
