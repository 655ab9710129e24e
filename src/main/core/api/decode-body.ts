/**
 * Turning answer bytes into text for JSON.parse, fast for big project lists.
 *
 * UTF-8 decoding of a large body that holds any non-ASCII character is slow (V8 then builds a
 * two-byte string of the whole body, ~3 ms per MB here), and JSON.parse of that string is
 * slower too. For the project list only, when the body has non-ASCII bytes but no `\u`
 * escapes, it is decoded as Latin-1 instead: every byte becomes one char, JSON's structure is
 * ASCII so parsing is unchanged, and each string value holds its UTF-8 bytes as chars. The
 * few string fields a Project keeps are then re-decoded with `utf8Text` (only those with a
 * char ≥ 0x80). That is exact: a UTF-8 sequence never spans a quote, and without `\u`
 * escapes no char ≥ 0x80 can come from anywhere but raw bytes.
 */
import { isAscii } from 'node:buffer';

/** Text of a body; `latin1` says string values must pass through `utf8Text`. */
export interface DecodedBody {
  text: string;
  latin1: boolean;
}

const BACKSLASH_U = Buffer.from('\\u');

export function decodeBody(bytes: Buffer, allowLatin1: boolean): DecodedBody {
  // A UTF-8 byte-order mark is not part of the JSON (undici's text() drops it too).
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  // Pure ASCII reads the same in both encodings; Latin-1 skips UTF-8 validation.
  if (isAscii(bytes)) return { text: bytes.toString('latin1', start), latin1: false };
  if (allowLatin1 && bytes.indexOf(BACKSLASH_U, start) === -1) {
    return { text: bytes.toString('latin1', start), latin1: true };
  }
  return { text: bytes.toString('utf8', start), latin1: false };
}

const HIGH = /[\x80-\xff]/;

/** Reused for re-decoding: a field value is copied in as bytes, then read back as UTF-8. */
const scratch = Buffer.allocUnsafe(16 * 1024);

/** A string value from a Latin-1-decoded body, back to the text its UTF-8 bytes spell. */
export function utf8Text(value: string): string {
  if (!HIGH.test(value)) return value;
  // The scratch buffer avoids allocating a Buffer per value (garbage that slows big lists).
  if (value.length > scratch.length) return Buffer.from(value, 'latin1').toString('utf8');
  const length = scratch.write(value, 0, 'latin1');
  return scratch.toString('utf8', 0, length);
}
