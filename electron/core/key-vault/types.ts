import type { JsonValue, KeyState, Notice } from '../../../shared/ipc/common.ts'
import type { KeyInfo } from '../../../shared/ipc/keys.ts'
import type { KeyVaultError } from './errors.ts'
import type { LockTimers } from './lock-watch.ts'

// The shapes that cross IPC are declared once, in shared/ipc/; the vault stores and returns exactly those.
export type { JsonValue, KeyInfo, KeyState }

/** Every value `KeyState` can take, for validating input and files. */
export const KEY_STATES: readonly KeyState[] = [
  'unknown',
  'active',
  'missing',
  'invalid',
  'revoked',
  'expired',
  'access_revoked',
]

/** Non-secret facts about one saved key, as stored in the metadata file (`KeyInfo` without what is learned live). */
export type KeyRecord = Omit<KeyInfo, 'active' | 'keychainLocked'>

/** Plain-language information for the user that did not stop the operation. */
export type VaultNotice = Notice

/** A keychain entry of the app that no saved key points at (hints only, never the key). */
export type OrphanKey = { id: string; prefix: string; last4: string }

/** The whole metadata file. */
export type VaultFile = {
  version: 1
  keys: KeyRecord[]
  /** Service URL → id of its active key. */
  active: Record<string, string>
}

/** The keychain binding the vault talks to; the default is keytar, tests and other platforms may pass another. */
export type SecretStore = {
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  /** Resolves false when there was nothing to delete. */
  delete(account: string): Promise<boolean>
  /** Every account filed under the app's service name, to find entries the key list lost; optional. */
  accounts?(): Promise<string[]>
  /** Whether the keychain is locked now (null: not known, or a keychain without such a state); optional. */
  locked?(): Promise<boolean | null>
}

/**
 * Input of `KeyVault.add`; with a `check` that did not find the key working, it is saved but not made active.
 * `sessionOnly` keeps the key in memory only (never the keychain nor the file) and makes it the active key.
 */
export type AddKeyInput = {
  key: string
  label?: string
  serviceUrl: string
  check?: CheckInput
  sessionOnly?: boolean
  /**
   * The id the key's check before saving already sent its requests under (newKeyId): the key keeps it, so every
   * exchange carries the id of the key that sent it from the moment it is sent. A new id otherwise.
   */
  id?: string
}

/** A check result to store with a key: what was found, the state it proves (null: none) and the scopes seen. */
export type CheckInput = { result: unknown; state: KeyState | null; scopes?: string[] | null }

/** Result of `KeyVault.add`: the saved key's metadata and anything the user should be told. */
export type AddKeyResult = { key: KeyInfo; notices: VaultNotice[] }

/** How the vault was opened: entries without metadata, why it may not write, and what releases its folder. */
export type VaultState = {
  orphans: OrphanKey[]
  /** Set when the key list must not be written (a newer version's file, an unreadable file): the reason. */
  readOnly: KeyVaultError | null
  release: () => Promise<void>
  /** The timers of the locked keychain's re-read (lock-watch.ts); the core's clock, or real ones. */
  lockTimers?: LockTimers
}
