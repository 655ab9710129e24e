let segmenter: Intl.Segmenter | null = null;

/**
 * Text in which every code unit is a grapheme of its own, with no CR LF (the one pair among
 * them that is a single grapheme): Latin with its accents as one character each (below
 * U+0300, where the combining marks start), General Punctuation's dashes, quotes and spaces
 * but for its two joiners (U+200C, U+200D), and the currency signs (€) before the marks that
 * combine with them. The usual name is such text; surrogates, marks and joiners are not.
 */
// eslint-disable-next-line no-control-regex -- a control is a grapheme of its own too
const ONE_UNIT_EACH = /^[\u0000-\u02ff\u2000-\u200b\u200e-\u206f\u20a0-\u20cf]*$/;

/**
 * The graphemes of `text` — what a person sees as one character: a letter with its accent,
 * an emoji sequence — so text is cut or marked without splitting one. One segmenter for the
 * process, made at the first text that needs it: making one loads ICU data (10–40 ms
 * measured in the window's Chromium, ~10 ms of a CLI command's CPU), and most text does not.
 */
export function graphemeSegments(text: string): Iterable<{ segment: string }> {
  if (ONE_UNIT_EACH.test(text) && !text.includes('\r\n')) return Array.from(text, (segment) => ({ segment }));
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}
