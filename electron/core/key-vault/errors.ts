import type { Said } from '../../../shared/i18n/said.ts'
import { sayable } from '../words/english-words.ts'

/** The closed set of codes a `KeyVaultError` can carry, so callers (IPC, UI) can switch on them. */
export type KeyVaultErrorCode =
  | 'keychain_unavailable'
  | 'invalid_input'
  | 'not_found'
  | 'duplicate_key'
  | 'secret_missing'
  | 'metadata_corrupt'
  | 'metadata_io'
  | 'metadata_newer'
  | 'rotation_rejected'
  | 'internal'

/**
 * The only kind of error the vault throws. Messages are plain language for the user and never contain the key
 * or any part of it; no `cause` is attached because a foreign error's text is not ours to vouch for.
 */
export class KeyVaultError extends Error {
  readonly code: KeyVaultErrorCode
  /** What a person reads, said by code (docs/i18n.md); `message` is the same in English, for logs. */
  readonly said: Said | undefined

  constructor(code: KeyVaultErrorCode, words: string | Said) {
    const { message, said } = sayable(words)
    super(message)
    this.said = said
    this.name = 'KeyVaultError'
    this.code = code
  }
}

/** Why the keychain could not be used, as far as its error text tells. */
export type KeychainProblem = 'no_session_bus' | 'no_secret_service' | 'locked' | 'module_missing' | 'other'

/** The OS keychain (Secret Service, Keychain, Credential Manager) cannot be reached or refused the request. */
export class KeychainUnavailableError extends KeyVaultError {
  override readonly code = 'keychain_unavailable' as const
  readonly problem: KeychainProblem

  constructor(problem: KeychainProblem, message: string) {
    super('keychain_unavailable', message)
    this.name = 'KeychainUnavailableError'
    this.problem = problem
  }
}

/** The metadata file exists but cannot be parsed or does not have the expected shape. */
export class MetadataCorruptError extends KeyVaultError {
  override readonly code = 'metadata_corrupt' as const
  readonly path: string

  constructor(path: string, message: string) {
    super('metadata_corrupt', message)
    this.name = 'MetadataCorruptError'
    this.path = path
  }
}

/** The metadata file was written by a newer version of the app: it is left exactly as it is and never written. */
export class NewerVaultFileError extends KeyVaultError {
  override readonly code = 'metadata_newer' as const
  readonly path: string

  constructor(path: string, version: number) {
    super(
      'metadata_newer',
      `The saved key list at ${path} was written by a newer version of Bridge Explorer (format ${version}). This version leaves it untouched and cannot add, remove or change keys: update Bridge Explorer to use them.`,
    )
    this.name = 'NewerVaultFileError'
    this.path = path
  }
}

/** Rethrows as a KeyVaultError; a foreign error's text is dropped because it is not vetted. */
export function toVaultError(error: unknown): never {
  if (error instanceof KeyVaultError) throw error
  const name = error instanceof Error ? error.name : typeof error
  throw new KeyVaultError('internal', `Unexpected ${name} in the key vault.`)
}
