/**
 * `timetray report --invoice` (issue 34): one customer's period as a consultant bills it —
 * a line per project with its hours, rate and value, and the total — as a table, Markdown to
 * paste into an e-mail, CSV for an invoicing tool (the same bytes in every language), and
 * `--json`. Hours are decimal, as invoices write them; rounding, when set, is said on it.
 */
import { formatDecimalHours } from '../../shared/format';
import { shownMoney, type MoneyDisplay } from '../../shared/money';
import { escapeMarkdown } from '../../shared/project-summary';
import type { RoundToMinutes } from '../../shared/preferences';
import type { PeriodReport, ReportRow } from '../../shared/reports';
import { m } from '../core/i18n';
import type { CellWidth } from './cell-width';
import { csvField } from './report-text';
import { fitCells, NAME_CELLS, padCells } from './format';
import { printable } from './printable';
import { periodWords } from './report-text';

export interface Invoice {
  report: PeriodReport;
  customerId: number;
  customerName: string | null;
  roundTo: RoundToMinutes;
}

/**
 * A line's hours as the invoice writes them, in hundredths of an hour; the total is the sum of
 * the lines' (three lines of 20 minutes are 0.33 h each and 0.99 h in all, as a reader adds them).
 */
const hundredths = (seconds: number): number => Math.round(seconds / 36);
const totalHundredths = (invoice: Invoice): number =>
  invoice.report.rows.reduce((n, row) => n + hundredths(row.seconds), 0);
/** Hours in hundredths written the language's way ("12.50", "12,50"). */
const hoursWords = (h: number, locale: string): string => formatDecimalHours(h * 36, locale);

/** The money per hour a line was billed at (its value over its hours); null without either. */
export const rateOf = (row: Pick<ReportRow, 'seconds' | 'value'>): number | null =>
  row.value === null || row.seconds === 0 ? null : Math.round((row.value / (row.seconds / 3600)) * 100) / 100;

const lineName = (row: ReportRow): string =>
  row.key === null
    ? m.cli_report_no_project()
    : row.name === null || row.name.trim() === ''
      ? m.cli_report_unnamed_project({ id: String(row.key) })
      : printable(row.name);

function customerWords(invoice: Invoice): string {
  const name = invoice.customerName === null ? null : printable(invoice.customerName);
  return name === null
    ? m.budget_cli_customer_id({ id: invoice.customerId })
    : m.budget_cli_customer_named({ name, id: invoice.customerId });
}

/** "Each entry rounded up to 15 minutes." or nothing (exact). */
const roundingLine = (invoice: Invoice): string =>
  invoice.roundTo === null ? '' : `${m.cli_invoice_rounded({ minutes: invoice.roundTo })}\n`;

const title = (invoice: Invoice, locale: string): string =>
  m.cli_invoice_title({
    customer: customerWords(invoice),
    period: periodWords(invoice.report.period, locale),
  });

export function invoiceTable(
  invoice: Invoice,
  locale: string,
  money: MoneyDisplay,
  cells: CellWidth,
): string {
  const { report } = invoice;
  const head = `${title(invoice, locale)}\n${roundingLine(invoice)}`;
  if (report.rows.length === 0) return `${head}${m.cli_report_none()}\n`;
  const lines = report.rows.map((row) => ({
    name: lineName(row),
    hours: hoursWords(hundredths(row.seconds), locale),
    rate: shownMoney(rateOf(row), money),
    value: shownMoney(row.value, money),
  }));
  const header = {
    name: m.cli_report_project(),
    hours: m.cli_report_hours(),
    rate: m.cli_invoice_rate(),
    value: m.cli_report_value(),
  };
  const total = {
    name: m.cli_report_total(),
    hours: hoursWords(totalHundredths(invoice), locale),
    rate: '',
    value: shownMoney(report.value, money),
  };
  const all = [header, ...lines, total];
  const width = (key: keyof typeof header) => Math.max(...all.map((l) => cells(l[key])));
  const nameWidth = Math.min(NAME_CELLS, width('name'));
  const [hoursWidth, rateWidth, valueWidth] = [width('hours'), width('rate'), width('value')];
  const line = (l: (typeof all)[number]) =>
    `  ${padCells(fitCells(l.name, nameWidth, cells), nameWidth, cells)}  ${padCells(l.hours, hoursWidth, cells, true)}  ${padCells(l.rate, rateWidth, cells, true)}  ${padCells(l.value, valueWidth, cells, true)}`.trimEnd();
  const rule = `  ${'─'.repeat(nameWidth + hoursWidth + rateWidth + valueWidth + 6)}`;
  return `${head}\n${[line(header), ...lines.map(line), rule, line(total)].join('\n')}\n`;
}

export function invoiceMarkdown(invoice: Invoice, locale: string, money: MoneyDisplay): string {
  const { report } = invoice;
  const head = `**${escapeMarkdown(title(invoice, locale))}**\n\n`;
  if (report.rows.length === 0) return `${head}${m.cli_report_none()}\n`;
  const cells = (values: string[]) => `| ${values.join(' | ')} |`;
  const rows = report.rows.map((row) =>
    cells([
      escapeMarkdown(lineName(row)),
      hoursWords(hundredths(row.seconds), locale),
      shownMoney(rateOf(row), money),
      shownMoney(row.value, money),
    ]),
  );
  const total = cells([
    `**${m.cli_report_total()}**`,
    `**${hoursWords(totalHundredths(invoice), locale)}**`,
    '',
    `**${shownMoney(report.value, money)}**`,
  ]);
  const table = [
    cells([m.cli_report_project(), m.cli_report_hours(), m.cli_invoice_rate(), m.cli_report_value()]),
    cells(['---', '---:', '---:', '---:']),
    ...rows,
    total,
  ].join('\n');
  const rounding = roundingLine(invoice);
  return `${head}${table}\n${rounding ? `\n${escapeMarkdown(rounding.trimEnd())}\n` : ''}`;
}

/**
 * CSV (RFC 4180, CRLF): one line per project, then a `Total` line (an invoice states it; a
 * sheet that sums the lines leaves that one out). Every line names the period, the customer
 * and the rounding, so lines imported one by one keep what they are.
 */
export function invoiceCsv(invoice: Invoice): string {
  const { report } = invoice;
  const header = [
    'from',
    'to',
    'customer_id',
    'customer',
    'project_id',
    'project',
    'hours',
    'seconds',
    'rate',
    'value',
    'round_to_minutes',
  ];
  const lineOf = (
    projectId: number | string | null,
    name: string | null,
    row: Pick<ReportRow, 'seconds' | 'value'>,
    total = false,
  ) =>
    [
      report.period.from,
      report.period.to,
      invoice.customerId,
      invoice.customerName,
      projectId,
      name,
      ((total ? totalHundredths(invoice) : hundredths(row.seconds)) / 100).toFixed(2),
      row.seconds,
      // The total's rate would be a blend of the lines': left empty, as on the table.
      total ? null : (rateOf(row)?.toFixed(2) ?? null),
      row.value === null ? null : row.value.toFixed(2),
      invoice.roundTo,
    ]
      .map((v) => csvField(v as string | number | null))
      .join(',');
  const lines = [header.join(','), ...report.rows.map((row) => lineOf(row.key, row.name, row))];
  lines.push(lineOf(null, 'Total', report, true));
  return `${lines.join('\r\n')}\r\n`;
}

/** `--json`: stable keys, numbers never formatted. */
export function invoiceJson(invoice: Invoice, account: string): Record<string, unknown> {
  const { report } = invoice;
  return {
    account,
    invoice: true,
    customerId: invoice.customerId,
    customerName: invoice.customerName,
    period: report.period.kind,
    from: report.period.from,
    to: report.period.to,
    roundTo: invoice.roundTo,
    lines: report.rows.map((row) => ({
      projectId: row.key,
      name: row.name,
      seconds: row.seconds,
      hours: hundredths(row.seconds) / 100,
      rate: rateOf(row),
      value: row.value,
    })),
    totalSeconds: report.seconds,
    totalHours: totalHundredths(invoice) / 100,
    totalValue: report.value,
    fresh: report.fresh,
    asOf: report.asOf,
  };
}
