import { resolveLocale } from '../../../shared/i18n/locale';
import type { AppError } from '../../../shared/result';
import { NO_PERIODS, type PeriodsView } from '../../../shared/reports';
import type { AccountSummary, AppSnapshot, Project, ProjectTotals } from '../../../shared/types';
import { emptySettings, type AccountRecord, type Settings } from '../settings/settings-store';
import { loadedLocales, m, messagesIn } from '../i18n';

/** Why an account is signed out after any 401: the service destroyed or refused its token. */
export const sessionEnded = (): string => m.core_session_ended();
/**
 * A sign-out reason kept in settings.json, in the language spoken now: the one Timetray
 * writes ("the service ended this session") was saved in the language of that moment, so it
 * is re-worded; anything else is shown as stored.
 */
export function spokenReason(stored: string | null | undefined): string | null {
  if (!stored) return null;
  // Every language loaded: the app loads all; the CLI its own, and the others' `core` words
  // while a reason is saved (see SettingsReload).
  return loadedLocales().some((locale) => messagesIn(locale).core_session_ended() === stored)
    ? sessionEnded()
    : stored;
}
/** What any surface (window, tray, CLI) says when an action needs an account and none is active. */
export const noAccount = (): string => m.core_no_account();
/** Why an account without a keychain entry is signed out (a locked keychain is told apart: `keychain_locked`). */
export const noToken = (): string => m.core_no_token();

export interface ViewState {
  settings: Settings;
  /** Keys of the accounts with a token in the keychain. */
  signedIn: ReadonlySet<string>;
  projects: Project[];
  skipped: number;
  lastRefresh: string | null;
  /** Keys of the accounts whose projects are being fetched right now. */
  refreshing: ReadonlySet<string>;
  /** The last failure of the active account (a background account's failures are not shown). */
  error: AppError | null;
  /** Shown as the session's reason when nothing better is known (e.g. keychain unusable). */
  fallbackReason: string | null;
  /** The active account's known project totals (from its details cache), by id. */
  totals: Readonly<Record<number, ProjectTotals>>;
  /** Each account's last successful use (ms), as last read from or written to last-used.json. */
  lastUsed: ReadonlyMap<string, number>;
  /**
   * The system's languages, most preferred first, that the `auto` language picks from: the
   * app passes Electron's `app.getPreferredSystemLanguages()`, the CLI its POSIX locale.
   */
  languages: readonly string[];
  /** The active account's period figures (see `ReportService`). */
  periods: PeriodsView;
}

const NO_RECENT: number[] = [];
const NO_PINNED: number[] = [];
const NO_BUDGETS: AppSnapshot['budgets'] = Object.freeze({});

/** Before anything is read: no settings, no tokens, no projects. */
export const initialView = (languages: readonly string[] = []): ViewState => ({
  settings: emptySettings(),
  signedIn: new Set(),
  projects: [],
  skipped: 0,
  lastRefresh: null,
  refreshing: new Set(),
  error: null,
  fallbackReason: null,
  totals: {},
  lastUsed: new Map(),
  languages,
  periods: NO_PERIODS,
});

export function summaryOf(
  account: AccountRecord,
  view: Pick<ViewState, 'settings' | 'signedIn' | 'lastUsed'>,
): AccountSummary {
  const used = view.lastUsed.get(account.key);
  return {
    key: account.key,
    label: account.label,
    baseUrl: account.baseUrl,
    accountId: account.accountId,
    email: account.email,
    signedIn: view.signedIn.has(account.key),
    active: view.settings.activeKey === account.key,
    lastUsed: used === undefined ? null : new Date(used).toISOString(),
  };
}

/** The immutable snapshot the window, the tray and the CLI render. */
export function buildSnapshot(view: ViewState): AppSnapshot {
  const accounts = view.settings.accounts.map((a) => Object.freeze(summaryOf(a, view)));
  const active = accounts.find((a) => a.active);
  const record = view.settings.accounts.find((a) => a.key === active?.key);
  const session: AppSnapshot['session'] =
    active?.signedIn === true
      ? { status: 'signed_in', account: active }
      : // The keychain could not be asked: that is the reason now, not an older sign-out's.
        { status: 'signed_out', reason: view.fallbackReason ?? spokenReason(record?.signedOutReason) };
  return Object.freeze({
    session,
    accounts,
    projects: view.projects,
    skippedProjects: view.skipped,
    lastRefresh: view.lastRefresh,
    // Only the account on screen: another account's refresh must not light up (or end) the spinner.
    refreshing: active !== undefined && view.refreshing.has(active.key),
    error: view.error,
    totals: view.totals,
    recent: record?.recent ?? NO_RECENT,
    // Stored by id as text (JSON keys); `budgets[id]` reads the same with a number.
    budgets: record?.budgets ?? NO_BUDGETS,
    pinned: record?.pinned ?? NO_PINNED,
    preferences: view.settings.preferences,
    locale: resolveLocale(view.settings.preferences.language, view.languages),
    periods: view.periods,
  });
}
