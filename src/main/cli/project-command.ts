import { projectPeriodsOf } from '../../shared/reports';
import { formatCount, formatHours, formatMoney, UNKNOWN } from '../../shared/format';
import { isArchived } from '../../shared/project-groups';
import { HIDDEN_MONEY, shownMoney } from '../../shared/money';
import { projectSummaryMarkdown } from '../../shared/project-summary';
import type { AppSnapshot, ProjectDetails } from '../../shared/types';
import { ApiError, isApiError } from '../core/api/api-error';
import { CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import { projectIdRule } from '../core/input-rules';
import { checkedId } from './checked';
import { activeAccount, type CommandContext } from './context';
import { EXIT, exitCodeFor, UsageError } from './exit-codes';
import { printable, printableLines } from './printable';
import { printSavedCopy, savedCopyNotice, staleReason, type StaleReason } from './saved-copy';
import { budgetRowOf } from './project-budget';
import { cliLocale, formatWhen, whenWords } from './when';

/** Said by `project ID --cached` when this computer has no details of that project yet. */
export const notCached = (id: number): string => m.cli_not_cached({ id });

/** Said when the service does not know an id that was never in this account's saved list. */
export const notInAccount = (id: number): string => m.cli_not_in_account({ id });

/** Whether this computer has a project list of the active account (a logout clears it). */
export const hasSavedList = (snap: AppSnapshot): boolean =>
  snap.lastRefresh !== null || snap.projects.length > 0;

/** `id` is not in the saved list there is: not in this account, or no longer. */
export const notInSavedList = (snap: AppSnapshot, id: number): boolean =>
  hasSavedList(snap) && !snap.projects.some((p) => p.id === id);

/**
 * `timetray project ID [--markdown|--json] [--cached]`: one project's details from
 * `GET /projects/<id>` (the totals the list lacks), or from the details cache with
 * `--cached`. Exit 1 when the service does not have it, 3 when signed out, 4 offline, 5
 * with the keychain locked (but for "not there", the saved details are shown then, if any,
 * with a notice on standard error).
 */
export async function project(ctx: CommandContext): Promise<number> {
  const { markdown, json, cached } = ctx.args.values;
  if (markdown && json) throw new UsageError(m.cli_markdown_or_json());
  const idText = ctx.args.positionals[0]!;
  const id = checkedId(projectIdRule, idText);
  const snap = ctx.core.snapshot();
  const active = activeAccount(ctx);
  let failure: StaleReason | null = null;
  let details: ProjectDetails | null;
  if (cached) {
    details = await ctx.core.cachedProject(id);
  } else {
    try {
      // The CLI does not add to the app's Recent list: that lists what was opened in the app.
      details = await ctx.core.getProject(id, { remember: false });
    } catch (error) {
      if (isApiError(error) && error.code === 'not_found' && !snap.projects.some((p) => p.id === id)) {
        // Never in the saved list: "no longer exists" would claim it once did.
        throw new ApiError('not_found', notInAccount(id), error.status, { cause: error });
      }
      failure = staleReason(error);
      details = failure === null ? null : await ctx.core.cachedProject(id);
      if (details === null) throw error;
    }
  }
  if (!details) {
    // Saved but unreadable is not "none yet": its problem (file and fix) is the answer.
    const unreadable = await ctx.core.savedCopyProblem('details');
    if (unreadable !== null) throw new CoreError('settings', unreadable);
    // An id the saved list does not have is not in this account (or no longer): no fetch
    // would bring its details, so that is the answer, as online.
    if (notInSavedList(ctx.core.snapshot(), id)) throw new ApiError('not_found', notInAccount(id));
    // Not at the service: on this computer. The same code scripts already meet for a project
    // that is gone (exit 1), and the JSON error with --json.
    throw new ApiError('not_found', notCached(id));
  }
  const now = Date.now();
  const locale = cliLocale();
  const { hideMoney, currency } = ctx.core.snapshot().preferences;
  const fromCache = cached === true || failure !== null;
  const budget = budgetRowOf(ctx.core.snapshot(), details.project, locale);
  const human = markdown
    ? printableLines(projectSummaryMarkdown(details, { words: m, locale, hideMoney, currency }))
    : formatProjectDetails(
        details,
        now,
        fromCache,
        locale,
        hideMoney,
        budget.row,
        currency,
        periodRowsOf(ctx, id, locale),
      );
  const body = {
    account: active.key,
    fromCache,
    fetchedAt: details.fetchedAt,
    moneyHidden: hideMoney,
    project: details.project,
    budget: budget.json,
    // As `projects --json` marks each project.
    pinned: ctx.core.snapshot().pinned.includes(id),
    periods: periodsJson(ctx, id),
  };
  if (failure === null) {
    ctx.out({ ...body, stale: false }, human);
    return EXIT.ok;
  }
  const notice = savedCopyNotice(
    'details',
    details.fetchedAt,
    failure.message,
    `timetray project ${id} --cached`,
  );
  printSavedCopy(ctx, failure, notice, body, human);
  return exitCodeFor(failure);
}

/** Every field of the details view, one per line, numbers and dates in the user's locale. */
export function formatProjectDetails(
  details: ProjectDetails,
  now: number,
  fromCache: boolean,
  locale?: string,
  hideMoney = false,
  /** The budget's line (issue #19), after Value; none without a budget. */
  budgetRow: readonly [string, string] | null = null,
  /** The `currency` preference: rate and value in it; none: plain numbers. */
  currency = 'none',
  /** This week's and this cycle's hours (issue 33), after the budget; none before any report. */
  periodRows: readonly (readonly [string, string])[] = [],
): string {
  const p = details.project;
  const customer =
    p.customerName !== null
      ? m.cli_customer_group({ name: printable(p.customerName), id: String(p.customerId) })
      : p.customerId === null
        ? m.cli_no_customer()
        : m.cli_customer_number({ id: p.customerId });
  const yesNo = (value: boolean | null) => (value === null ? UNKNOWN : value ? m.cli_yes() : m.cli_no());
  const rows: Array<[string, string]> = [
    [m.cli_label_customer(), customer],
    [m.cli_label_status(), isArchived(p) ? m.cli_status_archived() : m.cli_status_active()],
    [
      m.cli_label_billable(),
      // The service's `billBy` in the user's words, as the window says it (never the raw value).
      p.billable && p.billBy === 'project'
        ? m.cli_billable_by_project()
        : p.billable && p.billBy === 'user'
          ? m.cli_billable_by_person()
          : yesNo(p.billable),
    ],
    [
      m.cli_label_rate(),
      hideMoney
        ? HIDDEN_MONEY
        : p.rate === null
          ? UNKNOWN
          : m.cli_per_hour({ money: formatMoney(p.rate, locale, currency) }),
    ],
    [m.cli_label_hours(), formatHours(p.timeTotalSeconds, locale)],
    [m.cli_label_value(), shownMoney(p.valueTotal, { locale, hideMoney, currency })],
    ...(budgetRow ? [budgetRow as [string, string]] : []),
    ...periodRows.map(([label, value]) => [label, value] as [string, string]),
    [m.cli_label_members(), formatCount(p.totalMembers, locale)],
    [m.cli_label_open_tasks(), formatCount(p.totalActiveTasks, locale)],
    [m.cli_label_created(), formatWhen(p.dateCreated, now)],
    [m.cli_label_changed(), formatWhen(p.dateChanged, now)],
  ];
  if (p.description) rows.push([m.cli_label_description(), printable(p.description)]);
  // Labels are precomposed Latin (one terminal cell per character) in every language.
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const when = whenWords(details.fetchedAt, now);
  const asOf = fromCache ? m.cli_details_cached(when) : m.cli_details_fetched(when);
  return `${printable(p.name)}  (#${p.id})\n${lines.join('\n')}\n${asOf}\n`;
}

/**
 * This week's and this cycle's hours of the project (yours) as the saved reports have them,
 * with when they were fetched: `project` asks the service only for the project, so these are
 * the app's or `timetray report`'s last figures. None before any report, or without reports.
 */
function periodRowsOf(ctx: CommandContext, id: number, locale: string): [string, string][] {
  const { periods, preferences } = ctx.core.snapshot();
  if (periods.status !== 'ready' || periods.asOf === null) return [];
  const figures = projectPeriodsOf(periods, id);
  const when = whenWords(periods.asOf);
  const money =
    figures.cycleValue === null
      ? ''
      : ` · ${shownMoney(figures.cycleValue, { locale, hideMoney: preferences.hideMoney, currency: preferences.currency })}`;
  return [
    [m.cli_period_week(), m.cli_period_figure({ ...when, hours: formatHours(figures.week, locale) })],
    [
      m.cli_period_cycle(),
      m.cli_period_figure({ ...when, hours: `${formatHours(figures.cycle, locale)}${money}` }),
    ],
  ];
}

/** `project --json`'s `periods`: the saved seconds of this week and cycle, or null before any report. */
function periodsJson(ctx: CommandContext, id: number): Record<string, unknown> | null {
  const { periods } = ctx.core.snapshot();
  if (periods.status !== 'ready' || periods.asOf === null || !periods.week || !periods.cycle) return null;
  const figures = projectPeriodsOf(periods, id);
  return {
    todaySeconds: figures.today,
    week: { from: periods.week.from, to: periods.week.to, seconds: figures.week },
    cycle: {
      from: periods.cycle.from,
      to: periods.cycle.to,
      seconds: figures.cycle,
      value: figures.cycleValue,
    },
    asOf: periods.asOf,
  };
}
