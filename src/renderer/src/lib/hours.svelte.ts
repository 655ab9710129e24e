import { formatHours } from '../../../shared/format';
import { firstFramePainted } from './first-frame.svelte';
import { i18n } from './i18n.svelte';

/**
 * `formatHours` for the rows in view, remembered per value: each call formats two numbers
 * through Intl, and a scroll or a keystroke re-renders a screenful of rows whose values
 * were mostly seen before.
 */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a plain memo: nothing renders from it
const known = new Map<number, string>();
/** The locale `known` was formatted in: another language starts it afresh. */
let knownLocale: string | null = null;

/** The row's hours ("12 h 5 min"), or null while the first frame is still to be painted. */
export function rowHours(seconds: number | null): string | null {
  // The first Intl.NumberFormat loads ICU data: the first rows show "…" for a frame.
  if (!firstFramePainted()) return null;
  const locale = i18n.formatLocale;
  if (locale !== knownLocale) {
    known.clear();
    knownLocale = locale;
  }
  if (seconds === null) return formatHours(seconds, locale);
  let text = known.get(seconds);
  if (text === undefined) {
    if (known.size > 5_000) known.clear(); // bounded: a long session sees many values
    text = formatHours(seconds, locale);
    known.set(seconds, text);
  }
  return text;
}
