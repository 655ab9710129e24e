import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  civil,
  cycleOf,
  daysBetween,
  daysOf,
  isCivilDate,
  localToday,
  monthsOf,
  namedPeriod,
  parsePeriod,
  PERIOD_NAMES,
  weekday,
  weekStartOf,
  type PeriodRules,
} from '../../src/shared/periods';

/**
 * The periods people count hours in (issue 33), as properties over any day, any cycle start
 * and either week start, plus the cases a consultant names: a cycle from the 7th to the 6th,
 * a week across a month's end, days around daylight-saving changes.
 */
/** Any day from 1990 to 2090, as a civil date. */
const day = fc.integer({ min: 0, max: 36_890 }).map((n) => addDays('1990-01-01', n));
const rules = fc.record({
  cycleStartDay: fc.integer({ min: 1, max: 28 }),
  weekStart: fc.constantFrom('monday' as const, 'sunday' as const),
});

describe('periods', () => {
  it('each named period holds its day (yesterday and the last ones hold the day before theirs)', () => {
    fc.assert(
      fc.property(day, rules, (today, r) => {
        for (const name of PERIOD_NAMES) {
          const p = namedPeriod(name, today, r);
          expect(p.from <= p.to).toBe(true);
          const inside = name === 'yesterday' ? addDays(today, -1) : today;
          if (!name.startsWith('last-')) expect(p.from <= inside && inside <= p.to, name).toBe(true);
          else expect(p.to < today, name).toBe(true);
        }
      }),
    );
  });

  it('a week is seven days from its first day, and the last one ends the day before it', () => {
    fc.assert(
      fc.property(day, rules, (today, r) => {
        const week = namedPeriod('week', today, r);
        expect(daysBetween(week.from, week.to)).toBe(6);
        expect(weekday(week.from)).toBe(r.weekStart === 'monday' ? 1 : 0);
        expect(addDays(namedPeriod('last-week', today, r).to, 1)).toBe(week.from);
      }),
    );
  });

  it('cycles follow each other without a gap, each from its start day to the day before the next', () => {
    fc.assert(
      fc.property(day, rules, (today, r) => {
        const cycle = namedPeriod('cycle', today, r);
        const last = namedPeriod('last-cycle', today, r);
        expect(Number(cycle.from.slice(8))).toBe(r.cycleStartDay);
        expect(addDays(last.to, 1)).toBe(cycle.from);
        expect(cycleOf(addDays(cycle.to, 1), r.cycleStartDay).from).toBe(addDays(cycle.to, 1));
        expect(daysBetween(cycle.from, cycle.to)).toBeGreaterThanOrEqual(27);
        expect(daysBetween(cycle.from, cycle.to)).toBeLessThanOrEqual(30);
      }),
    );
  });

  it('a cycle starting on the 1st is the calendar month', () => {
    fc.assert(
      fc.property(day, (today) => {
        const r: PeriodRules = { cycleStartDay: 1, weekStart: 'monday' };
        const { from, to } = namedPeriod('cycle', today, r);
        expect({ from, to }).toEqual({
          from: namedPeriod('month', today, r).from,
          to: namedPeriod('month', today, r).to,
        });
      }),
    );
  });

  it('a long range is cut into whole calendar months that cover it exactly', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const range = { from, to: addDays(from, length) };
        const pieces = monthsOf(range);
        expect(pieces[0]!.from).toBe(range.from);
        expect(pieces.at(-1)!.to).toBe(range.to);
        for (let i = 1; i < pieces.length; i++) expect(addDays(pieces[i - 1]!.to, 1)).toBe(pieces[i]!.from);
        for (const piece of pieces) expect(piece.from.slice(0, 7)).toBe(piece.to.slice(0, 7));
      }),
    );
  });

  it('the consultant who bills from the 7th to the 6th', () => {
    const r: PeriodRules = { cycleStartDay: 7, weekStart: 'sunday' };
    expect(namedPeriod('cycle', '2026-12-05', r)).toMatchObject({ from: '2026-11-07', to: '2026-12-06' });
    expect(namedPeriod('cycle', '2026-12-07', r)).toMatchObject({ from: '2026-12-07', to: '2027-01-06' });
    expect(namedPeriod('last-cycle', '2026-01-03', r)).toMatchObject({
      from: '2025-11-07',
      to: '2025-12-06',
    });
    // February of a leap year, from the 28th.
    expect(cycleOf('2028-02-28', 28)).toEqual({ from: '2028-02-28', to: '2028-03-27' });
    expect(cycleOf('2028-02-27', 28)).toEqual({ from: '2028-01-28', to: '2028-02-27' });
    // A week across a year's end, starting on Sunday (Brazil) and on Monday.
    expect(namedPeriod('week', '2027-01-01', r)).toMatchObject({ from: '2026-12-27', to: '2027-01-02' });
    expect(namedPeriod('week', '2027-01-01', { ...r, weekStart: 'monday' })).toMatchObject({
      from: '2026-12-28',
      to: '2027-01-03',
    });
  });

  it('reads what people type: names, Portuguese names, a month, a range; refuses the rest', () => {
    const r: PeriodRules = { cycleStartDay: 7, weekStart: 'sunday' };
    const today = '2026-12-05';
    expect(parsePeriod('last-cycle', today, r)).toMatchObject({ from: '2026-10-07', to: '2026-11-06' });
    expect(parsePeriod('Ciclo', today, r)).toMatchObject({ kind: 'cycle', from: '2026-11-07' });
    expect(parsePeriod('mês-passado', today, r)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(parsePeriod('2026-02', today, r)).toMatchObject({
      kind: 'a-month',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(parsePeriod('2026-11-07..2026-12-06', today, r)).toMatchObject({ kind: 'range' });
    for (const bad of [
      '2026-13',
      '2026-02-30..2026-03-01',
      '2026-12-06..2026-11-07',
      'fortnight',
      '',
      '2020-01-01..2026-01-01',
    ])
      expect(parsePeriod(bad, today, r), bad).toBeNull();
  });

  it('knows a real calendar day from a look-alike', () => {
    expect(isCivilDate('2024-02-29')).toBe(true);
    expect(isCivilDate('2026-02-29')).toBe(false);
    expect(isCivilDate('2026-1-05')).toBe(false);
    expect(civil(2026, 13, 1)).toBe('2027-01-01');
  });

  it("the week starts on the locale's first day: Sunday in Brazil and the US, Monday in Britain", () => {
    expect(weekStartOf('auto', 'pt-BR')).toBe('sunday');
    expect(weekStartOf('auto', 'en-US')).toBe('sunday');
    expect(weekStartOf('auto', 'en-GB')).toBe('monday');
    expect(weekStartOf('auto', 'de-DE')).toBe('monday');
    expect(weekStartOf('monday', 'pt-BR')).toBe('monday');
    expect(weekStartOf('auto', 'not a locale!')).toBe('monday');
  });

  it('every day of a range, in order', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe("today is the machine's local calendar day, across daylight-saving changes", () => {
  const zone = process.env.TZ;
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  for (const tz of ['America/Sao_Paulo', 'America/New_York', 'Europe/Berlin', 'Pacific/Auckland', 'UTC']) {
    describe(tz, () => {
      beforeAll(() => {
        process.env.TZ = tz;
      });

      it("matches the zone's own calendar at any instant, and one day on is the next date", () => {
        const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' });
        fc.assert(
          fc.property(fc.integer({ min: Date.parse('2015-01-01'), max: Date.parse('2035-01-01') }), (now) => {
            expect(localToday(now)).toBe(calendar.format(now));
          }),
        );
      });
    });
  }

  it('Brazil in 2018: the night its clocks jumped from midnight to 1:00 is still one day', () => {
    process.env.TZ = 'America/Sao_Paulo';
    // 2018-11-04 00:00 did not exist in São Paulo; 03:00 UTC is 01:00 there.
    expect(localToday(Date.parse('2018-11-04T03:00:00Z'))).toBe('2018-11-04');
    expect(localToday(Date.parse('2018-11-04T02:59:59Z'))).toBe('2018-11-03');
    expect(daysOf({ from: '2018-11-03', to: '2018-11-05' })).toHaveLength(3);
  });
});
