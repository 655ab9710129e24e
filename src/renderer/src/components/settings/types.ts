/** What the About section shows; main fills it (nothing here is secret). */
export interface AboutInfo {
  version: string;
  /** The User-Agent Timetray signs in with (the service binds tokens to it). */
  userAgent: string;
  settingsFolder: string;
  cacheFolder: string;
  logsFolder: string | null;
  /** e.g. "Secret Service (gnome-keyring-daemon)", "macOS Keychain". */
  keychain: string;
}
