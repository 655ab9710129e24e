import { describe, expect, it } from 'vitest';
import {
  asOf,
  formatAsOf,
  formatCount,
  formatDateTime,
  formatHours,
  formatMoney,
} from '../../src/shared/format';
import { escapeMarkdown, projectSummaryMarkdown } from '../../src/shared/project-summary';
import { messagesIn } from '../../src/main/core/i18n';
import type { ProjectDetails } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';
import { recordIntlMade } from '../support/intl-made';

const UTC = { timeZone: 'UTC' };

describe('formatHours', () => {
  it('shows hours (no 24 h cap) and minutes with units, grouped in the locale', () => {
    expect(formatHours(1102 * 3600 + 53 * 60 + 59, 'en-US')).toBe('1,102 h 53 min');
    expect(formatHours(1102 * 3600 + 53 * 60, 'de-DE')).toBe('1.102 h 53 min');
    expect(formatHours(0, 'en-US')).toBe('0 h 0 min');
    expect(formatHours(59, 'en-US')).toBe('0 h 0 min');
  });

  it('says "–" for an unknown or impossible total', () => {
    for (const value of [null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatHours(value, 'en-US')).toBe('–');
    }
  });
});

describe('formatMoney and formatCount', () => {
  it('show plain decimals with 2 places (no currency is known) and whole counts', () => {
    expect(formatMoney(12_345.5, 'en-US')).toBe('12,345.50');
    expect(formatMoney(12_345.5, 'de-DE')).toBe('12.345,50');
    expect(formatMoney(null, 'en-US')).toBe('–');
    expect(formatCount(12_000, 'en-US')).toBe('12,000');
    expect(formatCount(null, 'en-US')).toBe('–');
  });
});

describe('dates', () => {
  const fetched = '2026-03-01T10:42:00Z';
  it('show the time alone on the same day, date and time otherwise', () => {
    expect(formatAsOf(fetched, Date.parse('2026-03-01T18:00:00Z'), 'en-GB', UTC)).toBe('10:42');
    expect(formatAsOf(fetched, Date.parse('2026-03-02T08:00:00Z'), 'en-GB', UTC)).toBe('1 Mar 2026, 10:42');
    expect(formatDateTime(fetched, 'en-US', UTC)).toBe('Mar 1, 2026, 10:42 AM');
    expect(formatDateTime('not a date', 'en-US', UTC)).toBe('–');
    expect(formatAsOf(null, Date.now(), 'en-US', UTC)).toBe('–');
  });

  it('put "às" before a time and "em" before a date in Portuguese; English keeps its words', () => {
    const sameDay = asOf(fetched, Date.parse('2026-03-01T18:00:00Z'), 'pt-BR', UTC);
    const nextDay = asOf(fetched, Date.parse('2026-03-02T08:00:00Z'), 'pt-BR', UTC);
    expect(sameDay).toEqual({ when: '10:42', day: 'today' });
    expect(nextDay).toEqual({ when: '1 de mar. de 2026, 10:42', day: 'other' });
    const pt = messagesIn('pt-BR');
    expect(pt.banner_saved_list(sameDay)).toBe('Mostrando a lista salva às 10:42.');
    expect(pt.banner_saved_list(nextDay)).toBe('Mostrando a lista salva em 1 de mar. de 2026, 10:42.');
    expect(pt.as_of(sameDay)).toBe('Dados das 10:42');
    expect(pt.as_of(nextDay)).toBe('Dados de 1 de mar. de 2026, 10:42');
    const en = messagesIn('en');
    expect(en.banner_saved_list(asOf(fetched, Date.parse('2026-03-01T18:00:00Z'), 'en-GB', UTC))).toBe(
      'Showing the saved list from 10:42.',
    );
    expect(en.as_of(asOf(fetched, Date.parse('2026-03-02T08:00:00Z'), 'en-GB', UTC))).toBe(
      'As of 1 Mar 2026, 10:42',
    );
  });
});

describe('projectSummaryMarkdown', () => {
  const en = { ...UTC, words: messagesIn('en') };
  const details: ProjectDetails = {
    project: makeProject({
      id: 42,
      name: 'Audit [2026] *final*',
      customerId: 3,
      customerName: 'Müller & Söhne',
      timeTotalSeconds: 312 * 3600 + 5 * 60,
      valueTotal: 9_876.5,
      totalMembers: 3,
      totalActiveTasks: 11,
    }),
    fetchedAt: '2026-03-01T10:42:00Z',
  };

  it('gives customer, hours, value, members, open tasks and "as of" with its date, ready to paste', () => {
    const text = projectSummaryMarkdown(details, {
      locale: 'en-US',
      ...en,
    });
    expect(text).toBe(
      [
        '**Audit \\[2026\\] \\*final\\*** (#42)',
        '',
        '- Customer: Müller & Söhne',
        '- Hours: 312 h 5 min',
        '- Value: 9,876.50',
        '- Members: 3',
        '- Open tasks: 11',
        '',
        '_as of Mar 1, 2026, 10:42 AM_',
        '',
      ].join('\n'),
    );
  });

  it('says what is unknown, archived, or without a customer, in the given locale', () => {
    const bare: ProjectDetails = {
      project: makeProject({ id: 5, name: 'Old', active: false }),
      fetchedAt: '2026-02-27T09:05:00Z',
    };
    const text = projectSummaryMarkdown(bare, {
      locale: 'de-DE',
      ...en,
    });
    expect(text).toContain('**Old** (#5) — archived');
    expect(text).toContain('- Customer: No customer');
    expect(text).toContain('- Hours: –');
    expect(text).toContain('_as of 27.02.2026, 09:05_');
  });

  it('speaks Brazilian Portuguese: every label, numbers and dates in pt-BR, hidden money still •••', () => {
    const pt = { ...UTC, words: messagesIn('pt-BR'), locale: 'pt-BR' };
    const text = projectSummaryMarkdown(details, { ...pt });
    expect(text).toBe(
      [
        '**Audit \\[2026\\] \\*final\\*** (#42)',
        '',
        '- Cliente: Müller & Söhne',
        '- Horas: 312 h 5 min',
        '- Valor: 9.876,50',
        '- Membros: 3',
        '- Tarefas abertas: 11',
        '',
        '_Dados de 1 de mar. de 2026, 10:42_',
        '',
      ].join('\n'),
    );
    const bare: ProjectDetails = {
      project: makeProject({
        id: 5,
        name: 'Old',
        active: false,
        customerId: 9,
        customerName: null,
        valueTotal: 1234.5,
      }),
      fetchedAt: '2026-02-27T09:05:00Z',
    };
    const hidden = projectSummaryMarkdown(bare, {
      hideMoney: true,
      ...pt,
    });
    expect(hidden).toContain('**Old** (#5) — arquivado');
    expect(hidden).toContain('- Cliente: Cliente nº 9');
    expect(hidden).toContain('- Valor: •••');
    expect(hidden).toContain('_Dados de 27 de fev. de 2026, 09:05_');
    expect(hidden).not.toMatch(/Customer|Hours|Value|Members|Open tasks|as of|archived/);
  });

  it('puts no ESC, BEL, U+009B or bidi override on the clipboard, and cuts a huge name', () => {
    const hostile: ProjectDetails = {
      project: makeProject({
        id: 7,
        name: `Evil\u001b]52;c;AAAA\u0007\u009b2J\u202eexe.pdf${'x'.repeat(1_000_000)}`,
        customerId: 1,
        customerName: 'Acme\u2066\u200bCorp',
      }),
      fetchedAt: '2026-03-01T10:42:00Z',
    };
    const text = projectSummaryMarkdown(hostile, { ...en });
    // eslint-disable-next-line no-control-regex -- asserting the controls are gone
    expect(text).not.toMatch(/[\u001b\u0007\u0080-\u009f\u202a-\u202e\u2066-\u2069\u200b]/);
    expect(text).toContain('**Evil\uFFFD\\]52;c;AAAA\uFFFD\uFFFD2J\uFFFDexe.pdf');
    expect(text).toContain('- Customer: Acme\uFFFD\uFFFDCorp');
    expect(text.length).toBeLessThan(600);
    expect(text).toContain('x…** (#7)');
  });

  it('keeps names from breaking the Markdown or the list', () => {
    expect(escapeMarkdown('a_b`c\nd|e<f>')).toBe('a\\_b\\`c d\\|e\\<f\\>');
  });
});

describe('counts and times in the languages Timetray speaks (written out, not built by Intl)', () => {
  // The tags a user's system gives for them (pt_BR.UTF-8, en_US.UTF-8, C), with Intl as the judge.
  const LOCALES = ['en', 'en-US', 'pt-BR'];

  it('group whole numbers exactly as Intl does, negatives and the largest safe integer too', () => {
    const values = [0, 7, 42, 999, 1000, 1102, 12_345, 100_000, 999_999, 1_000_000, 273_22, 2 ** 31];
    values.push(...values.map((v) => -v), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of values)
        expect([locale, formatCount(value, locale)]).toEqual([locale, intl.format(value)]);
      expect(formatHours(1102 * 3600 + 5 * 60, locale)).toBe(`${intl.format(1102)} h 5 min`);
    }
    // What is not a whole number is still Intl's to round.
    expect(formatCount(1234.5, 'pt-BR')).toBe(
      new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(1234.5),
    );
  });

  it('say a time of day exactly as Intl does, in the machine zone (any), in UTC and in a named zone', () => {
    const zoneBefore = process.env['TZ'];
    try {
      for (const zone of ['UTC', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Manaus']) {
        process.env['TZ'] = zone; // Node re-reads the machine zone when TZ changes
        for (let quarter = 0; quarter < 96; quarter += 1) {
          const time = Date.UTC(2026, 10, 24, 0, quarter * 15 + (quarter % 7));
          const iso = new Date(time).toISOString();
          for (const locale of LOCALES) {
            for (const options of [{}, UTC, { timeZone: 'Asia/Tokyo' }]) {
              const intl = new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...options });
              expect([zone, locale, options, asOf(iso, time, locale, options)]).toEqual([
                zone,
                locale,
                options,
                { when: intl.format(time), day: 'today' },
              ]);
            }
          }
        }
        // The day changes at the machine's midnight, not at UTC's.
        const lateEvening = new Date(2026, 10, 24, 23, 50).getTime();
        const justAfter = new Date(2026, 10, 25, 0, 10).getTime();
        expect(asOf(new Date(lateEvening).toISOString(), justAfter, 'pt-BR').day).toBe('other');
        expect(asOf(new Date(justAfter).toISOString(), justAfter + 60_000, 'pt-BR').day).toBe('today');
      }
    } finally {
      if (zoneBefore === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zoneBefore;
    }
  });

  it('make no Intl number or date formatter for a count or a time today (a local command pays ~10 ms per kind)', () => {
    const intl = recordIntlMade(['NumberFormat', 'DateTimeFormat']);
    try {
      const now = Date.now();
      for (const locale of LOCALES) {
        formatCount(12_345, locale);
        formatHours(90_000, locale);
        asOf(new Date(now).toISOString(), now, locale);
      }
      expect(intl.made).toEqual([]);
      // The guard guards: another locale does need them.
      formatCount(12_346, 'it-IT');
      asOf(new Date(now).toISOString(), now, 'it-IT');
      expect(new Set(intl.made)).toEqual(new Set(['NumberFormat', 'DateTimeFormat']));
    } finally {
      intl.restore();
    }
  });
});
