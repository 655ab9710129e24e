import { describe, expect, it } from 'vitest';
import type { AccountSummary, AppSnapshot, Project } from '../../src/shared/types';
import { buildTrayMenu, escapeLabel } from '../../src/main/app/tray/menu-template';
import type { TrayMenuItem } from '../../src/main/app/tray/tray-menu-item';
import { keychainLocked } from '../../src/main/core/vault';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { formatHours } from '../../src/shared/format';
import { makeProject } from '../support/project-fixture';
import { signedInSnapshot, TRAY_NOW, trayAccount } from '../support/tray-snapshot';

// The menu in English (main speaks English until told otherwise; core/i18n's `speak`).
const RECENT_LABEL = 'Recent';
const ACCOUNTS_LABEL = 'Accounts';
const ADD_ACCOUNT_LABEL = 'Add account…';
const KEYCHAIN_LOCKED_LABEL = 'Keychain locked';
const SHOW_ALL_LABEL = 'Show all in window…';

const NOW = TRAY_NOW;
const account = trayAccount;

const project = (
  id: number,
  name: string,
  customerId: number | null,
  customerName: string | null,
  extra: Partial<Project> = {},
): Project =>
  makeProject({ id, name, customerId, customerName, status: 'active', timeTotalSeconds: 3600, ...extra });

const signedIn = signedInSnapshot;

const labels = (items: TrayMenuItem[]): string[] =>
  items.map((i) => (i.type === 'separator' ? '---' : i.label));
type Submenu = Extract<TrayMenuItem, { type: 'submenu' }>;
/** The customer submenus (the "Accounts" one aside). */
const submenus = (items: TrayMenuItem[]) =>
  items.filter((i): i is Submenu => i.type === 'submenu' && i.label !== ACCOUNTS_LABEL);
const accountsSubmenu = (items: TrayMenuItem[]) =>
  items.find((i): i is Submenu => i.type === 'submenu' && i.label === ACCOUNTS_LABEL);

describe('buildTrayMenu', () => {
  it('offers only sign-in, open and quit when signed out, with the reason', () => {
    const menu = buildTrayMenu(
      {
        ...signedIn([]),
        session: { status: 'signed_out', reason: 'The service ended this session — sign in again.' },
      },
      { now: NOW, locale: 'en-US' },
    );
    expect(labels(menu)).toEqual([
      'Not signed in',
      'The service ended this session — sign in again.',
      'Sign in…',
      '---',
      'Open Timetray',
      '---',
      'Quit Timetray',
    ]);
    expect(menu.find((i) => i.type === 'normal' && i.label === 'Sign in…')).toMatchObject({
      enabled: true,
      action: 'sign-in',
    });
    expect(labels(menu)).not.toContain('Refresh');
  });

  it('says "Keychain locked" (not "Not signed in") while the keychain is locked, with how to unlock', () => {
    const message = keychainLocked();
    const menu = buildTrayMenu(
      {
        ...signedIn([]),
        session: { status: 'signed_out', reason: message },
        error: { code: 'keychain_locked', message },
      },
      { now: NOW, locale: 'en-US' },
    );
    expect(labels(menu).slice(0, 2)).toEqual([KEYCHAIN_LOCKED_LABEL, message]);
    expect(labels(menu)).not.toContain('Not signed in');
  });

  it('groups projects by customer, customers sorted, "No customer" last, with hours where known', () => {
    const menu = buildTrayMenu(
      signedIn([
        project(1, 'Website', 20, 'Zeta GmbH'),
        project(2, 'Internal', null, null),
        project(3, 'App', 10, 'acme'),
        project(4, 'Audit', 20, 'Zeta GmbH', { timeTotalSeconds: 312 * 3600 + 5 * 60 }),
      ]),
      { now: NOW, locale: 'en-US' },
    );
    const groups = submenus(menu);
    expect(groups.map((g) => g.label)).toEqual([
      'acme (1) — 1 h 0 min',
      'Zeta GmbH (2) — 313 h 5 min',
      'No customer (1) — 1 h 0 min',
    ]);
    expect(labels(groups[1]!.submenu)).toEqual(['Audit — 312 h 5 min', 'Website — 1 h 0 min']);
    expect(groups[1]!.submenu[0]).toMatchObject({ action: 'project:4', enabled: true });
  });

  it('shows the account, the last refresh and an error line', () => {
    const menu = buildTrayMenu(
      signedIn([], { error: { code: 'network', message: 'The service cannot be reached.' } }),
      { now: NOW, locale: 'en-US' },
    );
    expect(labels(menu).slice(0, 3)).toEqual([
      'Work',
      'Updated 5 min ago',
      '⚠ The service cannot be reached.',
    ]);
    expect(labels(menu)).toContain('No projects');
    expect(labels(menu)).toEqual(
      expect.arrayContaining(['Open Timetray', 'Refresh', 'Sign out', 'Quit Timetray']),
    );
  });

  it('with age "clock" (an attached Linux menu) says when, and stays the same as time passes', () => {
    const at = (now: number) => labels(buildTrayMenu(signedIn([]), { now, age: 'clock' }))[1];
    expect(at(NOW)).toMatch(/^Updated at \d\d:\d\d$/);
    // Same text 40 minutes later: nothing to rebuild, so an open submenu is not closed.
    expect(at(NOW + 40 * 60_000)).toBe(at(NOW));
  });

  it('disables Refresh while refreshing and says so', () => {
    const menu = buildTrayMenu(signedIn([], { refreshing: true }), { now: NOW, locale: 'en-US' });
    expect(labels(menu)[1]).toBe('Refreshing…');
    expect(menu.find((i) => i.type === 'normal' && i.action === 'refresh')).toMatchObject({ enabled: false });
  });

  it('keeps RTL, CJK and emoji names intact and escapes & for Electron', () => {
    const names = ['مشروع الموقع', 'פרויקט', '東京オフィス', 'Launch 🚀✨', 'R&D'];
    const menu = buildTrayMenu(signedIn(names.map((n, i) => project(i + 1, n, 7, 'Smith & Sons'))), {
      now: NOW,
      locale: 'en-US',
    });
    const [group] = submenus(menu);
    expect(group!.label).toBe('Smith && Sons (5) — 5 h 0 min');
    const projectLabels = labels(group!.submenu).join('\n');
    for (const name of names) expect(projectLabels).toContain(escapeLabel(name));
    expect(projectLabels).toContain('R&&D — 1 h 0 min');
    expect(escapeLabel('a && b')).toBe('a &&&& b');
  });

  it('shows hostile names inert and cut: no ESC, BEL, C1, bidi override or megabyte label', () => {
    const hostile = '\u001b]52;c;AAAA\u0007Evil\u009b2J\u202eexe.pdf\u200b';
    const huge = 'M'.repeat(1_048_576);
    const evilAccount: AccountSummary = { ...account, label: `${hostile} & co`, accountId: huge };
    const menu = buildTrayMenu(
      signedIn([project(1, hostile, 7, huge), project(2, `${huge}🚀`, 8, 'Plain')], {
        session: { status: 'signed_in', account: evilAccount },
        accounts: [evilAccount],
        recent: [1],
        error: { code: 'server', message: `${hostile}${huge}` },
      }),
      { now: NOW, locale: 'en-US' },
    );
    const all: string[] = [];
    const walk = (items: TrayMenuItem[]): void => {
      for (const item of items) {
        if (item.type === 'separator') continue;
        all.push(item.label);
        if (item.type === 'submenu') walk(item.submenu);
      }
    };
    walk(menu);
    for (const label of all) {
      // eslint-disable-next-line no-control-regex -- asserting the controls are gone
      expect(label).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b]/);
      // A name is cut to 80, a message to 160; our own words (counts, totals) come on top.
      expect(label.length).toBeLessThan(260);
    }
    expect(all).toContain('\uFFFD]52;c;AAAA\uFFFDEvil\uFFFD2J\uFFFDexe.pdf\uFFFD && co');
    expect(all).toContain(`\uFFFD]52;c;AAAA\uFFFDEvil\uFFFD2J\uFFFDexe.pdf\uFFFD — 1 h 0 min`);
    expect(all).toContain(`${'M'.repeat(79)}… (1) — 1 h 0 min`);
    expect(all.some((l) => l.startsWith(`${'M'.repeat(79)}… — `))).toBe(true);
  });

  it('says when a refresh dated in the future happened, never "just now"', () => {
    const ahead = new Date(NOW + 365 * 86_400_000).toISOString();
    const line = (age: 'relative' | 'clock', lastRefresh: string) =>
      labels(buildTrayMenu(signedIn([], { lastRefresh }), { now: NOW, age }))[1];
    expect(line('relative', ahead)).toMatch(/^Updated on \d{1,2} \w{3} 2027, \d\d:\d\d$/);
    expect(line('clock', ahead)).toMatch(/^Updated on \d{1,2} \w{3} 2027, \d\d:\d\d$/);
    // A minute ahead is the window's own once-a-minute clock, not a clock change.
    expect(line('relative', new Date(NOW + 60_000).toISOString())).toBe('Updated just now');
  });

  it('marks archived projects, or hides them on request', () => {
    const projects = [
      project(1, 'Old', 1, 'C', { active: false, status: 'archived' }),
      project(2, 'New', 1, 'C'),
    ];
    const shown = { preferences: { ...defaultPreferences(), showArchived: true } };
    const marked = submenus(buildTrayMenu(signedIn(projects, shown), { now: NOW, locale: 'en-US' }))[0]!;
    expect(labels(marked.submenu)).toEqual(['New — 1 h 0 min', 'Old (archived) — 1 h 0 min']);
    const hidden = submenus(
      buildTrayMenu(signedIn(projects, shown), { now: NOW, locale: 'en-US', archived: 'hide' }),
    )[0]!;
    expect(labels(hidden.submenu)).toEqual(['New — 1 h 0 min']);
  });

  it('follows the showArchived preference (the window’s and `timetray config set showArchived`)', () => {
    const projects = [
      project(1, 'Old', 1, 'C', { active: false, status: 'archived' }),
      project(2, 'New', 1, 'C'),
    ];
    // Off by default, as in the window.
    const byDefault = buildTrayMenu(signedIn(projects), { now: NOW, locale: 'en-US' });
    expect(labels(submenus(byDefault)[0]!.submenu)).toEqual(['New — 1 h 0 min']);
    const preferences = { ...defaultPreferences(), showArchived: true };
    const menu = buildTrayMenu(signedIn(projects, { preferences }), { now: NOW, locale: 'en-US' });
    expect(labels(submenus(menu)[0]!.submenu)).toEqual(['New — 1 h 0 min', 'Old (archived) — 1 h 0 min']);
  });

  it('shows no money with hideMoney on (nor off): no rate, no value anywhere; hours stay', () => {
    // Amounts no date, count or hour figure in the menu could produce by accident.
    const projects = [
      project(1, 'Audit', 1, 'Acme', { rate: 987.65, valueTotal: 43210.98 }),
      project(2, 'Build', 1, 'Acme', { rate: 123.45, valueTotal: 56789.01 }),
    ];
    const totals = Object.fromEntries(
      projects.map((p) => [p.id, { timeTotalSeconds: 3600, valueTotal: p.valueTotal, fetchedAt: '' }]),
    );
    for (const hideMoney of [true, false]) {
      const preferences = { ...defaultPreferences(), hideMoney };
      const snapshot = signedIn(projects, { preferences, totals, recent: [1] });
      const text = JSON.stringify(buildTrayMenu(snapshot, { now: NOW, locale: 'de-DE' }));
      for (const figure of ['987', '43210', '43.210', '43,210', '123,45', '123.45', '56789', '56.789']) {
        expect(text, `${figure} (hideMoney ${hideMoney})`).not.toContain(figure);
      }
      expect(text).toContain(`Audit — ${formatHours(3600, 'de-DE')}`); // the hours are kept
    }
  });

  it('says "1 more customer", in the singular, when one customer is left out', () => {
    const projects = Array.from({ length: 31 }, (_, i) =>
      project(i + 1, `P${i}`, i + 1, `Customer ${i + 1}`),
    );
    const menu = buildTrayMenu(signedIn(projects), { now: NOW, locale: 'en-US', maxGroups: 30 });
    const labels = menu.flatMap((i) => (i.type === 'normal' ? [i.label] : []));
    expect(labels.filter((label) => label.startsWith('1 more customer'))).toEqual([
      `1 more customer — ${SHOW_ALL_LABEL}`,
    ]);
  });

  it('caps 10,000 projects to a bounded menu with "Show all in window…"', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      project(i + 1, `P${i}`, (i % 50) + 1, `Customer ${(i % 50) + 1}`),
    );
    const menu = buildTrayMenu(signedIn(many), { now: NOW, locale: 'en-US', maxPerGroup: 20, maxGroups: 30 });
    const groups = submenus(menu);
    expect(groups).toHaveLength(30);
    for (const group of groups) {
      expect(
        group.submenu.filter((i) => i.type === 'normal' && i.action?.startsWith('project:')),
      ).toHaveLength(20);
      expect(group.submenu.at(-1)).toMatchObject({
        label: `180 more — ${SHOW_ALL_LABEL}`,
        action: 'show-all',
      });
    }
    expect(
      menu.find((i) => i.type === 'normal' && i.label === `20 more customers — ${SHOW_ALL_LABEL}`),
    ).toBeDefined();
    const count = (items: TrayMenuItem[]): number =>
      items.reduce((n, i) => n + 1 + (i.type === 'submenu' ? count(i.submenu) : 0), 0);
    expect(count(menu)).toBeLessThan(30 * 23 + 20);
  });

  it('lists the accounts as radio items, the active one checked, and offers "Add account…"', () => {
    const other: AccountSummary = {
      ...account,
      key: 'k2',
      label: '',
      email: 'b&c@d.test',
      accountId: 'x9',
      signedIn: false,
      active: false,
    };
    const menu = buildTrayMenu(signedIn([], { accounts: [account, other] }), { now: NOW, locale: 'en-US' });
    const accounts = accountsSubmenu(menu);
    expect(accounts?.submenu).toEqual([
      { type: 'radio', label: 'Work (abc123)', checked: true, action: 'account:k' },
      { type: 'radio', label: 'b&&c@d.test (x9) — signed out', checked: false, action: 'account:k2' },
      { type: 'separator' },
      { type: 'normal', label: ADD_ACCOUNT_LABEL, enabled: true, action: 'add-account' },
    ]);
  });

  it('offers switching when signed out with several accounts, not with one', () => {
    const signedOut = (accounts: AccountSummary[]): AppSnapshot => ({
      ...signedIn([], { accounts }),
      session: { status: 'signed_out', reason: null },
    });
    const inactive = { ...account, active: false, signedIn: false };
    expect(labels(buildTrayMenu(signedOut([inactive]), { now: NOW, locale: 'en-US' }))).not.toContain(
      ACCOUNTS_LABEL,
    );
    const two = buildTrayMenu(signedOut([inactive, { ...account, key: 'k2' }]), {
      now: NOW,
      locale: 'en-US',
    });
    expect(labels(two)).toContain(ACCOUNTS_LABEL);
  });

  it('shows "–" for projects whose details are unknown, and no group total it does not know', () => {
    const projects = [
      project(1, 'Known', 10, 'Acme'),
      project(2, 'Unknown', 10, 'Acme'),
      project(3, 'Solo', 11, 'Beta'),
    ];
    const totals = { 1: { timeTotalSeconds: 7200, valueTotal: null, fetchedAt: '' } };
    const groups = submenus(buildTrayMenu(signedIn(projects, { totals }), { now: NOW, locale: 'en-US' }));
    // Acme's sum would be 2 h, but one project's total is unknown: no total is claimed.
    expect(groups.map((g) => g.label)).toEqual(['Acme (2)', 'Beta (1)']);
    expect(labels(groups[0]!.submenu)).toEqual(['Known — 2 h 0 min', 'Unknown — –']);
  });

  it('puts the last opened projects at the top under "Recent", newest first, each opening its details', () => {
    const projects = Array.from({ length: 8 }, (_, i) => project(i + 1, `P${i + 1}`, 10, 'Acme'));
    const totals = { 7: { timeTotalSeconds: 90 * 60, valueTotal: null, fetchedAt: '' } };
    // 99 is no longer in the list: left out rather than shown without a name.
    const menu = buildTrayMenu(signedIn(projects, { totals, recent: [7, 99, 2, 5] }), {
      now: NOW,
      locale: 'en-US',
    });
    expect(labels(menu).slice(0, 5)).toEqual([RECENT_LABEL, 'P7 — 1 h 30 min', 'P2 — –', 'P5 — –', '---']);
    expect(menu[0]).toMatchObject({ enabled: false });
    expect(menu.slice(1, 4).map((i) => (i.type === 'normal' ? i.action : null))).toEqual([
      'project:7',
      'project:2',
      'project:5',
    ]);
    expect(labels(menu)[5]).toBe('Work'); // then the account, as before
  });

  it('has no Recent section when nothing was opened, or when signed out', () => {
    const projects = [project(1, 'P1', 10, 'Acme')];
    expect(labels(buildTrayMenu(signedIn(projects), { now: NOW }))).not.toContain(RECENT_LABEL);
    const signedOut: AppSnapshot = {
      ...signedIn(projects, { recent: [1] }),
      session: { status: 'signed_out', reason: null },
    };
    expect(labels(buildTrayMenu(signedOut, { now: NOW }))).not.toContain(RECENT_LABEL);
  });
});
