import { SettingsStore, emptySettings } from '../../src/main/core/settings/settings-store';
import { encodeSecret, type SecretStore } from '../../src/main/core/vault';

/** An account record as settings.json holds it; `key` is used as the keychain name as-is. */
export const accountRecord = (key: string, label: string) => ({
  key,
  label,
  baseUrl: 'https://127.0.0.1:9/api/v1',
  accountId: label.toLowerCase(),
  email: `${label}@x.test`,
  signedOutReason: null,
});

/**
 * A settings.json text another process might have written: one account, `k1` ("Work"),
 * active; no preferences. For file-fault tests that place it by hand and then check that
 * nothing was saved over it.
 */
export const oneAccountSettingsText = (): string =>
  JSON.stringify({ version: 1, accounts: [accountRecord('k1', 'Work')], activeKey: 'k1', preferences: {} });

/** Writes settings.json with accounts `keys` (labels = upper-cased keys), as another process would. */
export async function seedSettings(dir: string, activeKey: string | null, ...keys: string[]): Promise<void> {
  await new SettingsStore(dir).save({
    ...emptySettings(),
    accounts: keys.map((k) => accountRecord(k, k.toUpperCase())),
    activeKey,
  });
}

/** Stores a token for `key`, as a sign-in would. */
export const seedToken = (secrets: SecretStore, key: string, token = 't'): Promise<void> =>
  secrets.set(key, encodeSecret({ token, userAgent: 'Timetray/1', createdAt: '' }));
