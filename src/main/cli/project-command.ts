import {
  formatAsOf,
  formatCount,
  formatDateTime,
  formatHours,
  formatMoney,
  UNKNOWN,
} from '../../shared/format';
import { isArchived, NO_CUSTOMER_LABEL } from '../../shared/project-groups';
import { projectSummaryMarkdown } from '../../shared/project-summary';
import type { ProjectDetails } from '../../shared/types';
import { CoreError } from '../core/core-error';
import { projectIdRule } from '../core/input-rules';
import { checked, type CommandContext } from './context';
import { EXIT, UsageError } from './exit-codes';
import { printable, printableLines } from './printable';

/** Said by `project ID --cached` when this computer has no details of that project yet. */
export const NOT_CACHED =
  'No details of this project are cached yet — run `timetray project ID` while online.';

/**
 * `timetray project ID [--markdown|--json] [--cached]`: one project's details from
 * `GET /projects/<id>` (the totals the list lacks), or from the details cache with
 * `--cached`. Exit 1 when the service no longer has it, 3 when signed out, 4 offline.
 */
export async function project(ctx: CommandContext): Promise<number> {
  const { markdown, json, cached } = ctx.args.values;
  if (markdown && json) throw new UsageError('Choose one of --markdown and --json.');
  const idText = ctx.args.positionals[0]!;
  // Only plain decimal numbers count ("0x1F", "1e3" and "" are not ids a person types).
  const id = checked(projectIdRule, /^-?\d+(\.\d+)?$/.test(idText) ? Number(idText) : NaN);
  const active = ctx.core.snapshot().accounts.find((a) => a.active);
  if (!active) throw new CoreError('signed_out', 'No account yet — run `timetray login` first.');
  // The CLI does not add to the app's Recent list: that lists what was opened in the app.
  const details = cached
    ? await ctx.core.cachedProject(id)
    : await ctx.core.getProject(id, { remember: false });
  if (!details) {
    ctx.io.stderr(`timetray: ${NOT_CACHED}\n`);
    return EXIT.failure;
  }
  const now = Date.now();
  const human = markdown
    ? printableLines(projectSummaryMarkdown(details, { now }))
    : formatProjectDetails(details, now, cached === true);
  ctx.out(
    {
      account: active.key,
      fromCache: cached === true,
      fetchedAt: details.fetchedAt,
      project: details.project,
    },
    human,
  );
  return EXIT.ok;
}

/** Every field of the details view, one per line, numbers and dates in the user's locale. */
export function formatProjectDetails(
  details: ProjectDetails,
  now: number,
  fromCache: boolean,
  locale?: string,
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
    ['Rate', p.rate === null ? UNKNOWN : `${formatMoney(p.rate, locale)} per hour`],
    ['Hours', formatHours(p.timeTotalSeconds, locale)],
    ['Value', formatMoney(p.valueTotal, locale)],
    ['Members', formatCount(p.totalMembers, locale)],
    ['Open tasks', formatCount(p.totalActiveTasks, locale)],
    ['Created', formatDateTime(p.dateCreated, locale)],
    ['Changed', formatDateTime(p.dateChanged, locale)],
  ];
  if (p.description) rows.push(['Description', printable(p.description)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const asOf = `${fromCache ? 'Cached' : 'Fetched'} ${formatAsOf(details.fetchedAt, now, locale)}.`;
  return `${printable(p.name)}  (#${p.id})\n${lines.join('\n')}\n${asOf}\n`;
}
