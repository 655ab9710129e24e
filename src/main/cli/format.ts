import { formatDuration, groupByCustomer, groupLabel, isArchived } from '../../shared/project-groups';
import { lastUsedText } from '../../shared/last-used';
import type { AccountSummary, AppSnapshot, Project } from '../../shared/types';
import { LABEL_MAX } from '../../shared/display-text';
import { printable } from './printable';

/** "Work <ann@x.test>", or just the e-mail once when the label is the e-mail. */
export function accountName(account: Pick<AccountSummary, 'label' | 'email'>): string {
  const label = printable(account.label);
  const email = printable(account.email);
  return label === email ? label : `${label} <${email}>`;
}

/**
 * One account per line; `*` marks the active one, with when its token was last used (the
 * service ends a session unused for 30 days). `keychainBroken`: tokens could not be checked.
 */
export function formatAccounts(
  accounts: readonly AccountSummary[],
  keychainBroken = false,
  now: number = Date.now(),
): string {
  if (accounts.length === 0) return 'No accounts yet. Add one with `timetray login`.\n';
  return accounts
    .map((a) => {
      const state = keychainBroken ? 'keychain unavailable' : a.signedIn ? 'signed in' : 'signed out';
      return `${a.active ? '*' : ' '} ${accountName(a)}  account ${printable(a.accountId)} at ${printable(a.baseUrl)}  (${state})  ${lastUsedText(a.lastUsed, now)}\n    key: ${printable(a.key)}\n`;
    })
    .join('');
}

/**
 * Projects grouped by customer exactly as the tray and the window group them (by customer
 * id, names compared with the shared numeric collator, "No customer" last, archived
 * projects after active ones), each line `#id  name  total  [archived]`; the total is "–"
 * until the project's details have been fetched.
 */
export function formatProjects(projects: readonly Project[], totals: AppSnapshot['totals'] = {}): string {
  if (projects.length === 0) return 'No projects.\n';
  // Loops, not Math.max(...spread): a spread of 50k+ arguments can overflow the stack.
  let idWidth = 0;
  let nameWidth = 0;
  for (const p of projects) {
    idWidth = Math.max(idWidth, String(p.id).length + 1);
    nameWidth = Math.max(nameWidth, Math.min(p.name.length, LABEL_MAX));
  }
  nameWidth = Math.min(48, nameWidth);
  const lines: string[] = [];
  for (const group of groupByCustomer(projects)) {
    const label = printable(groupLabel(group), LABEL_MAX);
    // The id tells apart customers of the same name; an unnamed one's label already has it.
    lines.push(group.customerName === null ? label : `${label}  (customer ${group.customerId})`);
    for (const p of group.projects) {
      const flag = isArchived(p) ? '  [archived]' : '';
      // The list carries no totals; those of fetched details (`timetray project ID`) show.
      const total = formatDuration(p.timeTotalSeconds ?? totals[p.id]?.timeTotalSeconds ?? null).padStart(8);
      // Cut, so one megabyte-long name cannot fill the terminal; `project ID` shows it whole.
      lines.push(
        `  ${`#${p.id}`.padEnd(idWidth)}  ${printable(p.name, LABEL_MAX).padEnd(nameWidth)}  ${total}${flag}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
