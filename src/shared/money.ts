/**
 * Money as a person reads it (issue #19): in the chosen currency or plain, and hidden while
 * "Hide money" is on. Pure: the window, the tray, the CLI and the summary share it.
 */
import { formatMoney } from './format';
import { HIDDEN_MONEY } from './project-summary';

export { HIDDEN_MONEY };

/** The `currency` preference: an ISO 4217 code (e.g. `BRL`) or `none` (plain numbers). */
export type CurrencyPreference = 'none' | (string & {});

/** Three capital letters that `Intl` knows as a currency (`BRL`, `EUR`, `USD`…). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return known ? known('currency').includes(code) : true;
}

export interface MoneyDisplay {
  locale?: string;
  /** The `currency` preference; `none` or absent: plain numbers. */
  currency?: CurrencyPreference | null;
  /** The `hideMoney` preference: every amount is "•••". */
  hideMoney?: boolean;
}

/** A value or a rate as shown: hidden, in the currency, or plain ("–" when unknown). */
export function shownMoney(value: number | null | undefined, display: MoneyDisplay = {}): string {
  if (display.hideMoney) return HIDDEN_MONEY;
  return formatMoney(value, display.locale, display.currency);
}
