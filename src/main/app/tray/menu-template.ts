import { displayText, LABEL_MAX } from '../../../shared/display-text';
import { formatCount, formatHours } from '../../../shared/format';
import { groupByCustomer, isArchived, knownTotalSeconds } from '../../../shared/project-groups';
import type { AppSnapshot, Project } from '../../../shared/types';
import { m } from '../../core/i18n';
import { budgetSuffix, periodBudgetItems, pinnedItems, webAppItems } from './budget-items';
import { periodsLine, withCycleHours } from './period-items';
import type { TrayMenuItem } from './tray-menu-item';
import { updatedAgo, updatedClock } from './tray-times';

/**
 * The tray menu as plain data, built from a snapshot by a pure function so every case
 * (signed out, errors, 10,000 projects, odd names) is unit-tested without Electron.
 * `tray-owner.ts` turns it into an Electron `Menu`.
 */

export interface TrayMenuOptions {
  /** Current time in ms, for "updated N min ago". */
  now: number;
  /** At most this many projects per customer submenu; the rest behind "Show all in window…". */
  maxPerGroup?: number;
  /** At most this many customer submenus. */
  maxGroups?: number;
  /** Archived projects: listed with a mark or left out; by default as the `showArchived` preference says. */
  archived?: 'mark' | 'hide';
  /**
   * Locale numbers and dates are written in: the spoken language's (`formattingLocale`);
   * the runtime's by default. The words are those of the language spoken now (core/i18n).
   */
  locale?: string;
  /**
   * `relative` ("Updated 5 min ago", default) for a menu built as it opens; `clock`
   * ("Updated at 14:05") for an attached menu (Linux), which then changes only when the
   * data does: rebuilding it every minute would close a submenu the user has open.
   */
  age?: 'relative' | 'clock';
}

export const DEFAULT_MAX_PER_GROUP = 25;
export const DEFAULT_MAX_GROUPS = 30;

/**
 * Electron reads `&` in a label as a mnemonic marker and drops it; `&&` shows one `&`.
 * Every label that contains data (customer and project names) goes through this.
 */
export const escapeLabel = (text: string): string => text.replaceAll('&', '&&');

/**
 * Text from the service or settings (names, the service's messages) as a menu shows it:
 * controls and bidi overrides neutralised, cut to `max` with "…" (a native menu lays out a
 * megabyte-long label, and a label wider than the screen hides the rest of the menu), and
 * `&` escaped. Our own words around it (counts, totals) are added after the cut.
 */
export const menuText = (text: string, max = LABEL_MAX): string => escapeLabel(displayText(text, { max }));

/** A message (the service's words, a sign-out reason) gets more room than a name. */
const MESSAGE_MAX = 3 * LABEL_MAX;

/**
 * Builds the whole tray menu for a snapshot. It shows hours, never money: no rate and no
 * value, so the `hideMoney` preference (screen sharing with a client) has nothing to hide
 * here — and a test keeps it that way whatever the snapshot holds.
 */
export function buildTrayMenu(snapshot: AppSnapshot, options: TrayMenuOptions): TrayMenuItem[] {
  const items: TrayMenuItem[] = [];
  const info = (label: string): TrayMenuItem => ({ type: 'normal', label, enabled: false });

  if (snapshot.session.status === 'signed_out') {
    // Locked: whether anyone is signed in is unknown; the reason line below says how to unlock.
    // The first line while the keychain is locked is never "Not signed in": that is unknown.
    const locked = snapshot.error?.code === 'keychain_locked';
    items.push(info(locked ? m.shell_keychain_locked() : m.shell_not_signed_in()));
    if (snapshot.session.reason) items.push(info(menuText(snapshot.session.reason, MESSAGE_MAX)));
    items.push({ type: 'normal', label: m.shell_sign_in(), enabled: true, action: 'sign-in' });
  } else {
    const { account } = snapshot.session;
    const periods = periodsLine(snapshot, options.locale);
    if (periods !== null) items.push(info(periods), { type: 'separator' });
    items.push(...periodBudgetItems(snapshot, options.locale, (name) => menuText(name)));
    const pinnedItem = (p: Project): TrayMenuItem => {
      const item = projectItem(p, snapshot, options) as Extract<TrayMenuItem, { type: 'normal' }>;
      return { ...item, label: withCycleHours(item.label, snapshot, p.id, options.locale) };
    };
    items.push(...pinnedItems(snapshot, pinnedItem), ...recentItems(snapshot, options));
    items.push(info(menuText(account.label || account.email)));
    items.push(info(statusLine(snapshot, options)));
    if (snapshot.error) items.push(info(`⚠ ${menuText(snapshot.error.message, MESSAGE_MAX)}`));
    items.push({ type: 'separator' }, ...projectItems(snapshot, options));
  }

  items.push({ type: 'separator' });
  // Signed out with a single account, "Sign in…" already covers it: no submenu then.
  if (snapshot.session.status === 'signed_in' || snapshot.accounts.length > 1) {
    items.push(accountsMenu(snapshot));
  }
  items.push(
    { type: 'normal', label: m.shell_open(), enabled: true, action: 'open-window' },
    ...webAppItems(snapshot),
  );
  if (snapshot.session.status === 'signed_in') {
    items.push(
      {
        type: 'normal',
        label: snapshot.refreshing ? m.refreshing() : m.shell_refresh(),
        enabled: !snapshot.refreshing,
        action: 'refresh',
      },
      { type: 'normal', label: m.sign_out(), enabled: true, action: 'sign-out' },
    );
  }
  items.push({ type: 'separator' }, { type: 'normal', label: m.shell_quit(), enabled: true, action: 'quit' });
  return items;
}

/** One radio item per account (the active one checked), then "Add account…". */
function accountsMenu(snapshot: AppSnapshot): TrayMenuItem {
  const radios: TrayMenuItem[] = snapshot.accounts.map((account) => {
    const named = { name: menuText(account.label || account.email), accountId: menuText(account.accountId) };
    return {
      type: 'radio',
      label: account.signedIn ? m.shell_account_item(named) : m.shell_account_item_signed_out(named),
      checked: account.active,
      action: `account:${account.key}`,
    };
  });
  return {
    type: 'submenu',
    label: m.accounts(),
    enabled: true,
    submenu: [
      ...radios,
      ...(radios.length ? [{ type: 'separator' } as const] : []),
      { type: 'normal', label: m.shell_add_account(), enabled: true, action: 'add-account' },
    ],
  };
}

function statusLine(snapshot: AppSnapshot, options: TrayMenuOptions): string {
  if (snapshot.refreshing) return m.refreshing();
  const line = options.age === 'clock' ? updatedClock : updatedAgo;
  return line(snapshot.lastRefresh, options.now, options.locale);
}

/** A project item: its name, an archived mark, and its time total where its details are known. */
function projectItem(project: Project, snapshot: AppSnapshot, options: TrayMenuOptions): TrayMenuItem {
  const total = formatHours(snapshot.totals[project.id]?.timeTotalSeconds, options.locale);
  const named = { name: menuText(project.name), total };
  return {
    type: 'normal',
    label:
      (isArchived(project) ? m.shell_project_item_archived(named) : m.shell_project_item(named)) +
      budgetSuffix(snapshot, project.id, options.locale),
    enabled: true,
    action: `project:${project.id}`,
  };
}

/**
 * "Recent": the last projects opened (newest first), at the top of the menu, each with its
 * time total ("–" until its details are known). Projects no longer in the list are left out.
 */
function recentItems(snapshot: AppSnapshot, options: TrayMenuOptions): TrayMenuItem[] {
  if (snapshot.recent.length === 0) return [];
  const wanted = new Set(snapshot.recent);
  const found = new Map<number, Project>();
  for (const project of snapshot.projects) if (wanted.has(project.id)) found.set(project.id, project);
  const items = snapshot.recent.flatMap((id) => {
    const project = found.get(id);
    return project ? [projectItem(project, snapshot, options)] : [];
  });
  if (items.length === 0) return [];
  return [{ type: 'normal', label: m.shell_recent(), enabled: false }, ...items, { type: 'separator' }];
}

function projectItems(snapshot: AppSnapshot, options: TrayMenuOptions): TrayMenuItem[] {
  const maxPerGroup = options.maxPerGroup ?? DEFAULT_MAX_PER_GROUP;
  const maxGroups = options.maxGroups ?? DEFAULT_MAX_GROUPS;
  const hideArchived = (options.archived ?? (snapshot.preferences.showArchived ? 'mark' : 'hide')) === 'hide';
  const visible = hideArchived ? snapshot.projects.filter((p) => !isArchived(p)) : snapshot.projects;
  if (visible.length === 0) {
    return [
      {
        type: 'normal',
        label: snapshot.projects.length ? m.shell_no_active_projects() : m.shell_no_projects(),
        enabled: false,
      },
    ];
  }

  const showAll: TrayMenuItem = {
    type: 'normal',
    label: m.shell_show_all(),
    enabled: true,
    action: 'show-all',
  };
  const count = (value: number) => formatCount(value, options.locale);
  const groups = groupByCustomer(visible);
  const items: TrayMenuItem[] = groups.slice(0, maxGroups).map((group) => {
    const submenu: TrayMenuItem[] = group.projects
      .slice(0, maxPerGroup)
      .map((project) => projectItem(project, snapshot, options));
    if (group.projects.length > maxPerGroup) {
      const more = group.projects.length - maxPerGroup;
      submenu.push(
        { type: 'separator' },
        { ...showAll, label: m.shell_more_in_group({ countText: count(more) }) },
      );
    }
    // A group's total only when every project's is known: a partial sum would claim too little.
    const total = knownTotalSeconds(group.projects, snapshot.totals);
    const suffix = total === null ? '' : ` — ${formatHours(total, options.locale)}`;
    return {
      type: 'submenu',
      label: `${menuText(customerLabel(group))} (${count(group.projects.length)})${suffix}`,
      enabled: true,
      submenu,
    };
  });
  if (groups.length > maxGroups) {
    const more = groups.length - maxGroups;
    items.push({
      type: 'normal',
      label: m.shell_more_customers({ count: more, countText: count(more) }),
      enabled: true,
      action: 'show-all',
    });
  }
  return items;
}

/** A group's customer as the window names it: its name, "Customer #id" unnamed, or "No customer". */
function customerLabel(group: { customerId: number | null; customerName: string | null }): string {
  if (group.customerId === null) return m.no_customer();
  return group.customerName ?? m.customer_fallback({ id: group.customerId });
}
