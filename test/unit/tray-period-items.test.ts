import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../src/main/core/i18n';
import { buildTrayMenu } from '../../src/main/app/tray/menu-template';
import type { TrayMenuItem } from '../../src/main/app/tray/tray-menu-item';
import { NO_PERIODS, type PeriodsView } from '../../src/shared/reports';
import { makeProject } from '../support/project-fixture';
import { signedInSnapshot, TRAY_NOW } from '../support/tray-snapshot';

/** The tray's first line and pinned projects' cycle hours (issue 33), from the snapshot's periods. */
const projects = [
  makeProject({ id: 1, name: 'ACME site', customerId: 10, customerName: 'ACME', status: 'active' }),
  makeProject({ id: 2, name: 'Globex', customerId: 20, customerName: 'Globex', status: 'active' }),
];
const figures = (seconds: number, mine: number | null = null) => ({
  from: '2026-12-01',
  to: '2026-12-31',
  seconds,
  value: 100,
  mine: mine === null ? null : { seconds: mine, value: 50 },
});
const ready = (extra: Partial<PeriodsView> = {}): PeriodsView => ({
  ...NO_PERIODS,
  status: 'ready',
  asOf: new Date(TRAY_NOW).toISOString(),
  today: figures(5 * 3600 + 20 * 60),
  week: figures(31 * 3600),
  cycle: figures(80 * 3600),
  projects: { 1: { today: 3600, week: 7200, cycle: 45_000, cycleValue: 100 } },
  ...extra,
});
const menu = (periods: PeriodsView, pinned: number[] = []) =>
  buildTrayMenu(signedInSnapshot(projects, { periods, pinned }), { now: TRAY_NOW, locale: 'en' });
const label = (item: TrayMenuItem | undefined) => (item && 'label' in item ? item.label : null);

afterEach(() => speak('en'));

describe('the tray and the period hours', () => {
  it("opens with today's and this week's hours, a line that cannot be clicked", () => {
    const [first, second] = menu(ready());
    expect(first).toEqual({ type: 'normal', label: 'Today 5 h 20 min · Week 31 h 0 min', enabled: false });
    expect(second).toEqual({ type: 'separator' });
  });

  it("counts your hours where the figures are a team's", () => {
    const items = menu(ready({ today: figures(36_000, 3600), week: figures(90_000, 7200) }));
    expect(label(items[0])).toBe('Today 1 h 0 min · Week 2 h 0 min');
  });

  it('says when the figures are partial, and says "no reports" calmly, never as zeros', () => {
    expect(label(menu(ready({ partial: true }))[0])).toBe('Today 5 h 20 min · Week 31 h 0 min (partial)');
    const notOffered = menu({ ...NO_PERIODS, status: 'not_offered' });
    expect(label(notOffered[0])).toBe('Hours by period: this service has no reports');
    expect(notOffered.some((i) => label(i)?.startsWith('⚠'))).toBe(false);
    // Nothing known yet (just signed in, offline with nothing saved): no line at all.
    const none = menu(NO_PERIODS);
    expect(none.some((i) => /Today|Week/.test(label(i) ?? ''))).toBe(false);
  });

  it("gives each pinned project its hours this cycle (none logged: 0 h once the cycle's are known)", () => {
    const items = menu(ready(), [1, 2]);
    expect(items.map(label)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ACME site .* · cycle 12 h 30 min$/),
        expect.stringMatching(/^Globex .* · cycle 0 h 0 min$/),
      ]),
    );
    const unknown = menu(NO_PERIODS, [1]);
    expect(unknown.map(label).some((l) => l?.includes('cycle'))).toBe(false);
  });

  it('speaks Portuguese', () => {
    speak('pt-BR');
    const items = buildTrayMenu(signedInSnapshot(projects, { periods: ready(), pinned: [1] }), {
      now: TRAY_NOW,
      locale: 'pt-BR',
    });
    expect(label(items[0])).toBe('Hoje 5 h 20 min · Semana 31 h 0 min');
    expect(items.map(label)).toContainEqual(expect.stringMatching(/ · ciclo 12 h 30 min$/));
  });
});
