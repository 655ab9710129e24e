import { parseBaseUrl } from './parse-base-url';
import { makeApiError } from './redact';

/**
 * Normalises what a user typed as the service address into the base URL every path is
 * appended to: `https:` only (a token must never travel in clear), no credentials, query or
 * fragment, no trailing slash; a bare host gets the service's `/api/v1`. See `parseBaseUrl`,
 * which the input rules share.
 *
 * @throws ApiError `insecure_url` for `http:`, `invalid` for anything else unusable.
 */
export function normalizeBaseUrl(input: string): string {
  const parsed = parseBaseUrl(input);
  if (!parsed.ok) throw makeApiError(parsed.code, parsed.message);
  return parsed.value;
}
