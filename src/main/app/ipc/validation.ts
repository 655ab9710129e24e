import { z } from 'zod';
import { MAX_WANTED_TOTALS, type IpcChannel, type IpcContract } from '../../../shared/ipc';
import { WINDOW_GROUPINGS, WINDOW_PERIODS } from '../../../shared/reports';
import type { PreferenceChange } from '../../../shared/preferences';
import { normalizePreferenceChange, preferenceChangeSchema } from '../../core/settings/preference-change';
import { budgetRule, periodBudgetRule } from '../../core/budgets/budget-rules';
import { m } from '../../core/i18n';
import {
  accountIdRule,
  baseUrlRule,
  customerIdRule,
  customerNameRule,
  emailRule,
  projectIdRule,
  signInInputRule,
} from '../../core/input-rules';

/**
 * Schemas for every argument the renderer can send. The renderer is treated as untrusted:
 * a compromised page must not reach the core with anything the UI itself would not send.
 * Each schema parses the channel's whole argument list as a tuple; the rules themselves live in
 * `core/input-rules.ts`, shared with the CLI.
 */

/**
 * An account key is `origin|accountId|email` (see `vault/secret-store.ts`); the handler
 * also checks it is one the snapshot lists, so the renderer cannot name anything else.
 */
const accountKey = z
  .string({ error: () => m.core_account_key_missing() })
  .min(1, { error: () => m.core_account_key_missing() })
  .max(2048, { error: () => m.core_account_key_too_long() });

/** A header value: visible ASCII and spaces only (anything else could split the header). */
const HEADER_TEXT = /^[\x20-\x7e]+$/;

const importTokenRequest = z.strictObject(
  {
    baseUrl: baseUrlRule,
    accountId: accountIdRule,
    email: emailRule,
    token: z
      .string({ error: () => m.core_token_not_text() })
      .trim()
      .min(1, { error: () => m.core_token_empty() })
      .max(4096, { error: () => m.core_token_too_long_input() })
      .regex(/^[\x21-\x7e]+$/, { error: () => m.core_token_no_spaces() }),
    userAgent: z
      .string({ error: () => m.core_user_agent_not_text() })
      .max(1024, { error: () => m.core_user_agent_too_long() })
      .regex(HEADER_TEXT, {
        error: () => m.core_user_agent_exact(),
      }),
  },
  { error: () => m.core_token_form_incomplete() },
);

/** The rows in view: a bounded list of project ids (duplicates are harmless). */
const wantedIds = z
  .array(projectIdRule, { error: () => m.core_project_ids_not_list() })
  .max(MAX_WANTED_TOTALS, { error: () => m.core_project_ids_too_many({ max: MAX_WANTED_TOTALS }) });

/**
 * One preference change: the same rule settings.json is read with (a shortcut typed as
 * "ctrl+alt+t" is first put in Electron's spelling, as the CLI does). Unknown keys are refused.
 */
const preferenceChange: z.ZodType<PreferenceChange, unknown> = z.preprocess(
  normalizePreferenceChange,
  preferenceChangeSchema,
);

/** Numbers main gives its first-screen answers (see `SnapshotPusher.answer`). */
const firstScreenId = z
  .number({ error: () => m.core_first_screen_id() })
  .int({ error: () => m.core_first_screen_id() })
  .positive({ error: () => m.core_first_screen_id() })
  .max(Number.MAX_SAFE_INTEGER, { error: () => m.core_first_screen_id() });

/** The "Hours by period" view's question: one of its periods and groupings, saved or fetched. */
const periodRequestInvalid = (): string => m.core_period_request_invalid();
const periodRequest = z.strictObject(
  {
    period: z.enum(WINDOW_PERIODS, { error: periodRequestInvalid }),
    grouping: z.enum(WINDOW_GROUPINGS, { error: periodRequestInvalid }),
    source: z.enum(['saved', 'service'], { error: periodRequestInvalid }),
  },
  { error: periodRequestInvalid },
);

type ArgsOf<K extends IpcChannel> = Parameters<IpcContract[K]>;

/** A project or a customer of the list, by id (the core checks the list). */
const budgetTarget = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('project'), id: projectIdRule }),
    z.strictObject({ kind: z.literal('customer'), id: customerIdRule }),
  ],
  { error: () => m.budget_shape_invalid() },
);

/** One tuple schema per channel; the compiler checks each matches the contract. */
export const argumentSchemas: { [K in IpcChannel]: z.ZodType<ArgsOf<K>, unknown> } = {
  'state:get': z.tuple([]),
  'projects:list': z.tuple([]),
  'projects:cached': z.tuple([projectIdRule]),
  'projects:get': z.tuple([projectIdRule]),
  'projects:want-totals': z.tuple([wantedIds]),
  'projects:copy-summary': z.tuple([projectIdRule]),
  'projects:cycle-days': z.tuple([projectIdRule]),
  'reports:period': z.tuple([periodRequest]),
  'customers:rename': z.tuple([customerIdRule, customerNameRule]),
  'budgets:set': z.tuple([projectIdRule, budgetRule]),
  'budgets:clear': z.tuple([projectIdRule]),
  'budgets:set-period': z.tuple([budgetTarget, periodBudgetRule]),
  'budgets:clear-period': z.tuple([budgetTarget]),
  'projects:pin': z.tuple([projectIdRule, z.boolean({ error: () => m.pin_flag_invalid() })]),
  'webapp:open': z.tuple([]),
  'session:sign-in': z.tuple([signInInputRule]),
  'session:sign-out': z.tuple([]),
  'session:import-token': z.tuple([importTokenRequest]),
  'accounts:use': z.tuple([accountKey]),
  'accounts:remove': z.tuple([accountKey]),
  'window:hide': z.tuple([]),
  'settings:info': z.tuple([]),
  'settings:set': z.tuple([preferenceChange]),
  'settings:choose-ca-file': z.tuple([]),
  'health:run': z.tuple([]),
  'window:painted': z.tuple([firstScreenId]),
};

/**
 * Parses a channel's arguments. On failure returns the first issue's message, which is
 * written for people and never echoes the input (a password must not come back in an error).
 */
export function parseArguments<K extends IpcChannel>(
  channel: K,
  args: readonly unknown[],
): { ok: true; value: ArgsOf<K> } | { ok: false; message: string; field?: string } {
  // Indexing a mapped type with a generic key loses the link to `ArgsOf<K>`; the map's
  // declared type above is what guarantees it.
  const schema = argumentSchemas[channel] as z.ZodType<ArgsOf<K>, unknown>;
  const result = schema.safeParse(args);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  // A wrong argument count gets zod's tuple message, which means nothing to a person.
  const message = issue && issue.path.length > 0 ? issue.message : m.core_request_not_understood();
  // A field of an object argument (the sign-in form's `baseUrl`): named, so the form can focus it.
  const field = issue?.path.length === 2 && typeof issue.path[1] === 'string' ? issue.path[1] : undefined;
  return field ? { ok: false, message, field } : { ok: false, message };
}
