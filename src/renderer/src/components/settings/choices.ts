import type { RefreshIntervalMinutes } from '../../../../shared/preferences';
import { m } from '../../lib/i18n.svelte';
import { currencyChoices, currencyLabel } from './currency-choices';

/** One choice of a settings select; `lang` when its label is in a language of its own. */
export interface Choice {
  value: string;
  label: string;
  lang?: string;
}

/** How often the list refreshes by itself (the select's values are strings). */
export const intervalChoices = (): Choice[] => [
  { value: '5', label: m.interval_minutes({ minutes: 5 }) },
  { value: '15', label: m.interval_minutes({ minutes: 15 }) },
  { value: '30', label: m.interval_minutes({ minutes: 30 }) },
  { value: '60', label: m.interval_hour() },
  { value: 'manual', label: m.interval_manual() },
];

export function intervalOf(value: string): RefreshIntervalMinutes {
  return value === 'manual' ? null : (Number(value) as 5 | 15 | 30 | 60);
}

/** Each language in its own words (a reader of either finds theirs); `auto` in the current one. */
export const languageChoices = (): Choice[] => [
  { value: 'auto', label: m.language_auto() },
  { value: 'en', label: m.language_en(), lang: 'en' },
  { value: 'pt-BR', label: m.language_pt_br(), lang: 'pt-BR' },
];

/** "No currency", then the usual ones (the saved one first if it is not among them). */
export const currencySelectChoices = (saved: string, locale: string): Choice[] => [
  { value: 'none', label: m.budget_currency_none() },
  ...currencyChoices(saved).map((code) => ({ value: code, label: currencyLabel(code, locale) })),
];
