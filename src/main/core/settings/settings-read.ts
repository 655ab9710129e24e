import { accountTitle } from '../../../shared/account-title';
import {
  isProjectId,
  readStoredAlerts,
  readStoredBudgets,
  readStoredPeriodAlerts,
  readStoredPeriodBudgets,
  readStoredPinned,
} from '../budgets/budget-read';
import { m } from '../i18n';
import type { Preferences } from './preferences';
import type { AccountRecord, Settings } from './settings-schema';

/**
 * settings.json's accounts and the rest of its shape, checked by hand when it is read: every
 * start of the CLI and the app reads it, and loading zod would cost a local command more CPU
 * than its own work (issue 18, point 8). The same rules as `settingsSchema` (zod, used on
 * save); the settings-read-rules unit test holds the two to the same answers. As zod's
 * `z.object`, keys it does not know are left out.
 */

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isPresent = (v: unknown): boolean => v !== undefined && v !== null;

/**
 * One account, or null when it breaks a rule (then the whole file is unreadable). Budgets and
 * pins it cannot use are left out one by one and said in `problems`: they are the user's own
 * work, and the next save writes the file without them.
 */
function readAccount(raw: unknown, problems: string[]): AccountRecord | null {
  if (!isRecord(raw)) return null;
  const { key, label, baseUrl, accountId, email } = raw;
  if (!nonEmpty(key) || typeof label !== 'string' || !nonEmpty(baseUrl)) return null;
  if (!nonEmpty(accountId) || !nonEmpty(email)) return null;
  const reason = raw.signedOutReason === undefined ? null : raw.signedOutReason;
  if (reason !== null && typeof reason !== 'string') return null;
  const account: AccountRecord = { key, label, baseUrl, accountId, email, signedOutReason: reason };
  // Older files have none; an unreadable list is dropped (kept as undefined), not fatal.
  if ('recent' in raw) {
    const { recent } = raw;
    account.recent =
      Array.isArray(recent) && recent.every(isProjectId) ? (recent as number[]).slice(0, 5) : undefined;
  }
  // Issue #19, the same way: an older file has none, an unreadable one is dropped on its own.
  const badBudgets: string[] = [];
  const badPins: string[] = [];
  if ('budgets' in raw) account.budgets = readStoredBudgets(raw.budgets, (id) => badBudgets.push(id));
  if ('pinned' in raw) account.pinned = readStoredPinned(raw.pinned, (entry) => badPins.push(entry));
  if ('budgetAlerted' in raw) account.budgetAlerted = readStoredAlerts(raw.budgetAlerted);
  // Issue 34, the same way.
  if ('periodBudgets' in raw)
    account.periodBudgets = readStoredPeriodBudgets(raw.periodBudgets, (key) => badBudgets.push(key));
  if ('periodAlerted' in raw) account.periodAlerted = readStoredPeriodAlerts(raw.periodAlerted);
  const title = accountTitle(label, email);
  const inputs = (entries: string[]) => ({ account: title, entries: listed(entries) });
  if (badBudgets.length > 0) problems.push(m.core_settings_budgets_left_out(inputs(badBudgets)));
  if (badPins.length > 0) problems.push(m.core_settings_pins_left_out(inputs(badPins)));
  // A whole field of another type ("pinned": "1,2") is left out too, and said as well.
  if (isPresent(raw.budgets) && !isRecord(raw.budgets))
    problems.push(m.core_settings_budgets_not_map({ account: title }));
  if (isPresent(raw.periodBudgets) && !isRecord(raw.periodBudgets))
    problems.push(m.core_settings_budgets_not_map({ account: title }));
  if (isPresent(raw.pinned) && !Array.isArray(raw.pinned))
    problems.push(m.core_settings_pinned_not_list({ account: title }));
  return account;
}

/** Entries left out, as the notice lists them: each cut to 40 characters, at most 10 of them. */
function listed(entries: string[]): string {
  const shown = entries.slice(0, 10).map((e) => (e.length > 40 ? `${e.slice(0, 40)}…` : e));
  return entries.length > 10 ? `${shown.join(', ')}, …` : shown.join(', ');
}

/**
 * `json` (a parsed settings.json of one of `versions`, `preferences` already read one by one)
 * as `Settings`, or null when its shape is wrong (the caller moves the file aside). What was
 * left out of an account is added to `problems`.
 */
export function readSettingsShape(
  json: unknown,
  preferences: Preferences,
  versions: readonly number[],
  problems: string[] = [],
): Settings | null {
  if (!isRecord(json) || !versions.includes(json.version as number)) return null;
  const rawAccounts = json.accounts === undefined ? [] : json.accounts;
  if (!Array.isArray(rawAccounts)) return null;
  const accounts: AccountRecord[] = [];
  for (const raw of rawAccounts) {
    const account = readAccount(raw, problems);
    if (account === null) return null;
    accounts.push(account);
  }
  const activeKey = json.activeKey === undefined ? null : json.activeKey;
  if (activeKey !== null && typeof activeKey !== 'string') return null;
  return { version: json.version as Settings['version'], accounts, activeKey, preferences };
}
