/** The part of Electron's `globalShortcut` Timetray uses. */
export interface GlobalShortcuts {
  register(accelerator: string, callback: () => void): boolean;
  unregister(accelerator: string): void;
  unregisterAll(): void;
}

/** Why a registration failed, in the Settings view's words. */
export function shortcutRefused(accelerator: string, wayland: boolean): string {
  if (wayland) {
    return (
      `${accelerator} could not be registered. On Wayland a global shortcut works only through the desktop's ` +
      'GlobalShortcuts portal (KDE Plasma; GNOME 48+ asks you to confirm): this desktop has none or refused it — ' +
      "bind a key to Timetray in the desktop's keyboard settings instead, or choose another."
    );
  }
  return `${accelerator} is taken by another app or the desktop refused it — choose another.`;
}

/**
 * Keeps at most one global shortcut registered: the configured one. Changing it unregisters
 * the old one first; clearing it unregisters; `dispose` (quit) unregisters everything.
 * Setting the same accelerator again keeps the registration (and its problem) as it is.
 */
export class ShortcutKeeper {
  #accelerator: string | null = null;
  #registered = false;
  #problem: string | null = null;

  constructor(
    private readonly shortcuts: GlobalShortcuts,
    private readonly onPress: () => void,
    private readonly wayland: boolean,
  ) {}

  /** Why the configured shortcut is not registered; null when it is, or none is set. */
  get problem(): string | null {
    return this.#problem;
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
      this.#problem = `${accelerator} is not a shortcut Electron accepts (${error instanceof Error ? error.message : String(error)}) — choose another.`;
      return;
    }
    this.#registered = registered;
    if (!registered) this.#problem = shortcutRefused(accelerator, this.wayland);
  }

  dispose(): void {
    this.shortcuts.unregisterAll();
    this.#accelerator = null;
    this.#registered = false;
    this.#problem = null;
  }
}
