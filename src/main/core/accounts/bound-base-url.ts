import { normalizeBaseUrl } from '../api/base-url';
import { CoreError } from '../core-error';
import type { AccountRecord } from '../settings/settings-store';
import { m } from '../i18n';

/**
 * The address a token of `account` may be sent to. The keychain entry's name starts with
 * the origin the token was issued by (`<origin>|<account id>|<email>`), while `baseUrl` is
 * only a line in settings.json that anything able to write that file could point elsewhere.
 * So the token only ever goes to the origin its key names.
 *
 * @throws CoreError `settings` when `baseUrl` is unusable or names another origin.
 */
export function boundBaseUrl(account: Pick<AccountRecord, 'key' | 'baseUrl' | 'label'>): string {
  let baseUrl: string | null = null;
  try {
    baseUrl = normalizeBaseUrl(account.baseUrl);
  } catch {
    // An unusable address is treated like a foreign one: the token stays home.
  }
  if (baseUrl === null || !account.key.startsWith(`${new URL(baseUrl).origin}|`)) {
    throw new CoreError('settings', m.core_address_mismatch({ account: account.label }));
  }
  return baseUrl;
}

/** `boundBaseUrl`, or null where it would throw (sign-out then deletes without revoking). */
export function boundBaseUrlOrNull(account: Pick<AccountRecord, 'key' | 'baseUrl' | 'label'>): string | null {
  try {
    return boundBaseUrl(account);
  } catch {
    return null;
  }
}
