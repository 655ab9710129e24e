import { highlightParts, type TextPart } from '../../../../shared/search-fold';

/** Enough for the rows in view under the last few queries; cleared whole when full. */
const LIMIT = 2_000;
const memo = new Map<string, TextPart[]>();

/**
 * `highlightParts`, remembered per query and name: a row re-rendered by scrolling, or by a
 * Backspace back to an earlier query, is not segmented and folded again.
 */
export function highlighted(text: string, words: readonly string[]): TextPart[] {
  if (words.length === 0) return [{ text, match: false }];
  const key = `${words.join('\u0001')}\u0000${text}`;
  let parts = memo.get(key);
  if (!parts) {
    if (memo.size >= LIMIT) memo.clear();
    parts = highlightParts(text, words);
    memo.set(key, parts);
  }
  return parts;
}
