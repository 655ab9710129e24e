import { PRODUCT_USER_AGENT } from '../../src/main/core/api';
import type { AppHealthFacts } from '../../src/main/core/doctor/doctor';
import type { DesktopPort } from '../../src/main/app/ipc/desktop-port';
import type { Preferences, SettingsInfo } from '../../src/shared/preferences';

/**
 * A DOUBLE of the Electron side of the settings (`DesktopPort`, implemented in `app/desktop/`
 * over Electron, which cannot run here). It records every `apply()` and answers what the
 * test sets: the file the "dialog" returns, the shortcut problem, the OS proxy. Everything
 * behind it (the handlers, the core, settings.json, the checks) is real.
 */
export class RecordingDesktop implements DesktopPort {
  /** Every `apply()` call, oldest first: the preferences the app was told to follow. */
  readonly applied: Preferences[] = [];
  /** What the next "Choose CA file…" dialog answers: a path, or null (cancelled). */
  nextCaFile: string | null = null;
  /** How often the dialog was opened. */
  dialogs = 0;
  shortcutProblem: string | null = null;
  launchAtLoginProblem: string | null = null;
  wayland = false;
  /** As on macOS: the tray shows a title beside its icon. */
  trayTitle = false;
  /** The OS proxy rule per service address (what `session.resolveProxy` would say). */
  systemProxy: Record<string, string> = {};
  /** Which service addresses the health check asked about. */
  readonly proxyQuestions: string[][] = [];

  constructor(private readonly about: SettingsInfo['about']) {}

  async info(): Promise<Omit<SettingsInfo, 'problems'>> {
    return {
      about: { ...this.about },
      wayland: this.wayland,
      trayTitle: this.trayTitle,
      shortcutProblem: this.shortcutProblem,
      launchAtLoginProblem: this.launchAtLoginProblem,
    };
  }

  async apply(preferences: Preferences): Promise<void> {
    this.applied.push({ ...preferences });
  }

  /** Every address `openExternal` was asked to open, oldest first. */
  readonly opened: string[] = [];

  async openExternal(url: string): Promise<void> {
    this.opened.push(url);
  }

  async chooseCaFile(): Promise<string | null> {
    this.dialogs++;
    return this.nextCaFile;
  }

  async healthFacts(baseUrls: readonly string[]): Promise<AppHealthFacts> {
    this.proxyQuestions.push([...baseUrls]);
    return { shortcutProblem: this.shortcutProblem, systemProxy: { ...this.systemProxy } };
  }
}

/** About facts as the app would fill them, for a config folder. */
export function aboutFor(configDir: string): SettingsInfo['about'] {
  return {
    version: '0.1.0',
    userAgent: PRODUCT_USER_AGENT,
    settingsFolder: configDir,
    cacheFolder: `${configDir}/cache`,
    logsFolder: null,
    keychain: 'Secret Service (gnome-keyring-daemon)',
  };
}
