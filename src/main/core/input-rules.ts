import { z } from 'zod';
import { hasUnshownCharacter } from '../../shared/display-text';
import { parseBaseUrl } from './api/parse-base-url';
import { m } from './i18n';
import { ACCOUNT_ID_PATTERN } from '../../shared/account-id';

/**
 * The rules for what a person may type: one set for the window (checked at the IPC
 * boundary) and the CLI, so both refuse the same input with the same words. Messages are
 * written for people and never echo the input (a password must not come back in an error).
 */

/** The longest customer name the service accepts. */
export const MAX_CUSTOMER_NAME = 255;

// The first failed check is the one said: "too large" before "whole", which zod's int()
// also refuses beyond Number.MAX_SAFE_INTEGER.
export const customerIdRule = z
  .number({ error: () => m.core_customer_id_not_number() })
  .positive({ error: () => m.core_customer_id_not_positive() })
  .max(Number.MAX_SAFE_INTEGER, { error: () => m.core_customer_id_too_large() })
  .int({ error: () => m.core_customer_id_not_whole() });

/** A project id: what the service's ids are (positive whole numbers), nothing the URL could misread. */
export const projectIdRule = z
  .number({ error: () => m.core_project_id_not_number() })
  .positive({ error: () => m.core_project_id_not_positive() })
  .max(Number.MAX_SAFE_INTEGER, { error: () => m.core_project_id_too_large() })
  .int({ error: () => m.core_project_id_not_whole() });

/** Said when a customer name holds a character that cannot be shown as it is. */
export const customerNameUnshown = (): string => m.core_customer_name_unshown();

export const customerNameRule = z
  .string({ error: () => m.core_customer_name_not_text() })
  .trim()
  .min(1, { error: () => m.core_customer_name_empty() })
  .max(MAX_CUSTOMER_NAME, { error: () => m.core_customer_name_too_long({ max: MAX_CUSTOMER_NAME }) })
  // Saved at the service for every member to see: an escape sequence, a bidi override or an
  // invisible character there could make the name read as another (or restyle a terminal).
  .refine((name) => !hasUnshownCharacter(name), { error: customerNameUnshown });

/** The longest account label: it heads lists and menus, one line each. */
export const MAX_ACCOUNT_LABEL = 100;

/**
 * An account's label (`--label`), as a customer name is checked: it is shown in every list,
 * the tray and the window, so nothing that restyles a terminal or reads as another name.
 * Empty: the e-mail is the label.
 */
export const accountLabelRule = z
  .string({ error: () => m.core_label_unshown() })
  .trim()
  .max(MAX_ACCOUNT_LABEL, { error: () => m.core_label_too_long({ max: MAX_ACCOUNT_LABEL }) })
  .refine((label) => !hasUnshownCharacter(label), { error: () => m.core_label_unshown() });

/**
 * The service address, parsed by the client's own parser (`parseBaseUrl`) and given back
 * normalised: what this rule accepts is exactly the address that is used.
 */
export const baseUrlRule = z.string({ error: () => m.core_url_not_text() }).transform((value, ctx) => {
  const parsed = parseBaseUrl(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});

export const emailRule = z
  .string({ error: () => m.core_email_not_text() })
  .trim()
  .max(320, { error: () => m.core_email_too_long() })
  .pipe(z.email({ error: () => m.core_email_invalid() }));

export const passwordRule = z
  .string({ error: () => m.core_password_not_text() })
  .min(1, { error: () => m.core_password_empty() })
  .max(1024, { error: () => m.core_password_too_long() });

export const accountIdRule = z
  .string({ error: () => m.core_account_id_not_text() })
  .trim()
  .regex(ACCOUNT_ID_PATTERN, {
    error: () => m.core_account_id_hint(),
  });

export const signInInputRule = z.strictObject(
  { baseUrl: baseUrlRule, email: emailRule, password: passwordRule, accountId: accountIdRule },
  { error: () => m.core_sign_in_incomplete() },
);

/** `value` parsed by `rule`, or the first issue's message (for people; never the input). */
export function checkInput<T>(
  rule: z.ZodType<T, unknown>,
  value: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  const result = rule.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? m.core_input_invalid() };
}
