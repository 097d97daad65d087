// The key vault's public surface: what electron/ipc and the API client may use.
export {
  checkKeyInput,
  type KeyInputCheck,
  type KeyInputError,
  type KeyInputWarning,
} from './check-key-input.ts'
export {
  KeychainUnavailableError,
  KeyVaultError,
  MetadataCorruptError,
  type KeychainProblem,
  type KeyVaultErrorCode,
} from './errors.ts'
export { KeyVault, type AddKeyInput, type AddKeyResult } from './key-vault.ts'
export { openKeyVault, type KeyVaultOptions } from './open-key-vault.ts'
export { containsKeyFragment, formatKeyHint, KEY_PREFIX, maskKey } from './mask.ts'
export { METADATA_FILE_NAME } from './metadata-file.ts'
export { type RotateOptions, type RotateResult } from './rotate-key.ts'
export { createKeytarStore, DEFAULT_KEYCHAIN_SERVICE, toKeychainError } from './secret-store.ts'
export {
  KEY_STATES,
  type KeyCheck,
  type KeyInfo,
  type KeyRecord,
  type KeyState,
  type SecretStore,
  type VaultNotice,
} from './types.ts'
export { ACCOUNT_KEY_LIMIT, normalizeServiceUrl } from './vault-inputs.ts'
