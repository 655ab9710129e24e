import { formatHours } from '../../../shared/format';

/**
 * `formatHours` for the rows in view, remembered per value: it builds an Intl.NumberFormat
 * on every call, and a scroll or a keystroke re-renders a screenful of rows.
 */
const known = new Map<number, string>();
const locale = typeof navigator === 'undefined' ? undefined : navigator.language;

export function rowHours(seconds: number | null): string {
  if (seconds === null) return formatHours(seconds, locale);
  let text = known.get(seconds);
  if (text === undefined) {
    if (known.size > 5_000) known.clear(); // bounded: a long session sees many values
    text = formatHours(seconds, locale);
    known.set(seconds, text);
  }
  return text;
}
