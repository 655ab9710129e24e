import { describe, expect, it, vi } from 'vitest';
import { displayText, ELLIPSIS, LABEL_MAX, REPLACEMENT } from '../../src/shared/display-text';
import { recordIntlMade } from '../support/intl-made';

const R = REPLACEMENT;
const graphemes = (text: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

describe('displayText: what a person is shown of a string from the service', () => {
  it('replaces ESC and BEL, so a name cannot retitle a terminal or write the clipboard (OSC 52)', () => {
    expect(displayText('Evil\u001b]52;c;AAAA\u0007\u001b[2J')).toBe(`Evil${R}]52;c;AAAA${R}${R}[2J`);
  });

  it('replaces every C0 and C1 control, DEL and U+009B (CSI), tab and newline included', () => {
    expect(displayText('a\u009b31mb\u0085c\u007fd\te\nf\rg\u0000h')).toBe(
      `a${R}31mb${R}c${R}d${R}e${R}f${R}g${R}h`,
    );
  });

  it('replaces bidi embeddings, overrides and isolates, which make a name read as another', () => {
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const mark of bidi) expect(displayText(`invoice${mark}fdp.exe`)).toBe(`invoice${R}fdp.exe`);
    expect(displayText('\u200e\u200f\u061c')).toBe(R.repeat(3));
  });

  it('replaces zero-width and invisible characters that make two names look alike', () => {
    expect(displayText('Ac\u200bme\u2060 Co\ufeff\u2028rp')).toBe(`Ac${R}me${R} Co${R}${R}rp`);
    expect(displayText('\ud800x\udc00')).toBe(`${R}x${R}`); // lone surrogates
  });

  it('leaves ordinary text, RTL, CJK and emoji sequences (joiners included) as they are', () => {
    const ordinary = 'Café ☕ עברית مشروع 東京オフィス 👩‍👩‍👧 🇧🇷 👍🏽 नमस्ते می‌خواهم';
    expect(displayText(ordinary)).toBe(ordinary);
    expect(displayText(ordinary, { max: LABEL_MAX })).toBe(ordinary);
  });

  it('keeps line breaks only when asked (a message Timetray wrote on several lines)', () => {
    expect(displayText('one\ntwo\u001b', { lines: true })).toBe(`one\ntwo${R}`);
    expect(displayText('one\ntwo')).toBe(`one${R}two`);
  });

  // No stopwatch here (a loaded machine made it flake; the standards keep timings in benches).
  it('cuts a 1 MB name to `max` characters ending in "…"', () => {
    const huge = `${'N'.repeat(1024 * 1024)}\u001b`;
    const shown = displayText(huge, { max: LABEL_MAX });
    expect(shown).toBe(`${'N'.repeat(LABEL_MAX - 1)}${ELLIPSIS}`);
    expect(displayText('N'.repeat(LABEL_MAX), { max: LABEL_MAX })).toBe('N'.repeat(LABEL_MAX)); // fits: not cut
  });

  // The window's account button shows its account this way on the first screen: the first
  // grapheme segmenter loads ICU data (10–40 ms), for a label that could not be cut anyway.
  it('shows a label no longer than `max` whole without starting a grapheme segmenter', async () => {
    vi.resetModules(); // a fresh module: no segmenter made by the tests above
    const fresh = await import('../../src/shared/display-text');
    const intl = recordIntlMade(['Segmenter']);
    try {
      const label = 'Ana Souza · ana@example.com · 1234';
      expect(fresh.displayText(label, { max: label.length })).toBe(label);
      expect(fresh.displayText(`👩‍👩‍👧\u001b`, { max: LABEL_MAX })).toBe(`👩‍👩‍👧${R}`);
      expect(intl.made).toEqual([]);
      // Over, with an emoji: cut as before (the segmenter counts what a person sees).
      expect(fresh.displayText(`${label}👍`, { max: label.length })).toBe(`${label.slice(0, -1)}${ELLIPSIS}`);
      expect(intl.made).toEqual(['Segmenter']);
    } finally {
      intl.restore();
    }
  });

  it('never cuts an emoji, a flag or a letter with its accents in half', () => {
    const family = '👩‍👩‍👧';
    for (const unit of [family, '🇧🇷', '👍🏽', '東', 'é', '😀']) {
      for (let max = 2; max <= 7; max += 1) {
        const shown = displayText(unit.repeat(20), { max });
        const parts = graphemes(shown);
        expect(parts).toHaveLength(max);
        expect(parts.slice(0, -1).every((p) => p === unit)).toBe(true);
        expect(parts.at(-1)).toBe(ELLIPSIS);
      }
    }
    // A single grapheme with a thousand accents is not laid out whole either.
    const zalgo = `Z${'\u0301'.repeat(1000)}ok`;
    expect(displayText(zalgo, { max: 10 }).length).toBeLessThan(100);
  });
});
