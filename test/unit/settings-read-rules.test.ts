import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PREFERENCE_RULES } from '../../src/main/core/settings/preference-rules';
import {
  defaultPreferences,
  PREFERENCE_CHECKS,
  PREFERENCE_KEYS,
} from '../../src/main/core/settings/preferences';
import { readSettingsShape } from '../../src/main/core/settings/settings-read';
import { SETTINGS_VERSIONS } from '../../src/main/core/settings/settings-version';
import { settingsSchema } from '../../src/main/core/settings/settings-schema';
import { readCachedProject } from '../../src/main/core/projects/project-schema';
import { makeProject } from '../support/project-fixture';

/**
 * Reading settings.json and the saved lists does not load zod (issue 18, point 8: local
 * commands start fast); the rules are written by hand there. These hold the hand-written
 * reads to zod's answers on the same inputs, so the two copies cannot drift apart.
 */

/** Values of every JSON type and the edge cases of each rule. */
const VALUES: unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  -1,
  1.5,
  5,
  15,
  30,
  60,
  61,
  '5',
  '',
  'true',
  'auto',
  'en',
  'pt-BR',
  'pt-br',
  'fr',
  '/etc/ssl/ca.pem',
  'relative/ca.pem',
  'CommandOrControl+Alt+T',
  'ctrl+alt+t',
  'Ctrl+Alt+T',
  'T',
  `CommandOrControl+${'A'.repeat(120)}`,
  // currency: `none` or a code Intl knows, in capitals; nothing is upper-cased on read
  'none',
  'None',
  'BRL',
  'brl',
  'EUR',
  'USD',
  'XYZ',
  'BR',
  'BRLL',
  ' BRL',
  'reais',
  [],
  {},
  [5],
];

describe('preferences: the hand-written read answers as the zod rules that saves use', () => {
  it.each(PREFERENCE_KEYS)('%s', (key) => {
    for (const value of VALUES) {
      expect({ value, accepted: PREFERENCE_CHECKS[key](value) }).toEqual({
        value,
        accepted: PREFERENCE_RULES[key].rule.safeParse(value).success,
      });
    }
  });
});

const ACCOUNT = {
  key: 'https://x.test|abc|a@x.test',
  label: 'Work',
  baseUrl: 'https://x.test/api/v1',
  accountId: 'abc',
  email: 'a@x.test',
};

/** settings.json contents: kept, defaulted, stripped, or refused as a whole. */
const FILES: unknown[] = [
  { version: 1 },
  { version: 1, accounts: [], activeKey: null },
  { version: 1, accounts: [ACCOUNT], activeKey: ACCOUNT.key, extra: 'dropped' },
  { version: 1, accounts: [{ ...ACCOUNT, signedOutReason: 'The session ended.', unknown: 1 }] },
  { version: 1, accounts: [{ ...ACCOUNT, signedOutReason: 3 }] },
  { version: 1, accounts: [{ ...ACCOUNT, recent: [9, 8, 7, 6, 5, 4, 3] }] },
  { version: 1, accounts: [{ ...ACCOUNT, recent: [1, -2] }] },
  { version: 1, accounts: [{ ...ACCOUNT, recent: [1.5] }] },
  { version: 1, accounts: [{ ...ACCOUNT, recent: 'none' }] },
  { version: 1, accounts: [{ ...ACCOUNT, recent: [Number.MAX_SAFE_INTEGER + 2] }] },
  // Issue #19's fields: an older file has none; a bad entry is dropped on its own, a bad
  // field as a whole (never the file).
  {
    version: 1,
    accounts: [
      {
        ...ACCOUNT,
        budgets: {
          '7': { hours: 120, value: 15000 },
          '8': { hours: null, value: 0.5 },
          '9': { hours: 1_000_000, value: null },
          '10': { hours: null, value: null },
          '11': { hours: 0, value: 10 },
          '12': { hours: -1, value: null },
          '13': { hours: 1_000_001, value: null },
          '14': { hours: null, value: 1_000_000_000_001 },
          '15': { hours: '5', value: null },
          '16': { hours: 5 },
          '17': { hours: 5, value: null, note: 'strict' },
          '18': null,
          '19': [5, null],
          '20': 'five hours',
          '21': { hours: 2.5, value: 1_000_000_000_000 },
          '0': { hours: 1, value: null },
          '07': { hours: 1, value: null },
          '-3': { hours: 1, value: null },
          '1.5': { hours: 1, value: null },
          abc: { hours: 1, value: null },
          '99999999999999999': { hours: 1, value: null },
          '9007199254740991': { hours: 1, value: null },
          '1234567890123456': { hours: 3, value: null },
        },
        pinned: [3, 1, 3, 2],
        budgetAlerted: { '7': 80, '8': 100, '9': 90, '10': '80', '11': null, x: 80, '0': 100 },
      },
    ],
  },
  { version: 1, accounts: [{ ...ACCOUNT, budgets: {}, pinned: [], budgetAlerted: {} }] },
  // Issue 34: period budgets by target, in version 2 (and read in a version 1 file too).
  {
    version: 2,
    accounts: [
      {
        ...ACCOUNT,
        periodBudgets: {
          'customer:3': { hours: 40, value: null, per: 'cycle' },
          'project:7': { hours: null, value: 5000, per: 'month' },
          'project:8': { hours: 5, value: 900, per: 'week' },
          'project:9': { hours: 5, value: null, per: 'lifetime' },
          'project:10': { hours: 5, value: null },
          'project:11': { hours: null, value: null, per: 'week' },
          'project:12': { hours: 0, value: null, per: 'week' },
          'project:13': { hours: 5, value: null, per: 'week', note: 'strict' },
          'team:4': { hours: 5, value: null, per: 'week' },
          'customer:0': { hours: 5, value: null, per: 'week' },
          'customer:07': { hours: 5, value: null, per: 'week' },
          '14': { hours: 5, value: null, per: 'week' },
          'project:15': 'five',
        },
        periodAlerted: {
          'customer:3': { from: '2026-11-07', reached: 80 },
          'project:7': { from: '2026-12-01', reached: 100 },
          'project:8': { from: '2026-12-01', reached: 90 },
          'project:9': { from: 'yesterday', reached: 80 },
          'project:10': { from: '2026-12-01', reached: 80, extra: 1 },
          'x:1': { from: '2026-12-01', reached: 80 },
        },
      },
    ],
  },
  {
    version: 1,
    accounts: [{ ...ACCOUNT, periodBudgets: { 'project:7': { hours: 1, value: null, per: 'week' } } }],
  },
  { version: 2, accounts: [{ ...ACCOUNT, periodBudgets: [], periodAlerted: [] }] },
  { version: 2, accounts: [{ ...ACCOUNT, periodBudgets: 'none', periodAlerted: null }] },
  { version: 2 },
  { version: 3 },
  { version: 1, accounts: [{ ...ACCOUNT, budgets: [], pinned: {}, budgetAlerted: [] }] },
  { version: 1, accounts: [{ ...ACCOUNT, budgets: null, pinned: null, budgetAlerted: null }] },
  { version: 1, accounts: [{ ...ACCOUNT, budgets: 'none', pinned: 'none', budgetAlerted: 80 }] },
  { version: 1, accounts: [{ ...ACCOUNT, budgets: undefined, pinned: undefined, budgetAlerted: undefined }] },
  { version: 1, accounts: [{ ...ACCOUNT, pinned: [1, 0] }] },
  { version: 1, accounts: [{ ...ACCOUNT, pinned: [1, -2] }] },
  { version: 1, accounts: [{ ...ACCOUNT, pinned: [1.5] }] },
  { version: 1, accounts: [{ ...ACCOUNT, pinned: ['1'] }] },
  { version: 1, accounts: [{ ...ACCOUNT, pinned: [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2] }] },
  { version: 1, accounts: [{ ...ACCOUNT, key: '' }] },
  { version: 1, accounts: [{ ...ACCOUNT, label: '' }] },
  { version: 1, accounts: [{ ...ACCOUNT, label: 7 }] },
  { version: 1, accounts: [{ ...ACCOUNT, email: undefined }] },
  { version: 1, accounts: [ACCOUNT, null] },
  { version: 1, accounts: [[]] },
  { version: 1, accounts: {} },
  { version: 1, accounts: null },
  { version: 1, activeKey: 5 },
  { version: 1, activeKey: 'k' },
  { version: 0 },
  { version: '1' },
  {},
  [],
  null,
  'settings',
];

describe('settings.json: the hand-written read answers as settingsSchema', () => {
  it.each(FILES.map((file) => [JSON.stringify(file) ?? String(file), file]))('%s', (_name, file) => {
    const preferences = defaultPreferences();
    const zod = settingsSchema.safeParse(
      typeof file === 'object' && file !== null ? { ...file, preferences } : file,
    );
    expect(readSettingsShape(file, preferences, SETTINGS_VERSIONS)).toStrictEqual(
      zod.success ? zod.data : null,
    );
  });
});

/** The cache's rule for a project as it was written in zod; the read must keep its answers. */
const int = z.number().int();
const num = z.number().finite();
const zodProject = z.object({
  id: int,
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  status: z.string().nullable(),
  privacy: int.nullable(),
  customerId: int.nullable(),
  customerName: z.string().nullable(),
  billable: z.boolean().nullable(),
  billBy: z.enum(['project', 'user']).nullable(),
  rate: num.nullable(),
  requiredTask: z.boolean().nullable(),
  template: z.boolean().nullable(),
  dateCreated: z.string().nullable(),
  dateChanged: z.string().nullable(),
  createdBy: int.nullable(),
  deletedBy: int.nullable(),
  isMember: z.boolean().nullable(),
  isManager: z.boolean().nullable(),
  valueTotal: num.nullable(),
  timeTotalSeconds: num.nullable(),
  totalMembers: int.nullable(),
  totalActiveTasks: int.nullable(),
});

describe('a saved project: the hand-written read answers as the zod schema it replaced', () => {
  const project = makeProject({ id: 7, customerName: 'Acme', rate: 100, timeTotalSeconds: 3600 });
  const fields = Object.keys(project);
  const items: unknown[] = [
    project,
    { ...project, extra: 'left out' },
    { ...project, id: 2 ** 60 },
    null,
    [],
    'project',
    ...fields.flatMap((field) =>
      [null, undefined, 'x', 1, 1.5, -3, true, [], {}, 'project', 'user'].map((value) => ({
        ...project,
        [field]: value,
      })),
    ),
  ];
  it(`agrees on ${items.length} items`, () => {
    for (const item of items) {
      const zod = zodProject.safeParse(item);
      expect({ item, read: readCachedProject(item) }).toEqual({ item, read: zod.success ? zod.data : null });
    }
  });
});
