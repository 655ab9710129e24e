import { formattingLocale } from '../../../shared/i18n/locale';
import type { IpcChannel, IpcContract } from '../../../shared/ipc';
import { projectSummaryMarkdown } from '../../../shared/project-summary';
import { fail, ok, type Result } from '../../../shared/result';
import { CoreError } from '../../core/core-error';
import { m, messagesIn } from '../../core/i18n';
import type { TimetrayCore } from '../../core/timetray-core';
import { isOwnWebAppAddress } from '../../../shared/web-app';
import type { DesktopPort } from './desktop-port';
import { describeUnexpected, toAppError } from './error-mapping';
import { parseArguments } from './validation';
import { toProjectRows, toWindowSnapshot } from './window-snapshot';

/**
 * The part of `TimetrayCore` the IPC layer uses. Kept narrow so nothing else of the core
 * (reload, close) is reachable from the renderer.
 */
export type CorePort = Pick<
  TimetrayCore,
  | 'snapshot'
  | 'signIn'
  | 'importToken'
  | 'signOut'
  | 'refreshProjects'
  | 'renameCustomer'
  | 'setBudget'
  | 'clearBudget'
  | 'setPeriodBudget'
  | 'clearPeriodBudget'
  | 'setPinned'
  | 'webAppAddress'
  | 'useAccount'
  | 'removeAccount'
  | 'cachedProject'
  | 'getProject'
  | 'projectCycleDays'
  | 'windowReport'
  | 'wantTotals'
  | 'changePreference'
  | 'preferenceProblems'
  | 'healthCheck'
>;

/**
 * One handler per channel. Arguments arrive as `unknown` because they come from the
 * renderer; each handler validates them before the core sees them. Handlers never throw:
 * failures are `Result`s (Electron would pass only a thrown error's message).
 */
export type IpcHandlers = {
  [K in IpcChannel]: (...args: unknown[]) => Promise<ReturnType<IpcContract[K]>>;
};

export interface HandlerOptions {
  /** Where unexpected errors are logged (main's console by default). Never gets secrets. */
  log?: (line: string) => void;
  /** Hides the panel (Electron: `PanelWindow.hide`); absent where there is no window. */
  hideWindow?: () => void;
  /** Puts text on the clipboard (Electron: `clipboard.writeText`); tests record it. */
  writeClipboard?: (text: string) => void;
  /** Locale of the clipboard summary's numbers and dates (the system's by default). */
  locale?: string;
  /**
   * What only the running app does for the settings (timer, login item, shortcut, CA dialog,
   * OS proxy). Without one, `settings:info` and `settings:choose-ca-file` answer
   * `unavailable`; `settings:set` still saves, and `health:run` runs the CLI's checks.
   */
  desktop?: DesktopPort;
}

/** Said by the settings channels that need the running app when there is none. */
export const noDesktop = (): string => m.core_needs_app();

/** The locale Node formats in by default (the system's): its variant wins when it speaks the same language. */
const runtimeLocale = (): string => new Intl.DateTimeFormat().resolvedOptions().locale;

/**
 * The channels with no `Result` to put a failure in: those that answer nothing (bad arguments
 * are ignored, not reported), and `state:get`, which answers the snapshot itself.
 */
type VoidChannel =
  { [K in IpcChannel]: ReturnType<IpcContract[K]> extends void ? K : never }[IpcChannel] | 'state:get';

/** Plain Node (no electron): Electron's `ipcMain` and the browser-test harness call exactly these. */
export function createHandlers(core: CorePort, options: HandlerOptions = {}): IpcHandlers {
  const log = options.log ?? ((line: string) => console.error(line));

  /** Validates, calls the core, and maps what it throws to a `Result`. */
  const guarded =
    <K extends Exclude<IpcChannel, VoidChannel>, T>(
      channel: K,
      run: (...args: Parameters<IpcContract[K]>) => Promise<T>,
    ) =>
    async (...args: unknown[]): Promise<Result<T>> => {
      const parsed = parseArguments(channel, args);
      if (!parsed.ok) return fail('bad_input', parsed.message, parsed.field);
      try {
        return ok(await run(...parsed.value));
      } catch (error) {
        const { appError, unexpected } = toAppError(error);
        if (unexpected) log(describeUnexpected(channel, error));
        return { ok: false, error: appError };
      }
    };

  /** The account channels name an account by key: only one the snapshot lists is accepted. */
  const forAccount = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    if (!core.snapshot().accounts.some((account) => account.key === key)) {
      throw new CoreError('bad_input', m.core_account_gone());
    }
    return run();
  };

  const needDesktop = (): DesktopPort => {
    if (!options.desktop) throw new CoreError('unavailable', noDesktop());
    return options.desktop;
  };

  /** Saved first, then applied: the app follows what settings.json says, never the other way. */
  const savePreference = async (change: unknown) => {
    const saved = await core.changePreference(change);
    await options.desktop?.apply(saved);
    return saved;
  };

  return {
    // The snapshot is already plain data made for the renderer; no arguments to check.
    'state:get': async (...args) => {
      if (args.length > 0) log('[ipc] state:get: ignored unexpected arguments');
      return toWindowSnapshot(core.snapshot());
    },
    'projects:list': guarded('projects:list', async () => toProjectRows(await core.refreshProjects())),
    'projects:cached': guarded('projects:cached', (id) => core.cachedProject(id)),
    'projects:get': guarded('projects:get', (id) => core.getProject(id)),
    'projects:want-totals': async (...args) => {
      const parsed = parseArguments('projects:want-totals', args);
      // Nothing to answer: a bad list is logged and ignored, like window:hide's arguments.
      if (parsed.ok) await core.wantTotals(...parsed.value);
      else log(`[ipc] projects:want-totals: ignored (${parsed.message})`);
    },
    // The details on screen (the cache, which opening the project refreshed), else fresh ones.
    'projects:copy-summary': guarded('projects:copy-summary', async (id) => {
      const details = (await core.cachedProject(id)) ?? (await core.getProject(id));
      // Hide money covers what is pasted to a client too: that is where an amount would leak.
      const snapshot = core.snapshot();
      // In the window's language (the snapshot's), numbers and dates in that language's locale.
      const text = projectSummaryMarkdown(details, {
        words: messagesIn(snapshot.locale),
        locale: options.locale ?? formattingLocale(snapshot.locale, [runtimeLocale()]),
        hideMoney: snapshot.preferences.hideMoney,
        currency: snapshot.preferences.currency,
      });
      options.writeClipboard?.(text);
      return { text };
    }),
    'projects:cycle-days': guarded('projects:cycle-days', (id) => core.projectCycleDays(id)),
    'reports:period': guarded('reports:period', (request) => core.windowReport(request)),
    'customers:rename': guarded('customers:rename', (customerId, name) =>
      core.renameCustomer(customerId, name),
    ),
    'budgets:set': guarded('budgets:set', (id, budget) => core.setBudget(id, budget)),
    'budgets:clear': guarded('budgets:clear', (id) => core.clearBudget(id)),
    'budgets:set-period': guarded('budgets:set-period', (target, budget) =>
      core.setPeriodBudget(target, budget),
    ),
    'budgets:clear-period': guarded('budgets:clear-period', (target) => core.clearPeriodBudget(target)),
    'projects:pin': guarded('projects:pin', (id, pinned) => core.setPinned(id, pinned)),
    // Made from the account's own address, and checked again right before it leaves the app:
    // only https on that account's host ever reaches the system browser.
    'webapp:open': guarded('webapp:open', async () => {
      const desktop = needDesktop();
      const url = await core.webAppAddress();
      const { session } = core.snapshot();
      if (session.status !== 'signed_in' || !isOwnWebAppAddress(url, session.account.baseUrl)) {
        throw new CoreError('bad_input', m.budget_web_app_unsafe());
      }
      await desktop.openExternal(url);
      return { url };
    }),
    'session:sign-in': guarded('session:sign-in', (input) => core.signIn(input)),
    'session:sign-out': guarded('session:sign-out', () => core.signOut()),
    'session:import-token': guarded('session:import-token', (input) => core.importToken(input)),
    'accounts:use': guarded('accounts:use', (key) =>
      forAccount(key, async () => {
        await core.useAccount(key);
        // The cached list shows at once; bring it up to date in the background (a failure
        // lands in the snapshot, which the window shows).
        if (core.snapshot().session.status === 'signed_in')
          void core.refreshProjects().catch(() => undefined);
        return { key };
      }),
    ),
    'accounts:remove': guarded('accounts:remove', (key) => forAccount(key, () => core.removeAccount(key))),
    'settings:info': guarded('settings:info', async () => {
      const desktop = needDesktop();
      const [info, problems] = await Promise.all([desktop.info(), core.preferenceProblems()]);
      return { ...info, problems };
    }),
    'settings:set': guarded('settings:set', (change) => savePreference(change)),
    'settings:choose-ca-file': guarded('settings:choose-ca-file', async () => {
      const file = await needDesktop().chooseCaFile();
      return file === null ? null : savePreference({ key: 'caFile', value: file });
    }),
    'health:run': guarded('health:run', async () => {
      const baseUrls = [...new Set(core.snapshot().accounts.map((a) => a.baseUrl))];
      const facts = options.desktop ? await options.desktop.healthFacts(baseUrls) : undefined;
      return core.healthCheck(facts);
    }),
    // Not a Result: there is nothing to report back, and bad arguments are simply ignored.
    'window:hide': async (...args) => {
      if (parseArguments('window:hide', args).ok) options.hideWindow?.();
    },
    // Only checked here: what follows (pushing the owed list to that page) needs the page,
    // which FirstScreenHandoff is given by its caller (register.ts, the browser harness).
    'window:painted': async (...args) => {
      const parsed = parseArguments('window:painted', args);
      if (!parsed.ok) log(`[ipc] window:painted: ignored (${parsed.message})`);
    },
  };
}
