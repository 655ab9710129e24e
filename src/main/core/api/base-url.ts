import { makeApiError } from './redact';

/**
 * Normalises what a user typed as the service address into the base URL every path is
 * appended to: `https:` only (a token must never travel in clear), no credentials, query or
 * fragment, no trailing slash; a bare host gets the service's `/api/v1`.
 *
 * @throws ApiError `insecure_url` for `http:`, `invalid` for anything else unusable.
 */
export function normalizeBaseUrl(input: string): string {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text)
    throw makeApiError('invalid', 'Enter the address of the service, e.g. https://app.rabbiit.com/api/v1.');
  // A bare "host/path" is taken as https — never as http.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw makeApiError('invalid', 'The service address is not a valid URL.');
  }
  if (url.protocol === 'http:') {
    throw makeApiError(
      'insecure_url',
      'The service address must start with https:// — a token is never sent over plain HTTP.',
    );
  }
  if (url.protocol !== 'https:')
    throw makeApiError('invalid', 'The service address must start with https://.');
  if (url.username || url.password) {
    // Never echo the URL: it carries a password.
    throw makeApiError('invalid', 'The service address must not contain a user name or password.');
  }
  if (url.search || url.hash || withScheme.includes('?') || withScheme.includes('#')) {
    throw makeApiError('invalid', 'The service address must not contain a query (?…) or fragment (#…).');
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path === '' ? '/api/v1' : path}`;
}
