import { KeytarSecretStore } from '../../src/main/core/vault';

/**
 * Fails fast with the fix when an integration test that needs the real Secret Service is
 * run outside `scripts/with-keyring.sh` (instead of a confusing keychain error later).
 */
export async function requireKeyring(): Promise<KeytarSecretStore> {
  const store = new KeytarSecretStore();
  try {
    await store.get('timetray-test-probe');
  } catch (error) {
    throw new Error(
      `These tests need a real Secret Service. Run them as: scripts/with-keyring.sh npx vitest run --project integration …\n` +
        (error instanceof Error ? error.message : String(error)),
    );
  }
  return store;
}
