import { isKeychainCode } from '../../../shared/result';
import type { AccountTokens } from '../accounts/account-tokens';
import { checkTokens } from '../accounts/check-tokens';
import type { KeepAlive } from '../accounts/keep-alive';
import type { ProjectCache } from '../projects/project-cache';
import type { ProjectDetailsService } from '../projects/project-details';
import type { ReportStore } from '../reports/report-store';
import type { CoreState } from '../state/core-state';
import { loadAreaOfEveryLanguage } from '../i18n';
import { settingsStamp } from './settings-stamp';
import type { SettingsStore } from './settings-store';

/** What a reload reads and where it shows it (the core's own parts). */
export interface SettingsReloadParts {
  store: SettingsStore;
  state: CoreState;
  tokens: AccountTokens;
  keepAlive: KeepAlive;
  cache: ProjectCache;
  reportStore: ReportStore;
  details: ProjectDetailsService;
  /** See `CoreOptions.keychainRetryMs`. */
  keychainRetryMs: number | undefined;
  /** Whether a reload asks the keychain who holds a token (see `CoreOptions.asksKeychain`). */
  asksKeychain: boolean;
}

/**
 * Re-reads settings, tokens and the active account's cache, for changes made by another
 * process (e.g. `timetray login` or `logout` while the tray app runs), and remembers what the
 * last read found wrong with settings.json. No network call.
 */
export class SettingsReload {
  /** Which settings.json the last reload read (see `settingsStamp`); '' before the first read. */
  private stamp = '';
  private reloading: Promise<void> = Promise.resolve();
  /** The next try of a locked keychain (see `CoreOptions.keychainRetryMs`), when one is due. */
  private lockedRetry: NodeJS.Timeout | null = null;
  private closed = false;
  private problemsRead: string[] = [];
  private unreadableWhy: string | null = null;
  private inDoubt = false;

  constructor(private readonly parts: SettingsReloadParts) {}

  /** The preferences settings.json held that were invalid (at their defaults), as last read. */
  get problems(): readonly string[] {
    return this.problemsRead;
  }

  /** Why settings.json could not be read at the last reload (see `unreadableSettings`), or null. */
  get unreadable(): string | null {
    return this.unreadableWhy;
  }

  /** The last reload reported something about settings.json (moved aside, newer, unreadable…). */
  get settingsInDoubt(): boolean {
    return this.inDoubt;
  }

  /**
   * When settings.json did not change since the last read and the keychain answered last
   * time, only one `stat`.
   */
  reload(): Promise<void> {
    // One at a time: a second caller must not see the new stamp before the first has read the file.
    const run = this.reloading.then(() => this.reloadNow());
    this.reloading = run.catch(() => undefined);
    return run;
  }

  /** No more retries of a locked keychain (the core is closing). */
  close(): void {
    this.closed = true;
    if (this.lockedRetry !== null) clearTimeout(this.lockedRetry);
  }

  private async reloadNow(): Promise<void> {
    const { store, state, tokens, keepAlive, cache, details, reportStore } = this.parts;
    const stamp = await settingsStamp(store.file);
    // A keychain locked or unavailable at the last check is asked again even when the
    // settings are unchanged: unlocking it later must bring the sessions back.
    // Likewise an unreadable settings.json: a `chmod` changes no stamp the watch would see.
    const unresolved =
      state.value.fallbackReason !== null ||
      isKeychainCode(state.value.error?.code) ||
      this.unreadableWhy !== null;
    if (stamp === this.stamp && !unresolved) return;
    // Taken before the read: a write landing in between makes the next reload read again.
    this.stamp = stamp;
    const { settings, notice, problems, unreadable, valuesOnly } = await store.load();
    // A sign-out reason saved in another language is re-worded in this one (`spokenReason`):
    // the CLI loads only its own language's words, so the others' are loaded for it then.
    if (settings.accounts.some((a) => a.signedOutReason)) await loadAreaOfEveryLanguage('core');
    this.problemsRead = problems ?? [];
    this.inDoubt = notice !== null && valuesOnly !== true;
    // Readable again (e.g. after the `chown` it named): its error goes with it.
    const fixed = this.unreadableWhy !== null && state.value.error?.message === this.unreadableWhy;
    this.unreadableWhy = unreadable ?? null;
    // One snapshot for the whole re-read, and none when it shows nothing new. The first
    // reload (in `TimetrayCore.open`) publishes to no listener yet: it makes the snapshot
    // the app's first listeners are given.
    await state.change(
      async (view) => {
        if (fixed) view.showError(null);
        view.showSettings(settings);
        if (notice) view.showError({ code: 'settings', message: notice });
        if (this.parts.asksKeychain) await checkTokens(view, tokens);
        await keepAlive.loadUses(); // publishes by itself when the uses shown change
        cache.invalidate(); // another process may have refreshed or removed a cache file
        details.invalidate();
        reportStore.invalidate();
        await view.showCachedList();
      },
      { skipIfSame: true },
    );
    this.retryWhileLocked();
  }

  /** Locked: a reload is due in `keychainRetryMs`, and again after it while still locked. */
  private retryWhileLocked(): void {
    const every = this.parts.keychainRetryMs;
    if (every === undefined || this.lockedRetry !== null || this.closed) return;
    if (this.parts.state.value.error?.code !== 'keychain_locked') return;
    this.lockedRetry = setTimeout(() => {
      this.lockedRetry = null;
      void this.reload().catch(() => undefined);
    }, every);
    this.lockedRetry.unref();
  }
}
