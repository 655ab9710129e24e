import type { SecretStore } from './secret-store';

/**
 * A `SecretStore` in a Map. Only for unit tests of modules that take a store; the product
 * never uses it (tokens must not outlive the keychain).
 */
export class MemorySecretStore implements SecretStore {
  readonly entries = new Map<string, string>();

  async get(key: string): Promise<string | null> {
    return this.entries.get(key) ?? null;
  }

  async set(key: string, secret: string): Promise<void> {
    this.entries.set(key, secret);
  }

  async delete(key: string): Promise<boolean> {
    return this.entries.delete(key);
  }
}
