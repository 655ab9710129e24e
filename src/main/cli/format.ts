import type { AccountSummary, Project } from '../../shared/types';

/** `312:05` from seconds: hours can exceed 24 (totals over a project's life). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One account per line; `*` marks the active one. */
export function formatAccounts(accounts: readonly AccountSummary[]): string {
  if (accounts.length === 0) return 'No accounts yet. Add one with `timetray login`.\n';
  return accounts
    .map((a) => {
      const state = a.signedIn ? 'signed in' : 'signed out';
      return `${a.active ? '*' : ' '} ${a.label}  <${a.email}>  account ${a.accountId} at ${a.baseUrl}  (${state})\n    key: ${a.key}\n`;
    })
    .join('');
}

/**
 * Projects grouped by customer (customers A→Z, projects without a customer last),
 * each line `#id  name  total  [archived]`.
 */
export function formatProjects(projects: readonly Project[]): string {
  if (projects.length === 0) return 'No projects.\n';
  const groups = new Map<string, Project[]>();
  for (const p of projects) {
    const customer = p.customerName ?? (p.customerId === null ? '' : `Customer #${p.customerId}`);
    groups.set(customer, [...(groups.get(customer) ?? []), p]);
  }
  const names = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  const idWidth = Math.max(...projects.map((p) => String(p.id).length)) + 1;
  const nameWidth = Math.min(48, Math.max(...projects.map((p) => p.name.length)));
  const lines: string[] = [];
  for (const customer of names) {
    const first = groups.get(customer)![0]!;
    lines.push(
      customer === ''
        ? '(no customer)'
        : `${customer}${first.customerId === null ? '' : `  (customer ${first.customerId})`}`,
    );
    const sorted = [...groups.get(customer)!].sort((a, b) => a.name.localeCompare(b.name));
    for (const p of sorted) {
      const flag = p.active ? '' : '  [archived]';
      lines.push(
        `  ${`#${p.id}`.padEnd(idWidth)}  ${p.name.padEnd(nameWidth)}  ${formatDuration(p.timeTotalSeconds).padStart(8)}${flag}`.trimEnd(),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
