/**
 * The values the service sends, read tolerantly one field at a time: numbers as numbers or
 * text, ids, trimmed text, `HHH:MM:SS` durations, money in cents and calendar days. Shared by
 * the project and the report readers (normalize-project.ts, report-entries.ts), which run on
 * every item of answers of thousands: hand-written, no regex on the common path.
 */
import { utf8Text } from './decode-body';

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseNumeric(value);
  return null;
}

/** A decimal written as text (`"95.50"`, `"-3"`), or null. Cheaper than a regex per item. */
function parseNumeric(text: string): number | null {
  const n = text.length;
  if (n === 0 || n > 32) return null;
  const negative = text.charCodeAt(0) === 45; /* - */
  let whole = 0;
  let scale = 1;
  let digitsSeen = 0;
  let dot = false;
  for (let i = negative ? 1 : 0; i < n; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d >= 0 && d <= 9) {
      whole = whole * 10 + d;
      digitsSeen++;
      if (dot) scale *= 10;
    } else if (d === -2 /* . */ && !dot) dot = true;
    else return NUMERIC.test(text) ? Number(text) : null; // rare: surrounding spaces
  }
  if (digitsSeen === 0) return null;
  // Exact integer / exact power of ten is correctly rounded, so this equals Number(text);
  // past 15 digits the integer may not be exact, so let Number() do it.
  if (digitsSeen > 15) return Number(text);
  const value = whole / scale;
  return negative ? -value : value;
}

/** Positive safe integer (ids): `12` or `"12"`; 0, negatives and fractions are "none". */
export function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseNumeric(value) : null;
  return n !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Non-empty text (trimmed); numbers are accepted as text, since the docs disagree on types. */
export function toText(value: unknown, latin1: boolean): string | null {
  if (typeof value === 'string') {
    // Re-decode before trimming: a UTF-8 continuation byte 0xA0 reads as a Latin-1 space.
    const trimmed = wireText(value, latin1).trim();
    return trimmed.length > 0 ? trimmed : null;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** `value`, re-decoded from UTF-8 when it was parsed from a Latin-1-decoded body. */
export function wireText(value: string, latin1: boolean): string {
  return latin1 ? utf8Text(value) : value;
}

/** `HHH:MM:SS` (hours may exceed 24) to seconds; a plain number is taken as seconds. */
export function toDuration(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  // Hand-parsed: a regex per item costs more than the rest of the item on 10k-project lists.
  const n = value.length;
  if (n < 7 || n > 15 || value.charCodeAt(n - 3) !== COLON || value.charCodeAt(n - 6) !== COLON) return null;
  const hours = digits(value, 0, n - 6);
  const minutes = digits(value, n - 5, n - 3);
  const seconds = digits(value, n - 2, n);
  if (hours < 0 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

export const COLON = 58;

/** The number written in `text[from, to)` (ASCII digits only), or -1. */
export function digits(text: string, from: number, to: number): number {
  if (from >= to) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Money as whole cents, without float drift: `"1234.565"` → 123457 (half away from zero at
 * the third place), `12.3` → 1230; null when it is no amount.
 */
export function toCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (match === null) return null;
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  const padded = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === '-' ? -cents : cents;
}

/** A calendar day `YYYY-MM-DD` (a longer date-time is cut to its day), or null. */
export function toCivilDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < 10) return null;
  const day = value.slice(0, 10);
  const month = digits(day, 5, 7);
  const date = digits(day, 8, 10);
  if (day.charCodeAt(4) !== 45 || day.charCodeAt(7) !== 45 || digits(day, 0, 4) < 0) return null;
  if (month < 1 || month > 12 || date < 1) return null;
  // The real last day of that month (leap years included), by the calendar itself.
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day ? day : null;
}
