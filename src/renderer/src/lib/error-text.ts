import type { AppError, ErrorCode } from '../../../shared/result';

/**
 * What the banner says, in words a person reads: what happened, not the address or the
 * transport detail (main's messages name the service URL, which helps in a log, not here).
 * The service's own message is kept where it is the useful part (a refusal, a rule).
 */
const SENTENCES: Partial<Record<ErrorCode, string>> = {
  network: 'Timetray could not reach the service. Check your internet connection.',
  timeout: 'The service took too long to answer.',
  server: 'The service had a problem on its side.',
  rate_limited: 'The service asked Timetray to slow down for a moment.',
  bad_response: 'The service sent an answer Timetray could not read.',
  redirect: 'The service sent Timetray elsewhere, which it does not follow for safety.',
  insecure_url: 'The service address must start with https://.',
  unauthorized: 'The service ended this session.',
  signed_out: 'You are signed out.',
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
  if (KEEP_MESSAGE.has(error.code)) return error.message.replace(URL_LIKE, 'the service');
  return SENTENCES[error.code] ?? 'Something went wrong talking to the service.';
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
