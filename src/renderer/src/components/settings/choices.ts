import { cycleStartDays } from '../../../../shared/periods';
import { ROUND_TO_CHOICES, type RefreshIntervalMinutes } from '../../../../shared/preferences';
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

/** The billing cycle's first day of the month: 1 (the calendar month) to 28. */
export const cycleStartChoices = (): Choice[] =>
  cycleStartDays().map((day) => ({ value: String(day), label: m.cycle_start_day_choice({ day }) }));

export const weekStartChoices = (): Choice[] => [
  { value: 'auto', label: m.week_start_auto() },
  { value: 'monday', label: m.week_start_monday() },
  { value: 'sunday', label: m.week_start_sunday() },
];

/** Invoices' rounding of each entry (issue 34): exact, or up to 6, 15 or 30 minutes. */
export const roundToChoices = (): Choice[] => [
  { value: 'none', label: m.round_to_none() },
  ...ROUND_TO_CHOICES.map((minutes) => ({ value: String(minutes), label: m.round_to_choice({ minutes }) })),
];

/** What the macOS menu bar shows beside the tray icon. */
export const trayTitleChoices = (): Choice[] => [
  { value: 'off', label: m.tray_title_off() },
  { value: 'today', label: m.tray_title_today() },
  { value: 'week', label: m.tray_title_week() },
];

/** "No currency", then the usual ones (the saved one first if it is not among them). */
export const currencySelectChoices = (saved: string, locale: string): Choice[] => [
  { value: 'none', label: m.budget_currency_none() },
  ...currencyChoices(saved).map((code) => ({ value: code, label: currencyLabel(code, locale) })),
];
