// The key vault's public surface: what electron/ipc and the API client may use.
export { checkKeyInput } from './check-key-input.ts'
export { KeychainUnavailableError, KeyVaultError, MetadataCorruptError } from './errors.ts'
export { KeyVault, newKeyId, type CheckInput } from './key-vault.ts'
export { openKeyVault } from './open-key-vault.ts'
export { type KeyInfo, type SecretStore } from './types.ts'
