import { afterEach, describe, expect, it } from 'vitest';
import { budgetCell, budgetJson, budgetProgressText } from '../../src/main/cli/budget-text';
import { formatProjects } from '../../src/main/cli/format';
import { speak } from '../../src/main/core/i18n';
import { makeProject } from '../support/project-fixture';

/** How the CLI words a budget, in both languages, with money shown the user's way or hidden. */
const HOUR = 3600;
const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
afterEach(() => speak('en'));

describe('budget words in the CLI', () => {
  it('say the progress with words at 80% and 100%, in English and in Portuguese', () => {
    speak('en');
    const hours = { hours: 120, value: null };
    expect(
      budgetProgressText(7, hours, { timeTotalSeconds: 60 * HOUR, valueTotal: null }, { locale: 'en' }),
    ).toBe('50% of 120 h');
    expect(
      budgetProgressText(7, hours, { timeTotalSeconds: 99 * HOUR, valueTotal: null }, { locale: 'en' }),
    ).toBe('83% of 120 h — 80% reached');
    expect(
      budgetProgressText(
        7,
        { hours: 120, value: 15000 },
        { timeTotalSeconds: null, valueTotal: 1500 },
        { locale: 'en', currency: 'USD' },
      ),
    ).toBe('120 h with no total to compare, 10% of $15,000.00');
    speak('pt-BR');
    expect(
      spaced(
        budgetProgressText(
          7,
          { hours: 7.5, value: 15000 },
          { timeTotalSeconds: 9 * HOUR, valueTotal: 100 },
          {
            locale: 'pt-BR',
            currency: 'BRL',
          },
        ),
      ),
    ).toBe('120% de 7,5 h, 1% de R$ 15.000,00 — acima do orçamento');
    // The list's cell names the half that is over: the other is far from it.
    expect(
      spaced(
        budgetCell(
          { hours: 7.5, value: 15000 },
          { timeTotalSeconds: 9 * HOUR, valueTotal: 100 },
          { locale: 'pt-BR', currency: 'BRL' },
        ),
      ),
    ).toBe('⚠ 120% de 7,5 h');
    expect(
      spaced(
        budgetCell(
          { hours: 300, value: 15000 },
          { timeTotalSeconds: 9 * HOUR, valueTotal: 15150 },
          { locale: 'pt-BR', currency: 'BRL' },
        ),
      ),
    ).toBe('⚠ 101% de R$ 15.000,00');
    // Both halves budgeted, no value known (a project without a rate): the value's limit stays said.
    expect(
      spaced(
        budgetProgressText(
          7,
          { hours: 120, value: 15000 },
          { timeTotalSeconds: 60 * HOUR, valueTotal: null },
          { locale: 'pt-BR', currency: 'BRL' },
        ),
      ),
    ).toBe('50% de 120 h, R$ 15.000,00 sem total para comparar');
    expect(budgetProgressText(7, hours, null, { locale: 'pt-BR' })).toBe(
      '120 h (o progresso aparece quando os totais do projeto forem buscados: timetray project 7)',
    );
  });

  it('group a percentage far over budget as the language writes numbers', () => {
    const far = { timeTotalSeconds: 2129 * HOUR, valueTotal: null };
    expect(budgetCell({ hours: 100, value: null }, far, { locale: 'en' })).toBe('⚠ 2,129% of 100 h');
    speak('pt-BR');
    expect(budgetCell({ hours: 100, value: null }, far, { locale: 'pt-BR' })).toBe('⚠ 2.129% de 100 h');
  });

  it('keep hidden money hidden, the percentage still told', () => {
    expect(
      budgetCell(
        { hours: null, value: 1000 },
        { timeTotalSeconds: null, valueTotal: 1200 },
        { hideMoney: true },
      ),
    ).toBe('⚠ 120% of •••');
  });

  it('give --json its plain numbers, percent null while the totals are unknown', () => {
    expect(
      budgetJson({ hours: 120, value: null }, { timeTotalSeconds: 98.5 * HOUR, valueTotal: null }),
    ).toEqual({
      hours: 120,
      value: null,
      percent: 82,
    });
    expect(budgetJson({ hours: 120, value: null }, undefined)).toEqual({
      hours: 120,
      value: null,
      percent: null,
    });
    expect(budgetJson(undefined, undefined)).toBeNull();
  });
});

describe('projects with pins and budgets', () => {
  const projects = [
    makeProject({ id: 1, name: 'Alpha', customerId: 5, customerName: 'Acme' }),
    makeProject({ id: 2, name: 'Beta', customerId: 5, customerName: 'Acme' }),
  ];

  it('is exactly as before without marks', () => {
    expect(formatProjects(projects)).toBe(formatProjects(projects, {}, undefined, undefined, {}));
  });

  it('lists pinned ones first, each once, and a budget column', () => {
    const text = formatProjects(projects, {}, 'en', undefined, {
      pinned: [2],
      pinnedLabel: 'Pinned',
      budgetOf: (p) => (p.id === 2 ? '50% of 10 h' : ''),
    });
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('Pinned');
    expect(lines[1]).toMatch(/^ {2}#2\s+Beta\s+–\s+50% of 10 h$/);
    expect(lines[2]).toBe('Acme  (customer 5)');
    expect(lines[3]).toMatch(/^ {2}#1\s+Alpha\s+–$/);
    expect(lines).toHaveLength(4);
  });
});

describe('a budget whose progress is not known yet (no totals fetched)', () => {
  it('shows its limit in the list, not a second "–" beside the hours', () => {
    expect(budgetCell({ hours: 120, value: null }, null, { locale: 'en' })).toBe('?% of 120 h');
    const out = formatProjects([makeProject({ id: 1, name: 'Alpha' })], {}, 'en', undefined, {
      budgetOf: (p) =>
        budgetCell(p.id === 1 ? { hours: 120, value: null } : undefined, null, { locale: 'en' }),
    });
    expect(out.split('\n')[1]).toMatch(/^ {2}#1\s+Alpha\s+– {2}\?% of 120 h$/);
    speak('pt-BR');
    expect(budgetCell({ hours: 7.5, value: null }, null, { locale: 'pt-BR' })).toBe('?% de 7,5 h');
  });
});
