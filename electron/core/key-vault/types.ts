import type { JsonValue, KeyInfo, KeyState, Notice } from '../../../shared/ipc/dto.ts'

// The shapes that cross IPC are declared once, in shared/ipc/dto.ts; the vault stores and returns exactly those.
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

/** Non-secret facts about one saved key, as stored in the metadata file (`KeyInfo` without `active`). */
export type KeyRecord = Omit<KeyInfo, 'active'>

/** Plain-language information for the user that did not stop the operation. */
export type VaultNotice = Notice

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
}
