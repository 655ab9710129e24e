import { describe, expect, it } from 'vitest';
import { foldForSearch, highlightParts, matchesAllWords, queryWords } from '../../src/shared/search-fold';

const matches = (haystack: string, query: string): boolean =>
  matchesAllWords(foldForSearch(haystack), queryWords(query));

describe('foldForSearch', () => {
  it('drops case and accents, so people can type plain letters', () => {
    expect(foldForSearch('Zürich')).toBe('zurich');
    expect(foldForSearch('MÜLLER')).toBe('muller');
    expect(foldForSearch('Café Crème')).toBe('cafe creme');
    expect(foldForSearch('Ångström')).toBe('angstrom');
    expect(foldForSearch('Škoda Łódź')).toBe('skoda lodz');
  });

  it('spells out the letters decomposition leaves whole', () => {
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('Søren Ærø')).toBe('soren aero');
    expect(foldForSearch('Œuvre')).toBe('oeuvre');
    expect(foldForSearch('Đorđe')).toBe('dorde');
    expect(foldForSearch('Þór')).toBe('thor');
    expect(foldForSearch('Dıyarbakır')).toBe('diyarbakir');
  });

  it('treats decomposed and composed input alike, and full-width forms as ASCII', () => {
    expect(foldForSearch('Zu\u0308rich')).toBe(foldForSearch('Z\u00fcrich'));
    expect(foldForSearch('ＡＣＭＥ')).toBe('acme');
  });

  it('leaves scripts without case or accents readable', () => {
    expect(foldForSearch('東京 🚀')).toBe('東京 🚀');
    expect(foldForSearch('שלום')).toBe('שלום');
  });
});

describe('matchesAllWords', () => {
  it('finds accented names from plain queries', () => {
    expect(matches('Zürich Versicherung', 'zurich')).toBe(true);
    expect(matches('Müller AG', 'muller')).toBe(true);
    expect(matches('Café de Flore', 'cafe')).toBe(true);
    expect(matches('Straßenbau', 'strasse')).toBe(true);
  });

  it('needs every word, in any order, anywhere', () => {
    expect(matches('Acme Corp\u0001Annual audit 2026', 'acme audit')).toBe(true);
    expect(matches('Acme Corp\u0001Annual audit 2026', 'audit   acme')).toBe(true);
    expect(matches('Acme Corp\u0001Annual audit 2026', 'acme website')).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(matches('anything', '  ')).toBe(true);
  });
});

describe('highlightParts', () => {
  it('marks the shown characters a folded word matched', () => {
    expect(highlightParts('Zürich office', queryWords('zur'))).toEqual([
      { text: 'Zür', match: true },
      { text: 'ich office', match: false },
    ]);
  });

  it('maps back across letters that fold to two (ß → ss)', () => {
    expect(highlightParts('Großbau', queryWords('ossb'))).toEqual([
      { text: 'Gr', match: false },
      { text: 'oßb', match: true },
      { text: 'au', match: false },
    ]);
  });

  it('keeps a decomposed accent with its letter', () => {
    const parts = highlightParts('Cafe\u0301 X', queryWords('cafe'));
    expect(parts[0]).toEqual({ text: 'Cafe\u0301', match: true });
  });

  it('marks every word and leaves the text unchanged', () => {
    const text = 'Annual audit — Acme';
    const parts = highlightParts(text, queryWords('acme audit'));
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['audit', 'Acme']);
  });

  it('without words the text is one unmarked part', () => {
    expect(highlightParts('Plain', [])).toEqual([{ text: 'Plain', match: false }]);
  });
});
