/** What the vault knows about a key's standing with the service (set by the key inspector via `markState`). */
export type KeyState = 'unknown' | 'active' | 'missing' | 'invalid' | 'revoked' | 'expired' | 'access_revoked'

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

/** A value that survives JSON.stringify/JSON.parse unchanged. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

/** The outcome of the latest check of a key against the service, stored as given plus the time it was recorded. */
export type KeyCheck = {
  result: JsonValue
  at: string
}

/** Non-secret facts about one saved key, as stored in the metadata file. */
export type KeyRecord = {
  id: string
  label: string
  serviceUrl: string
  /** `bxk_` when the key starts with it, else empty. */
  prefix: string
  /** Last four characters, or empty when the key is too short to reveal any of it safely. */
  last4: string
  addedAt: string
  lastCheck: KeyCheck | null
  scopes: string[] | null
  state: KeyState
}

/** A saved key as returned to callers: the stored record plus whether it is the active key for its service URL. */
export type KeyInfo = KeyRecord & { active: boolean }

/** Plain-language information for the user that did not stop the operation. */
export type VaultNotice = {
  code: string
  message: string
}

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
}
