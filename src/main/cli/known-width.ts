/**
 * Terminal cells of text that needs no grapheme segmentation: each of its characters stands
 * alone (no combining mark, joiner, variation selector, skin tone or flag half after it) and
 * takes one cell or two. string-width gives these the same answers (test/unit/cli-known-width
 * checks every character of these sets against it); loading it costs a local command tens of
 * milliseconds of CPU (its emoji pattern and segmenter), so it is loaded only for text that
 * falls outside them (issue 18, point 8).
 */

/**
 * One cell: printable ASCII; Latin-1 (but the soft hyphen, which takes none), Latin Extended
 * and IPA; Greek, Cyrillic (but its combining marks); Hebrew and Arabic letters and digits;
 * dashes, quotes and other punctuation (U+2010–U+2027, U+202F–U+205F).
 */
const ONE_CELL =
  /^[\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u0370-\u0482\u048a-\u052f\u05d0-\u05ff\u0620-\u064a\u0660-\u066f\u0671-\u06d5\u2010-\u2027\u202f-\u205f]$/;

/**
 * Two cells: CJK symbols and punctuation, kana, CJK ideographs, Hangul syllables, and emoji
 * shown as emoji by default (but see {@link joinsNeighbours}).
 */
const TWO_CELLS =
  /^(?:[\u3000-\u3029\u3030-\u303e\u3041-\u3096\u309b-\u30ff\u4e00-\u9fff\uac00-\ud7a3]|\p{Emoji_Presentation})$/u;

/** Flag halves (regional indicators) and skin tones: emoji that join the one beside them. */
const joinsNeighbours = (code: number): boolean =>
  (code >= 0x1f1e6 && code <= 0x1f1ff) || (code >= 0x1f3fb && code <= 0x1f3ff);

/** The cells `text` takes, or null when only string-width can tell. */
export function knownWidth(text: string): number | null {
  let cells = 0;
  for (const char of text) {
    if (ONE_CELL.test(char)) cells += 1;
    else if (TWO_CELLS.test(char) && !joinsNeighbours(char.codePointAt(0)!)) cells += 2;
    else return null;
  }
  return cells;
}
