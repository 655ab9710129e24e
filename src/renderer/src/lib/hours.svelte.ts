import { formatHours } from '../../../shared/format';
import { afterPaint } from './after-paint';
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

/**
 * False until the window's first frame is painted. The first Intl.NumberFormat of a page
 * loads ICU's number data (10–35 ms measured, as long as the rest of the first render), so
 * the first rows are painted with "…" for their hours and the hours follow in the next frame.
 */
let formatting = $state(false);
let asked = false;

/** The row's hours ("12 h 5 min"), or null while the first frame is still to be painted. */
export function rowHours(seconds: number | null): string | null {
  if (!formatting) {
    if (!asked) {
      asked = true;
      afterPaint(() => (formatting = true));
    }
    return null;
  }
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
