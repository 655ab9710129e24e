import { NO_PERIODS, type PeriodsView } from '../../../shared/reports';
import type { AppError } from '../../../shared/result';
import type { ProjectTotals } from '../../../shared/types';
import type { ProjectCache } from '../projects/project-cache';
import type { Settings, SettingsStore } from '../settings/settings-store';
import type { ViewState } from './snapshot';

/** What a `ViewChanges` reads and writes through (given by `CoreState.change`). */
export interface ViewAccess {
  read(): Readonly<ViewState>;
  /** Changes the view; `CoreState.change` publishes it when the change ends. */
  write(change: Partial<ViewState>): void;
  store: SettingsStore;
  cache: ProjectCache;
  /** The known totals of an account's projects (its details cache). */
  totalsOf(key: string): Promise<ViewState['totals']>;
  /** The saved period figures of an account (its reports file). */
  periodsOf(key: string): Promise<PeriodsView>;
}

/** A project list as cached and shown (see `ProjectCache`). */
export interface ShownList {
  projects: ViewState['projects'];
  skipped: number;
  fetchedAt: string;
}

/**
 * The named changes to what the window, the tray and the CLI show. Only `CoreState.change`
 * hands one out, and it publishes one snapshot when the change ends, whatever happened in it:
 * no caller has to remember to. Several changes made in one `change` (even across `await`s)
 * go out together, so the window sees a refresh end with its new list in one snapshot.
 */
export class ViewChanges {
  constructor(private readonly access: ViewAccess) {}

  /** The view as it is now (this change's own changes included). */
  get value(): Readonly<ViewState> {
    return this.access.read();
  }

  /** Shows `list` as the active account's projects; its success clears the last error. */
  showList(list: ShownList): void {
    this.access.write({
      projects: list.projects,
      skipped: list.skipped,
      lastRefresh: list.fetchedAt || null,
      error: null,
    });
  }

  /** Shows the active account's cached projects and totals (or none). */
  async showCachedList(): Promise<void> {
    const key = this.value.settings.activeKey;
    const cached = key === null ? null : await this.access.cache.get(key);
    const totals = key === null ? {} : await this.access.totalsOf(key);
    const periods = key === null ? NO_PERIODS : await this.access.periodsOf(key);
    this.access.write({
      projects: cached?.projects ?? [],
      skipped: cached?.skipped ?? 0,
      lastRefresh: cached?.fetchedAt || null,
      totals,
      periods,
    });
  }

  /** Shows the active account's period figures. */
  showPeriods(periods: PeriodsView): void {
    this.access.write({ periods });
  }

  /** The accounts whose projects are being fetched right now. */
  setRefreshing(keys: Iterable<string>): void {
    this.access.write({ refreshing: new Set(keys) });
  }

  /** Shows `error` as the last failure (null: none). */
  showError(error: AppError | null): void {
    this.access.write({ error });
  }

  /** What the session says when nothing better is known (the keychain unusable), or null. */
  setFallbackReason(reason: string | null): void {
    this.access.write({ fallbackReason: reason });
  }

  /** Which accounts hold a token, all at once (see `checkTokens`). */
  setSignedIn(keys: ReadonlySet<string>): void {
    this.access.write({ signedIn: keys });
  }

  markSignedIn(key: string, on: boolean): void {
    const signedIn = new Set(this.value.signedIn);
    if (on) signedIn.add(key);
    else signedIn.delete(key);
    this.access.write({ signedIn });
  }

  /** Replaces the active account's known totals. */
  showTotals(totals: ViewState['totals']): void {
    this.access.write({ totals });
  }

  /** Adds (or replaces) the totals of some projects of the active account. */
  addTotals(more: Readonly<Record<number, ProjectTotals>>): void {
    this.access.write({ totals: { ...this.value.totals, ...more } });
  }

  /** Forgets the totals of project `id`. */
  dropTotals(id: number): void {
    if (!(id in this.value.totals)) return;
    const totals = { ...this.value.totals };
    delete totals[id];
    this.access.write({ totals });
  }

  /** Each account's last use (ms), as read from or written to last-used.json. */
  setLastUsed(uses: ReadonlyMap<string, number>): void {
    this.access.write({ lastUsed: uses });
  }

  /** Shows settings as read from settings.json (see `TimetrayCore.reload`). */
  showSettings(settings: Settings): void {
    this.access.write({ settings });
  }

  /** Changes the settings on disk (re-read first, see `SettingsStore.update`), then in the view. */
  async saveSettings(change: (settings: Settings) => void): Promise<void> {
    const { settings } = await this.access.store.update(change);
    this.access.write({ settings });
  }
}
