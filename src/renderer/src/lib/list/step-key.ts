/**
 * Where Home, End and a pair of arrow keys move among `count` items from `at` (clamped at
 * both ends), as a slider or a list of rows read from the keyboard; null: none of those keys.
 */
export function steppedIndex(
  key: string,
  at: number,
  count: number,
  arrows: { back: string; forward: string },
): number | null {
  const last = count - 1;
  if (key === arrows.forward) return Math.min(last, at + 1);
  if (key === arrows.back) return Math.max(0, at - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
