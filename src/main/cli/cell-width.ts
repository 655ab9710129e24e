import { knownWidth } from './known-width';

/** How many terminal cells a text takes. */
export type CellWidth = (text: string) => number;

/**
 * Text whose every character takes one terminal cell: printable ASCII and precomposed Latin
 * letters (U+00A0–U+02FF but the soft hyphen: "São Paulo", "Zürich", "Café"), the names of
 * most projects.
 */
const ONE_CELL_EACH = /^[\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff]*$/;

/** Counts characters: right for text of {@link ONE_CELL_EACH} and for numbers in any locale. */
export const oneCellEach: CellWidth = (text) => text.length;

/** Cells by `knownWidth` (CJK, kana, Hangul and emoji two, the others one); else characters, as `oneCellEach`. */
const knownCells: CellWidth = (text) => knownWidth(text) ?? text.length;

/**
 * How to measure `texts` in terminal cells. string-width (graphemes, East Asian Width,
 * emoji: CJK and most emoji take two cells, combining marks none) is loaded only when one
 * of them needs it, i.e. when `knownWidth` cannot tell: its tables, segmenter and emoji
 * pattern cost tens of milliseconds of start-up, which a list of plain names (and every
 * other command) should not pay.
 */
export async function cellWidthFor(texts: Iterable<string>): Promise<CellWidth> {
  let allOneCell = true;
  for (const text of texts) {
    if (ONE_CELL_EACH.test(text)) continue;
    allOneCell = false;
    if (knownWidth(text) === null) {
      const { default: stringWidth } = await import('string-width');
      return (t) => knownWidth(t) ?? stringWidth(t);
    }
  }
  return allOneCell ? oneCellEach : knownCells;
}
