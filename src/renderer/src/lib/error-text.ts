import type { AppError, ErrorCode } from '../../../shared/result';
import { m } from './i18n.svelte';

/**
 * What the banner says, in words a person reads: what happened, not the address or the
 * transport detail (main's messages name the service URL, which helps in a log, not here).
 * The service's own message is kept where it is the useful part (a refusal, a rule).
 */
const SENTENCES: Partial<Record<ErrorCode, () => string>> = {
  network: () => m.error_network(),
  timeout: () => m.error_timeout(),
  server: () => m.error_server(),
  rate_limited: () => m.error_rate_limited(),
  bad_response: () => m.error_bad_response(),
  redirect: () => m.error_redirect(),
  insecure_url: () => m.error_insecure_url(),
  unauthorized: () => m.error_unauthorized(),
  signed_out: () => m.error_signed_out(),
};

/** Codes whose message from main is already the sentence to show (cause and fix, no URL). */
const KEEP_MESSAGE: ReadonlySet<ErrorCode> = new Set([
  'keychain',
  'keychain_locked',
  'settings',
  'forbidden',
  'invalid',
  'not_found',
  'tls',
  'bad_input',
  'internal',
]);

/** Anything that looks like an address is left out of a message shown as is. */
const URL_LIKE = /\bhttps?:\/\/\S+/g;

export function errorSentence(error: AppError): string {
  if (KEEP_MESSAGE.has(error.code)) return error.message.replace(URL_LIKE, m.the_service());
  return SENTENCES[error.code]?.() ?? m.error_other();
}

/** Failures that a second try may cure (Retry is offered for these). */
export const RETRYABLE: ReadonlySet<ErrorCode> = new Set([
  'keychain_locked', // once the user has unlocked it
  'network',
  'timeout',
  'server',
  'rate_limited',
  'bad_response',
  'internal',
]);
