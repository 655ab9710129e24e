import { z } from 'zod';
import type { AccountContract } from '../../shared/ipc';
import { accountIdRule, baseUrlRule, emailRule } from '../core/input-rules';

/**
 * Argument schemas for the account channels (the others live in `validation.ts`). An
 * account key is `origin|accountId|email` (see `vault/secret-store.ts`); the core looks it
 * up among the known accounts, so the renderer cannot name anything else.
 */

const accountKey = z
  .string({ error: 'The account must be named by its key.' })
  .min(1, { error: 'The account must be named by its key.' })
  .max(2048, { error: 'The account key is too long.' });

/** A header value: visible ASCII and spaces only (anything else could split the header). */
const HEADER_TEXT = /^[\x20-\x7e]+$/;

const importTokenRequest = z.strictObject(
  {
    baseUrl: baseUrlRule,
    accountId: accountIdRule,
    email: emailRule,
    token: z
      .string({ error: 'The token must be text.' })
      .trim()
      .min(1, { error: 'Paste the token.' })
      .max(4096, { error: 'The token is too long.' })
      .regex(/^[\x21-\x7e]+$/, { error: 'A token has no spaces or special characters.' }),
    userAgent: z
      .string({ error: 'The User-Agent must be text.' })
      .max(1024, { error: 'The User-Agent is too long.' })
      .regex(HEADER_TEXT, {
        error: 'Enter the exact User-Agent the token was created with (plain ASCII).',
      }),
  },
  { error: 'The token form is incomplete.' },
);

type ArgsOf<K extends keyof AccountContract> = Parameters<AccountContract[K]>;

export const accountSchemas: { [K in keyof AccountContract]: z.ZodType<ArgsOf<K>, unknown> } = {
  'session:import-token': z.tuple([importTokenRequest]),
  'accounts:use': z.tuple([accountKey]),
  'accounts:remove': z.tuple([accountKey]),
};

/** Like `parseArguments` in `validation.ts`: the message never echoes the input. */
export function parseAccountArguments<K extends keyof AccountContract>(
  channel: K,
  args: readonly unknown[],
): { ok: true; value: ArgsOf<K> } | { ok: false; message: string } {
  const schema = accountSchemas[channel] as z.ZodType<ArgsOf<K>, unknown>;
  const result = schema.safeParse(args);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const message = issue && issue.path.length > 0 ? issue.message : 'The request was not understood.';
  return { ok: false, message };
}
