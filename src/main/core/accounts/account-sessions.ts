import type { RemoveOutcome, SignOutOutcome } from '../../../shared/ipc';
import { isKeychainCode } from '../../../shared/result';
import type { AccountSummary, SignInInput } from '../../../shared/types';
import { normalizeBaseUrl } from '../api/base-url';
import type { ClientPool } from '../api/client-pool';
import { tokenProblem, type Credential } from '../api/credential';
import { CoreError, isCoreError } from '../core-error';
import { m } from '../i18n';
import type { ProjectCache } from '../projects/project-cache';
import type { ProjectDetailsService } from '../projects/project-details';
import { setReason, type ProjectService } from '../projects/project-service';
import type { AccountRecord, Settings } from '../settings/settings-store';
import type { ImportTokenInput } from '../state/core-options';
import type { CoreState } from '../state/core-state';
import { noAccount } from '../state/snapshot';
import { accountKey } from '../vault';
import { accountNames, sameName } from '../../../shared/account-title';
import { isUnauthorized, type AccountTokens } from './account-tokens';
import { boundBaseUrlOrNull } from './bound-base-url';
import type { KeepAlive } from './keep-alive';
import type { PendingTokens } from './pending-tokens';
import type { ReportStore } from '../reports/report-store';
import type { SessionEpochs } from './session-epochs';

/** Why `importToken` refused a pasted token. */
export const tokenRefused = (): string => m.core_token_refused();
/** What a completed sign-out could not clean up, e.g. "the saved project list (Could not delete …)". */
export const leftBehindWarning = (what: string): string => m.core_left_behind({ what });
/** Said when the token is gone but the account could not be taken off the list. */
export const tokenGoneBut = (why: string): string => m.core_token_gone_but({ why });

/** The sentence of a failure (file failures are already worded by `fileProblem`). */
const problemOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The core's parts that signing in and out use (see `TimetrayCore`). */
export interface AccountSessionParts {
  state: CoreState;
  tokens: AccountTokens;
  clients: ClientPool;
  projects: ProjectService;
  details: ProjectDetailsService;
  keepAlive: KeepAlive;
  epochs: SessionEpochs;
  cache: ProjectCache;
  /** Each account's saved period figures, deleted with its list. */
  reportStore: ReportStore;
  pending: PendingTokens;
  /** The User-Agent new sign-ins make their token with. */
  userAgent: string;
  /** The core's refresh of the active account's list (a new sign-in shows its projects). */
  refreshProjects(): Promise<unknown>;
}

/**
 * `label` by `accountLabelRule`, before any token exists; a refusal is `bad_input`. zod is
 * loaded here, by the commands that sign in, never by the local ones (issue 18, point 8).
 */
async function checkedLabel(label: string | undefined): Promise<string | undefined> {
  if (label === undefined) return undefined;
  const { accountLabelRule, checkInput } = await import('../input-rules');
  const result = checkInput(accountLabelRule, label);
  if (!result.ok) throw new CoreError('bad_input', result.message);
  return result.value;
}

/**
 * Accounts and their sessions: signing in (or adopting a token made elsewhere), signing out,
 * removing an account and switching the active one. Each publishes what it changed as one
 * snapshot (see `CoreState.change`).
 */
export class AccountSessions {
  private readonly state: CoreState;
  private readonly tokens: AccountTokens;
  private readonly clients: ClientPool;
  private readonly projects: ProjectService;
  private readonly details: ProjectDetailsService;
  private readonly keepAlive: KeepAlive;
  private readonly epochs: SessionEpochs;
  private readonly cache: ProjectCache;
  private readonly reportStore: ReportStore;
  private readonly pending: PendingTokens;
  private readonly userAgent: string;
  private readonly refreshProjects: () => Promise<unknown>;

  constructor(parts: AccountSessionParts) {
    this.state = parts.state;
    this.tokens = parts.tokens;
    this.clients = parts.clients;
    this.projects = parts.projects;
    this.details = parts.details;
    this.keepAlive = parts.keepAlive;
    this.epochs = parts.epochs;
    this.cache = parts.cache;
    this.reportStore = parts.reportStore;
    this.pending = parts.pending;
    this.userAgent = parts.userAgent;
    this.refreshProjects = () => parts.refreshProjects();
  }

  /** See `TimetrayCore.signIn`. */
  async signIn(input: SignInInput & { label?: string }): Promise<AccountSummary> {
    const label = await checkedLabel(input.label);
    // Before a token exists: one the settings or the keychain could not record would stay
    // live, unknown (a locked or missing keychain is named instead of asking the service).
    await this.state.assertWritable();
    const baseUrl = normalizeBaseUrl(input.baseUrl);
    const typedId = input.accountId.trim();
    this.refuseTakenLabel(label, accountKey(baseUrl, typedId, input.email));
    await this.tokens.assertCanStore();
    const { credential, accountId } = await this.clients
      .get(baseUrl)
      .signIn({ email: input.email.trim(), password: input.password, accountId: typedId }, this.userAgent);
    const key = await this.adopt(baseUrl, accountId || typedId, input.email, credential, true, label);
    this.keepAlive.noteUse(key);
    await this.refreshProjects().catch(() => undefined);
    return this.state.summary(key);
  }

  /** See `TimetrayCore.importToken`: the token is checked before anything is stored. */
  async importToken(input: ImportTokenInput): Promise<AccountSummary> {
    const [token, userAgent, accountId, email] = [
      input.token.trim(),
      input.userAgent,
      input.accountId.trim(),
      input.email,
    ];
    if (!token || !userAgent.trim() || !accountId || !email.trim()) {
      throw new CoreError('bad_input', m.core_import_needs_all());
    }
    const unsendable = tokenProblem(token);
    if (unsendable !== null) throw new CoreError('bad_input', unsendable);
    const label = await checkedLabel(input.label);
    // As for a sign-in: settings and keychain first, before the token is sent anywhere.
    await this.state.assertWritable();
    const baseUrl = normalizeBaseUrl(input.baseUrl);
    this.refuseTakenLabel(label, accountKey(baseUrl, accountId, email));
    await this.tokens.assertCanStore();
    const credential: Credential = { token, userAgent };
    // Checked before anything is stored: adopting first would revoke a working token and
    // list the account even when the pasted one is refused.
    const list = await this.clients
      .get(baseUrl)
      .listProjects(credential)
      .catch((error: unknown) => {
        if (!isUnauthorized(error)) throw error;
        throw new CoreError('signed_out', tokenRefused(), { cause: error });
      });
    await this.refuseAnotherAccountsToken(baseUrl, accountId, list.projects);
    const key = await this.adopt(baseUrl, accountId, email, credential, false, label);
    this.keepAlive.noteUse(key);
    const { answeredAt: _answered, ...fetched } = list;
    const fetchedAt = new Date().toISOString();
    const account = this.state.account(key);
    const epoch = this.epochs.current(key);
    await this.state.change((view) => this.projects.keep(account, epoch, { ...fetched, fetchedAt }, view));
    await this.details.afterListRefresh();
    return this.state.summary(key);
  }

  /**
   * A label names one account wherever an account is chosen by name (`timetray use`,
   * `--account`): one that is already another account's label, e-mail or account id (accents
   * and case aside) would match both there, so it is refused before any token exists.
   */
  private refuseTakenLabel(label: string | undefined, key: string): void {
    if (label === undefined) return;
    const other = this.state.value.settings.accounts.find(
      (a) => a.key !== key && accountNames(a).some((name) => sameName(name, label)),
    );
    if (other) throw new CoreError('bad_input', m.core_label_taken({ label, account: other.label }));
  }

  /**
   * The service cannot be asked which account a token belongs to, so a pasted token is taken
   * for the account typed with it. One that lists exactly the projects saved for another
   * account of the same service is that account's (a mix-up): adopting it would show and
   * budget that account's projects under the wrong name. Refused before anything is stored.
   */
  private async refuseAnotherAccountsToken(
    baseUrl: string,
    accountId: string,
    listed: readonly { id: number }[],
  ): Promise<void> {
    if (listed.length === 0) return;
    const ids = new Set(listed.map((p) => p.id));
    const origin = `${new URL(baseUrl).origin}|`;
    for (const other of this.state.value.settings.accounts) {
      if (!other.key.startsWith(origin) || other.accountId === accountId) continue;
      const saved = (await this.cache.get(other.key).catch(() => null))?.projects ?? [];
      if (saved.length === ids.size && saved.every((p) => ids.has(p.id))) {
        throw new CoreError(
          'bad_input',
          m.core_import_other_accounts_token({
            account: other.label,
            other: other.accountId,
            typed: accountId,
          }),
        );
      }
    }
  }

  /** See `TimetrayCore.signOut`. */
  async signOut(key: string | undefined): Promise<SignOutOutcome> {
    if (key === undefined) throw new CoreError('signed_out', noAccount());
    return this.forget(key, (s) => setReason(s, key, null), false);
  }

  /** What removing `key` deletes that exists only on this computer: its budgets and pins. */
  keptOnlyHere(key: string): RemoveOutcome['forgotten'] {
    const { budgets, pinned } = this.state.account(key);
    return { budgets: Object.keys(budgets ?? {}).length, pins: pinned?.length ?? 0 };
  }

  /** See `TimetrayCore.removeAccount`. */
  async removeAccount(key: string): Promise<RemoveOutcome> {
    const forgotten = this.keptOnlyHere(key);
    const outcome = await this.forget(
      key,
      (s) => {
        s.accounts = s.accounts.filter((a) => a.key !== key);
        if (s.activeKey === key) s.activeKey = s.accounts[0]?.key ?? null;
      },
      true,
    );
    this.keepAlive.forget(key);
    return { ...outcome, forgotten };
  }

  /** See `TimetrayCore.useAccount`. */
  async useAccount(key: string): Promise<void> {
    await this.state.change(async (view) => {
      try {
        this.state.account(key);
        await view.saveSettings((s) => void (s.activeKey = key));
      } catch (error) {
        // Callers (the window) show failures from the snapshot, not from the rejection.
        if (isCoreError(error)) view.showError({ code: error.code, message: error.message });
        throw error;
      }
      await view.showCachedList();
      // The last error was about the other account; a keychain that cannot be asked is about all.
      if (!isKeychainCode(view.value.error?.code)) view.showError(null);
    });
  }

  /**
   * Tokens a killed sign-in stored in the keychain but never listed in settings.json are
   * revoked at their origin and deleted (see `PendingTokens`). Skipped while the settings
   * cannot be trusted to list every account (unreadable, moved aside, or from a newer version).
   */
  async reconcilePending(settingsInDoubt: boolean): Promise<void> {
    if (settingsInDoubt) return;
    const listed = (key: string) => this.state.value.settings.accounts.some((a) => a.key === key);
    await this.pending.reconcile(listed, this.tokens);
  }

  /**
   * Revokes and deletes the token and the cache of `key`, then applies `change` to settings.
   * After the revoke nothing fails the sign-out but a `change` that `mustChange` (see `signOut`).
   */
  private async forget(
    key: string,
    change: (settings: Settings) => void,
    mustChange: boolean,
  ): Promise<SignOutOutcome> {
    const account = this.state.account(key);
    // First: a refresh still running for this account must not write back or report our revoke's 401.
    this.epochs.bump(key);
    // A tampered address must not receive the token, but signing out must still work.
    const state = await this.tokens.revokeAndDelete(key, boundBaseUrlOrNull(account));
    // One snapshot once everything is cleaned up (or could not be).
    return this.state.change(async (view) => {
      view.markSignedIn(key, false);
      const left: string[] = [];
      const leftBehind = (what: () => string) => (error: unknown) =>
        void left.push(`${what()} (${problemOf(error)})`);
      await this.cache.remove(key).catch(leftBehind(m.core_left_saved_list));
      await this.details.forget(key).catch(leftBehind(m.core_left_saved_details));
      await this.reportStore.remove(key).catch(leftBehind(m.core_left_saved_reports));
      try {
        await view.saveSettings(change);
      } catch (error) {
        if (mustChange) throw new CoreError('settings', tokenGoneBut(problemOf(error)), { cause: error });
        leftBehind(m.core_left_settings)(error);
      }
      await view.showCachedList();
      const warning = left.length > 0 ? leftBehindWarning(left.join('; ')) : undefined;
      view.showError(warning ? { code: 'settings', message: warning } : null);
      const outcome: SignOutOutcome = { revoked: state === 'revoked', state };
      return warning ? { ...outcome, warning } : outcome;
    });
  }

  /** Stores a credential and saves its account as the active one; returns the account key. */
  private async adopt(
    baseUrl: string,
    accountId: string,
    email: string,
    credential: Credential,
    ownToken: boolean,
    label?: string,
  ): Promise<string> {
    const key = accountKey(baseUrl, accountId, email);
    // Noted first: a kill between the keychain write and the settings write must not leave
    // a live token nobody lists (the next start revokes it).
    const listed = await this.pending.begin(key, baseUrl).catch(async (error: unknown) => {
      // The config folder refuses writes (its sentence names why): nothing will hold our
      // new token, so end it now.
      if (ownToken) await this.tokens.revokeQuietly(baseUrl, credential);
      throw error;
    });
    await this.tokens.store(key, baseUrl, credential, ownToken).catch(async (error: unknown) => {
      await listed();
      throw error;
    });
    const mail = email.trim();
    // One snapshot: the account listed, signed in and its cached projects shown.
    await this.state.change(async (view) => {
      await view.saveSettings((s) => {
        const existing = s.accounts.find((a) => a.key === key);
        const name = label?.trim() || existing?.label || mail;
        const record: AccountRecord = {
          key,
          baseUrl,
          accountId,
          email: mail,
          label: name,
          signedOutReason: null,
          ...(existing?.recent ? { recent: existing.recent } : {}),
          // Signing in again keeps what the user set on the account's projects (issue #19).
          ...(existing?.budgets ? { budgets: existing.budgets } : {}),
          ...(existing?.pinned ? { pinned: existing.pinned } : {}),
          ...(existing?.budgetAlerted ? { budgetAlerted: existing.budgetAlerted } : {}),
        };
        s.accounts = existing ? s.accounts.map((a) => (a.key === key ? record : a)) : [...s.accounts, record];
        s.activeKey = key;
      });
      await listed();
      view.markSignedIn(key, true);
      view.showError(null);
      view.setFallbackReason(null);
      await view.showCachedList();
    });
    return key;
  }
}
