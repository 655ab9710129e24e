import { describe, expect, it, vi } from 'vitest';
import { graphemeSegments } from '../../src/shared/graphemes';
import { recordIntlMade } from '../support/intl-made';

const segments = (text: string) => Array.from(graphemeSegments(text), (s) => s.segment);
const byIntl = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);

describe('graphemeSegments', () => {
  it('agrees with Intl on each character of Latin, General Punctuation and the currency signs beside CR, LF, joiners and others', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const differ: string[] = [];
    const neighbours = [
      0x0a, 0x0d, 0x00, 0x20, 0x41, 0xe3, 0x7f, 0x85, 0xad, 0xa9, 0x2ff, 0x200c, 0x200d, 0x203c, 0x20ac,
    ];
    const codes = [0x0000, 0x0300, 0x2000, 0x2070, 0x20a0, 0x20d0].flatMap((from, i, all) =>
      i % 2 === 0 ? Array.from({ length: all[i + 1]! - from }, (_, k) => from + k) : [],
    );
    for (const c of codes)
      for (const pair of neighbours.flatMap((n) => [String.fromCharCode(c, n), String.fromCharCode(n, c)])) {
        const ours = segments(pair);
        const intl = Array.from(segmenter.segment(pair), (s) => s.segment);
        if (ours.length !== intl.length || ours.some((s, i) => s !== intl[i])) differ.push(pair);
      }
    expect(differ).toEqual([]);
  });

  it('keeps an accent, an emoji sequence, a flag and a surrogate pair whole', () => {
    for (const text of [
      'Sa\u0303o Paulo',
      'Ação 👩🏽‍💻 ok',
      '🇧🇷 Brasil',
      '𝔘nicode',
      'a\r\nb',
      'Café ©\u200d',
      '€\u20dd',
      '‼\ufe0f',
    ])
      expect(segments(text)).toEqual(byIntl(text));
    expect(segments('Ação')).toEqual(['A', 'ç', 'ã', 'o']);
  });

  it('makes no segmenter for text that needs none (its first costs a local command ~10 ms of CPU)', async () => {
    vi.resetModules(); // a module of its own, whose segmenter is not made yet
    const fresh = await import('../../src/shared/graphemes');
    const segments = (text: string) => Array.from(fresh.graphemeSegments(text), (s) => s.segment);
    const intl = recordIntlMade(['Segmenter']);
    try {
      segments('Manutenção do site — “Fase 2” (R$ 1.200,00 – € 300) ¿Qué? «Ça» Größe…');
      expect(intl.made).toEqual([]);
      // The guard guards: text that does need it makes one.
      segments('👩🏽‍💻');
      expect(intl.made).toEqual(['Segmenter']);
    } finally {
      intl.restore();
    }
  });
});
