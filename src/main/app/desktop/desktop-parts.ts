import type { Preferences, SettingsInfo } from '../../../shared/preferences';
import type { AppHealthFacts } from '../../core/doctor/doctor';
import type { DesktopPort } from '../ipc/desktop-port';
import type { ShortcutKeeper } from './global-shortcut';
import type { RefreshTimer } from '../lifecycle/refresh-timer';
import type { SystemProxyCache } from './os-proxy-cache';

export interface DesktopParts {
  wayland: boolean;
  /** The tray shows a title beside its icon (macOS only: Electron's `tray.setTitle`). */
  trayTitle: boolean;
  refreshTimer: RefreshTimer;
  shortcut: ShortcutKeeper;
  /** Turns launch at login on or off; resolves with the problem, or null (see login-item.ts). */
  launchAtLogin: (enabled: boolean) => Promise<string | null>;
  chooseCaFile: () => Promise<string | null>;
  /** Electron's `shell.openExternal` (the system browser). */
  openExternal: (url: string) => Promise<void>;
  about: () => Promise<SettingsInfo['about']>;
  /** The OS proxy lookup the core uses; null where there is none (tests). */
  systemProxy: SystemProxyCache | null;
}

/**
 * The running app's side of the settings (`DesktopPort`), from parts that each own one
 * decision. `apply` is idempotent and serialised: the window's save and the settings watch
 * (a CLI edit) may both call it for the same change, and only what differs from the last
 * applied preferences is touched — the login item once per value, the shortcut once per
 * accelerator, the timer once per interval.
 */
export class Desktop implements DesktopPort {
  #queue: Promise<void> = Promise.resolve();
  #applied: Preferences | null = null;
  #launchAtLoginProblem: string | null = null;
  #disposed = false;
  #about: Promise<SettingsInfo['about']> | null = null;

  constructor(private readonly parts: DesktopParts) {}

  apply(preferences: Preferences): Promise<void> {
    const run = this.#queue.then(() => this.#apply(preferences));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #apply(next: Preferences): Promise<void> {
    if (this.#disposed) return;
    const before = this.#applied;
    this.#applied = next;
    this.parts.refreshTimer.set(next.refreshIntervalMinutes);
    this.parts.shortcut.set(next.globalShortcut);
    if (before === null || before.launchAtLogin !== next.launchAtLogin || this.#launchAtLoginProblem) {
      this.#launchAtLoginProblem = await this.parts.launchAtLogin(next.launchAtLogin);
    }
  }

  async info(): Promise<Omit<SettingsInfo, 'problems'>> {
    await this.#queue; // an apply under way decides the problems below
    this.#about ??= this.parts.about();
    return {
      about: await this.#about,
      wayland: this.parts.wayland,
      trayTitle: this.parts.trayTitle,
      shortcutProblem: this.parts.shortcut.problem,
      launchAtLoginProblem: this.#launchAtLoginProblem,
    };
  }

  openExternal(url: string): Promise<void> {
    return this.parts.openExternal(url);
  }

  chooseCaFile(): Promise<string | null> {
    return this.parts.chooseCaFile();
  }

  async healthFacts(baseUrls: readonly string[]): Promise<AppHealthFacts> {
    await this.#queue;
    const systemProxy: Record<string, string> = {};
    const lookup = this.parts.systemProxy;
    if (lookup) {
      await Promise.all(
        baseUrls.map(async (baseUrl) => {
          if (URL.canParse(baseUrl)) systemProxy[baseUrl] = await lookup.lookup(new URL(baseUrl).origin);
        }),
      );
    }
    return { shortcutProblem: this.parts.shortcut.problem, systemProxy };
  }

  /** Quit: the timer stops, every shortcut is unregistered, later applies are ignored. */
  dispose(): void {
    this.#disposed = true;
    this.parts.refreshTimer.stop();
    this.parts.shortcut.dispose();
  }
}
