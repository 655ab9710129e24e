import type { Project } from '../../../shared/types';
import { isUnauthorized, type AccountTokens } from '../accounts/account-tokens';
import { boundBaseUrl } from '../accounts/bound-base-url';
import type { ClientPool } from '../accounts/client-pool';
import type { CoreState } from '../accounts/core-state';
import type { AccountRecord, Settings } from '../accounts/settings-store';
import { NO_TOKEN, SESSION_ENDED } from '../accounts/snapshot';
import { isApiError, type ApiClient, type Credential } from '../api';
import { CoreError, isCoreError } from '../core-error';
import type { ProjectCache } from './project-cache';

/**
 * The network half of the core: refreshing an account's projects and renaming customers,
 * with what a refused token means for the session. The account lifecycle (sign-in/out,
 * switching) stays in `TimetrayCore`.
 */
export class ProjectService {
  private readonly refreshes = new Map<string, Promise<Project[]>>();

  constructor(
    private readonly state: CoreState,
    private readonly cache: ProjectCache,
    private readonly tokens: AccountTokens,
    private readonly clients: ClientPool,
  ) {}

  /** Fetches `account`'s projects; one list request per account at a time. */
  refresh(account: AccountRecord): Promise<Project[]> {
    const running = this.refreshes.get(account.key);
    if (running) return running;
    const refresh = this.doRefresh(account).finally(() => this.refreshes.delete(account.key));
    this.refreshes.set(account.key, refresh);
    return refresh;
  }

  /** Renames a customer at the service, then in the cached projects of that account. */
  async renameCustomer(
    account: AccountRecord,
    customerId: number,
    name: string,
  ): Promise<{ customerId: number; name: string }> {
    const result = await this.call(account, (client, cred) => client.renameCustomer(cred, customerId, name));
    const cached = await this.cache.get(account.key);
    if (cached) {
      const projects = cached.projects.map((p) =>
        p.customerId === result.customerId ? { ...p, customerName: result.name } : p,
      );
      await this.cache.put(account.key, { ...cached, projects });
      if (this.state.value.settings.activeKey === account.key) this.state.patch({ projects });
    }
    this.state.patch({ error: null });
    this.state.emit();
    return result;
  }

  /** Settles when every running refresh has (for `close`). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.refreshes.values()]);
  }

  private async doRefresh(account: AccountRecord): Promise<Project[]> {
    this.state.patch({ refreshing: true });
    this.state.emit();
    try {
      const { projects, skipped } = await this.call(account, (client, cred) => client.listProjects(cred));
      const fetchedAt = new Date().toISOString();
      await this.cache.put(account.key, { projects, skipped, fetchedAt });
      if (this.state.value.settings.activeKey === account.key) {
        this.state.patch({ projects, skipped, lastRefresh: fetchedAt });
      }
      this.state.patch({ error: null });
      return projects;
    } finally {
      this.state.patch({ refreshing: false });
      this.state.emit();
    }
  }

  /** Runs one authenticated call; records a failure in the snapshot; a 401 ends the session. */
  private async call<T>(
    account: AccountRecord,
    run: (client: ApiClient, cred: Credential) => Promise<T>,
  ): Promise<T> {
    try {
      const credential = await this.tokens.read(account.key);
      if (!credential) {
        this.state.markSignedIn(account.key, false);
        throw new CoreError('signed_out', account.signedOutReason ?? NO_TOKEN);
      }
      return await run(this.clients.get(boundBaseUrl(account)), credential);
    } catch (error) {
      const final = isUnauthorized(error) ? await this.endSession(account, error) : error;
      if (isApiError(final) || isCoreError(final)) {
        this.state.patch({ error: { code: final.code, message: final.message } });
      }
      this.state.emit();
      throw final;
    }
  }

  /** The service refused the token: forget it, keep settings and cache, say why. */
  private async endSession(account: AccountRecord, cause: unknown): Promise<CoreError> {
    await this.tokens.drop(account.key);
    this.state.markSignedIn(account.key, false);
    await this.state.mutate((s) => setReason(s, account.key, SESSION_ENDED)).catch(() => undefined);
    return new CoreError('signed_out', SESSION_ENDED, { cause });
  }
}

export function setReason(settings: Settings, key: string, reason: string | null): void {
  const record = settings.accounts.find((a) => a.key === key);
  if (record) record.signedOutReason = reason;
}
