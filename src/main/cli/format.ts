import { accountTitle } from '../../shared/account-title';
import { LABEL_MAX } from '../../shared/display-text';
import { graphemeSegments } from '../../shared/graphemes';
import { formatHours } from '../../shared/format';
import { lastUsedDays } from '../../shared/last-used';
import { groupByCustomer, isArchived } from '../../shared/project-groups';
import type { AccountSummary, AppSnapshot, Project } from '../../shared/types';
import { m } from '../core/i18n';
import { oneCellEach, type CellWidth } from './cell-width';
import type { KeychainState } from './keychain-state';
import { shellQuoted } from '../../shared/shell-word';
import { printable } from './printable';

/** "Work <ann@x.test>", or just the e-mail once when the label is the e-mail. */
export function accountName(account: Pick<AccountSummary, 'label' | 'email'>): string {
  return accountTitle(printable(account.label), printable(account.email));
}

/**
 * One account per line; `*` marks the active one, with when its token was last used (the
 * service ends a session unused for 30 days). A keychain that could not be asked (`locked`,
 * `unavailable`) is said instead of "signed in/out", which it leaves unknown.
 */
export function formatAccounts(
  accounts: readonly AccountSummary[],
  keychain: KeychainState = 'ok',
  now: number = Date.now(),
): string {
  if (accounts.length === 0) return `${m.cli_no_accounts_yet()}\n`;
  return accounts
    .map((a) => {
      const state =
        keychain === 'locked'
          ? m.cli_state_keychain_locked()
          : keychain === 'unavailable'
            ? m.cli_state_keychain_unavailable()
            : a.signedIn
              ? m.cli_state_signed_in()
              : m.cli_state_signed_out();
      const line = m.cli_account_line({
        name: accountName(a),
        accountId: printable(a.accountId),
        baseUrl: printable(a.baseUrl),
        state,
        lastUsed: lastUsedWords(a.lastUsed, now),
      });
      return `${a.active ? '*' : ' '} ${line}\n    ${m.cli_account_key_line({ key: printable(shellQuoted(a.key)) })}\n`;
    })
    .join('');
}

/** "last used today", "yesterday", "3 days ago", or unknown (see `lastUsedDays`). */
function lastUsedWords(lastUsed: string | null, now: number): string {
  const days = lastUsedDays(lastUsed, now);
  if (days === null) return m.cli_last_use_unknown();
  if (days === 0) return m.cli_last_used_today();
  if (days === 1) return m.cli_last_used_yesterday();
  return m.cli_last_used_days({ days });
}

/**
 * A listed project's hours so far, or null: the list carries no totals; those of fetched
 * details (`timetray project ID`) show.
 */
export function knownSeconds(project: Project, totals: AppSnapshot['totals']): number | null {
  return project.timeTotalSeconds ?? totals[project.id]?.timeTotalSeconds ?? null;
}

/** The widest the names in `projects` get, in terminal cells: longer ones are cut with "…". */
export const NAME_CELLS = 48;

/**
 * A customer group's heading: its name and id, "Customer #id" if unnamed, or "No customer".
 * The name is cut as the project names are, in cells: 48 CJK characters fill 96 columns.
 */
function groupHeading(
  group: { customerId: number | null; customerName: string | null },
  cells: CellWidth,
): string {
  if (group.customerId === null) return m.cli_no_customer();
  if (group.customerName === null) return m.cli_customer_number({ id: group.customerId });
  const name = fitCells(printable(group.customerName, LABEL_MAX), NAME_CELLS, cells);
  return m.cli_customer_group({ name, id: group.customerId });
}

/**
 * `text` cut to at most `width` terminal cells, ending in "…" when cut; whole graphemes
 * only, so an emoji or an accented letter is never split.
 */
export function fitCells(text: string, width: number, cells: CellWidth): string {
  if (cells(text) <= width) return text;
  let kept = '';
  for (const { segment } of graphemeSegments(text)) {
    if (cells(kept + segment) > width - 1) break;
    kept += segment;
  }
  return `${kept}…`;
}

/** `text` padded with spaces to `width` terminal cells (`start`: on the left). */
export function padCells(text: string, width: number, cells: CellWidth, start = false): string {
  const fill = ' '.repeat(Math.max(0, width - cells(text)));
  return start ? fill + text : text + fill;
}

/** What `projects` adds when budgets or pins are set (issue #19); absent, the list is as before. */
export interface ListMarks {
  /** Pinned ids, in pin order: listed first, under `pinnedLabel`, and not again in their group. */
  pinned?: readonly number[];
  pinnedLabel?: string;
  /** The budget column's cell of a project ('' without a budget); no column when absent. */
  budgetOf?: (project: Project) => string;
  /** The this-cycle column's cell (issue 33), right after the total; no column when absent. */
  cycleOf?: (project: Project) => string;
}

/**
 * Projects grouped by customer exactly as the tray and the window group them (by customer
 * id, names compared with the shared numeric collator, "No customer" last, archived
 * projects after active ones), each line `#id  name  total  [archived]`; the total is "–"
 * until the project's details have been fetched, else hours as the window shows them
 * ("273 h 22 min"). Columns line up by display width as `cells` measures it (see
 * `cellWidthFor`: CJK and emoji names align). An empty list is the empty string: the
 * caller says what that means.
 */
export function formatProjects(
  projects: readonly Project[],
  totals: AppSnapshot['totals'] = {},
  locale?: string,
  cells: CellWidth = oneCellEach,
  marks: ListMarks = {},
): string {
  if (projects.length === 0) return '';
  const budgetOf = marks.budgetOf ?? (() => '');
  const cycleOf = marks.cycleOf;
  let budgetWidth = 0;
  let cycleWidth = 0;
  // Loops, not Math.max(...spread): a spread of 50k+ arguments can overflow the stack.
  let idWidth = 0;
  let nameWidth = 0;
  let totalWidth = 0;
  const names = new Map<number, string>();
  const shownTotals = new Map<number, string>();
  const shownCycles = new Map<number, string>();
  for (const p of projects) {
    // Cut, so one megabyte-long name cannot fill the terminal; `project ID` shows it whole.
    const name = printable(p.name, LABEL_MAX);
    const total = formatHours(knownSeconds(p, totals), locale);
    names.set(p.id, name);
    shownTotals.set(p.id, total);
    idWidth = Math.max(idWidth, String(p.id).length + 1);
    nameWidth = Math.max(nameWidth, cells(name));
    totalWidth = Math.max(totalWidth, cells(total));
    budgetWidth = Math.max(budgetWidth, cells(budgetOf(p)));
    if (cycleOf) {
      const cycle = cycleOf(p);
      shownCycles.set(p.id, cycle);
      cycleWidth = Math.max(cycleWidth, cells(cycle));
    }
  }
  nameWidth = Math.min(NAME_CELLS, nameWidth);
  const lines: string[] = [];
  const archived = `  ${m.cli_archived_flag()}`;
  const row = (p: Project) => {
    const flag = isArchived(p) ? archived : '';
    // A name wider than the column is cut there, so every total stays in one column.
    const name = padCells(fitCells(names.get(p.id)!, nameWidth, cells), nameWidth, cells);
    const total = padCells(shownTotals.get(p.id)!, totalWidth, cells, true);
    const cycle = cycleOf ? `  ${padCells(shownCycles.get(p.id)!, cycleWidth, cells, true)}` : '';
    const budget = budgetWidth > 0 ? `  ${padCells(budgetOf(p), budgetWidth, cells)}`.trimEnd() : '';
    lines.push(`  ${`#${p.id}`.padEnd(idWidth)}  ${name}  ${total}${cycle}${budget}${flag}`);
  };
  // Pinned projects first, in pin order, each listed once (issue #19, as in the tray and window).
  const pinnedIds = new Set(marks.pinned ?? []);
  const pinned = (marks.pinned ?? []).flatMap((id) => projects.filter((p) => p.id === id));
  if (pinned.length > 0) {
    lines.push(marks.pinnedLabel ?? '');
    pinned.forEach(row);
  }
  const rest = pinned.length > 0 ? projects.filter((p) => !pinnedIds.has(p.id)) : projects;
  for (const group of groupByCustomer(rest)) {
    // The id tells apart customers of the same name; an unnamed one's label already has it.
    lines.push(groupHeading(group, cells));
    group.projects.forEach(row);
  }
  return `${lines.join('\n')}\n`;
}
