import type { AccountSummary, AppSnapshot } from '../../../shared/types';
import { CoreError } from '../core-error';
import type { ProjectCache } from '../projects/project-cache';
import type { AccountRecord, SettingsStore } from '../settings/settings-store';
import { buildSnapshot, noAccount, summaryOf, type ViewState } from './snapshot';
import { NO_PERIODS } from '../../../shared/reports';
import { ViewChanges } from './view-changes';
import { m } from '../i18n';

/** How `CoreState.change` publishes. */
export interface ChangeOptions {
  /**
   * Publish only when the snapshot differs from the last one published (e.g. a reload that
   * read the same settings, or a setting the snapshot does not show): no push for nothing.
   */
  skipIfSame?: boolean;
}

/**
 * The core's one state object: settings, which accounts hold a token, the active account's
 * projects, flags and the last error. It changes only through `change` (or the few named
 * changes below that decide themselves whether anything shows differently), and each change
 * is published as a fresh immutable snapshot: whether the window and the tray update never
 * depends on a caller remembering to publish.
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
    /** The saved period figures of an account (its reports file). */
    private readonly periodsOf: (key: string) => Promise<ViewState['periods']> = async () => NO_PERIODS,
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

  /**
   * Runs `run` with the named changes (see `ViewChanges`) and publishes one snapshot when it
   * ends — resolved or thrown — if it changed anything. Changes made while `run` awaits are
   * in the view at once (another change ending meanwhile publishes them too, as it should:
   * they are true), but this change's own snapshot goes out once, at its end.
   */
  change<T>(run: (changes: ViewChanges) => Promise<T>, options?: ChangeOptions): Promise<T>;
  change<T>(run: (changes: ViewChanges) => T, options?: ChangeOptions): T;
  change<T>(run: (changes: ViewChanges) => T | Promise<T>, options: ChangeOptions = {}): T | Promise<T> {
    let changed = false;
    let ended = false;
    const changes = new ViewChanges({
      read: () => this.view,
      write: (change) => {
        this.view = { ...this.view, ...change };
        // A handle kept past its change's end (it should not be) still never hides a change.
        if (ended) this.publish(options);
        else changed = true;
      },
      store: this.store,
      cache: this.cache,
      totalsOf: this.totalsOf,
      periodsOf: this.periodsOf,
    });
    const end = (): void => {
      ended = true;
      if (changed) this.publish(options);
    };
    let result: T | Promise<T>;
    try {
      result = run(changes);
    } catch (error) {
      end();
      throw error;
    }
    if (result instanceof Promise) return result.finally(end);
    end();
    return result;
  }

  private publish(options: ChangeOptions): void {
    if (options.skipIfSame) this.emitIfChanged();
    else this.emit();
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
    this.change((view) => view.showError({ code: 'settings', message: sentence }));
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

  /** Takes `uses` (key → ms of the last use) as read from last-used.json; emits when shown values change. */
  showUses(uses: ReadonlyMap<string, number>): void {
    const same =
      uses.size === this.view.lastUsed.size && [...uses].every(([k, v]) => this.view.lastUsed.get(k) === v);
    if (same) return;
    this.change((view) => view.setLastUsed(uses));
  }

  /** Shows `key` as used at `at` (ms) at once; the caller writes it down (see LastUsedStore). */
  showUse(key: string, at: number): void {
    this.change((view) => view.setLastUsed(new Map(this.view.lastUsed).set(key, at)));
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
  private emitIfChanged(): void {
    if (JSON.stringify(buildSnapshot(this.view)) !== JSON.stringify(this.current)) this.emit();
  }

  private emit(): void {
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
