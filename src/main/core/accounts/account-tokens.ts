import { randomBytes } from 'node:crypto';
import type { SignOutState } from '../../../shared/ipc';
import { isApiError } from '../api/api-error';
import type { Credential } from '../api/credential';
import { decodeSecret, encodeSecret, type SecretStore } from '../vault';
import { CoreError } from '../core-error';
import type { ClientPool } from '../api/client-pool';
import { m } from '../i18n';

/** True when an `ApiError` says the token is refused (dead) at the service. */
export const isUnauthorized = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'unauthorized' || error.status === 401);

/**
 * The tokens of the accounts, in the keychain, with the server-side half of their life
 * (revocation). Keychain failures surface as `CoreError('keychain')` from the store.
 */
export class AccountTokens {
  constructor(
    private readonly secrets: SecretStore,
    private readonly clients: ClientPool,
  ) {}

  /** The stored credential of `key`, or null when there is none (or it is unreadable). */
  async read(key: string): Promise<Credential | null> {
    const secret = decodeSecret(await this.secrets.get(key));
    return secret ? { token: secret.token, userAgent: secret.userAgent } : null;
  }

  /**
   * Proves the keychain can store a secret now (writes, reads back and deletes a throwaway
   * entry that is no token), so a sign-in asks the service for a token only when it can be
   * kept: otherwise the new token would be live at the service with nowhere to go. Throws
   * the store's `CoreError('keychain' | 'keychain_locked')`, which names the fix.
   */
  async assertCanStore(): Promise<void> {
    const key = `keychain-check|${randomBytes(6).toString('hex')}`;
    const value = randomBytes(12).toString('hex');
    await this.secrets.set(key, value);
    try {
      if ((await this.secrets.get(key)) !== value) {
        throw new CoreError('keychain', m.core_keychain_not_keeping());
      }
    } finally {
      await this.secrets.delete(key).catch(() => false);
    }
  }

  /**
   * Stores a new credential; a replaced token is revoked at the server. If the keychain
   * refuses and `ownToken` (we just created it), the new token is revoked so no live token
   * is left that the user can neither use nor revoke. A pasted token is left alone: the
   * user may still use it elsewhere.
   */
  async store(key: string, baseUrl: string, credential: Credential, ownToken: boolean): Promise<void> {
    const previous = await this.read(key).catch(() => null);
    try {
      await this.secrets.set(key, encodeSecret({ ...credential, createdAt: new Date().toISOString() }));
    } catch (error) {
      if (ownToken) await this.revokeQuietly(baseUrl, credential);
      throw error;
    }
    if (previous && previous.token !== credential.token) await this.revokeQuietly(baseUrl, previous);
  }

  /**
   * Ends a token nothing will hold any more, at the service of `baseUrl`. Best effort: what
   * failed is already being reported, and a revoke that cannot go through changes nothing.
   */
  async revokeQuietly(baseUrl: string, credential: Credential): Promise<void> {
    await this.clients
      .get(baseUrl)
      .revoke(credential)
      .catch(() => undefined);
  }

  /**
   * After the service refused `refused`: deletes the entry of `key` only if it still holds
   * that token. Another process (or this one) may have signed in again meanwhile; its new
   * token must survive the 401 of a request made with the old one. `gone`: nothing was
   * stored any more (signed out elsewhere). The keychain has no compare-and-delete, so a
   * sign-in landing between the read and the delete can still be lost; that window is
   * one keychain round trip instead of a whole request.
   */
  async dropIfCurrent(key: string, refused: Credential): Promise<'dropped' | 'replaced' | 'gone'> {
    const current = await this.read(key).catch(() => refused);
    if (current === null) return 'gone';
    if (current.token !== refused.token) return 'replaced';
    await this.secrets.delete(key).catch(() => false);
    return 'dropped';
  }

  /**
   * Revokes the token at the server (`GET /auth/revoke`) and deletes it locally, whatever
   * the server said. `revoked`: the server ended it (a 401 says it already had);
   * `not_reached`: a live token may remain there (it could not be reached, answered with an
   * error, or a null `baseUrl` gave no address the token may be sent to); `not_signed_in`:
   * there was no token, so nothing was revoked and nothing is alive.
   */
  async revokeAndDelete(key: string, baseUrl: string | null): Promise<SignOutState> {
    const credential = await this.read(key);
    let state: SignOutState = credential ? 'revoked' : 'not_signed_in';
    if (credential && baseUrl === null) state = 'not_reached';
    else if (credential && baseUrl !== null) {
      try {
        await this.clients.get(baseUrl).revoke(credential);
      } catch (error) {
        if (!isUnauthorized(error)) state = 'not_reached';
      }
    }
    await this.secrets.delete(key);
    return state;
  }
}
