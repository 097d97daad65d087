import { join } from 'node:path'
import { MetadataCorruptError } from './errors.ts'
import { KeyVault } from './key-vault.ts'
import { emptyVaultFile, METADATA_FILE_NAME, readVaultFile, setAsideCorruptFile } from './metadata-file.ts'
import { createKeytarStore, DEFAULT_KEYCHAIN_SERVICE } from './secret-store.ts'
import type { SecretStore, VaultFile, VaultNotice } from './types.ts'

/** Where the vault keeps its metadata and which keychain it uses. */
export type KeyVaultOptions = {
  /** The app's user-data folder (Electron's `app.getPath('userData')`), passed in so this module stays plain Node. */
  userDataDir: string
  /** Keychain binding; defaults to keytar under `keychainService`. */
  store?: SecretStore
  /** Keychain service name for the default store; default 'bridge-explorer'. */
  keychainService?: string
  now?: () => Date
}

/** Opens the vault in `userDataDir`. A corrupt metadata file is set aside and reported in `notices`, never overwritten. */
export async function openKeyVault(
  options: KeyVaultOptions,
): Promise<{ vault: KeyVault; notices: VaultNotice[] }> {
  const now = options.now ?? (() => new Date())
  const path = join(options.userDataDir, METADATA_FILE_NAME)
  const notices: VaultNotice[] = []
  let data: VaultFile
  try {
    data = (await readVaultFile(path)) ?? emptyVaultFile()
  } catch (error) {
    if (!(error instanceof MetadataCorruptError)) throw error
    const keptAs = await setAsideCorruptFile(path, now())
    data = emptyVaultFile()
    notices.push({
      code: 'metadata_corrupt',
      message: `${error.message} It was kept as ${keptAs} and the key list starts empty. Keys saved earlier are still in the system keychain but must be added again to be used.`,
    })
  }
  const store = options.store ?? createKeytarStore(options.keychainService ?? DEFAULT_KEYCHAIN_SERVICE)
  return { vault: new KeyVault(path, store, now, data), notices }
}
