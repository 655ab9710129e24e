/**
 * The service's web app, one click away (issue #19): the account's projects page, as the
 * service's token guide gives it — the API base's origin + `/a/<account id>/#/projects`.
 * Made only from the account's own address and id, never from anything the service sent.
 */

/** The account id as it may appear in that address (the same rule sign-in checks). */
const ACCOUNT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * `https://HOST/api/v1` + `ACCOUNT` → `https://HOST/a/ACCOUNT/#/projects`; null when the
 * base is not an `https:` address or the account id is not one a web address can carry.
 */
export function webAppAddress(baseUrl: string, accountId: string): string | null {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' || base.username !== '' || base.password !== '') return null;
  if (!ACCOUNT_ID.test(accountId)) return null;
  return `${base.origin}/a/${accountId}/#/projects`;
}

/**
 * Whether `address` may be handed to the system browser for an account on `baseUrl`:
 * `https:` on exactly that account's host (and port). Checked again right before opening.
 */
export function isOwnWebAppAddress(address: string, baseUrl: string): boolean {
  try {
    const target = new URL(address);
    const base = new URL(baseUrl);
    return target.protocol === 'https:' && base.protocol === 'https:' && target.origin === base.origin;
  } catch {
    return false;
  }
}
