import { formatCount, formatHours, formatMoney, UNKNOWN } from '../../shared/format';
import { isArchived, NO_CUSTOMER_LABEL } from '../../shared/project-groups';
import { HIDDEN_MONEY, projectSummaryMarkdown, shownMoney } from '../../shared/project-summary';
import type { ProjectDetails } from '../../shared/types';
import { ApiError, isApiError } from '../core/api/api-error';
import { CoreError } from '../core/core-error';
import { projectIdRule } from '../core/input-rules';
import { checked } from './checked';
import type { CommandContext } from './context';
import { EXIT, exitCodeFor, UsageError } from './exit-codes';
import { printable, printableLines } from './printable';
import { printSavedCopy, savedCopyNotice, staleReason, type StaleReason } from './saved-copy';
import { cliLocale, formatWhen } from './when';

/** Said by `project ID --cached` when this computer has no details of that project yet. */
export const notCached = (id: number): string =>
  `No details of this project are cached yet — run \`timetray project ${id}\` while online.`;

/** Said when the service does not know an id that was never in this account's saved list. */
export const notInAccount = (id: number): string =>
  `There is no project ${id} in this account — \`timetray projects\` lists the ids.`;

/**
 * `timetray project ID [--markdown|--json] [--cached]`: one project's details from
 * `GET /projects/<id>` (the totals the list lacks), or from the details cache with
 * `--cached`. Exit 1 when the service does not have it, 3 when signed out, 4 offline, 5
 * with the keychain locked (but for "not there", the saved details are shown then, if any,
 * with a notice on standard error).
 */
export async function project(ctx: CommandContext): Promise<number> {
  const { markdown, json, cached } = ctx.args.values;
  if (markdown && json) throw new UsageError('Choose one of --markdown and --json.');
  const idText = ctx.args.positionals[0]!;
  // Only plain decimal numbers count ("0x1F", "1e3" and "" are not ids a person types).
  const id = checked(projectIdRule, /^-?\d+(\.\d+)?$/.test(idText) ? Number(idText) : NaN);
  const snap = ctx.core.snapshot();
  const active = snap.accounts.find((a) => a.active);
  if (!active) throw new CoreError('signed_out', 'No account yet — run `timetray login` first.');
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
    ctx.io.stderr(`timetray: ${notCached(id)}\n`);
    return EXIT.failure;
  }
  const now = Date.now();
  const locale = cliLocale();
  const { hideMoney } = ctx.core.snapshot().preferences;
  const fromCache = cached === true || failure !== null;
  const human = markdown
    ? printableLines(projectSummaryMarkdown(details, { now, locale, hideMoney }))
    : formatProjectDetails(details, now, fromCache, locale, hideMoney);
  const body = {
    account: active.key,
    fromCache,
    fetchedAt: details.fetchedAt,
    moneyHidden: hideMoney,
    project: details.project,
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
): string {
  const p = details.project;
  const customer =
    p.customerName !== null
      ? `${printable(p.customerName)}  (customer ${p.customerId})`
      : p.customerId === null
        ? NO_CUSTOMER_LABEL
        : `Customer #${p.customerId}`;
  const yesNo = (value: boolean | null) => (value === null ? UNKNOWN : value ? 'yes' : 'no');
  const rows: Array<[string, string]> = [
    ['Customer', customer],
    ['Status', isArchived(p) ? 'archived' : 'active'],
    ['Billable', p.billable && p.billBy ? `yes, by ${p.billBy}` : yesNo(p.billable)],
    [
      'Rate',
      hideMoney ? HIDDEN_MONEY : p.rate === null ? UNKNOWN : `${formatMoney(p.rate, locale)} per hour`,
    ],
    ['Hours', formatHours(p.timeTotalSeconds, locale)],
    ['Value', shownMoney(p.valueTotal, locale, hideMoney)],
    ['Members', formatCount(p.totalMembers, locale)],
    ['Open tasks', formatCount(p.totalActiveTasks, locale)],
    ['Created', formatWhen(p.dateCreated, now)],
    ['Changed', formatWhen(p.dateChanged, now)],
  ];
  if (p.description) rows.push(['Description', printable(p.description)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const asOf = `${fromCache ? 'Cached' : 'Fetched'} ${formatWhen(details.fetchedAt, now)}.`;
  return `${printable(p.name)}  (#${p.id})\n${lines.join('\n')}\n${asOf}\n`;
}
