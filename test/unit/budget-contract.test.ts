import { describe, expect, it } from 'vitest';
import { budgetProgress, sameBudget } from '../../src/shared/budget';
import { formatMoney } from '../../src/shared/format';
import { HIDDEN_MONEY, isCurrencyCode, shownMoney } from '../../src/shared/money';
import { isOwnWebAppAddress, webAppAddress } from '../../src/shared/web-app';

/** Intl puts a no-break space between "R$" and the amount; people read a space. */
const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
const HOUR = 3600;

describe('budget progress (issue #19)', () => {
  it('is the larger of hours used / hours agreed and value used / value agreed', () => {
    const progress = budgetProgress(
      { hours: 120, value: 15000 },
      { timeTotalSeconds: 60 * HOUR, valueTotal: 12300 },
    );
    expect(progress).toMatchObject({ percent: 82, level: 'warning', reached: 80 });
    expect(
      budgetProgress({ hours: 10, value: 15000 }, { timeTotalSeconds: 12 * HOUR, valueTotal: 100 }),
    ).toMatchObject({ percent: 120, level: 'over', reached: 100 });
  });

  it('rounds the percentage to an integer, but a level needs the real ratio', () => {
    // 98.99 h of 120 h = 82.49%; 95.5 h = 79.58%, shown as 80% yet not yet at 80%.
    expect(
      budgetProgress({ hours: 120, value: null }, { timeTotalSeconds: 98.99 * HOUR, valueTotal: null })
        ?.percent,
    ).toBe(82);
    const almost = budgetProgress(
      { hours: 120, value: null },
      { timeTotalSeconds: 95.5 * HOUR, valueTotal: null },
    );
    expect(almost).toMatchObject({ percent: 80, level: 'none', reached: null });
    expect(
      budgetProgress({ hours: 100, value: null }, { timeTotalSeconds: 80 * HOUR, valueTotal: null })?.level,
    ).toBe('warning');
    expect(
      budgetProgress({ hours: 100, value: null }, { timeTotalSeconds: 100 * HOUR, valueTotal: null })?.level,
    ).toBe('over');
  });

  it('is null without a budget, or without a total the budget can be measured with', () => {
    expect(budgetProgress(null, { timeTotalSeconds: HOUR, valueTotal: 1 })).toBeNull();
    expect(budgetProgress({ hours: 10, value: null }, undefined)).toBeNull();
    expect(
      budgetProgress({ hours: 10, value: null }, { timeTotalSeconds: null, valueTotal: 500 }),
    ).toBeNull();
    // Only the value is budgeted and known: that one counts.
    expect(
      budgetProgress({ hours: 10, value: 1000 }, { timeTotalSeconds: null, valueTotal: 500 })?.percent,
    ).toBe(50);
  });

  it('tells a changed budget from the same one', () => {
    expect(sameBudget({ hours: 1, value: null }, { hours: 1, value: null })).toBe(true);
    expect(sameBudget({ hours: 1, value: null }, { hours: 1, value: 2 })).toBe(false);
    expect(sameBudget(undefined, { hours: 1, value: null })).toBe(false);
  });
});

describe('money in the user’s currency', () => {
  it('shows the currency in the locale’s way when one is chosen, plain numbers without', () => {
    expect(spaced(formatMoney(20472.97, 'pt-BR', 'BRL'))).toBe('R$ 20.472,97');
    expect(formatMoney(20472.97, 'en', 'USD')).toBe('$20,472.97');
    expect(formatMoney(20472.97, 'pt-BR', 'none')).toBe('20.472,97');
    expect(formatMoney(20472.97, 'en')).toBe('20,472.97');
    expect(formatMoney(null, 'pt-BR', 'BRL')).toBe('–');
  });

  it('keeps hidden money hidden, whatever the currency', () => {
    expect(shownMoney(150, { locale: 'pt-BR', currency: 'BRL', hideMoney: true })).toBe(HIDDEN_MONEY);
    expect(spaced(shownMoney(150, { locale: 'pt-BR', currency: 'BRL' }))).toBe('R$ 150,00');
  });

  it('accepts ISO 4217 codes Intl knows, in capitals, and nothing else', () => {
    expect(['BRL', 'USD', 'EUR'].every(isCurrencyCode)).toBe(true);
    expect(['brl', 'XYZ', 'R$', 'BRLX', ''].some(isCurrencyCode)).toBe(false);
  });
});

describe('the web app’s address', () => {
  it('is the account’s projects page on the API base’s own origin', () => {
    expect(webAppAddress('https://app.rabbiit.com/api/v1', '124893893dd8')).toBe(
      'https://app.rabbiit.com/a/124893893dd8/#/projects',
    );
    expect(webAppAddress('https://rabbiit.example.com:8443/api/v1', 'acme')).toBe(
      'https://rabbiit.example.com:8443/a/acme/#/projects',
    );
  });

  it('is refused for anything but https, or an account id a web address could misread', () => {
    expect(webAppAddress('http://app.rabbiit.com/api/v1', 'acme')).toBeNull();
    expect(webAppAddress('javascript:alert(1)', 'acme')).toBeNull();
    expect(webAppAddress('https://user:pw@app.rabbiit.com/api/v1', 'acme')).toBeNull();
    expect(webAppAddress('https://app.rabbiit.com/api/v1', '../../evil')).toBeNull();
    expect(webAppAddress('https://app.rabbiit.com/api/v1', 'a/b?c#d')).toBeNull();
    expect(webAppAddress('not a url', 'acme')).toBeNull();
  });

  it('may be opened only on the account’s own host, over https', () => {
    const base = 'https://app.rabbiit.com/api/v1';
    expect(isOwnWebAppAddress('https://app.rabbiit.com/a/acme/#/projects', base)).toBe(true);
    expect(isOwnWebAppAddress('https://evil.example/a/acme/#/projects', base)).toBe(false);
    expect(isOwnWebAppAddress('http://app.rabbiit.com/a/acme/#/projects', base)).toBe(false);
    expect(isOwnWebAppAddress('https://app.rabbiit.com.evil.example/', base)).toBe(false);
  });
});
