import { m } from '../i18n';
import { groupByCustomer } from '../../../shared/project-groups';
import type { Project, ProjectDetails, ProjectTotals } from '../../../shared/types';
import type { CoreState } from '../state/core-state';
import type { ViewChanges } from '../state/view-changes';
import type { SessionEpochs } from '../accounts/session-epochs';
import type { AccountRecord } from '../settings/settings-store';
import { ApiError, isApiError } from '../api/api-error';
import { isCoreError } from '../core-error';
import { totalsOf, type DetailsCache } from './details-cache';
import type { ProjectCache } from './project-cache';
import type { ProjectService } from './project-service';
import { TotalsQueue, type TotalsJob } from './totals-queue';

/** How many opened projects each account remembers ("Recent" in the tray). */
export const RECENT_LIMIT = 5;
/**
 * The bound on what a list refresh re-fetches by itself: the recent projects plus the first
 * projects of the tray's first groups (at most {@link TRAY_PER_GROUP} from each), this many
 * in all. With {@link MAX_IN_FLIGHT} at a time, a refresh costs at most 55 small requests.
 */
export const REFRESH_TOTALS_LIMIT = 50;
/** The tray's submenus show the first 25 projects of a group (`DEFAULT_MAX_PER_GROUP`). */
const TRAY_PER_GROUP = 25;
/** Totals fetched for the window or the tray are published together, not one snapshot each. */
const FLUSH_MS = 100;
/**
 * Failures after which the queue stops until the next call (the service is not answering,
 * or asks us to slow down). One project's odd answer (`bad_response`, a 500) does not stop the rest.
 */
const STOP_CODES: ReadonlySet<string> = new Set(['network', 'timeout', 'tls', 'rate_limited']);

export { MAX_IN_FLIGHT } from './totals-queue';

export interface ProjectDetailsOptions {
  /** After each list refresh, re-fetch the recent projects' and the tray's first groups' totals. */
  prefetch: boolean;
}

/**
 * Project details (`GET /projects/<id>`), the totals they carry, and the recently opened
 * projects. Requests go through `ProjectService.call` (token, 401 handling, session
 * epochs); an answer that arrives after a sign-out is dropped, not cached.
 */
export class ProjectDetailsService {
  private readonly queue: TotalsQueue;
  private pending: { accountKey: string; totals: Map<number, ProjectTotals> } | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private listIds: { projects: readonly Project[]; ids: ReadonlySet<number> } | null = null;

  constructor(
    private readonly state: CoreState,
    private readonly projects: ProjectService,
    private readonly listCache: ProjectCache,
    private readonly details: DetailsCache,
    private readonly epochs: SessionEpochs,
    private readonly options: ProjectDetailsOptions,
  ) {
    this.queue = new TotalsQueue(
      (job) => this.fetchTotals(job),
      (job) => this.needsTotals(job),
    );
  }

  /** The active account's cached details of `id`, or null; no network. */
  async cached(id: number): Promise<ProjectDetails | null> {
    return this.details.get(this.state.activeAccount().key, id);
  }

  /**
   * Fetches `id`'s details, caches them, updates `totals` and records `id` as recently opened.
   * @throws ApiError `not_found` (`core_project_gone`'s words): the project is dropped from the list.
   */
  async open(id: number, remember = true): Promise<ProjectDetails> {
    const account = this.state.activeAccount();
    const epoch = this.epochs.current(account.key);
    const details = await this.fetch(account, id);
    this.epochs.check(account.key, epoch);
    await this.state.change(async (view) => {
      if (this.isActive(account.key)) view.addTotals({ [id]: totalsOf(details) });
      if (remember) await this.remember(account.key, id, view);
    });
    return details;
  }

  /** The rows in the window's view: see `TotalsQueue`. Ignored while signed out. */
  wantTotals(ids: readonly number[]): void {
    const key = this.state.value.settings.activeKey;
    if (key !== null && this.state.value.signedIn.has(key)) this.queue.want(key, ids, 'view');
  }

  /**
   * After a list refresh of the active account: forgets details of projects gone from the
   * list and, with `prefetch`, re-fetches the recent projects' and the tray's first groups'
   * totals (at most {@link REFRESH_TOTALS_LIMIT} + {@link RECENT_LIMIT}).
   */
  async afterListRefresh(): Promise<void> {
    const key = this.state.value.settings.activeKey;
    if (key === null) return;
    const ids = this.idsInList();
    if (await this.details.retain(key, ids).catch(() => false)) {
      await this.state.change(async (view) => {
        if (this.isActive(key)) view.showTotals(await this.details.totals(key));
      });
    }
    if (!this.options.prefetch || !this.state.value.signedIn.has(key)) return;
    const record = this.state.value.settings.accounts.find((a) => a.key === key);
    // Pinned and budgeted projects too (issue #19): the tray's Pinned section and the budget
    // alerts need fresh totals after every refresh. Each kind is bounded on its own.
    this.queue.want(
      key,
      [...(record?.recent ?? []), ...budgetWatched(record), ...trayFirst(this.state.value.projects)],
      'background',
    );
  }

  /**
   * After a rename: the saved details of the customer's projects take the name the saved list
   * now has for it (the list settles which of two renames at once won; see rename-order.ts),
   * so details shown offline or copied as a summary do not keep the old one.
   */
  async customerRenamed(accountKey: string, customerId: number): Promise<void> {
    const list = await this.listCache.get(accountKey);
    const name = list?.projects.find((p) => p.customerId === customerId)?.customerName ?? null;
    if (name !== null) await this.details.renameCustomer(accountKey, customerId, name);
  }

  /** Re-read from disk on the next use (another process may have written). */
  invalidate(): void {
    this.details.invalidate();
  }

  /** The account was signed out or removed: its details go, queued fetches too. */
  async forget(accountKey: string): Promise<void> {
    this.queue.clear();
    if (this.pending?.accountKey === accountKey) this.pending = null;
    await this.details.remove(accountKey);
  }

  /** Settles when the details writes under way have (for `close`). */
  settle(): Promise<void> {
    return this.details.settle();
  }

  close(): void {
    this.queue.stop();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.pending = null;
  }

  /** One `GET /projects/<id>` for `account`, cached unless the session ended meanwhile. */
  private async fetch(account: AccountRecord, id: number): Promise<ProjectDetails> {
    const epoch = this.epochs.current(account.key);
    let project: Project;
    try {
      project = await this.projects.call(account, (client, cred) => client.getProject(cred, id), {
        quiet: true,
      });
    } catch (error) {
      if (!isApiError(error) || error.code !== 'not_found') throw error;
      await this.gone(account, epoch, id);
      throw new ApiError('not_found', m.core_project_gone(), error.status, { cause: error });
    }
    const details: ProjectDetails = { project, fetchedAt: new Date().toISOString() };
    await this.details.put(account.key, [details], () => this.epochs.check(account.key, epoch));
    return details;
  }

  /** The service no longer has `id`: out of the list, its cache, the details and Recent (not the pins). */
  private async gone(account: AccountRecord, epoch: number, id: number): Promise<void> {
    this.epochs.check(account.key, epoch);
    return this.state.change(async (view) => {
      const cached = await this.listCache.get(account.key);
      if (cached?.projects.some((p) => p.id === id)) {
        const projects = cached.projects.filter((p) => p.id !== id);
        await this.projects.keep(account, epoch, { ...cached, projects }, view);
      }
      await this.details.drop(account.key, [id]);
      if (this.isActive(account.key)) view.dropTotals(id);
      await view
        .saveSettings((s) => {
          const record = s.accounts.find((a) => a.key === account.key);
          if (record?.recent?.includes(id)) record.recent = record.recent.filter((r) => r !== id);
        })
        .catch(() => undefined);
      // Its pin stays until a list from the service lacks it too (then it is unpinned, with a
      // note): one 404, from a proxy or a moment's fault, must not lose what only lives here.
    });
  }

  /** Records `id` first in the account's Recent (settings.json); a settings failure is not the open's. */
  private async remember(accountKey: string, id: number, view: ViewChanges): Promise<void> {
    const record = view.value.settings.accounts.find((a) => a.key === accountKey);
    if (!record || record.recent?.[0] === id) return;
    await view
      .saveSettings((s) => {
        const stored = s.accounts.find((a) => a.key === accountKey);
        if (stored)
          stored.recent = [id, ...(stored.recent ?? []).filter((r) => r !== id)].slice(0, RECENT_LIMIT);
      })
      .catch(() => undefined);
  }

  private async fetchTotals(job: TotalsJob): Promise<void> {
    try {
      const details = await this.fetch(this.state.account(job.accountKey), job.id);
      if (this.pending?.accountKey !== job.accountKey)
        this.pending = { accountKey: job.accountKey, totals: new Map() };
      this.pending.totals.set(job.id, totalsOf(details));
      this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_MS);
    } catch (error) {
      // Signed out, or the service is not answering: no point asking for the rest now.
      if (isCoreError(error) || (isApiError(error) && STOP_CODES.has(error.code))) this.queue.clear();
    }
  }

  /** Publishes the totals fetched since the last flush, in one snapshot. */
  private flush(): void {
    this.flushTimer = null;
    const pending = this.pending;
    this.pending = null;
    if (!pending || !this.isActive(pending.accountKey)) return;
    this.state.change((view) => view.addTotals(Object.fromEntries(pending.totals)));
  }

  private needsTotals(job: TotalsJob): boolean {
    if (!this.isActive(job.accountKey) || !this.idsInList().has(job.id)) return false;
    if (this.pending?.accountKey === job.accountKey && this.pending.totals.has(job.id)) return false;
    const known = this.state.value.totals[job.id];
    if (!known) return true;
    const lastRefresh = this.state.value.lastRefresh;
    return lastRefresh !== null && Date.parse(known.fetchedAt) < Date.parse(lastRefresh);
  }

  private idsInList(): ReadonlySet<number> {
    const projects = this.state.value.projects;
    if (this.listIds?.projects !== projects)
      this.listIds = { projects, ids: new Set(projects.map((p) => p.id)) };
    return this.listIds.ids;
  }

  private isActive(accountKey: string): boolean {
    return this.state.value.settings.activeKey === accountKey;
  }
}

/**
 * The most pinned plus budgeted projects a list refresh re-fetches by itself (beyond the
 * recent and tray ones): a refresh still costs a bounded number of requests.
 */
export const BUDGET_WATCH_LIMIT = 50;

/** The account's pinned projects, then its budgeted ones, at most {@link BUDGET_WATCH_LIMIT}. */
export function budgetWatched(record: Pick<AccountRecord, 'pinned' | 'budgets'> | undefined): number[] {
  const budgeted = Object.keys(record?.budgets ?? {}).map(Number);
  return [...new Set([...(record?.pinned ?? []), ...budgeted])].slice(0, BUDGET_WATCH_LIMIT);
}

/** The first projects of the tray's first groups, in the tray's order (see {@link REFRESH_TOTALS_LIMIT}). */
export function trayFirst(projects: readonly Project[]): number[] {
  const ids: number[] = [];
  for (const group of groupByCustomer(projects)) {
    for (const project of group.projects.slice(0, TRAY_PER_GROUP)) {
      if (ids.length >= REFRESH_TOTALS_LIMIT) return ids;
      ids.push(project.id);
    }
  }
  return ids;
}
