import { describe, expect, it } from 'vitest';
import { isApiError, normalizeProject, normalizeProjectList } from '../../src/main/core/api';
import { toIsoDate } from '../../src/main/core/api/normalize-project';
import { speak } from '../../src/main/core/i18n';

const documented = {
  id: 12,
  name: 'Website relaunch',
  description: 'Phase 2',
  active: 1,
  status: 'active',
  privacy: 2,
  privacy_s: 'private',
  customer_id: '7',
  customer_name: 'ACME',
  billable: '1',
  bill_by: 'project',
  rate: '95.50',
  required_task: 0,
  template: 'false',
  date_created: '2019-02-14T02:59:42-0200',
  date_updated: '2019-03-01T10:00:00+0530',
  created_by: '3',
  deleted_by: null,
  is_member: true,
  is_manager: 'true',
  value_total: '1234.5',
  time_total: '312:05:09',
  total_members: '4',
  total_active_tasks: 2,
  something_new: { nested: true },
};

describe('normalizeProject', () => {
  it('reads every documented quirk into the app shape', () => {
    expect(normalizeProject(documented)).toEqual({
      id: 12,
      name: 'Website relaunch',
      description: 'Phase 2',
      active: true,
      status: 'active',
      privacy: 2,
      customerId: 7,
      customerName: 'ACME',
      billable: true,
      billBy: 'project',
      rate: 95.5,
      requiredTask: false,
      template: false,
      dateCreated: '2019-02-14T02:59:42-02:00',
      dateChanged: '2019-03-01T10:00:00+05:30',
      createdBy: 3,
      deletedBy: null,
      isMember: true,
      isManager: true,
      valueTotal: 1234.5,
      timeTotalSeconds: 312 * 3600 + 5 * 60 + 9,
      totalMembers: 4,
      totalActiveTasks: 2,
    });
  });

  it.each([
    [0, false],
    [1, true],
    ['0', false],
    ['1', true],
    ['true', true],
    ['false', false],
    [true, true],
    [false, false],
  ])('reads billable %j as %j', (value, expected) => {
    expect(normalizeProject({ id: 1, name: 'x', billable: value })?.billable).toBe(expected);
  });

  it('treats unreadable optional fields as unknown instead of failing the item', () => {
    const p = normalizeProject({
      id: '5',
      name: 'Odd',
      billable: 'maybe',
      rate: 'lots',
      bill_by: 'hour',
      privacy: 9,
      time_total: '5 hours',
      date_created: '2019-02-30T10:00:00-0200',
      customer_id: 0,
    });
    expect(p).toMatchObject({
      id: 5,
      billable: null,
      rate: null,
      billBy: null,
      privacy: null,
      timeTotalSeconds: null,
      dateCreated: null,
      customerId: null,
    });
  });

  it('prefers date_changed over date_updated and validates dates', () => {
    expect(
      normalizeProject({ id: 1, name: 'a', date_changed: '2020-01-01T00:00:00Z', date_updated: 'x' })
        ?.dateChanged,
    ).toBe('2020-01-01T00:00:00Z');
    expect(
      normalizeProject({ id: 1, name: 'a', date_created: '2020-13-01T00:00:00-0200' })?.dateCreated,
    ).toBeNull();
    expect(
      normalizeProject({ id: 1, name: 'a', date_created: '2020-02-29T23:59:59+01:00' })?.dateCreated,
    ).toBe('2020-02-29T23:59:59+01:00');
    expect(
      normalizeProject({ id: 1, name: 'a', date_created: '2019-02-29T10:00:00Z' })?.dateCreated,
    ).toBeNull();
  });

  it('derives active from status when active is missing', () => {
    expect(normalizeProject({ id: 1, name: 'a', status: 'archived' })?.active).toBe(false);
    expect(normalizeProject({ id: 1, name: 'a', status: 'active' })?.active).toBe(true);
    expect(normalizeProject({ id: 1, name: 'a', active: 'false', status: 'active' })?.active).toBe(false);
  });

  it.each([
    [{ name: 'no id' }],
    [{ id: 0, name: 'zero' }],
    [{ id: -3, name: 'negative' }],
    [{ id: 1.5, name: 'fraction' }],
    [{ id: 'abc', name: 'text id' }],
    [{ id: 2 }],
    [{ id: 2, name: '   ' }],
    [null],
    ['a string'],
    [[1, 'x']],
  ])('rejects an item without a usable id or name: %j', (item) => {
    expect(normalizeProject(item)).toBeNull();
  });
});

describe('normalizeProjectList', () => {
  it('accepts {"data": [...]} and a bare array alike', () => {
    const items = [documented, { id: 13, name: 'Other' }];
    expect(normalizeProjectList({ data: items }).projects.map((p) => p.id)).toEqual([12, 13]);
    expect(normalizeProjectList(items).projects.map((p) => p.id)).toEqual([12, 13]);
  });

  it('skips and counts unreadable items without failing the list', () => {
    const result = normalizeProjectList({
      data: [{ id: 1, name: 'ok' }, { name: 'no id' }, 42, { id: 2, name: 'also ok' }],
    });
    expect(result.projects.map((p) => p.name)).toEqual(['ok', 'also ok']);
    expect(result.skipped).toBe(2);
  });

  it('takes an empty list as no projects, but a list of only unreadable items as a broken answer', () => {
    expect(normalizeProjectList({ data: [] })).toEqual({ projects: [], skipped: 0 });
    const nested: unknown[] = [];
    let deepest = nested;
    for (let i = 0; i < 1000; i++) deepest = (deepest[0] = []) as unknown[];
    for (const body of [{ data: [{ id: 'x' }] }, { data: [nested, 42, null] }, [{ name: 'no id' }]]) {
      let caught: unknown;
      try {
        normalizeProjectList(body);
      } catch (error) {
        caught = error;
      }
      expect(isApiError(caught) && caught.code).toBe('bad_response');
    }
  });

  it('says how many items it could not read, in both languages, with the right plural', () => {
    const messageOf = (body: unknown): string => {
      try {
        normalizeProjectList(body);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      return 'no error';
    };
    const many = { data: Array.from({ length: 1500 }, () => ({ foo: 1 })) };
    try {
      expect(messageOf({ data: [{ foo: 1 }] })).toContain('(its one item has no id and name)');
      expect(messageOf(many)).toContain('(none of its 1,500 items has an id and a name)');
      speak('pt-BR');
      expect(messageOf({ data: [{ foo: 1 }] })).toContain('(o único item não tem ID e nome)');
      expect(messageOf(many)).toContain('(nenhum dos seus 1.500 itens tem ID e nome)');
    } finally {
      speak('en');
    }
  });

  it.each([[{}], [{ data: {} }], [null], ['text'], [{ projects: [] }]])(
    'rejects a body of the wrong shape: %j',
    (body) => {
      let caught: unknown;
      try {
        normalizeProjectList(body);
      } catch (error) {
        caught = error;
      }
      expect(isApiError(caught) && caught.code).toBe('bad_response');
    },
  );
});

describe('toIsoDate', () => {
  it.each([
    ['2019-02-14T02:59:42-0200', '2019-02-14T02:59:42-02:00'],
    ['2019-02-14T02:59:42+0530', '2019-02-14T02:59:42+05:30'],
    ['2019-02-14T02:59:42-02:00', '2019-02-14T02:59:42-02:00'],
    ['2019-02-14T02:59:42Z', '2019-02-14T02:59:42Z'],
    ['2019-02-14T02:59:42.123-0200', '2019-02-14T02:59:42.123-02:00'],
    ['2019-02-14 02:59:42', '2019-02-14T02:59:42'],
    [' 2019-02-14T02:59:42-0200 ', '2019-02-14T02:59:42-02:00'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00Z'],
  ])('%j → %j', (input, expected) => {
    expect(toIsoDate(input)).toBe(expected);
  });

  it.each([
    '1900-02-29T00:00:00Z',
    '2019-04-31T10:00:00-0200',
    '2019-02-14T24:00:00-0200',
    '2019-02-14T23:60:00-0200',
    '2019-02-14T02:59:42-1600',
    '2019-02-14T02:59:42-02x0',
    '2019-02-14',
    '14/02/2019 02:59',
    '',
    null,
    1550120382,
  ])('rejects %j', (input) => {
    expect(toIsoDate(input)).toBeNull();
  });
});

describe('durations and decimals', () => {
  it.each([
    ['00:00:00', 0],
    ['312:05:00', 312 * 3600 + 300],
    ['1000:59:59', 1000 * 3600 + 59 * 60 + 59],
    [90, 90],
    ['12:60:00', null],
    ['12:5:00', null],
    ['-1:00:00', null],
    ['abc', null],
  ])('time_total %j → %j seconds', (value, seconds) => {
    expect(normalizeProject({ id: 1, name: 'a', time_total: value })?.timeTotalSeconds).toBe(seconds);
  });

  it.each([
    ['95.50', 95.5],
    ['-3', -3],
    [' 12 ', 12],
    ['1.2.3', null],
    ['', null],
    ['.', null],
    ['12abc', null],
    [Infinity, null],
  ])('rate %j → %j', (value, rate) => {
    expect(normalizeProject({ id: 1, name: 'a', rate: value })?.rate).toBe(rate);
  });
});
