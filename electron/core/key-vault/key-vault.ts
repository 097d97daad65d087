import { randomUUID } from 'node:crypto'
import { KeyVaultError } from './errors.ts'
import { checkKeyInput } from './check-key-input.ts'
import { containsKeyFragment, keyHints } from './mask.ts'
import { writeVaultFile } from './metadata-file.ts'
import { rotateKey, type RotateOptions, type RotateResult } from './rotate-key.ts'
import { toKeychainError } from './secret-store.ts'
import {
  KEY_STATES,
  type JsonValue,
  type KeyInfo,
  type KeyRecord,
  type KeyState,
  type SecretStore,
  type VaultFile,
  type VaultNotice,
} from './types.ts'
import { accountLimitNotice, cleanLabel, normalizeServiceUrl } from './vault-inputs.ts'

/** Input of `KeyVault.add`. */
export type AddKeyInput = { key: string; label?: string; serviceUrl: string }

/** Result of `KeyVault.add`: the saved key's metadata and anything the user should be told. */
export type AddKeyResult = { key: KeyInfo; notices: VaultNotice[] }

/**
 * Saved API keys: secrets only in the OS keychain (account name = the key's random id), everything else in a JSON
 * file. Mutations are serialised so concurrent calls cannot lose each other's writes; the in-memory state changes
 * only after the file write succeeded.
 */
export class KeyVault {
  readonly #path: string
  readonly #store: SecretStore
  readonly #now: () => Date
  #data: VaultFile
  #queue: Promise<unknown> = Promise.resolve()

  constructor(path: string, store: SecretStore, now: () => Date, data: VaultFile) {
    this.#path = path
    this.#store = store
    this.#now = now
    this.#data = data
  }

  /** Path of the metadata file. */
  get metadataPath(): string {
    return this.#path
  }

  /** Metadata of every saved key, oldest first. */
  list(): KeyInfo[] {
    return this.#data.keys.map((record) => this.#info(record))
  }

  /** Metadata of one key; `not_found` if the id is unknown. */
  get(id: string): KeyInfo {
    return this.#info(this.#find(id))
  }

  /** Metadata of the active key for a service URL, or null when none is active. */
  getActive(serviceUrl: string): KeyInfo | null {
    const id = this.#data.active[normalizeServiceUrl(serviceUrl)]
    const record = this.#data.keys.find((key) => key.id === id)
    return record ? this.#info(record) : null
  }

  /** Saves a key: secret to the keychain first, then metadata; the first key for a URL becomes its active key. */
  add(input: AddKeyInput): Promise<AddKeyResult> {
    const check = checkKeyInput(input.key)
    if (check.error) return Promise.reject(new KeyVaultError('invalid_input', check.error.message))
    const secret = check.key
    let serviceUrl: string
    let label: string
    try {
      serviceUrl = normalizeServiceUrl(input.serviceUrl)
      if (containsKeyFragment(serviceUrl, secret))
        throw new KeyVaultError('invalid_input', 'The service URL contains part of the key.')
      label = cleanLabel(input.label, secret)
    } catch (error) {
      return Promise.reject(error)
    }
    return this.#exclusive(async () => {
      await this.#refuseDuplicate(secret, serviceUrl)
      const id = `key_${randomUUID()}`
      await this.#keychain(() => this.#store.set(id, secret))
      const record: KeyRecord = {
        id,
        label,
        serviceUrl,
        ...keyHints(secret),
        addedAt: this.#now().toISOString(),
        lastCheck: null,
        scopes: null,
        state: 'unknown',
      }
      const keys = [...this.#data.keys, record]
      const active = { ...this.#data.active }
      active[serviceUrl] ??= id
      try {
        await this.#commit({ version: 1, keys, active })
      } catch (error) {
        // Without metadata the keychain entry would be unreachable: take it back out.
        await this.#store.delete(id).catch(() => undefined)
        throw error
      }
      const notices: VaultNotice[] = check.warnings.map(({ code, message }) => ({ code, message }))
      const limit = accountLimitNotice(keys, serviceUrl)
      if (limit) notices.push(limit)
      return { key: this.#info(record), notices }
    })
  }

  /** Makes a key the active one for its service URL. */
  setActive(id: string): Promise<KeyInfo> {
    return this.#exclusive(async () => {
      const record = this.#find(id)
      await this.#commit({ ...this.#data, active: { ...this.#data.active, [record.serviceUrl]: id } })
      return this.#info(record)
    })
  }

  /**
   * Deletes the keychain entry, then the metadata. If the key was active, its URL has no active key afterwards;
   * choosing another is the caller's decision.
   */
  remove(id: string): Promise<{ wasActive: boolean }> {
    return this.#exclusive(async () => {
      const record = this.#find(id)
      // Keychain first: if it fails, the metadata still points at the secret and nothing is orphaned.
      await this.#keychain(() => this.#store.delete(id))
      const wasActive = this.#data.active[record.serviceUrl] === id
      const active = { ...this.#data.active }
      if (wasActive) delete active[record.serviceUrl]
      await this.#commit({ version: 1, keys: this.#data.keys.filter((key) => key.id !== id), active })
      return { wasActive }
    })
  }

  /** The key itself, for the API client in the main process only; never send it to the renderer. */
  async readSecret(id: string): Promise<string> {
    const record = this.#find(id)
    const secret = await this.#keychain(() => this.#store.get(id))
    if (secret === null) {
      throw new KeyVaultError(
        'secret_missing',
        `The key "${record.label}" is no longer in the system keychain. It may have been deleted outside Bridge Explorer, or the keyring is locked: unlock the keyring, or remove the key and add it again.`,
      )
    }
    return secret
  }

  /** Stores the latest check result (any JSON value) with the current time, and the key's scopes when known. */
  recordCheck(id: string, result: unknown, scopes?: string[] | null): Promise<KeyInfo> {
    return this.#exclusive(async () => {
      const record = this.#find(id)
      const text = jsonText(result)
      if (
        scopes !== undefined &&
        scopes !== null &&
        !(Array.isArray(scopes) && scopes.every((s) => typeof s === 'string'))
      ) {
        throw new KeyVaultError('invalid_input', 'Scopes must be a list of names.')
      }
      const secret = await this.#keychain(() => this.#store.get(id))
      if (secret !== null && containsKeyFragment(`${text}${JSON.stringify(scopes ?? null)}`, secret)) {
        throw new KeyVaultError(
          'invalid_input',
          'The check result contains part of the key, so it was not saved.',
        )
      }
      const lastCheck = { result: JSON.parse(text) as JsonValue, at: this.#now().toISOString() }
      const updated: KeyRecord = {
        ...record,
        lastCheck,
        scopes: scopes === undefined ? record.scopes : scopes && [...scopes],
      }
      await this.#commit(this.#replace(updated))
      return this.#info(updated)
    })
  }

  /** Records what the service said about the key. */
  markState(id: string, state: KeyState): Promise<KeyInfo> {
    return this.#exclusive(async () => {
      const record = this.#find(id)
      if (!KEY_STATES.includes(state)) throw new KeyVaultError('invalid_input', 'Unknown key state.')
      const updated: KeyRecord = { ...record, state }
      await this.#commit(this.#replace(updated))
      return this.#info(updated)
    })
  }

  /** Replaces a key by a new one after `verify` accepts it; on any failure the old key stays as it was. */
  rotate(options: RotateOptions): Promise<RotateResult> {
    return rotateKey(this, options)
  }

  async #refuseDuplicate(secret: string, serviceUrl: string): Promise<void> {
    const { prefix, last4 } = keyHints(secret)
    for (const key of this.#data.keys) {
      if (key.serviceUrl !== serviceUrl || key.prefix !== prefix || key.last4 !== last4) continue
      if ((await this.#keychain(() => this.#store.get(key.id))) === secret) {
        throw new KeyVaultError('duplicate_key', `This key is already saved as "${key.label}".`)
      }
    }
  }

  #find(id: string): KeyRecord {
    const record = this.#data.keys.find((key) => key.id === id)
    if (!record)
      throw new KeyVaultError('not_found', 'That key is not in the key list (it may have been removed).')
    return record
  }

  #replace(updated: KeyRecord): VaultFile {
    return { ...this.#data, keys: this.#data.keys.map((key) => (key.id === updated.id ? updated : key)) }
  }

  #info(record: KeyRecord): KeyInfo {
    return { ...structuredClone(record), active: this.#data.active[record.serviceUrl] === record.id }
  }

  async #commit(next: VaultFile): Promise<void> {
    await writeVaultFile(this.#path, next)
    this.#data = next
  }

  async #keychain<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation()
    } catch (error) {
      throw toKeychainError(error)
    }
  }

  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task).catch(toVaultError)
    this.#queue = run.catch(() => undefined)
    return run
  }
}

function jsonText(value: unknown): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    text = undefined
  }
  if (text === undefined) throw new KeyVaultError('invalid_input', 'A check result must be plain JSON data.')
  return text
}

// Every error leaving the vault is a KeyVaultError; a foreign error's text is dropped because it is not vetted.
function toVaultError(error: unknown): never {
  if (error instanceof KeyVaultError) throw error
  const name = error instanceof Error ? error.name : typeof error
  throw new KeyVaultError('internal', `Unexpected ${name} in the key vault.`)
}
