import { parsePeriod } from '../../shared/periods';
import { REPORT_GROUPINGS, type ReportGrouping } from '../../shared/reports';
import { m } from '../core/i18n';
import type { ReportOptions } from '../core/reports/report-service';
import { cellWidthFor } from './cell-width';
import { activeAccount, type CommandContext } from './context';
import { EXIT, exitCodeFor, UsageError } from './exit-codes';
import { USAGE_TEXT } from './help';
import { printable, printableLines } from './printable';
import { missingWords, reportCsv, reportJson, reportMarkdown, reportTable } from './report-text';
import { printSavedCopy, savedCopyNotice, staleReason } from './saved-copy';
import { cliLocale, formatWhen } from './when';

/** `--by` as typed, in either language. */
const GROUPING_WORDS: Readonly<Record<string, ReportGrouping>> = {
  project: 'project',
  projeto: 'project',
  customer: 'customer',
  cliente: 'customer',
  day: 'day',
  dia: 'day',
};

function grouping(typed: string | undefined): ReportGrouping {
  if (typed === undefined) return 'project';
  const found = GROUPING_WORDS[typed.trim().toLowerCase()];
  if (found && REPORT_GROUPINGS.includes(found)) return found;
  throw new UsageError(`${m.cli_report_bad_by({ by: printable(typed) })} ${USAGE_TEXT.seeHelp('report')}`);
}

function idOption(option: '--project' | '--customer', typed: string | undefined): number | undefined {
  if (typed === undefined) return undefined;
  if (/^\d{1,15}$/.test(typed.trim()) && Number(typed) > 0) return Number(typed);
  throw new UsageError(
    `${m.cli_report_bad_id({ option, id: printable(typed) })} ${USAGE_TEXT.seeHelp('report')}`,
  );
}

/**
 * `timetray report [PERIOD] [--by project|customer|day] [--project ID] [--customer ID]
 * [--json|--csv|--markdown] [--cached]`: the hours and money of a period from the service's
 * reports (default: this cycle, by project). Offline, the saved hours with a notice on
 * standard error and the failure's exit code; days never fetched are said, never zero.
 */
export async function report(ctx: CommandContext): Promise<number> {
  const { json, csv, markdown, cached } = ctx.args.values;
  if ([json, csv, markdown].filter(Boolean).length > 1)
    throw new UsageError(`${m.cli_report_one_format()} ${USAGE_TEXT.seeHelp('report')}`);
  const typed = ctx.args.positionals[0] ?? 'cycle';
  const { rules, today } = await ctx.core.periodRules();
  const period = parsePeriod(typed, today, rules);
  if (period === null)
    throw new UsageError(
      `${m.cli_report_bad_period({ period: printable(typed) })} ${USAGE_TEXT.seeHelp('report')}`,
    );
  const options: ReportOptions = {
    grouping: grouping(ctx.args.values.by),
    filter: {
      ...(ctx.args.values.project !== undefined
        ? { projectId: idOption('--project', ctx.args.values.project) }
        : {}),
      ...(ctx.args.values.customer !== undefined
        ? { customerId: idOption('--customer', ctx.args.values.customer) }
        : {}),
    },
    cached: cached === true,
  };
  const account = activeAccount(ctx);
  const result = await ctx.core.report(period, options);
  const { hideMoney, currency } = ctx.core.snapshot().preferences;
  if (!result.offered) {
    ctx.out(
      { account: account.key, offered: false, period: period.kind, from: period.from, to: period.to },
      `${m.cli_report_not_offered()}\n`,
    );
    return EXIT.ok;
  }
  const failure = result.failure === null ? null : staleReason(result.failure);
  const nothingSaved = result.days.every((day) => day.seconds === null);
  // Nothing to show instead: the failure is the answer (offline: exit 4, as for projects).
  if (result.failure !== null && (failure === null || nothingSaved)) throw result.failure;
  const locale = cliLocale();
  const money = { locale, currency, hideMoney };
  const cells = await cellWidthFor(result.rows.map((row) => printable(row.name ?? '')));
  // CSV's lines end in CRLF (RFC 4180) and its fields are neutralised one by one.
  const body = csv
    ? reportCsv(result)
    : printableLines(
        markdown ? reportMarkdown(result, locale, money) : reportTable(result, locale, money, cells),
      );
  const document = { ...reportJson(result, account.key, hideMoney), offered: true };
  if (result.missing.length > 0 && !json)
    ctx.io.stderr(`timetray: ${m.cli_report_missing({ days: missingWords(result, locale) })}\n`);
  if (failure === null) {
    const asOf = !result.fresh && result.asOf !== null && !csv && !markdown;
    ctx.out(
      { ...document, stale: false },
      `${body}${asOf ? `${m.cli_report_as_of({ when: formatWhen(result.asOf) })}\n` : ''}`,
    );
    return EXIT.ok;
  }
  const notice = savedCopyNotice(
    'report',
    result.asOf!,
    failure.message,
    `timetray report ${typed} --cached`,
  );
  printSavedCopy(ctx, failure, notice, document, body);
  return exitCodeFor(failure);
}
