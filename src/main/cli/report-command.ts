import { parsePeriod, type Period } from '../../shared/periods';
import { REPORT_GROUPINGS, type ReportGrouping } from '../../shared/reports';
import { CoreError } from '../core/core-error';
import { m } from '../core/i18n';
import { invoiceCsv, invoiceJson, invoiceMarkdown, invoiceTable, type Invoice } from './invoice-text';
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

/** The period as typed, or a usage error naming it. */
async function periodOf(ctx: CommandContext, typed: string): Promise<Period> {
  const { rules, today } = await ctx.core.periodRules();
  const period = parsePeriod(typed, today, rules);
  if (period === null)
    throw new UsageError(
      `${m.cli_report_bad_period({ period: printable(typed) })} ${USAGE_TEXT.seeHelp('report')}`,
    );
  return period;
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
  const { json, csv, markdown, cached, invoice } = ctx.args.values;
  if ([json, csv, markdown].filter(Boolean).length > 1)
    throw new UsageError(`${m.cli_report_one_format()} ${USAGE_TEXT.seeHelp('report')}`);
  if (invoice) return invoiceReport(ctx);
  const typed = ctx.args.positionals[0] ?? 'cycle';
  const period = await periodOf(ctx, typed);
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

/**
 * `report --invoice [PERIOD] --customer ID`: the customer's projects in PERIOD (default: the
 * last cycle, a closed one) as an invoice, each entry rounded up as the `roundTo` setting
 * says. Refused with money hidden, and with days of the period unknown (it would be short).
 */
async function invoiceReport(ctx: CommandContext): Promise<number> {
  const { csv, markdown, cached, by, project, customer } = ctx.args.values;
  const seeHelp = USAGE_TEXT.seeHelp('report');
  if (customer === undefined) throw new UsageError(`${m.cli_invoice_needs_customer()} ${seeHelp}`);
  if (by !== undefined || project !== undefined)
    throw new UsageError(`${m.cli_invoice_by_project()} ${seeHelp}`);
  const customerId = idOption('--customer', customer)!;
  const typed = ctx.args.positionals[0] ?? 'last-cycle';
  const period = await periodOf(ctx, typed);
  const account = activeAccount(ctx);
  const { hideMoney, currency, roundTo } = ctx.core.snapshot().preferences;
  if (hideMoney) throw new CoreError('bad_input', m.cli_invoice_money_hidden());
  const result = await ctx.core.report(period, {
    grouping: 'project',
    filter: { customerId },
    cached: cached === true,
    roundTo,
  });
  if (!result.offered) {
    ctx.out({ account: account.key, offered: false, invoice: true }, `${m.cli_report_not_offered()}\n`);
    return EXIT.ok;
  }
  const failure = result.failure === null ? null : staleReason(result.failure);
  if (result.failure !== null && failure === null) throw result.failure;
  const locale = cliLocale();
  if (result.missing.length > 0) {
    const short = new CoreError('unavailable', m.cli_invoice_partial({ days: missingWords(result, locale) }));
    throw failure ?? short;
  }
  const customerName =
    result.rows.find((row) => row.customerName !== null)?.customerName ??
    ctx.core.snapshot().projects.find((p) => p.customerId === customerId)?.customerName ??
    null;
  const bill: Invoice = { report: result, customerId, customerName, roundTo };
  const money = { locale, currency, hideMoney };
  const cells = await cellWidthFor(result.rows.map((row) => printable(row.name ?? '')));
  const body = csv
    ? invoiceCsv(bill)
    : printableLines(
        markdown ? invoiceMarkdown(bill, locale, money) : invoiceTable(bill, locale, money, cells),
      );
  const document = { ...invoiceJson(bill, account.key), offered: true };
  if (failure === null) {
    ctx.out({ ...document, stale: false }, body);
    return EXIT.ok;
  }
  const notice = savedCopyNotice(
    'report',
    result.asOf!,
    failure.message,
    `timetray report --invoice ${typed} --customer ${customerId} --cached`,
  );
  printSavedCopy(ctx, failure, notice, document, body);
  return exitCodeFor(failure);
}
