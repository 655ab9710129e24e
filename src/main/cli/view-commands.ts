import { isArchived } from '../../shared/project-groups';
import { projectMatches, queryWords } from '../../shared/search-fold';
import type { Project } from '../../shared/types';
import { ApiError, isApiError } from '../core/api/api-error';
import { CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import { cellWidthFor } from './cell-width';
import { activeAccount, type CommandContext, resolveAccount } from './context';
import { EXIT, exitCodeFor } from './exit-codes';
import { accountName, formatProjects, knownSeconds } from './format';
import { accountJson, keychainProblem, keychainState } from './keychain-state';
import { hasCycleFigures, listMarks, projectsJsonRows } from './list-marks';
import { printable, printableLines } from './printable';
import { printSavedCopy, savedCopyNotice, staleReason, type StaleReason } from './saved-copy';
import { cliLocale, countWords, whenWords } from './when';

/**
 * Switches the active account (settings only: no keychain needed, so it is done and exits 0
 * even while the keychain cannot be asked; then it says that, not "signed out").
 */
export async function use(ctx: CommandContext): Promise<number> {
  const account = resolveAccount(ctx.core.snapshot().accounts, ctx.args.positionals[0]!);
  await ctx.core.useAccount(account.key);
  const now = ctx.core.snapshot().accounts.find((a) => a.key === account.key)!;
  const problem = keychainProblem(ctx);
  const keychain = keychainState(problem);
  if (problem !== null && !ctx.args.values.json)
    ctx.io.stderr(`timetray: ${printableLines(problem.message)}\n`);
  const name = accountName(now);
  const human =
    keychain === 'locked'
      ? m.cli_now_using_keychain_locked({ name })
      : keychain === 'unavailable'
        ? m.cli_now_using_keychain_unavailable({ name })
        : now.signedIn
          ? m.cli_now_using({ name })
          : m.cli_now_using_signed_out({ name });
  ctx.out({ account: accountJson(now, keychain) }, `${human}\n`);
  return EXIT.ok;
}

/** `projects`' sentences (the words are in messages/cli). */
const PROJECTS_TEXT = {
  /**
   * The last line (the only one of an empty list, not "No projects." and "0 projects"): how
   * many (or none, or none active: every one archived and hidden), and when the list is
   * from (local time).
   */
  count: (
    count: number,
    hidden: number,
    state: 'refreshed' | 'cached' | 'saved',
    when: ReturnType<typeof whenWords> | null,
    search: string | null,
  ) => {
    const how =
      count > 0
        ? m.cli_projects_count(countWords(count))
        : hidden > 0
          ? m.cli_projects_none_active()
          : search !== null
            ? m.cli_projects_none_match({ search })
            : m.cli_projects_none();
    const matching =
      search !== null && (count > 0 || hidden > 0) ? ` · ${m.cli_projects_search({ search })}` : '';
    if (when === null) return `${how}${matching}`;
    const from =
      state === 'refreshed'
        ? m.cli_list_refreshed(when)
        : state === 'cached'
          ? m.cli_list_cached(when)
          : m.cli_list_saved(when);
    return `${how}${matching} · ${from}`;
  },
  skipped: (count: number) => ` · ${m.cli_projects_skipped(countWords(count))}`,
  /** `showArchived` is off: how many are left out, and how to show them. */
  archivedHidden: (count: number) => ` · ${m.cli_projects_archived_hidden(countWords(count))}`,
} as const;

/**
 * The active account's projects: fetched, else (`--cached`) the saved list. When the
 * service cannot give a fresh list (offline, the session ended) or the token cannot be read
 * (the keychain is locked or unusable), the saved one is shown with a notice on standard
 * error, and the exit code still says the refresh failed (4 offline, 3, 5, 1).
 */
export async function projects(ctx: CommandContext): Promise<number> {
  const active = activeAccount(ctx);
  // `projects acme brasil`: the words a project must hold, as the window's search takes them.
  const text = ctx.args.positionals.join(' ').trim();
  const words = text === '' ? null : queryWords(text);
  const fromCache = ctx.args.values.cached === true;
  let failure: StaleReason | null = null;
  if (!fromCache) {
    try {
      await ctx.core.refreshProjects();
    } catch (error) {
      failure = staleReason(error);
      if (failure === null || ctx.core.snapshot().lastRefresh === null) throw error;
    }
  }
  const snap = ctx.core.snapshot();
  const found = words ? snap.projects.filter((p) => projectMatches(p, words)) : snap.projects;
  const search = words ? { text, found } : null;
  if (fromCache && snap.lastRefresh === null && snap.projects.length === 0) {
    // Saved but unreadable is not "none yet": its problem (file and fix) is the answer, exit 1.
    const unreadable = await ctx.core.savedCopyProblem('list');
    if (unreadable !== null) throw new CoreError('settings', unreadable);
    ctx.out({ ...listJson(ctx, active.key, true, search), stale: false }, `${m.cli_projects_none_saved()}\n`);
    return EXIT.ok;
  }
  const state = failure !== null ? 'saved' : fromCache ? 'cached' : 'refreshed';
  const when = snap.lastRefresh ? whenWords(snap.lastRefresh) : null;
  const skipped = snap.skippedProjects ? PROJECTS_TEXT.skipped(snap.skippedProjects) : '';
  // As the window and the tray: archived projects only when `showArchived` is on. `--json`
  // keeps every project found (a script filters on `status` itself).
  const shown = snap.preferences.showArchived ? found : found.filter((p) => !isArchived(p));
  const hidden = found.length - shown.length;
  // The customers' names too: their headings are cut in cells as well.
  const cells = await cellWidthFor(
    shown.flatMap((p) => [printable(p.name), printable(p.customerName ?? '')]),
  );
  const list = formatProjects(shown, snap.totals, cliLocale(), cells, listMarks(snap, cliLocale()));
  const footer = `${PROJECTS_TEXT.count(shown.length, hidden, state, when, search && printable(search.text))}${skipped}`;
  // The list carries no totals (see formatProjects): say what a "–" in the hours means.
  const hoursUnknown = shown.some((p) => knownSeconds(p, snap.totals) === null);
  // Under the rows, above the count: the count stays the last line.
  const cycleLegend =
    shown.length > 0 && hasCycleFigures(snap)
      ? `${m.cli_projects_cycle_legend({ when: whenWords(snap.periods.asOf).when })}\n`
      : '';
  const legend = `${hoursUnknown ? `${m.cli_projects_hours_unknown()}\n` : ''}${cycleLegend}`;
  const human = `${list}${legend}${footer}${hidden > 0 ? PROJECTS_TEXT.archivedHidden(hidden) : ''}\n`;
  const json = listJson(ctx, active.key, fromCache || failure !== null, search);
  if (failure === null) {
    ctx.out({ ...json, stale: false }, human);
    return EXIT.ok;
  }
  const notice = savedCopyNotice('list', snap.lastRefresh!, failure.message, 'timetray projects --cached');
  printSavedCopy(ctx, failure, notice, json, human);
  return exitCodeFor(failure);
}

/**
 * `projects --json`: the list as the snapshot has it (with words, the projects they found, and
 * `"search"` the words); money stays, `moneyHidden` says if it is hidden.
 */
function listJson(
  ctx: CommandContext,
  account: string,
  fromCache: boolean,
  search: { text: string; found: readonly Project[] } | null,
): Record<string, unknown> {
  const snap = ctx.core.snapshot();
  return {
    account,
    fromCache,
    fetchedAt: snap.lastRefresh,
    skipped: snap.skippedProjects,
    moneyHidden: snap.preferences.hideMoney,
    search: search?.text ?? null,
    projects: projectsJsonRows(snap, search?.found),
  };
}

export async function renameCustomer(ctx: CommandContext): Promise<number> {
  const [idText, nameText] = ctx.args.positionals as [string, string];
  // The rules are zod schemas: loaded here, not by the local commands of this module.
  const { customerIdRule, customerNameRule } = await import('../core/input-rules');
  const { checked, checkedId } = await import('./checked');
  const id = checkedId(customerIdRule, idText);
  const name = checked(customerNameRule, nameText);
  const result = await ctx.core.renameCustomer(id, name).catch((error: unknown) => {
    // The service's own words ("Customer 999 not found.") are English: ours name the fix.
    if (isApiError(error) && error.code === 'not_found')
      throw new ApiError('not_found', m.cli_customer_not_in_account({ id }), error.status, { cause: error });
    throw error;
  });
  ctx.out(result, `${m.cli_customer_renamed({ id: result.customerId, name: printable(result.name) })}\n`);
  return EXIT.ok;
}
