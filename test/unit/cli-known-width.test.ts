import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { knownWidth } from '../../src/main/cli/known-width';

/**
 * `knownWidth` spares the CLI loading string-width (issue 18, point 8) for text whose
 * characters stand alone and take one or two cells. It must give string-width's answer for
 * every character it claims, and each of them must stand alone (Intl.Segmenter: no grapheme
 * joins it to a neighbour), so that a text's width is the sum of its characters'.
 */
const segments = new Intl.Segmenter();
const graphemes = (text: string) => [...segments.segment(text)].length;
const standsAlone = (char: string) =>
  [`x${char}`, `${char}x`, `${char}${char}`, `\u4e00${char}`, `${char}\u4e00`].every(
    (pair) => graphemes(pair) === 2,
  );

describe('knownWidth', () => {
  it('gives string-width’s answer for every character it claims, each a grapheme of its own', () => {
    const wrong: string[] = [];
    let claimed = 0;
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      const known = knownWidth(char);
      if (known === null) continue;
      claimed += 1;
      if (known !== stringWidth(char) || !standsAlone(char)) wrong.push(code.toString(16));
    }
    expect(wrong).toEqual([]);
    // The sets it covers: Latin, Greek, Cyrillic, Hebrew, Arabic, CJK, kana, Hangul, emoji.
    expect(claimed).toBeGreaterThan(35_000);
  }, 60_000);

  it('measures project names in the scripts people use as string-width does, and leaves the rest to it', () => {
    const names = [
      'Website Redesign',
      'Café Rénovation — Phase II',
      '東京オフィス移転',
      'مشروع الرياض',
      'פרויקט תל אביב',
      '🚀 Launch Campaign',
      'Ελληνικά Translation',
      'Київ Support Retainer',
      '서울 지사',
      'Second · 北京数据平台',
    ];
    expect(names.map(knownWidth)).toEqual(names.map((name) => stringWidth(name)));
    // Combining marks, flags, skin tones, joined emoji and soft hyphens need graphemes.
    for (const text of ['Cafe\u0301', '🇧🇷', '👍🏽', '👩‍💻', 'co\u00adop', '☺\ufe0f', 'x\u200by'])
      expect({ text, width: knownWidth(text) }).toEqual({ text, width: null });
  });
});
