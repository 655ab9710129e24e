import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { budgetAlertText } from '../../src/main/app/tray/budget-notice';
import { buildTrayMenu } from '../../src/main/app/tray/menu-template';
import type { TrayMenuItem } from '../../src/main/app/tray/tray-menu-item';
import type { Project } from '../../src/shared/types';
import { NO_PERIODS } from '../../src/shared/reports';
import { periodUse, type PeriodBudgetStatus } from '../../src/shared/period-budget';
import { makeProject } from '../support/project-fixture';
import { signedInSnapshot, TRAY_NOW } from '../support/tray-snapshot';

const NOW = TRAY_NOW;
const HOUR = 3600;
const project = (id: number, name: string, customerId: number, hours: number): Project =>
  makeProject({
    id,
    name,
    customerId,
    customerName: `Customer ${customerId}`,
    status: 'active',
    timeTotalSeconds: hours * HOUR,
  });

const snapshot = signedInSnapshot;

const labels = (items: TrayMenuItem[]): string[] =>
  items.flatMap((i) =>
    i.type === 'submenu' ? [i.label, ...labels(i.submenu)] : 'label' in i ? [i.label] : [],
  );

afterEach(() => speak('en'));

describe('the tray and budgets, pins and the web app (issue #19)', () => {
  const projects = [project(1, 'Alpha', 10, 50), project(2, 'Beta', 10, 102), project(3, 'Gamma', 20, 132)];

  it('"Pinned" comes first, above Recent, in the order pinned', () => {
    speak('en');
    const menu = buildTrayMenu(snapshot(projects, { pinned: [3, 1], recent: [2] }), {
      now: NOW,
      locale: 'en',
    });
    const top = labels(menu).slice(0, 5);
    expect(top[0]).toBe('Pinned');
    expect(top[1]).toMatch(/^Gamma — /);
    expect(top[2]).toMatch(/^Alpha — /);
    expect(top[3]).toBe('Recent');
    expect(top[4]).toMatch(/^Beta — /);
  });

  it('a percentage far over budget is grouped as the language writes numbers', () => {
    speak('pt-BR');
    const menu = buildTrayMenu(
      snapshot([project(1, 'Alpha', 10, 2129)], { pinned: [1], budgets: { 1: { hours: 100, value: null } } }),
      { now: NOW, locale: 'pt-BR' },
    );
    expect(labels(menu)).toContain('Alpha — 2.129 h 0 min · ⚠ 2.129%');
  });

  it('a budgeted project shows its percentage beside the hours, and ⚠ from 100%', () => {
    const menu = buildTrayMenu(
      snapshot(projects, {
        pinned: [1, 2, 3],
        budgets: {
          1: { hours: 100, value: null },
          2: { hours: 120, value: null },
          3: { hours: 120, value: null },
        },
      }),
      { now: NOW, locale: 'en' },
    );
    const all = labels(menu);
    expect(all).toContain('Alpha — 50 h 0 min · 50%');
    expect(all).toContain('Beta — 102 h 0 min · 85%');
    expect(all).toContain('Gamma — 132 h 0 min · ⚠ 110%');
  });

  it('no budget, no percentage; "Open Rabbiit" only while signed in', () => {
    const menu = buildTrayMenu(snapshot(projects), { now: NOW, locale: 'en' });
    expect(labels(menu).filter((l) => l.includes('%'))).toEqual([]);
    expect(labels(menu)).toContain('Open Rabbiit');
    const item = menu.find((i) => i.type === 'normal' && i.label === 'Open Rabbiit');
    expect(item).toMatchObject({ action: 'open-web-app', enabled: true });
    const out = buildTrayMenu(snapshot([], { session: { status: 'signed_out', reason: null } }), {
      now: NOW,
    });
    expect(labels(out)).not.toContain('Open Rabbiit');
  });

  it('speaks Portuguese: "Fixados", "Abrir o Rabbiit", and the alert as Brazilians write it', () => {
    speak('pt-BR');
    const menu = buildTrayMenu(snapshot(projects, { pinned: [1] }), { now: NOW, locale: 'pt-BR' });
    expect(labels(menu)[0]).toBe('Fixados');
    expect(labels(menu)).toContain('Abrir o Rabbiit');
    // The name stands alone, quoted: never "Projeto Projeto X" when the name starts with "Projeto".
    expect(budgetAlertText({ projectName: 'Projeto X', threshold: 80, per: 'lifetime' })).toBe(
      '“Projeto X” passou de 80% do orçamento',
    );
    speak('en');
    expect(budgetAlertText({ projectName: 'Site\u202enew', threshold: 100, per: 'lifetime' })).toBe(
      '“Site\ufffdnew” passed 100% of its budget',
    );
    expect(budgetAlertText({ projectName: 'Project Apollo', threshold: 80, per: 'lifetime' })).toBe(
      '“Project Apollo” passed 80% of its budget',
    );
    // A period budget's (issue 34) says whose period, in both languages.
    expect(budgetAlertText({ projectName: 'ACME', threshold: 80, per: 'cycle' })).toBe(
      '“ACME” passed 80% of this billing cycle’s budget',
    );
    speak('pt-BR');
    expect(budgetAlertText({ projectName: 'ACME', threshold: 100, per: 'week' })).toBe(
      '“ACME” passou de 100% do orçamento desta semana',
    );
    speak('en');
  });
});

describe('the tray and budgets per period (issue 34)', () => {
  const projects = [project(1, 'Alpha', 10, 50), project(2, 'Beta', 10, 102)];
  const status = (
    target: PeriodBudgetStatus['target'],
    name: string,
    per: 'week' | 'cycle',
    hours: number,
  ): PeriodBudgetStatus => {
    const budget = { hours: 40, value: null, per };
    const range = { from: '2026-11-07', to: '2026-12-06' };
    const use = periodUse(budget, range, { seconds: hours * HOUR, value: null, mine: null }, false);
    return {
      key: `${target.kind}:${target.id}`,
      target,
      name,
      budget,
      current: use,
      elapsed: 0.5,
      pace: 'ahead',
      last: use,
    };
  };
  const withBudgets = (budgets: PeriodBudgetStatus[]) =>
    snapshot(projects, {
      periods: {
        ...NO_PERIODS,
        status: 'ready',
        asOf: new Date(NOW).toISOString(),
        today: { from: '2026-12-05', to: '2026-12-05', seconds: 0, value: null, mine: null },
        week: { from: '2026-11-30', to: '2026-12-06', seconds: 0, value: null, mine: null },
        cycle: { from: '2026-11-07', to: '2026-12-06', seconds: 0, value: null, mine: null },
        budgets,
      },
    });

  it('shows each one at 80% or more under the periods line, ⚠ from 100%; below 80% none', () => {
    speak('en');
    const menu = buildTrayMenu(
      withBudgets([
        status({ kind: 'customer', id: 10 }, 'Customer 10', 'cycle', 33),
        status({ kind: 'project', id: 2 }, 'Beta', 'week', 48),
        status({ kind: 'project', id: 1 }, 'Alpha', 'week', 10),
      ]),
      { now: NOW, locale: 'en' },
    );
    const items = menu.filter((i): i is Extract<TrayMenuItem, { type: 'normal' }> => i.type === 'normal');
    const near = items.find((i) => i.label.startsWith('Customer 10:'))!;
    expect(near).toMatchObject({
      label: 'Customer 10: 83% of this billing cycle’s budget',
      action: 'show-all',
    });
    expect(items.find((i) => i.label.includes('Beta:'))).toMatchObject({
      label: '⚠ Beta: 120% of this week’s budget',
      action: 'project:2',
    });
    expect(labels(menu).some((l) => l.startsWith('Alpha:'))).toBe(false);
    // Right under the first line (today and the week), before the account's own lines.
    expect(labels(menu).indexOf(near.label)).toBe(1);
  });

  it('in Portuguese, and never a money figure (the tray shows hours only)', () => {
    speak('pt-BR');
    const menu = buildTrayMenu(
      withBudgets([status({ kind: 'customer', id: 10 }, 'Cliente X', 'cycle', 40)]),
      {
        now: NOW,
        locale: 'pt-BR',
      },
    );
    expect(labels(menu)).toContain('⚠ Cliente X: 100% do orçamento deste ciclo de faturamento');
  });
});
