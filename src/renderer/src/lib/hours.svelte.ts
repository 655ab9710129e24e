import { formatHours, wholeNumbersWithoutIntl } from '../../../shared/format';
import { firstFramePainted } from './first-frame.svelte';
import { i18n } from './i18n.svelte';

/**
 * `formatHours` for the rows in view, remembered per value: each call formats two numbers,
 * and a scroll or a keystroke re-renders a screenful of rows whose values were mostly seen
 * before.
 */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a plain memo: nothing renders from it
const known = new Map<number, string>();
/** The locale `known` was formatted in: another language starts it afresh. */
let knownLocale: string | null = null;

/**
 * The row's hours ("12 h 5 min"), or null while the first frame is still to be painted in a
 * locale whose numbers only Intl writes: its first NumberFormat loads ICU data (10–35 ms), so
 * the first rows show "…" for a frame. en, en-US and pt-BR need none (see `WRITTEN_OUT`): at once.
 */
export function rowHours(seconds: number | null): string | null {
  const locale = i18n.formatLocale;
  if (!wholeNumbersWithoutIntl(locale) && !firstFramePainted()) return null;
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
