import type { AccountSummary, AppSnapshot } from '../../../shared/types';
import { CoreError } from '../core-error';
import type { ProjectCache } from '../projects/project-cache';
import type { AccountRecord, Settings, SettingsStore } from '../settings/settings-store';
import { buildSnapshot, noAccount, summaryOf, type ViewState } from './snapshot';
import { m } from '../i18n';

/**
 * The core's one state object: settings, which accounts hold a token, the active account's
 * projects, flags and the last error. Every change goes through `patch`/`mutate` and is
 * published as a fresh immutable snapshot by `emit`.
 */
export class CoreState {
  private readonly listeners = new Set<(snapshot: AppSnapshot) => void>();
  private current: AppSnapshot;

  constructor(
    private readonly store: SettingsStore,
    private readonly cache: ProjectCache,
    private view: ViewState,
    /** The known totals of an account's projects (its details cache). */
    private readonly totalsOf: (key: string) => Promise<ViewState['totals']> = async () => ({}),
  ) {
    this.current = buildSnapshot(view);
  }

  get value(): Readonly<ViewState> {
    return this.view;
  }

  snapshot(): AppSnapshot {
    return this.current;
  }

  onChange(listener: (snapshot: AppSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Changes the in-memory state; call `emit` to publish. */
  patch(change: Partial<ViewState>): void {
    this.view = { ...this.view, ...change };
  }

  /** Problems that failed nothing, not yet taken by `takeWarnings` (the CLI prints them). */
  private readonly warnings = new Set<string>();

  /**
   * Shows a problem that fails nothing (e.g. a cache file that cannot be read or saved), unless
   * a failure is already shown: that one matters more. Kept for `takeWarnings` either way.
   */
  warn(sentence: string): void {
    this.warnings.add(sentence);
    if (this.view.error !== null) return;
    this.patch({ error: { code: 'settings', message: sentence } });
    this.emit();
  }

  /** The warnings since the last call, each once. */
  takeWarnings(): string[] {
    const taken = [...this.warnings];
    this.warnings.clear();
    return taken;
  }

  /** See `SettingsStore.assertWritable`. */
  assertWritable(): Promise<void> {
    return this.store.assertWritable();
  }

  /** Changes the settings on disk (re-read first) and in memory. */
  async mutate(change: (settings: Settings) => void): Promise<void> {
    const { settings } = await this.store.update(change);
    this.patch({ settings });
  }

  markSignedIn(key: string, on: boolean): void {
    const signedIn = new Set(this.view.signedIn);
    if (on) signedIn.add(key);
    else signedIn.delete(key);
    this.patch({ signedIn });
  }

  /** Takes `uses` (key → ms of the last use) as read from last-used.json; emits when shown values change. */
  showUses(uses: ReadonlyMap<string, number>): void {
    const same =
      uses.size === this.view.lastUsed.size && [...uses].every(([k, v]) => this.view.lastUsed.get(k) === v);
    if (same) return;
    this.patch({ lastUsed: uses });
    this.emit();
  }

  /** Shows `key` as used at `at` (ms) at once; the caller writes it down (see LastUsedStore). */
  showUse(key: string, at: number): void {
    this.patch({ lastUsed: new Map(this.view.lastUsed).set(key, at) });
    this.emit();
  }

  /** Shows the active account's cached projects (or none). */
  async loadCache(): Promise<void> {
    const key = this.view.settings.activeKey;
    const cached = key === null ? null : await this.cache.get(key);
    const totals = key === null ? {} : await this.totalsOf(key);
    this.patch({
      projects: cached?.projects ?? [],
      skipped: cached?.skipped ?? 0,
      lastRefresh: cached?.fetchedAt || null,
      totals,
    });
  }

  account(key: string): AccountRecord {
    const found = this.view.settings.accounts.find((a) => a.key === key);
    if (!found) {
      // Neutral words: the window shows this too, where no command can be typed.
      throw new CoreError('bad_input', m.core_no_such_account({ key }));
    }
    return found;
  }

  activeAccount(): AccountRecord {
    const key = this.view.settings.activeKey;
    if (key === null) throw new CoreError('signed_out', noAccount());
    return this.account(key);
  }

  summary(key: string): AccountSummary {
    return summaryOf(this.account(key), this.view);
  }

  /** Like `emit`, but only when the snapshot differs from the last one published. */
  emitIfChanged(): void {
    if (JSON.stringify(buildSnapshot(this.view)) !== JSON.stringify(this.current)) this.emit();
  }

  emit(): void {
    this.current = buildSnapshot(this.view);
    for (const listener of this.listeners) {
      try {
        listener(this.current);
      } catch {
        // A faulty listener must not break the core or the other listeners.
      }
    }
  }

  close(): void {
    this.listeners.clear();
  }
}
