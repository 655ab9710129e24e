/**
 * `timetray report` as people and programs read it: a table with a total line in the user's
 * language, the Markdown a consultant pastes into a client e-mail, CSV for a spreadsheet or
 * an invoice (the same bytes in every language), and `--json` with stable keys.
 */
import { LABEL_MAX } from '../../shared/display-text';
import { formatHours } from '../../shared/format';
import { shownMoney, type MoneyDisplay } from '../../shared/money';
import type { Period } from '../../shared/periods';
import type { Figures, PeriodReport, ReportRow } from '../../shared/reports';
import { escapeMarkdown } from '../../shared/project-summary';
import { m } from '../core/i18n';
import type { CellWidth } from './cell-width';
import { fitCells, NAME_CELLS, padCells } from './format';
import { printable } from './printable';
import { civilNoon, dateRangeWords, dayWords } from '../../shared/day-words';

const PERIOD_WORDS: Record<Exclude<Period['kind'], 'a-month' | 'range'>, () => string> = {
  today: () => m.cli_period_today(),
  yesterday: () => m.cli_period_yesterday(),
  week: () => m.cli_period_week(),
  'last-week': () => m.cli_period_last_week(),
  month: () => m.cli_period_month(),
  'last-month': () => m.cli_period_last_month(),
  cycle: () => m.cli_period_cycle(),
  'last-cycle': () => m.cli_period_last_cycle(),
};

/** The period in words and dates: "This cycle · 7 Nov – 6 Dec 2026", "novembro de 2026". */
export function periodWords(period: Period, locale: string): string {
  if (period.kind === 'a-month')
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      civilNoon(period.from),
    );
  const dates = dateRangeWords(period, locale);
  return period.kind === 'range' ? dates : `${PERIOD_WORDS[period.kind]()} · ${dates}`;
}

/** A row's name as shown: the project's or customer's, the day in the locale's way, or what it lacks. */
function rowName(report: PeriodReport, row: ReportRow, locale: string): string {
  if (report.grouping === 'day') return dayWords(String(row.key), locale);
  if (row.key === null)
    return report.grouping === 'project' ? m.cli_report_no_project() : m.cli_report_no_customer();
  if (row.name === null || row.name.trim() === '')
    return report.grouping === 'project'
      ? m.cli_report_unnamed_project({ id: String(row.key) })
      : `#${row.key}`;
  return printable(row.name, LABEL_MAX);
}

const headingOf = (report: PeriodReport): string =>
  report.grouping === 'project'
    ? m.cli_report_project()
    : report.grouping === 'customer'
      ? m.cli_report_customer()
      : m.cli_report_day();

/** The days a report lacks, in words ("20 Nov – 21 Nov 2026, 30 Nov 2026"). */
export const missingWords = (report: PeriodReport, locale: string): string =>
  report.missing.map((range) => dateRangeWords(range, locale)).join(', ');

/** The user's share, said once under the table when the figures are the team's. */
function yoursLine(figures: Figures, locale: string, money: MoneyDisplay): string {
  if (figures.mine === null) return '';
  return `${m.cli_report_yours({ hours: formatHours(figures.mine.seconds, locale), value: shownMoney(figures.mine.value, money) })}\n`;
}

/** The table: the period, one line per row (name, hours, value), the total, then yours. */
export function reportTable(
  report: PeriodReport,
  locale: string,
  money: MoneyDisplay,
  cells: CellWidth,
): string {
  const title = `${periodWords(report.period, locale)}\n`;
  if (report.rows.length === 0) return `${title}${m.cli_report_none()}\n`;
  const withMoney = report.value !== null || money.hideMoney === true;
  const lines = report.rows.map((row) => ({
    name: rowName(report, row, locale),
    hours: formatHours(row.seconds, locale),
    value: withMoney ? shownMoney(row.value, money) : '',
  }));
  const total = {
    name: m.cli_report_total(),
    hours: formatHours(report.seconds, locale),
    value: withMoney ? shownMoney(report.value, money) : '',
  };
  const header = {
    name: headingOf(report),
    hours: m.cli_report_hours(),
    value: withMoney ? m.cli_report_value() : '',
  };
  const all = [header, ...lines, total];
  const nameWidth = Math.min(NAME_CELLS, Math.max(...all.map((l) => cells(l.name))));
  const hoursWidth = Math.max(...all.map((l) => cells(l.hours)));
  const valueWidth = Math.max(...all.map((l) => cells(l.value)));
  const line = (l: (typeof all)[number]) =>
    `  ${padCells(fitCells(l.name, nameWidth, cells), nameWidth, cells)}  ${padCells(l.hours, hoursWidth, cells, true)}${
      withMoney ? `  ${padCells(l.value, valueWidth, cells, true)}` : ''
    }`.trimEnd();
  const rule = `  ${'─'.repeat(nameWidth + 2 + hoursWidth + (withMoney ? 2 + valueWidth : 0))}`;
  return `${title}${[line(header), ...lines.map(line), rule, line(total)].join('\n')}\n${yoursLine(report, locale, money)}`;
}

/** The Markdown summary: a title, a table with right-aligned figures and a bold total. */
export function reportMarkdown(report: PeriodReport, locale: string, money: MoneyDisplay): string {
  const title = `**${escapeMarkdown(m.cli_report_markdown_title({ period: periodWords(report.period, locale) }))}**\n\n`;
  if (report.rows.length === 0) return `${title}${m.cli_report_none()}\n`;
  const withMoney = report.value !== null || money.hideMoney === true;
  const cells = (values: string[]) => `| ${values.join(' | ')} |`;
  const head = [headingOf(report), m.cli_report_hours(), ...(withMoney ? [m.cli_report_value()] : [])];
  const rows = report.rows.map((row) =>
    cells([
      escapeMarkdown(rowName(report, row, locale)),
      formatHours(row.seconds, locale),
      ...(withMoney ? [shownMoney(row.value, money)] : []),
    ]),
  );
  const total = cells([
    `**${m.cli_report_total()}**`,
    `**${formatHours(report.seconds, locale)}**`,
    ...(withMoney ? [`**${shownMoney(report.value, money)}**`] : []),
  ]);
  const align = cells(['---', '---:', ...(withMoney ? ['---:'] : [])]);
  return `${title}${[cells(head), align, ...rows, total].join('\n')}\n${yoursLine(report, locale, money) ? `\n${yoursLine(report, locale, money)}` : ''}`;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  // The service's names lose their control characters (a terminal or a spreadsheet might act on them).
  const text = typeof value === 'string' ? printable(value) : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV, CRLF lines as RFC 4180 has them: one header line, then one line per row; hours as a
 * decimal (2 places), seconds whole, value with a dot (empty: the service gave no money).
 * No total line: a spreadsheet sums, and a total among the rows would be summed twice. A
 * field a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) is kept as text.
 */
export function reportCsv(report: PeriodReport): string {
  const header =
    report.grouping === 'project'
      ? ['project_id', 'project', 'customer_id', 'customer']
      : report.grouping === 'customer'
        ? ['customer_id', 'customer']
        : ['date'];
  const lines = [[...header, 'hours', 'seconds', 'value'].join(',')];
  for (const row of report.rows) {
    const keys =
      report.grouping === 'project'
        ? [row.key, row.name, row.customerId, row.customerName]
        : report.grouping === 'customer'
          ? [row.key, row.name]
          : [row.key];
    const figures = [
      (row.seconds / 3600).toFixed(2),
      row.seconds,
      row.value === null ? null : row.value.toFixed(2),
    ];
    lines.push([...keys, ...figures].map((v) => csvField(v as string | number | null)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** `--json`: stable keys, numbers never formatted, null where the service gave no money. */
export function reportJson(
  report: PeriodReport,
  account: string,
  moneyHidden: boolean,
): Record<string, unknown> {
  const keyName =
    report.grouping === 'project' ? 'projectId' : report.grouping === 'customer' ? 'customerId' : 'date';
  return {
    account,
    period: report.period.kind,
    from: report.period.from,
    to: report.period.to,
    grouping: report.grouping,
    totalSeconds: report.seconds,
    totalValue: report.value,
    mine: report.mine,
    rows: report.rows.map((row) => ({
      [keyName]: row.key,
      name: row.name,
      ...(report.grouping === 'project'
        ? { customerId: row.customerId, customerName: row.customerName }
        : {}),
      seconds: row.seconds,
      value: row.value,
      mine: row.mine,
    })),
    days: report.days,
    partial: report.missing.length > 0,
    missing: report.missing,
    fresh: report.fresh,
    asOf: report.asOf,
    moneyHidden,
  };
}
