import { m } from '../i18n';

/**
 * The one parser of a typed service address. The window's input rule, the CLI and the client
 * all go through it, so what is accepted is exactly what is used, and a malformed address is
 * refused with the same words everywhere — before any connection.
 *
 * Accepted: `https://host[:port][/path]`, or the same without the scheme (`host:port/api/v1`),
 * which is taken as https (never http). A bare host gets the service's `/api/v1`.
 */
export type ParsedBaseUrl =
  { ok: true; value: string } | { ok: false; code: 'invalid' | 'insecure_url'; message: string };

/** The words of each refusal, made when the address is checked (in the language spoken then). */
export const BASE_URL_MESSAGES = {
  empty: () => m.core_url_empty(),
  tooLong: () => m.core_url_too_long(),
  malformed: () => m.core_url_malformed(),
  insecure: () => m.core_url_insecure(),
  scheme: () => m.core_url_scheme(),
  credentials: () => m.core_url_credentials(),
  query: () => m.core_url_query(),
  webApp: (address: string, accountId: string) => m.core_url_web_app({ address, accountId }),
} as const;

/** The web app's pages: `/a/<account id>/`, then the page after `#` (API-NOTES.md). */
const WEB_APP_PATH = /^\/a\/([A-Za-z0-9]+)\/?$/;

const MAX_LENGTH = 2048;
/** `scheme:` at the start; what follows decides whether it really is a scheme. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Backslashes (WHATWG URL reads them as `/`), whitespace and control characters inside. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const NEVER_IN_ADDRESS = /[\\\s\u0000-\u001f\u007f]/;

const fail = (code: 'invalid' | 'insecure_url', message: string): ParsedBaseUrl => ({
  ok: false,
  code,
  message,
});

export function parseBaseUrl(input: unknown): ParsedBaseUrl {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text) return fail('invalid', BASE_URL_MESSAGES.empty());
  if (text.length > MAX_LENGTH) return fail('invalid', BASE_URL_MESSAGES.tooLong());
  if (NEVER_IN_ADDRESS.test(text)) return fail('invalid', BASE_URL_MESSAGES.malformed());
  const scheme = SCHEME.exec(text);
  let withScheme = `https://${text}`;
  if (scheme) {
    const rest = text.slice(scheme[0].length);
    const name = (scheme[1] ?? '').toLowerCase();
    if (name === 'http') return fail('insecure_url', BASE_URL_MESSAGES.insecure());
    if (rest.startsWith('//')) {
      if (name !== 'https') return fail('invalid', BASE_URL_MESSAGES.scheme());
      // `https:///host` would be read as `https://host` by a lenient parser: a typo, not an address.
      if (rest.startsWith('///')) return fail('invalid', BASE_URL_MESSAGES.malformed());
      withScheme = text;
    } else if (!/^\d+(\/|$)/.test(rest)) {
      // Not `host:port`: a mistyped scheme such as `https:/host` or `https:host`, which a lenient
      // reading would turn into a host named "https".
      return fail('invalid', name === 'https' ? BASE_URL_MESSAGES.malformed() : BASE_URL_MESSAGES.scheme());
    }
  }
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return fail('invalid', BASE_URL_MESSAGES.malformed());
  }
  const authority = withScheme.slice('https://'.length).split('/')[0] ?? '';
  if (url.username || url.password || authority.includes('@')) {
    // Never echo the URL: it carries a password.
    return fail('invalid', BASE_URL_MESSAGES.credentials());
  }
  // Copied from the browser (the account id is what the user looks for there): name both.
  const webApp = WEB_APP_PATH.exec(url.pathname);
  if (webApp) return fail('invalid', BASE_URL_MESSAGES.webApp(`${url.origin}/api/v1`, webApp[1]!));
  if (url.search || url.hash || withScheme.includes('?') || withScheme.includes('#'))
    return fail('invalid', BASE_URL_MESSAGES.query());
  // `https//host` (colon missing) reads as a host named "https": a typo, never a service.
  if (url.hostname === '' || url.hostname === 'https' || url.hostname === 'http')
    return fail('invalid', BASE_URL_MESSAGES.malformed());
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, value: `${url.origin}${path === '' ? '/api/v1' : path}` };
}
