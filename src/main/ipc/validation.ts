import { z } from 'zod';
import type { InvokeChannel, InvokeContract } from '../../shared/ipc';
import { customerIdRule, customerNameRule, signInInputRule } from '../core/input-rules';

/**
 * Schemas for every argument the renderer can send. The renderer is treated as untrusted:
 * a compromised page must not reach the core with anything the UI itself would not send.
 * Each schema parses the channel's whole argument list as a tuple; the rules themselves live in
 * `core/input-rules.ts`, shared with the CLI.
 */

export { ACCOUNT_ID_PATTERN, MAX_CUSTOMER_NAME } from '../core/input-rules';

type ArgsOf<K extends InvokeChannel> = Parameters<InvokeContract[K]>;

/** One tuple schema per channel; the compiler checks each matches the contract. */
export const argumentSchemas: { [K in InvokeChannel]: z.ZodType<ArgsOf<K>, unknown> } = {
  'state:get': z.tuple([]),
  'projects:list': z.tuple([]),
  'customers:rename': z.tuple([customerIdRule, customerNameRule]),
  'session:sign-in': z.tuple([signInInputRule]),
  'session:sign-out': z.tuple([]),
  'window:hide': z.tuple([]),
};

/**
 * Parses a channel's arguments. On failure returns the first issue's message, which is
 * written for people and never echoes the input (a password must not come back in an error).
 */
export function parseArguments<K extends InvokeChannel>(
  channel: K,
  args: readonly unknown[],
): { ok: true; value: ArgsOf<K> } | { ok: false; message: string } {
  // Indexing a mapped type with a generic key loses the link to `ArgsOf<K>`; the map's
  // declared type above is what guarantees it.
  const schema = argumentSchemas[channel] as z.ZodType<ArgsOf<K>, unknown>;
  const result = schema.safeParse(args);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  // A wrong argument count gets zod's tuple message, which means nothing to a person.
  const message = issue && issue.path.length > 0 ? issue.message : 'The request was not understood.';
  return { ok: false, message };
}
