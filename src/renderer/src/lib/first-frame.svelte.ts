import { afterPaint } from './after-paint';

/**
 * False until the window's first frame is painted, then true for good. Work whose first run
 * loads ICU data (an Intl.NumberFormat, Intl.PluralRules: 10–35 ms measured, as long as the
 * rest of the first render) waits for it, so the first rows are not held up: the rows' hours
 * and the group headers' spoken "12 projects" follow in the next frame.
 */
let painted = $state(false);
let asked = false;

export function firstFramePainted(): boolean {
  if (!painted && !asked) {
    asked = true;
    afterPaint(() => (painted = true));
  }
  return painted;
}
