import { defaultPreferences } from '../../src/main/core/settings/preferences';
import { describe, expect, it } from 'vitest';
import type { CorePort } from '../../src/main/app/ipc/handlers';
import { createHandlers } from '../../src/main/app/ipc/handlers';
import { toProjectRows, toWindowSnapshot } from '../../src/main/app/ipc/window-snapshot';
import { MAX_WANTED_TOTALS } from '../../src/shared/ipc';
import type { AppSnapshot, Project, ProjectDetails } from '../../src/shared/types';
import { makeProject } from '../support/project-fixture';

/**
 * The project channels' validation and wiring, with a recording stand-in for the core (no
 * server is reached here). The core behind them is tested against the sandbox in
 * test/integration/core-project-details.test.ts; the handlers with the real core in the
 * browser suite.
 */
const details: ProjectDetails = {
  project: makeProject({
    id: 7,
    name: 'Audit *2026*',
    customerId: 3,
    customerName: 'Acme',
    timeTotalSeconds: 1102 * 3600 + 53 * 60,
    valueTotal: 12_345.5,
    totalMembers: 4,
    totalActiveTasks: 9,
  }),
  fetchedAt: '2026-03-01T10:42:00Z',
};

function fakeCore(cached: ProjectDetails | null = details, hideMoney = false, locale = 'en') {
  const calls: Array<[string, unknown[]]> = [];
  const projects = [makeProject({ id: 7, name: 'Audit', customerName: 'Acme' })];
  const preferences = { ...defaultPreferences(), hideMoney };
  const snapshot = {
    session: { status: 'signed_out', reason: null },
    accounts: [],
    projects,
    preferences,
    locale,
  } as unknown;
  const record =
    <T>(name: string, value: T) =>
    async (...args: unknown[]): Promise<T> => {
      calls.push([name, args]);
      return value;
    };
  const core = {
    snapshot: () => snapshot as AppSnapshot,
    refreshProjects: record('refreshProjects', projects),
    cachedProject: record('cachedProject', cached),
    getProject: record('getProject', details),
    wantTotals: (...args: unknown[]) => void calls.push(['wantTotals', args]),
  } as unknown as CorePort;
  return { core, calls, projects };
}

describe('project channels', () => {
  it.each([[0], [-1], [1.5], ['7'], [2 ** 53], [null], [undefined]])(
    'refuse the project id %j without calling the core',
    async (id) => {
      const { core, calls } = fakeCore();
      const handlers = createHandlers(core, { writeClipboard: () => undefined });
      for (const channel of ['projects:get', 'projects:cached', 'projects:copy-summary'] as const) {
        expect(await handlers[channel](id)).toMatchObject({
          ok: false,
          error: { code: 'bad_input', message: expect.stringMatching(/project id/) },
        });
      }
      expect(calls).toEqual([]);
    },
  );

  it('pass a valid id to the core and answer its details', async () => {
    const { core, calls } = fakeCore();
    const handlers = createHandlers(core);
    expect(await handlers['projects:get'](7)).toEqual({ ok: true, value: details });
    expect(await handlers['projects:cached'](7)).toEqual({ ok: true, value: details });
    expect(calls).toEqual([
      ['getProject', [7]],
      ['cachedProject', [7]],
    ]);
  });

  it('want-totals: pass at most 200 valid ids; ignore (and log) anything else', async () => {
    const { core, calls } = fakeCore();
    const log: string[] = [];
    const handlers = createHandlers(core, { log: (line) => log.push(line) });
    const ids = Array.from({ length: MAX_WANTED_TOTALS }, (_, i) => i + 1);
    expect(await handlers['projects:want-totals'](ids)).toBeUndefined();
    for (const bad of [[...ids, 201], [0], ['1'], 5, [1.5]]) {
      expect(await handlers['projects:want-totals'](bad)).toBeUndefined();
    }
    expect(calls).toEqual([['wantTotals', [ids]]]);
    expect(log).toHaveLength(5);
  });

  it('copy-summary puts the Markdown summary on the clipboard (main) and answers it', async () => {
    const { core } = fakeCore();
    const clipboard: string[] = [];
    const handlers = createHandlers(core, {
      writeClipboard: (text) => clipboard.push(text),
      locale: 'en-US',
    });
    const result = await handlers['projects:copy-summary'](7);
    expect(result.ok).toBe(true);
    const text = result.ok ? result.value.text : '';
    expect(clipboard).toEqual([text]);
    expect(text).toContain('**Audit \\*2026\\*** (#7)');
    expect(text).toContain('- Hours: 1,102 h 53 min');
    expect(text).toContain('- Value: 12,345.50');
  });

  it('copy-summary with "hide money" on: the value the client would read is •••', async () => {
    const { core } = fakeCore(details, true);
    const handlers = createHandlers(core, { locale: 'en-US' });
    const result = await handlers['projects:copy-summary'](7);
    const text = result.ok ? result.value.text : '';
    expect(text).toContain('- Value: •••\n');
    expect(text).not.toContain('12,345.50');
    expect(text).toContain('- Hours: 1,102 h 53 min'); // hours are not money
  });

  it('copy-summary speaks the window’s language: a pt-BR snapshot gets Portuguese labels and Brazilian numbers', async () => {
    const { core } = fakeCore(details, false, 'pt-BR');
    const result = await createHandlers(core)['projects:copy-summary'](7);
    const text = result.ok ? result.value.text : '';
    expect(text).toContain('- Cliente: Acme\n');
    expect(text).toContain('- Horas: 1.102 h 53 min\n');
    expect(text).toContain('- Valor: 12.345,50\n');
    expect(text).toContain('- Tarefas abertas: 9\n');
    expect(text).not.toMatch(/Customer|Hours|Value|Members|Open tasks|as of/);
  });

  it('copy-summary fetches the details when none are cached', async () => {
    const { core, calls } = fakeCore(null);
    const clipboard: string[] = [];
    const handlers = createHandlers(core, { writeClipboard: (text) => clipboard.push(text) });
    expect(await handlers['projects:copy-summary'](7)).toMatchObject({ ok: true });
    expect(calls.map(([name]) => name)).toEqual(['cachedProject', 'getProject']);
    expect(clipboard).toHaveLength(1);
  });

  it('state:get and projects:list answer slim rows, never the full projects', async () => {
    const { core } = fakeCore();
    const handlers = createHandlers(core);
    const state = await handlers['state:get']();
    expect(state.projects).toEqual([
      { id: 7, name: 'Audit', customerId: 7, customerName: 'Acme', archived: false },
    ]);
    const listed = await handlers['projects:list']();
    expect(listed).toEqual({ ok: true, value: state.projects });
  });
});

describe('toWindowSnapshot', () => {
  const projects: Project[] = [
    makeProject({ id: 1, name: 'Live', description: 'secret plans', rate: 120 }),
    makeProject({ id: 2, name: 'Old', active: false }),
    { ...makeProject({ id: 3, name: 'Odd' }), status: 'archived' },
  ];
  const snapshot = { projects, totals: {}, recent: [2] } as unknown as AppSnapshot;

  it('keeps only the fields a row shows, with archived worked out once', () => {
    const rows = toWindowSnapshot(snapshot).projects;
    expect(rows.map((r) => Object.keys(r).sort())).toEqual(
      Array(3).fill(['archived', 'customerId', 'customerName', 'id', 'name']),
    );
    expect(rows.map((r) => r.archived)).toEqual([false, true, true]);
    expect(JSON.stringify(rows)).not.toContain('secret plans');
    expect(toWindowSnapshot(snapshot).recent).toEqual([2]);
  });

  it('keeps the rows’ identity while the list is unchanged, so pushes can leave them out', () => {
    expect(toWindowSnapshot(snapshot)).toBe(toWindowSnapshot(snapshot));
    expect(toWindowSnapshot({ ...snapshot }).projects).toBe(toWindowSnapshot(snapshot).projects);
    expect(toProjectRows([...projects])).not.toBe(toProjectRows(projects));
  });
});
