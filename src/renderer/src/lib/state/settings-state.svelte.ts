import type { HealthReport } from '../../../../shared/health';
import type { PreferenceChange, Preferences, SettingsInfo } from '../../../../shared/preferences';
import type { Result } from '../../../../shared/result';
import type { AppState } from './app-state.svelte';

/**
 * Settings and Health: what main tells about the desktop (About, the shortcut's state) and
 * the last health report. The preferences themselves are not kept here: they come with every
 * snapshot (so a change made with `timetray config set` shows at once). Opening and closing
 * the panel is the model's (`AppModel.openSettings`), as is every change of view.
 */
export class SettingsState {
  readonly #app: AppState;
  info = $state<SettingsInfo | null>(null);
  /** Why the desktop facts could not be loaded; the preferences still show. */
  infoError = $state<string | null>(null);
  report = $state<HealthReport | null>(null);
  running = $state(false);
  healthError = $state<string | null>(null);

  constructor(app: AppState) {
    this.#app = app;
  }

  async loadInfo(): Promise<void> {
    const result = await this.#app.call((b) => b.getSettingsInfo());
    if (result.ok) {
      this.info = result.value;
      this.infoError = null;
    } else this.infoError = result.error.message;
  }

  /** Saves one change in main; afterwards the desktop facts are asked again (did the shortcut register?). */
  async set(change: PreferenceChange): Promise<Result<Preferences>> {
    const result = await this.#app.call((b) => b.setPreference(change));
    // Awaited: the view says "saved" only once it knows whether, e.g., the shortcut registered.
    if (result.ok) await this.loadInfo();
    return result;
  }

  /** Main's file dialog, then the same check as `set`; null when the user cancelled. */
  async chooseCaFile(): Promise<Result<Preferences> | null> {
    const result = await this.#app.call((b) => b.chooseCaFile());
    if (!result.ok) return result;
    if (result.value === null) return null;
    void this.loadInfo();
    return { ok: true, value: result.value };
  }

  async runHealth(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.healthError = null;
    try {
      const result = await this.#app.call((b) => b.runHealthCheck());
      if (result.ok) this.report = result.value;
      else this.healthError = result.error.message;
    } finally {
      this.running = false;
    }
  }
}
