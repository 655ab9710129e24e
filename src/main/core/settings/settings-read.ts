import { readStoredAlerts, readStoredBudgets, readStoredPinned } from '../budgets/budget-read';
import type { Preferences } from './preferences';
import type { AccountRecord, Settings } from './settings-schema';

/**
 * settings.json's accounts and the rest of its shape, checked by hand when it is read: every
 * start of the CLI and the app reads it, and loading zod would cost a local command more CPU
 * than its own work (issue 18, point 8). The same rules as `settingsSchema` (zod, used on
 * save); the settings-read-rules unit test holds the two to the same answers. As zod's
 * `z.object`, keys it does not know are left out.
 */

/** The settings format this build reads and writes. */
export const SETTINGS_VERSION = 1;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isRecentId = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) > 0;

/** One account, or null when it breaks a rule (then the whole file is unreadable). */
function readAccount(raw: unknown): AccountRecord | null {
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
      Array.isArray(recent) && recent.every(isRecentId) ? (recent as number[]).slice(0, 5) : undefined;
  }
  // Issue #19, the same way: an older file has none, an unreadable one is dropped on its own.
  if ('budgets' in raw) account.budgets = readStoredBudgets(raw.budgets);
  if ('pinned' in raw) account.pinned = readStoredPinned(raw.pinned);
  if ('budgetAlerted' in raw) account.budgetAlerted = readStoredAlerts(raw.budgetAlerted);
  return account;
}

/**
 * `json` (a parsed settings.json of this version, `preferences` already read one by one)
 * as `Settings`, or null when its shape is wrong (the caller moves the file aside).
 */
export function readSettingsShape(json: unknown, preferences: Preferences, version: number): Settings | null {
  if (!isRecord(json) || json.version !== version) return null;
  const rawAccounts = json.accounts === undefined ? [] : json.accounts;
  if (!Array.isArray(rawAccounts)) return null;
  const accounts: AccountRecord[] = [];
  for (const raw of rawAccounts) {
    const account = readAccount(raw);
    if (account === null) return null;
    accounts.push(account);
  }
  const activeKey = json.activeKey === undefined ? null : json.activeKey;
  if (activeKey !== null && typeof activeKey !== 'string') return null;
  return { version: json.version as Settings['version'], accounts, activeKey, preferences };
}
