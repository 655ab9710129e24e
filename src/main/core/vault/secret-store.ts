/**
 * Where tokens live: the OS keychain (see `keytar-store.ts`), never a file.
 *
 * Key scheme: one entry per account under the service name `Timetray`, whose account name
 * is `<origin of the base URL>|<account id>|<email lower-cased>`, e.g.
 * `https://app.rabbiit.com|124893893dd8|ann@example.com`. The origin (not the full base URL)
 * keeps the key stable when a user types the base URL with or without a trailing slash;
 * the e-mail is lower-cased because the service treats it case-insensitively.
 *
 * The secret stored is the JSON of {@link StoredSecret}: the token *together with* the
 * User-Agent that created it, because the service destroys a token presented with any
 * other User-Agent.
 */
export interface SecretStore {
  /** The secret stored under `key`, or null if there is none. */
  get(key: string): Promise<string | null>;
  /** Stores (or replaces) the secret under `key`. */
  set(key: string, secret: string): Promise<void>;
  /** Deletes the secret under `key`; true if there was one. */
  delete(key: string): Promise<boolean>;
}

/** The keychain service name every Timetray process uses. */
export const KEYCHAIN_SERVICE = 'Timetray';

/** What one keychain entry holds. */
export interface StoredSecret {
  token: string;
  /** The exact User-Agent the token was created with; every call with it must send this. */
  userAgent: string;
  /** ISO time the token was stored. */
  createdAt: string;
}

/** The keychain key of an account (see the key scheme above). */
export function accountKey(baseUrl: string, accountId: string, email: string): string {
  return `${new URL(baseUrl).origin}|${accountId.trim()}|${email.trim().toLowerCase()}`;
}

export const encodeSecret = (secret: StoredSecret): string => JSON.stringify(secret);

/** Parses an entry; null for anything that is not a complete {@link StoredSecret}. */
export function decodeSecret(raw: string | null): StoredSecret | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, userAgent, createdAt } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof userAgent !== 'string') return null;
    return { token, userAgent, createdAt: typeof createdAt === 'string' ? createdAt : '' };
  } catch {
    // Not JSON: an entry written by something else. Never echo it (it may be a secret).
    return null;
  }
}
