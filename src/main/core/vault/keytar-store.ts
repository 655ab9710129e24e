import { createRequire } from 'node:module';
import { keychainError, keychainLockedError, keytarLoadError } from './keychain-errors';
import { defaultCollectionLocked } from './secret-service-lock';
import { KEYCHAIN_SERVICE, type SecretStore } from './secret-store';

type Keytar = typeof import('keytar');

/**
 * The product's `SecretStore`: the OS keychain through keytar (Keychain on macOS,
 * Credential Manager on Windows, the Secret Service on Linux).
 *
 * keytar is loaded lazily on first use so a missing or mismatched native addon only fails
 * the operations that need the keychain (the CLI still prints help, the app still starts
 * and shows the cause). There is deliberately no fallback to a file.
 *
 * `findCredentials` is never used: with a locked gnome-keyring collection it crashes
 * the process inside libsecret (seen with keytar 7.9), and the account list lives in the
 * settings anyway.
 *
 * A locked Secret Service collection is not "no token": keytar answers `null` for an entry
 * there and deletes nothing, so after such an answer (and only then: no cost when the token
 * is found) the Secret Service is asked whether its collection is locked, and if so the
 * operation fails with `CoreError('keychain_locked')` instead of reporting an absence.
 */
export class KeytarSecretStore implements SecretStore {
  private loaded: Promise<Keytar> | null = null;
  /** The lock question in flight, if any (see `failIfLocked`). */
  private asking: Promise<boolean> | null = null;

  constructor(
    private readonly service: string = KEYCHAIN_SERVICE,
    /** Injectable only so tests can prove a failing load is reported; defaults to keytar. */
    private readonly load: () => Promise<Keytar> = loadKeytar,
    /** Whether the keychain is locked now; asked only after keytar reported an absence. */
    private readonly lockedNow: () => Promise<boolean> = () => defaultCollectionLocked(),
  ) {}

  async get(key: string): Promise<string | null> {
    const keytar = await this.keytar();
    let found: string | null;
    try {
      found = await keytar.getPassword(this.service, key);
    } catch (error) {
      throw keychainError('read', error);
    }
    if (found === null) await this.failIfLocked();
    return found;
  }

  async set(key: string, secret: string): Promise<void> {
    const keytar = await this.keytar();
    try {
      await keytar.setPassword(this.service, key, secret);
    } catch (error) {
      throw keychainError('store', error);
    }
  }

  async delete(key: string): Promise<boolean> {
    const keytar = await this.keytar();
    let deleted: boolean;
    try {
      deleted = await keytar.deletePassword(this.service, key);
    } catch (error) {
      throw keychainError('delete', error);
    }
    if (!deleted) await this.failIfLocked();
    return deleted;
  }

  /** keytar saw no entry: a locked collection hides them all, so that must not pass for "none". */
  private async failIfLocked(): Promise<void> {
    // One question for reads that missed together (every signed-out account at start).
    this.asking ??= this.lockedNow().finally(() => (this.asking = null));
    if (await this.asking) throw keychainLockedError();
  }

  private keytar(): Promise<Keytar> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null; // let a later call retry after the user fixed the install
      throw keytarLoadError(error);
    });
    return this.loaded;
  }
}

async function loadKeytar(): Promise<Keytar> {
  // CommonJS `require`, not `import()`: a packaged Electron app loads native addons from
  // app.asar.unpacked through the CommonJS loader. Test runners without a global
  // `require` get one made for this file.
  const load = typeof require === 'function' ? require : createRequire(__filename);
  return load('keytar') as Keytar;
}
