/**
 * `JSON.parse` for a file a person may have edited: a leading byte-order mark (what Windows
 * Notepad and some editors write at the start of a UTF-8 file) is not part of the JSON, and
 * `JSON.parse` refuses it where no editor shows it, so it is skipped.
 */
export function parseJsonFile(text: string): unknown {
  return JSON.parse(withoutBom(text));
}

/** `text` without a leading byte-order mark (U+FEFF). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
