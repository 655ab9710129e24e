import { m } from '../../lib/i18n.svelte';

/**
 * The currencies Settings offers (issue #19): Rabbiit's users are mostly Brazilian, then the
 * Americas' and the most used others. A code saved elsewhere (`timetray config set currency
 * AUD`) is offered too, first, so the select shows what is saved.
 */
const COMMON = [
  'BRL',
  'USD',
  'EUR',
  'GBP',
  'ARS',
  'CLP',
  'COP',
  'MXN',
  'PEN',
  'UYU',
  'PYG',
  'CAD',
  'CHF',
  'JPY',
];

export function currencyChoices(saved: string): string[] {
  return saved === 'none' || COMMON.includes(saved) ? COMMON : [saved, ...COMMON];
}

/**
 * Names some ICU builds still give in an outdated form (Chromium's: "Novo sol peruano", the
 * name PEN had until 2015): the catalog's words instead, in the language shown.
 */
const CURRENT_NAMES: Partial<Record<string, () => string>> = {
  PEN: () => m.currency_name_pen(),
};

/** "BRL — Real brasileiro": the currency's name from Intl, in the language shown. */
export function currencyLabel(code: string, locale: string): string {
  const name = CURRENT_NAMES[code]?.() ?? new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
  return name && name !== code ? `${code} — ${name}` : code;
}
