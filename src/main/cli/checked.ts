import type { z } from 'zod';
import { checkInput } from '../core/input-rules';
import { UsageError } from './exit-codes';

/**
 * `value` checked by one of the shared input rules (`core/input-rules.ts`), so the CLI
 * refuses what the window refuses, with the same words, as a usage error (exit 2). Its own
 * module: the rules are zod schemas, which local commands (`status`, `accounts`) do not load.
 */
export function checked<T>(rule: z.ZodType<T, unknown>, value: unknown): T {
  const result = checkInput(rule, value);
  if (!result.ok) throw new UsageError(result.message);
  return result.value;
}

/**
 * An id typed on the command line, checked by `rule` (`projectIdRule`, `customerIdRule`). Only
 * plain decimal numbers count ("0x1F", "1e3" and "" are not ids a person types), with or
 * without the `#` the lists write before them ("#13", copied from `projects`); anything else
 * is checked as NaN, so the refusal is the rule's own words.
 */
export function checkedId(rule: z.ZodType<number, unknown>, text: string): number {
  const digits = text.replace(/^#/, '');
  return checked(rule, /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : NaN);
}
