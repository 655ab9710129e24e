import { z } from 'zod';
import {
  storedAlertsRule,
  storedBudgetsRule,
  storedPeriodAlertsRule,
  storedPeriodBudgetsRule,
  storedPinnedRule,
} from '../budgets/budget-rules';
import { preferencesSchema } from './preference-rules';
import { SETTINGS_VERSIONS } from './settings-version';

/**
 * settings.json as zod checks it on every save: nothing invalid is ever written. Reading it
 * does not load zod (see `readSettingsShape`, the same rules by hand, held to these by the
 * settings-read-rules unit test).
 */

/** One account the user added. Nothing here is secret: the token is in the keychain. */
export const accountSchema = z.object({
  key: z.string().min(1),
  label: z.string(),
  baseUrl: z.string().min(1),
  accountId: z.string().min(1),
  email: z.string().min(1),
  /** Why the account is signed out, e.g. after the service ended the session. */
  signedOutReason: z.string().nullable().default(null),
  /**
   * Ids of the projects opened last, newest first (at most 5). Older files have none; an
   * unreadable list is dropped rather than failing the whole file.
   */
  recent: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .transform((ids) => ids.slice(0, 5))
    .optional()
    .catch(undefined),
  /** Issue #19: budgets, pinned projects and the budget alerts already shown (see budget-rules.ts). */
  budgets: storedBudgetsRule,
  pinned: storedPinnedRule,
  budgetAlerted: storedAlertsRule,
  /** Issue 34: budgets per week, month or cycle, by `project:ID` or `customer:ID`, and their alerts. */
  periodBudgets: storedPeriodBudgetsRule,
  periodAlerted: storedPeriodAlertsRule,
});

export const settingsSchema = z.object({
  version: z.union(SETTINGS_VERSIONS.map((v) => z.literal(v))),
  accounts: z.array(accountSchema).default([]),
  activeKey: z.string().nullable().default(null),
  preferences: preferencesSchema,
});

export type AccountRecord = z.infer<typeof accountSchema>;
export type Settings = z.infer<typeof settingsSchema>;
