import { z } from 'zod';
import { hasUnshownCharacter } from '../../shared/display-text';
import { parseBaseUrl } from './api/parse-base-url';

/**
 * The rules for what a person may type: one set for the window (checked at the IPC
 * boundary) and the CLI, so both refuse the same input with the same words. Messages are
 * written for people and never echo the input (a password must not come back in an error).
 */

/** The longest customer name the service accepts. */
export const MAX_CUSTOMER_NAME = 255;

/** The short id from the web app's address after `/a/`, e.g. `124893893dd8`. */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const customerIdRule = z
  .number({ error: 'The customer id must be a number.' })
  .int({ error: 'The customer id must be a whole number.' })
  .positive({ error: 'The customer id must be positive.' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'The customer id is too large.' });

/** A project id: what the service's ids are (positive whole numbers), nothing the URL could misread. */
export const projectIdRule = z
  .number({ error: 'The project id must be a number.' })
  .int({ error: 'The project id must be a whole number.' })
  .positive({ error: 'The project id must be positive.' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'The project id is too large.' });

/** Said when a customer name holds a character that cannot be shown as it is. */
export const CUSTOMER_NAME_UNSHOWN =
  'The customer name cannot contain control characters (such as tabs or escape codes), text-direction controls or invisible characters.';

export const customerNameRule = z
  .string({ error: 'The customer name must be text.' })
  .trim()
  .min(1, { error: 'The customer name cannot be empty.' })
  .max(MAX_CUSTOMER_NAME, { error: `The customer name can be at most ${MAX_CUSTOMER_NAME} characters.` })
  // Saved at the service for every member to see: an escape sequence, a bidi override or an
  // invisible character there could make the name read as another (or restyle a terminal).
  .refine((name) => !hasUnshownCharacter(name), { error: CUSTOMER_NAME_UNSHOWN });

/**
 * The service address, parsed by the client's own parser (`parseBaseUrl`) and given back
 * normalised: what this rule accepts is exactly the address that is used.
 */
export const baseUrlRule = z
  .string({ error: 'The service address must be text.' })
  .transform((value, ctx) => {
    const parsed = parseBaseUrl(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export const emailRule = z
  .string({ error: 'The email must be text.' })
  .trim()
  .max(320, { error: 'The email is too long.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

export const passwordRule = z
  .string({ error: 'The password must be text.' })
  .min(1, { error: 'Enter your password.' })
  .max(1024, { error: 'The password is too long.' });

export const accountIdRule = z
  .string({ error: 'The account id must be text.' })
  .trim()
  .regex(ACCOUNT_ID_PATTERN, {
    error: 'The account id is the short code after /a/ in the web app’s address.',
  });

export const signInInputRule = z.strictObject(
  { baseUrl: baseUrlRule, email: emailRule, password: passwordRule, accountId: accountIdRule },
  { error: 'The sign-in form is incomplete.' },
);

/** `value` parsed by `rule`, or the first issue's message (for people; never the input). */
export function checkInput<T>(
  rule: z.ZodType<T, unknown>,
  value: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  const result = rule.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'The input is not valid.' };
}
