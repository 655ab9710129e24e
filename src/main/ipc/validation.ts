import { z } from 'zod';
import type { InvokeChannel, InvokeContract } from '../../shared/ipc';

/**
 * Schemas for every argument the renderer can send. The renderer is treated as untrusted:
 * a compromised page must not reach the core with anything the UI itself would not send.
 * Each schema parses the channel's whole argument list as a tuple.
 */

/** The longest customer name the service accepts. */
export const MAX_CUSTOMER_NAME = 255;

const customerId = z
  .number({ error: 'The customer id must be a number.' })
  .int({ error: 'The customer id must be a whole number.' })
  .positive({ error: 'The customer id must be positive.' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'The customer id is too large.' });

const customerName = z
  .string({ error: 'The customer name must be text.' })
  .trim()
  .min(1, { error: 'The customer name cannot be empty.' })
  .max(MAX_CUSTOMER_NAME, { error: `The customer name can be at most ${MAX_CUSTOMER_NAME} characters.` });

const baseUrl = z
  .string({ error: 'The service address must be text.' })
  .trim()
  .max(2048, { error: 'The service address is too long.' })
  .refine(isHttpsUrl, { error: 'The service address must be an https:// URL.' });

/** The short id from the web app's address after `/a/`, e.g. `124893893dd8`. */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const signInInput = z.strictObject(
  {
    baseUrl,
    email: z
      .string({ error: 'The email must be text.' })
      .trim()
      .max(320, { error: 'The email is too long.' })
      .pipe(z.email({ error: 'Enter a valid email address.' })),
    password: z
      .string({ error: 'The password must be text.' })
      .min(1, { error: 'Enter your password.' })
      .max(1024, { error: 'The password is too long.' }),
    accountId: z.string({ error: 'The account id must be text.' }).trim().regex(ACCOUNT_ID_PATTERN, {
      error: 'The account id is the short code after /a/ in the web app’s address.',
    }),
  },
  { error: 'The sign-in form is incomplete.' },
);

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

type ArgsOf<K extends InvokeChannel> = Parameters<InvokeContract[K]>;

/** One tuple schema per channel; the compiler checks each matches the contract. */
export const argumentSchemas: { [K in InvokeChannel]: z.ZodType<ArgsOf<K>, unknown> } = {
  'state:get': z.tuple([]),
  'projects:list': z.tuple([]),
  'customers:rename': z.tuple([customerId, customerName]),
  'session:sign-in': z.tuple([signInInput]),
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
