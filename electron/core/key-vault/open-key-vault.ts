import { said } from '../../../shared/i18n/said.ts'
import { saidNotice } from '../words/english-words.ts'
import { join } from 'node:path'
import { KeyVaultError, MetadataCorruptError, NewerVaultFileError } from './errors.ts'
import { lockUserDataFolder } from './folder-lock.ts'
import { KeyVault, type OrphanKey } from './key-vault.ts'
import { scanKeychain } from './out-of-sync.ts'
import { emptyVaultFile, METADATA_FILE_NAME, readVaultFile, setAsideCorruptFile } from './metadata-file.ts'
import { createKeytarStore, DEFAULT_KEYCHAIN_SERVICE } from './secret-store.ts'
import { takeSessionTrace } from './session-trace.ts'
import type { LockTimers } from './lock-watch.ts'
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
  /** The timers of the locked keychain's re-read (the core's clock); real timers by default. */
  lockTimers?: LockTimers
}

/**
 * Opens the vault in `userDataDir`, holding the folder's lock until `vault.close()`. A corrupt metadata file is
 * set aside; a newer version's or an unreadable file is left untouched and the vault does not write; keychain
 * entries no saved key points at are found. Each case is reported in `notices`.
 */
export async function openKeyVault(
  options: KeyVaultOptions,
): Promise<{ vault: KeyVault; notices: VaultNotice[] }> {
  const now = options.now ?? (() => new Date())
  const path = join(options.userDataDir, METADATA_FILE_NAME)
  const release = await lockUserDataFolder(options.userDataDir)
  try {
    const notices: VaultNotice[] = []
    let data: VaultFile = emptyVaultFile()
    let readOnly: KeyVaultError | null = null
    try {
      data = (await readVaultFile(path)) ?? emptyVaultFile()
    } catch (error) {
      if (error instanceof MetadataCorruptError) {
        const keptAs = await setAsideCorruptFile(path, now())
        notices.push({
          code: 'metadata_corrupt',
          message: `${error.message} It was kept as ${keptAs} and the key list starts empty. Keys saved earlier are still in the system keychain: add one again to use it (the keychain entry is reused).`,
        })
      } else if (error instanceof KeyVaultError) {
        // Newer format, or a file we cannot read: either way writing would destroy a list we have not seen.
        readOnly = error
        const fix = error instanceof NewerVaultFileError ? '' : ' Fix the file’s permissions and restart.'
        notices.push({
          // The file is only ever refused as newer or as unreadable (metadata-file.ts).
          code: error instanceof NewerVaultFileError ? 'metadata_newer' : 'metadata_io',
          message: `${error.message}${fix} Keys cannot be changed until then.`,
        })
      } else throw error
    }
    const store = options.store ?? createKeytarStore(options.keychainService ?? DEFAULT_KEYCHAIN_SERVICE)
    const orphans = readOnly ? [] : await findOrphans(store, data)
    if (orphans.length > 0) notices.push(orphanNotice(orphans))
    notices.push(...(await takeSessionTrace(options.userDataDir)))
    const state = {
      orphans,
      readOnly,
      release,
      ...(options.lockTimers ? { lockTimers: options.lockTimers } : {}),
    }
    return { vault: new KeyVault(path, store, now, data, state), notices }
  } catch (error) {
    await release()
    throw error
  }
}

// A keychain that cannot be listed (none running, locked) must not stop the start: the scan is simply skipped.
async function findOrphans(store: SecretStore, data: VaultFile): Promise<OrphanKey[]> {
  if (!store.accounts) return []
  try {
    const ids = data.keys.map((key) => key.id)
    return (await scanKeychain(store, () => ids)).orphans
  } catch {
    return []
  }
}

function orphanNotice(orphans: OrphanKey[]): VaultNotice {
  // Key hints, never the key: shown as they are, left to right, one after the other.
  const hints = { ltr: orphans.map((o) => `${o.prefix}…${o.last4}`).join(', ') }
  return saidNotice('keychain_orphans', said('keys.notice.orphans', { n: orphans.length, hints }))
}
