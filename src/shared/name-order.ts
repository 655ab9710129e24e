/**
 * The order people expect names in: locale-aware, case- and accent-insensitive, "Project 2"
 * before "Project 10" — `Intl.Collator` with `sensitivity: 'base', numeric: true`, in the
 * system's locale. Where that locale orders Latin letters as Unicode's root collation does
 * (English and Portuguese: `ROOT_ORDERED`), names made of ASCII and the accented Latin letters
 * are ordered here by those rules written out: the first collator a process makes builds ICU's
 * table of every locale it has (about 10 ms of a local CLI command's CPU). Any other name, and
 * every name under another locale (Spanish puts ñ after n, Swedish ä after z), goes to the
 * collator; shared-name-order.test.ts holds the two to the same answers.
 */

// One collator for every comparison that needs one, made on first use.
let sharedCollator: Intl.Collator | null = null;
const collator = (): Intl.Collator =>
  (sharedCollator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/** Languages whose collation leaves the characters below as root collation orders them. */
const ROOT_ORDERED = new Set(['en', 'pt']);
let rootOrdered: boolean | null = null;
/**
 * Whether the system's locale is one of `ROOT_ORDERED`. Read from `Intl.PluralRules`, which
 * resolves the same default locale and, unlike a collator, costs next to nothing to make.
 */
const rootOrderedHere = (): boolean =>
  (rootOrdered ??= ROOT_ORDERED.has(new Intl.PluralRules().resolvedOptions().locale.split('-')[0]!));

/** ASCII's punctuation and symbols in root collation's primary order; all come before digits. */
const SYMBOLS = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
/** Accented letters that differ from their base letter only by an accent (a secondary difference). */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'àáâãäå',
  c: 'ç',
  e: 'èéêë',
  i: 'ìíîï',
  n: 'ñ',
  o: 'òóôõö',
  u: 'ùúûü',
  y: 'ýÿ',
};

/** Each known character's primary weight: symbols 1–34, letters from 100 (digits are numbers). */
const WEIGHTS = new Map<string, number>();
[...SYMBOLS].forEach((symbol, i) => WEIGHTS.set(symbol, i + 1));
for (let i = 0; i < 26; i += 1) {
  const letter = String.fromCharCode(0x61 + i);
  for (const form of letter + (ACCENTED[letter] ?? '')) {
    WEIGHTS.set(form, 100 + i);
    WEIGHTS.set(form.toUpperCase(), 100 + i);
  }
}
const DIGIT_WEIGHT = 50;

/** A name as root collation sees it at base strength: weights, and digit runs as their value. */
type Key = number[];
const keys = new Map<string, Key | null>();
/** Enough for the names of the largest lists, made again when more names than that came by. */
const KEYS_KEPT = 100_000;

/** `name`'s key, or null when it holds a character this file does not know (the collator's then). */
function keyOf(name: string): Key | null {
  let key = keys.get(name);
  if (key !== undefined) return key;
  key = [];
  for (let i = 0; i < name.length; i += 1) {
    const char = name[i]!;
    if (char >= '0' && char <= '9') {
      let end = i + 1;
      while (end < name.length && name[end]! >= '0' && name[end]! <= '9') end += 1;
      // Exact up to 15 digits; a longer run ICU reads its own way (it stops at 254 digits).
      if (end - i > 15) {
        key = null;
        break;
      }
      key.push(DIGIT_WEIGHT, Number(name.slice(i, end))); // leading zeros do not count
      i = end - 1;
      continue;
    }
    const weight = WEIGHTS.get(char);
    if (weight === undefined) {
      key = null;
      break;
    }
    key.push(weight);
  }
  if (keys.size >= KEYS_KEPT) keys.clear();
  keys.set(name, key);
  return key;
}

/** Negative when `a` comes first, positive when `b` does, 0 when they are the same name to a reader. */
export function compareNames(a: string, b: string): number {
  if (!rootOrderedHere()) return collator().compare(a, b);
  const keyA = keyOf(a);
  const keyB = keyOf(b);
  if (keyA === null || keyB === null) return collator().compare(a, b);
  const length = Math.min(keyA.length, keyB.length);
  for (let i = 0; i < length; i += 1) {
    const x = keyA[i]!;
    const y = keyB[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return Math.sign(keyA.length - keyB.length);
}
