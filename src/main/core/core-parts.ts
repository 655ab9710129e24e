import { setTimeout as sleep } from 'node:timers/promises';
import { AccountSessions } from './accounts/account-sessions';
import { AccountTokens } from './accounts/account-tokens';
import { KeepAlive } from './accounts/keep-alive';
import { LastUsedStore } from './accounts/last-used';
import { PendingTokens } from './accounts/pending-tokens';
import { SessionEpochs } from './accounts/session-epochs';
import { ClientPool } from './api/client-pool';
import { PRODUCT_USER_AGENT } from './api/user-agent';
import { BudgetAlertWatch } from './budgets/budget-alert-watch';
import { BudgetService } from './budgets/budget-service';
import { DetailsCache } from './projects/details-cache';
import { ProjectCache } from './projects/project-cache';
import { ProjectDetailsService } from './projects/project-details';
import { ProjectService } from './projects/project-service';
import { ReportService } from './reports/report-service';
import { ReportStore } from './reports/report-store';
import { defaultConfigDir } from './settings/config-dir';
import { SettingsReload } from './settings/settings-reload';
import { SettingsStore, settingsCopied } from './settings/settings-store';
import type { CoreOptions } from './state/core-options';
import { CoreState } from './state/core-state';
import { initialView } from './state/snapshot';
import { KeytarSecretStore } from './vault';

/** The app's bound on one keep-alive call (see `CoreOptions.keepAliveDeadlineMs`). */
const KEEP_ALIVE_DEADLINE_MS = 20_000;

/** How long `close` waits for running requests before dropping them. */
const CLOSE_GRACE_MS = 2000;

/** Everything `TimetrayCore` is made of, wired to one state, one settings file and one keychain. */
export interface CoreParts {
  store: SettingsStore;
  state: CoreState;
  cache: ProjectCache;
  detailsCache: DetailsCache;
  clients: ClientPool;
  /** The keep-alive's own pool, with its short deadline. */
  keepAliveClients: ClientPool;
  tokens: AccountTokens;
  epochs: SessionEpochs;
  projects: ProjectService;
  details: ProjectDetailsService;
  /** Each account's last use (last-used.json) and the keep-alive of idle ones. */
  keepAlive: KeepAlive;
  budgets: BudgetService;
  budgetAlerts: BudgetAlertWatch;
  sessions: AccountSessions;
  settings: SettingsReload;
  reportStore: ReportStore;
  /** The period figures from the service's reports (issue 33). */
  reports: ReportService;
}

/**
 * Builds the core's parts (nothing is read yet: `TimetrayCore.open` does that).
 * `refreshProjects`: the core's own, which a new sign-in runs.
 */
export function makeCoreParts(options: CoreOptions, refreshProjects: () => Promise<unknown>): CoreParts {
  const dir = options.configDir ?? defaultConfigDir();
  // Said when a save drops what the reading left out (called only after `state` exists).
  const store = new SettingsStore(dir, (copy) => state.warn(settingsCopied(store.file, copy)));
  // A cache file that cannot be read or written is shown, not fatal (called only after `state` exists).
  const cacheProblem = (sentence: string) => state.warn(sentence);
  const cache = new ProjectCache(dir, cacheProblem);
  const detailsCache = new DetailsCache((key) => cache.fileOf(key), cacheProblem);
  const reportStore = new ReportStore((key) => cache.fileOf(key), cacheProblem);
  const state: CoreState = new CoreState(
    store,
    cache,
    initialView(options.languages),
    (key) => detailsCache.totals(key),
    (key) => reports.viewOf(key),
  );
  const caFile = () => options.caFile ?? state.value.settings.preferences.caFile ?? undefined;
  const shared = {
    ...(options.systemProxy ? { systemProxy: options.systemProxy } : {}),
    ...(options.onServiceWait ? { onServiceWait: options.onServiceWait } : {}),
  };
  const clients = new ClientPool(caFile, shared);
  const tokens = new AccountTokens(options.secrets ?? new KeytarSecretStore(), clients);
  const epochs = new SessionEpochs();
  const now = options.now ?? Date.now;
  const projects = new ProjectService(state, cache, tokens, clients, epochs, (key) => keepAlive.noteUse(key));
  const reports: ReportService = new ReportService(state, projects, reportStore, now);
  const keepAliveClients = new ClientPool(caFile, {
    ...shared,
    timeouts: { deadlineMs: options.keepAliveDeadlineMs ?? KEEP_ALIVE_DEADLINE_MS },
  });
  const keepAlive = new KeepAlive(state, projects, new LastUsedStore(dir, now), now, keepAliveClients);
  const budgets = new BudgetService(state);
  const details = new ProjectDetailsService(state, projects, cache, detailsCache, epochs, {
    prefetch: options.prefetchTotals ?? false,
  });
  const sessions = new AccountSessions({
    state,
    tokens,
    clients,
    projects,
    details,
    keepAlive,
    epochs,
    cache,
    reportStore,
    pending: new PendingTokens(dir),
    userAgent: options.userAgent ?? PRODUCT_USER_AGENT,
    refreshProjects,
  });
  const settings = new SettingsReload({
    store,
    state,
    tokens,
    keepAlive,
    cache,
    reportStore,
    details,
    keychainRetryMs: options.keychainRetryMs,
    asksKeychain: options.asksKeychain ?? true,
  });
  const budgetAlerts = new BudgetAlertWatch(state);
  return {
    store,
    state,
    cache,
    detailsCache,
    clients,
    keepAliveClients,
    tokens,
    epochs,
    projects,
    details,
    keepAlive,
    budgets,
    budgetAlerts,
    sessions,
    settings,
    reportStore,
    reports,
  };
}

/**
 * Gives running requests a moment to finish (and cache their result), then drops whatever
 * is still running and closes the connections. Bounded: quitting must not wait for a slow
 * service (a request may run for a minute and more).
 */
export async function closeCoreParts(parts: CoreParts): Promise<void> {
  parts.settings.close();
  parts.state.close();
  parts.details.close();
  const deadline = sleep(CLOSE_GRACE_MS, undefined, { ref: false });
  await Promise.race([
    Promise.all([
      parts.projects.settle(),
      parts.details.settle(),
      parts.keepAlive.settle(),
      parts.reports.settle(),
    ]),
    deadline,
  ]);
  parts.epochs.close(); // answers arriving from now on are dropped, not written
  // The pool's own close waits for requests still running; it finishes in the background.
  await Promise.race([Promise.all([parts.clients.close(), parts.keepAliveClients.close()]), deadline]);
}
