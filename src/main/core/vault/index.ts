export {
  type SecretStore,
  type StoredSecret,
  KEYCHAIN_SERVICE,
  accountKey,
  encodeSecret,
  decodeSecret,
} from './secret-store';
export { KeytarSecretStore, unlockPromptPossible } from './keytar-store';
export { MemorySecretStore } from './memory-store';
export {
  keychainLocked,
  keychainLockedState,
  keychainError,
  keychainLockedError,
  keytarLoadError,
  KeytarUnusable,
} from './keychain-errors';
