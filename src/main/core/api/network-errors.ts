/**
 * Maps what undici or Node throws (no HTTP answer at all) to an ApiError whose message names
 * the cause and, where there is one, the fix.
 */
import type { ApiError } from './api-error';
import { makeApiError } from './redact';

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
 * Where the proxy in use was set: a proxy variable wins (api/agent.ts); without one, the app
 * routes through the OS's proxy (api/system-proxy.ts).
 */
const proxySetting = (): string =>
  ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'].some((name) => process.env[name])
    ? 'HTTPS_PROXY'
    : "the system's proxy settings";

/** undici's words when a proxy answers CONNECT with anything but 200. */
const TUNNEL_REFUSED = /Proxy response \((\d{3})\) !== 200/;

export function errorFromThrown(
  error: unknown,
  context: { origin: string; timedOut: boolean; secrets: readonly string[]; proxy?: string | null },
): ApiError {
  const code = errorCodeOf(error) ?? '';
  const { origin, secrets } = context;
  const make = (kind: 'network' | 'timeout' | 'tls', message: string) =>
    makeApiError(kind, message, { cause: error, secrets });
  const name = error instanceof Error ? error.name : '';
  if (context.proxy) {
    // Through a proxy, refusals come from the proxy: blaming the service would send the user
    // to check the wrong thing (and undici reports a refused CONNECT as an abort).
    const refused = TUNNEL_REFUSED.exec(error instanceof Error ? error.message : '');
    if (refused && !context.timedOut)
      return make(
        'network',
        `The proxy refused to connect to the service (${refused[1]}) — check the proxy's rules for ${origin}.`,
      );
    if (code === 'ECONNREFUSED')
      return make(
        'network',
        `The proxy at ${context.proxy} refused the connection — check ${proxySetting()} and that the proxy runs.`,
      );
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return make('network', `Cannot find the proxy at ${context.proxy} — check ${proxySetting()}.`);
  }
  if (context.timedOut || TIMEOUT_CODES.has(code) || name === 'TimeoutError' || name === 'AbortError') {
    if (code === 'UND_ERR_CONNECT_TIMEOUT')
      return make('timeout', `Could not connect to ${origin} in time — check your network.`);
    return make('timeout', `${origin} took too long to answer — try again.`);
  }
  if (UNTRUSTED_CODES.has(code)) {
    return make(
      'tls',
      `The server's certificate is not trusted (${code}) — if your network inspects TLS, add its CA file in Settings or with \`timetray config set caFile FILE\`; \`timetray doctor\` names who issued the certificate.`,
    );
  }
  if (code === 'CERT_HAS_EXPIRED' || code === 'CERT_NOT_YET_VALID') {
    return make(
      'tls',
      `The server's certificate is expired or not yet valid (${code}) — check this computer's clock.`,
    );
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID' || code === 'HOSTNAME_MISMATCH') {
    return make(
      'tls',
      `The server's certificate is for another name than ${origin} — check the service address.`,
    );
  }
  if (code.startsWith('ERR_SSL_') || code === 'EPROTO' || code.startsWith('ERR_TLS_')) {
    return make(
      'tls',
      `A secure connection to ${origin} could not be set up (${code}) — is this an HTTPS address?`,
    );
  }
  if (code === 'ECONNREFUSED')
    return make('network', `${origin} refused the connection — is the service address right?`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return make('network', `Cannot find ${origin} — check the address and your internet connection.`);
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET' || code === 'UND_ERR_CLOSED') {
    return make('network', `The connection to ${origin} was cut off — try again.`);
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ENETDOWN') {
    return make('network', `${origin} is unreachable — check your internet connection.`);
  }
  return make('network', `Could not reach ${origin}${code ? ` (${code})` : ''} — check your connection.`);
}
