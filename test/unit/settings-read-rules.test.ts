import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PREFERENCE_RULES } from '../../src/main/core/accounts/preference-rules';
import {
  defaultPreferences,
  PREFERENCE_CHECKS,
  PREFERENCE_KEYS,
} from '../../src/main/core/accounts/preferences';
import { readSettingsShape, SETTINGS_VERSION } from '../../src/main/core/accounts/settings-read';
import { settingsSchema } from '../../src/main/core/accounts/settings-schema';
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
    expect(readSettingsShape(file, preferences, SETTINGS_VERSION)).toEqual(zod.success ? zod.data : null);
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
