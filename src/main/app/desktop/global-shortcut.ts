import { m } from '../../core/i18n';

/** The part of Electron's `globalShortcut` Timetray uses. */
export interface GlobalShortcuts {
  register(accelerator: string, callback: () => void): boolean;
  unregister(accelerator: string): void;
  unregisterAll(): void;
}

/** Why a registration failed, in the Settings view's words. */
export function shortcutRefused(accelerator: string, wayland: boolean): string {
  return wayland
    ? m.shell_shortcut_refused_wayland({ accelerator })
    : m.shell_shortcut_taken({ accelerator });
}

/**
 * Keeps at most one global shortcut registered: the configured one. Changing it unregisters
 * the old one first; clearing it unregisters; `dispose` (quit) unregisters everything.
 * Setting the same accelerator again keeps the registration (and its problem) as it is.
 */
export class ShortcutKeeper {
  #accelerator: string | null = null;
  #registered = false;
  /** Said when asked, so it is in the language spoken then, not the one at registration. */
  #problem: (() => string) | null = null;

  constructor(
    private readonly shortcuts: GlobalShortcuts,
    private readonly onPress: () => void,
    private readonly wayland: boolean,
  ) {}

  /** Why the configured shortcut is not registered; null when it is, or none is set. */
  get problem(): string | null {
    return this.#problem?.() ?? null;
  }

  set(accelerator: string | null): void {
    if (accelerator === this.#accelerator) return;
    if (this.#accelerator !== null && this.#registered) this.shortcuts.unregister(this.#accelerator);
    this.#accelerator = accelerator;
    this.#registered = false;
    this.#problem = null;
    if (accelerator === null) return;
    let registered = false;
    try {
      registered = this.shortcuts.register(accelerator, this.onPress);
    } catch (error) {
      // Electron throws for an accelerator it cannot parse (settings.json checks the grammar first).
      const reason = error instanceof Error ? error.message : String(error);
      this.#problem = () => m.shell_shortcut_invalid({ accelerator, reason });
      return;
    }
    this.#registered = registered;
    if (!registered) this.#problem = () => shortcutRefused(accelerator, this.wayland);
  }

  dispose(): void {
    this.shortcuts.unregisterAll();
    this.#accelerator = null;
    this.#registered = false;
    this.#problem = null;
  }
}
