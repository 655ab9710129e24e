import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { buildTrayMenu } from '../../src/main/app/tray/menu-template';
import type { TrayMenuItem } from '../../src/main/app/tray/tray-menu-item';
import type { AccountSummary, AppSnapshot, Project } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';
import { signedInSnapshot, TRAY_NOW, trayAccount } from '../support/tray-snapshot';

/** The tray menu speaks the language main speaks (core/i18n's `speak`), numbers in its locale. */
const NOW = TRAY_NOW;
/** Its label unset: the menu names it by its e-mail. */
const account: AccountSummary = { ...trayAccount, label: '' };
const other: AccountSummary = { ...account, key: 'k2', accountId: 'def456', signedIn: false, active: false };

const projects: Project[] = [
  makeProject({ id: 1, name: 'Site', customerId: 10, customerName: 'Acme', status: 'active' }),
  makeProject({ id: 2, name: 'App', customerId: null, customerName: null, status: 'archived' }),
];
const snapshot = (extra: Partial<AppSnapshot> = {}): AppSnapshot =>
  signedInSnapshot(projects, {
    session: { status: 'signed_in', account },
    accounts: [account, other],
    totals: {
      1: { timeTotalSeconds: 1234 * 3600 + 5 * 60, valueTotal: null, fetchedAt: '' },
      2: { timeTotalSeconds: 3600, valueTotal: null, fetchedAt: '' },
    },
    recent: [1],
    preferences: { ...defaultPreferences(), showArchived: true },
    locale: 'pt-BR',
    ...extra,
  });

/** Every label, submenus' too, depth first. */
const labels = (items: TrayMenuItem[]): string[] =>
  items.flatMap((i) =>
    i.type === 'separator' ? [] : i.type === 'submenu' ? [i.label, ...labels(i.submenu)] : [i.label],
  );

afterEach(() => speak('en'));

describe('the tray menu in Brazilian Portuguese', () => {
  it('every item of a signed-in menu, with pt-BR hours', () => {
    speak('pt-BR');
    const menu = labels(buildTrayMenu(snapshot(), { now: NOW, locale: 'pt-BR' }));
    expect(menu).toEqual([
      'Recentes',
      'Site — 1.234 h 5 min',
      'a@b.test',
      'Atualizado há 5 min',
      'Acme (1) — 1.234 h 5 min',
      'Site — 1.234 h 5 min',
      'Sem cliente (1) — 1 h 0 min',
      'App (arquivado) — 1 h 0 min',
      'Contas',
      'a@b.test (abc123)',
      'a@b.test (def456) — sessão encerrada',
      'Adicionar conta…',
      'Abrir o Timetray',
      'Abrir o Rabbiit',
      'Atualizar',
      'Sair',
      'Encerrar o Timetray',
    ]);
  });

  it('the attached menu says the time; signed out and locked say so', () => {
    speak('pt-BR');
    const clock = labels(buildTrayMenu(snapshot(), { now: NOW, locale: 'pt-BR', age: 'clock' }));
    expect(clock[3]).toMatch(/^Atualizado às \d\d:\d\d$/);
    const out = snapshot({ session: { status: 'signed_out', reason: null }, accounts: [account] });
    expect(labels(buildTrayMenu(out, { now: NOW }))).toEqual([
      'Não conectado',
      'Entrar…',
      'Abrir o Timetray',
      'Encerrar o Timetray',
    ]);
    const locked = { ...out, error: { code: 'keychain_locked' as const, message: 'x' } };
    expect(labels(buildTrayMenu(locked, { now: NOW }))[0]).toBe('Chaveiro bloqueado');
  });

  it('back in English, the same snapshot reads as before', () => {
    speak('pt-BR');
    buildTrayMenu(snapshot(), { now: NOW });
    speak('en');
    const menu = labels(buildTrayMenu(snapshot(), { now: NOW, locale: 'en-US' }));
    expect(menu.slice(0, 4)).toEqual(['Recent', 'Site — 1,234 h 5 min', 'a@b.test', 'Updated 5 min ago']);
    expect(menu.at(-1)).toBe('Quit Timetray');
  });
});
