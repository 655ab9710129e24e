import type { Answer } from './transport';
import { makeApiError } from './redact';
import { m } from '../i18n';

/** A shared default (a `= []` default would allocate on every call). */
const NONE: readonly string[] = [];

/**
 * The parsed JSON of a 2xx answer. HTML or broken JSON from a proxy is a `bad_response`,
 * with no body text in the message (it may be anything).
 */
export function parseJsonBody(answer: Answer, what: string, secrets: readonly string[] = NONE): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch (error) {
    const looksHtml = /^\s*</.test(answer.body);
    return failParse(what, looksHtml, error, secrets);
  }
}

function failParse(what: string, html: boolean, cause: unknown, secrets: readonly string[]): never {
  const message = html ? m.core_api_answer_web_page({ what }) : m.core_api_answer_unreadable({ what });
  throw makeApiError('bad_response', message, { cause, secrets });
}

/** `{"data": x}` → x; anything else as is (the docs and examples disagree on wrapping). */
export function unwrapData(body: unknown): unknown {
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}
