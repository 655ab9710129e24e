/**
 * Maps what undici or Node throws (no HTTP answer at all) to an ApiError whose message names
 * the cause and, where there is one, the fix. The cause is said in the words `timetray
 * doctor` uses too (network-words.ts), in the language spoken when the error is made.
 */
import type { ApiError } from '../api/api-error';
import { makeApiError } from '../api/redact';
import { m } from '../i18n';
import { proxyVariable } from './proxy-route';
import {
  connectionCauseOf,
  isNotFound,
  networkCauseText,
  proxyCauseOf,
  type NetworkCause,
} from './network-words';

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
  'ABORT_ERR',
]);

/** Certificate errors that mean "issued by a CA this computer does not trust" (also the doctor's). */
export const UNTRUSTED_CODES: ReadonlySet<string> = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
]);

/** The `code` of an error or of its first coded cause. */
export function errorCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Where the proxy in use was set, by the one decision (proxy-route.ts): the variable in use
 * (`https_proxy`, `HTTPS_PROXY`, …: the one to fix, not always the upper-case name); without
 * one, the app routes through the OS's proxy (net/system-proxy.ts).
 */
const proxySetting = (): string => proxyVariable(process.env)?.name ?? m.net_system_proxy_settings();

/** undici's words when a proxy answers CONNECT with anything but 200. */
const TUNNEL_REFUSED = /Proxy response \((\d{3})\) !== 200/;

/** The fix said after each cause (each ends with its own stop or question mark). */
function fixFor(cause: NetworkCause): string {
  switch (cause.cause) {
    case 'tunnel-refused':
      return ''; // said with the origin, below
    case 'proxy-refused':
      return m.net_fix_proxy_runs({ setting: proxySetting() });
    case 'proxy-not-found':
    case 'proxy-timeout':
    case 'proxy-unreachable':
      return m.net_fix_proxy_setting({ setting: proxySetting() });
    case 'connect-timeout':
      return m.net_fix_network();
    case 'slow-answer':
    case 'cut-off':
      return m.net_fix_try_again();
    case 'untrusted':
      return m.net_fix_ca_file();
    case 'expired':
      return m.net_fix_clock();
    case 'wrong-name':
      return m.net_fix_address();
    case 'no-tls':
      return m.net_fix_https();
    case 'refused':
      return m.net_fix_address_right();
    case 'not-found':
      return m.net_fix_address_internet();
    case 'unreachable':
      return m.net_fix_internet();
    case 'unknown':
      return m.net_fix_connection();
  }
}

const KIND_OF: Partial<Record<NetworkCause['cause'], 'timeout' | 'tls'>> = {
  'connect-timeout': 'timeout',
  'slow-answer': 'timeout',
  untrusted: 'tls',
  expired: 'tls',
  'wrong-name': 'tls',
  'no-tls': 'tls',
};

/** The cause of a failure with no HTTP answer (see network-words.ts for its words). */
export function causeOfThrown(
  error: unknown,
  context: { origin: string; timedOut: boolean; proxy?: string | null | undefined },
): NetworkCause {
  const code = errorCodeOf(error) ?? '';
  const { origin } = context;
  const name = error instanceof Error ? error.name : '';
  if (context.proxy) {
    // Through a proxy, refusals come from the proxy: blaming the service would send the user
    // to check the wrong thing (and undici reports a refused CONNECT as an abort).
    const refused = TUNNEL_REFUSED.exec(error instanceof Error ? error.message : '');
    if (refused && !context.timedOut) return { cause: 'tunnel-refused', status: refused[1]! };
    if (code === 'ECONNREFUSED' || isNotFound(code)) return proxyCauseOf(code, context.proxy);
  }
  if (context.timedOut || TIMEOUT_CODES.has(code) || name === 'TimeoutError' || name === 'AbortError') {
    return code === 'UND_ERR_CONNECT_TIMEOUT'
      ? { cause: 'connect-timeout', origin }
      : { cause: 'slow-answer', origin };
  }
  if (UNTRUSTED_CODES.has(code)) return { cause: 'untrusted', code };
  if (code === 'CERT_HAS_EXPIRED' || code === 'CERT_NOT_YET_VALID') return { cause: 'expired', code };
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID' || code === 'HOSTNAME_MISMATCH')
    return { cause: 'wrong-name', origin };
  if (code.startsWith('ERR_SSL_') || code === 'EPROTO' || code.startsWith('ERR_TLS_'))
    return { cause: 'no-tls', origin, code };
  return connectionCauseOf(code, origin);
}

/** Causes that end a call before its request left: the service cannot have acted on it. */
const BEFORE_SENDING = new Set<NetworkCause['cause']>([
  'proxy-refused',
  'proxy-not-found',
  'proxy-timeout',
  'proxy-unreachable',
  'tunnel-refused',
  'connect-timeout',
  'untrusted',
  'expired',
  'wrong-name',
  'no-tls',
  'refused',
  'not-found',
  'unreachable',
]);

/**
 * Whether a call that failed with no HTTP answer (`errorFromThrown`'s error) never sent its
 * request: no connection, no TLS. False when it may have been sent (an answer too slow or cut
 * off), and for every other failure.
 */
export function failedBeforeSending(error: ApiError): boolean {
  if (error.code === 'tls') return true;
  if (error.code !== 'network' && error.code !== 'timeout') return false;
  return BEFORE_SENDING.has(causeOfThrown(error.cause, { origin: '', timedOut: false }).cause);
}

export function errorFromThrown(
  error: unknown,
  context: { origin: string; timedOut: boolean; secrets: readonly string[]; proxy?: string | null },
): ApiError {
  const cause = causeOfThrown(error, context);
  const fix =
    cause.cause === 'tunnel-refused' ? m.net_fix_proxy_rules({ origin: context.origin }) : fixFor(cause);
  return makeApiError(KIND_OF[cause.cause] ?? 'network', `${networkCauseText(cause)} — ${fix}`, {
    cause: error,
    secrets: context.secrets,
  });
}
