import { graphemeSegments } from './graphemes';
/**
 * Search that forgives: "zurich" finds "Zürich", "muller" finds "Müller", "strasse" finds
 * "Straße". Pure, no DOM, so the window, the tray and the CLI fold the same way, and it is
 * unit-tested under Node.
 */

/**
 * Letters that Unicode decomposition (NFD) does not split into a base letter and a mark,
 * written as people type them on a plain keyboard. Upper-case forms are lower-cased first.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ĸ: 'k',
  ŋ: 'n',
  ſ: 's',
  ƒ: 'f',
  ǥ: 'g',
  ɨ: 'i',
  ʉ: 'u',
  // Typographic forms people never type in a search field.
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '“': '"',
  '”': '"',
  '‐': '-',
  '‑': '-',
  '–': '-',
  '—': '-',
  '\u00a0': ' ',
};

const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/** One character (or surrogate pair) folded the slow way; see {@link foldForSearch}. */
function foldSlowly(char: string): string {
  return char
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFC');
}

/** Folded form of every non-ASCII character met so far: a list repeats the same few. */
const folded = new Map<string, string>();

/**
 * Lower-cased text with accents and marks removed and the letters above spelled out, for
 * matching only (never shown). Compatibility forms are unified too (ﬁ → fi, full-width → ASCII).
 * Character by character with a cache, because the list folds 50,000 names at once: ASCII
 * runs are only lower-cased, and each other character is normalised once per session.
 */
export function foldForSearch(text: string): string {
  let out = '';
  /** Start of the run not yet copied: ASCII and characters that fold to themselves. */
  let plainFrom = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
    const char = width === 1 ? text[i]! : text.slice(i, i + 2);
    let fold = folded.get(char);
    if (fold === undefined) {
      fold = foldSlowly(char);
      folded.set(char, fold);
    }
    if (fold !== char) {
      // Copy the run before it (lower-cased) and the folded form: CJK, Arabic or emoji
      // fold to themselves and never get here, so their names are not rebuilt.
      if (i > plainFrom) out += text.slice(plainFrom, i).toLowerCase();
      out += fold;
      plainFrom = i + width;
    }
    i += width - 1;
  }
  return plainFrom === 0 ? text.toLowerCase() : out + text.slice(plainFrom).toLowerCase();
}

/** The words of a query, folded; blanks between them do not count. */
export const queryWords = (query: string): string[] => foldForSearch(query).split(/\s+/u).filter(Boolean);

/** True when every word occurs somewhere in the folded haystack (in any order). */
export function matchesAllWords(foldedHaystack: string, words: readonly string[]): boolean {
  for (const word of words) if (!foldedHaystack.includes(word)) return false;
  return true;
}

/** A query word naming a project by its id: `#` and digits (matched exactly, not as text). */
export const ID_WORD = /^#\d+$/;

/** What a project's customer is called in lists and searched by: its name, else `#id`. */
export const customerLabel = (p: { customerId: number | null; customerName: string | null }): string =>
  p.customerName ?? (p.customerId === null ? '' : `#${p.customerId}`);

/**
 * Whether a project is found by `words` (`queryWords`) as the window's list finds it: each
 * `#id` word names it exactly, each other word is in its name or its customer's label, in any
 * order, accents and case aside. (The window's list runs the same rule over its index, a
 * customer's name checked once per group: see list-view.ts.)
 */
export function projectMatches(
  p: { id: number; name: string; customerId: number | null; customerName: string | null },
  words: readonly string[],
): boolean {
  const text = `${foldForSearch(p.name)} ${foldForSearch(customerLabel(p))}`;
  return words.every((word) => (ID_WORD.test(word) ? p.id === Number(word.slice(1)) : text.includes(word)));
}

/** A piece of shown text: `match` marks the parts a query word found. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` (as shown, unfolded) into parts where the query's words match, for
 * highlighting. Folding can change lengths (ß → ss, é → e + mark), so each shown character
 * is folded on its own and the folded positions map back to it. Run only for the rows in
 * view, never for the whole list.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  if (words.length === 0 || text === '') return [{ text, match: false }];
  // Most rows in view match through their customer, not their name: nothing to mark.
  const whole = foldForSearch(text);
  if (!words.some((word) => whole.includes(word))) return [{ text, match: false }];
  // Whole graphemes, so a letter and its accent (or an emoji sequence) are never split
  // (Latin text needs no segmenter: graphemeSegments knows).
  const chars = Array.from(graphemeSegments(text), (s) => s.segment);
  let folded = '';
  /** For each folded code unit, the index of the shown character it came from. */
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const piece = foldForSearch(char);
    folded += piece;
    for (let k = 0; k < piece.length; k++) origin.push(index);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      const first = origin[at] ?? 0;
      const last = origin[at + word.length - 1] ?? first;
      for (let i = first; i <= last; i++) marked[i] = true;
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((char, i) => {
    const match = marked[i] ?? false;
    const previous = parts.at(-1);
    if (previous && previous.match === match) previous.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
