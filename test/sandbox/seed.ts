/**
 * Deterministic seeded data: the same `seed` and sizes always give the same accounts,
 * customers and projects, so tests and screenshots are reproducible at any size.
 */
import { seedEntries, type EntrySeed } from './entries';
import { formatServiceDate, SandboxState, type StoredProject } from './state';
import type { SandboxUser } from './types';
import { prng } from './prng';

/** The user `npm run sandbox` prints and most tests sign in as. */
export const DEMO_USER: SandboxUser = {
  email: 'demo@timetray.test',
  // Characters that break naive form encoding (space, &, =, %, +) on purpose.
  password: 'tray & pass=word+1%',
  accountId: '124893893dd8',
};

/** A second account for multi-account tests; it sees only its own projects. */
export const SECOND_USER: SandboxUser = {
  email: 'second@timetray.test',
  password: 'second-Passw0rd',
  accountId: 'a7f3c9e21b04',
};

const PROJECT_NAMES = [
  'Website Redesign',
  'Café Rénovation — Phase II',
  'Zürich Büro Umzug',
  '東京オフィス移転',
  '北京数据平台',
  'مشروع الرياض',
  'פרויקט תל אביב',
  '🚀 Launch Campaign',
  'Mobile App 📱 Refresh',
  'Internal Tooling',
  'São Paulo Onboarding',
  'Ελληνικά Translation',
  'Annual Audit',
  'Київ Support Retainer',
  'Naïve Bayes Research',
  'Data Warehouse Migration',
];

const LONG_NAME =
  'A very long project name that keeps going well past what any tray menu or list row can ' +
  'show, to make sure the interface truncates it gracefully instead of overflowing the window ' +
  'or pushing the other columns out of sight — and then some more words to reach the limit';

const CUSTOMER_NAMES = [
  'Acme Corporation',
  'Müller & Söhne GmbH',
  '株式会社サクラ',
  'شركة النخيل',
  'Hôtel Étoile & Résidences Internationales — Groupe de Gestion Hôtelière du Littoral Méditerranéen et des Alpes',
  'Globex 🌐',
  'חברת אור',
  'Initech',
];

interface AccountSeed {
  accountId: string;
  projects: number;
  customers: number;
  /** Keeps the two accounts' names apart so tests can tell them apart. */
  namePrefix: string;
}

const BASE_DATE = Date.UTC(2019, 1, 14, 4, 59, 42);
const DAY_MS = 86_400_000;

/** Fills `state` with both users, their customers and projects. */
export function seedState(
  state: SandboxState,
  options: { projects: number; customers: number; seed: number; entries?: EntrySeed | false },
): void {
  state.users.push({ ...DEMO_USER }, { ...SECOND_USER });
  const rand = prng(options.seed);
  let nextCustomerId = 101;
  const accounts: AccountSeed[] = [
    {
      accountId: DEMO_USER.accountId,
      projects: options.projects,
      customers: options.customers,
      namePrefix: '',
    },
    { accountId: SECOND_USER.accountId, projects: 5, customers: 2, namePrefix: 'Second · ' },
  ];
  for (const account of accounts) {
    const customerIds: number[] = [];
    for (let i = 0; i < account.customers; i++) {
      const base = CUSTOMER_NAMES[i % CUSTOMER_NAMES.length] ?? 'Customer';
      const round = Math.floor(i / CUSTOMER_NAMES.length);
      const name = account.namePrefix + (round === 0 ? base : `${base} ${round + 1}`);
      const id = nextCustomerId++;
      state.customers.set(id, { accountId: account.accountId, id, name });
      customerIds.push(id);
    }
    for (let i = 0; i < account.projects; i++) {
      state.addProject(seedProject(account, i, customerIds, rand));
    }
  }
  if (options.entries === false) return;
  seedEntries(state, DEMO_USER.accountId, options.seed, options.entries ?? {});
  const second = { userId: 2000, userName: 'Second User', userEmail: SECOND_USER.email };
  seedEntries(state, SECOND_USER.accountId, options.seed + 1, {
    ...options.entries,
    users: 1,
    people: [second],
  });
}

function seedProject(
  account: AccountSeed,
  i: number,
  customerIds: number[],
  rand: () => number,
): StoredProject {
  const base = i === 13 ? LONG_NAME : (PROJECT_NAMES[i % PROJECT_NAMES.length] ?? 'Project');
  const round = Math.floor(i / PROJECT_NAMES.length);
  const name = account.namePrefix + (round === 0 ? base : `${base} #${round + 1}`);
  // Every fifth project has no customer; every seventh is archived (as in real accounts).
  const customerId =
    i % 5 === 4 || customerIds.length === 0 ? null : (customerIds[i % customerIds.length] ?? null);
  const active = i % 7 !== 6;
  const billable = rand() < 0.7;
  const created = BASE_DATE + Math.floor(rand() * 1500) * DAY_MS + Math.floor(rand() * DAY_MS);
  const changed = rand() < 0.6 ? created + Math.floor(rand() * 200) * DAY_MS : null;
  // Southern-hemisphere offsets vary with DST; the service sends both.
  const offset = rand() < 0.5 ? -120 : -180;
  const hours = Math.floor(rand() * 400);
  const rate = billable && rand() < 0.8 ? (50 + Math.floor(rand() * 150)).toFixed(2) : null;
  const timeTotalSeconds =
    hours * 3600 + Math.floor(rand() * 60) * 60 + (rand() < 0.3 ? Math.floor(rand() * 60) : 0);
  return {
    accountId: account.accountId,
    id: 0,
    name,
    description: rand() < 0.5 ? null : `Work for ${name}.`,
    active,
    privacy: rand() < 0.8 ? 1 : 2,
    customerId,
    billable,
    billBy: rand() < 0.7 ? 'project' : 'user',
    rate,
    requiredTask: rand() < 0.3,
    template: i % 11 === 10,
    dateCreated: formatServiceDate(created, offset),
    dateChanged: changed === null ? null : formatServiceDate(changed, offset),
    createdBy: 1000 + Math.floor(rand() * 20),
    deletedBy: null,
    isMember: rand() < 0.9,
    isManager: rand() < 0.4,
    valueTotal: rate === null ? null : ((Number(rate) * timeTotalSeconds) / 3600).toFixed(2),
    timeTotalSeconds,
    totalMembers: 1 + Math.floor(rand() * 12),
    totalActiveTasks: Math.floor(rand() * 30),
  };
}
