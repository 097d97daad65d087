import { randomUUID } from 'node:crypto'
import { KeyVaultError, toVaultError } from './errors.ts'
import { checkKeyInput } from './check-key-input.ts'
import { keyHints } from '../../../shared/keys/key-mask.ts'
import { containsKeyFragment } from '../../../shared/keys/secret-scan.ts'
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
import {
  accountLimitNotice,
  activeAfterAdd,
  cleanLabel,
  jsonText,
  normalizeServiceUrl,
} from './vault-inputs.ts'

/** Input of `KeyVault.add`; with a `check` that did not find the key working, it is saved but not made active. */
export type AddKeyInput = { key: string; label?: string; serviceUrl: string; check?: CheckInput }

/** A check result to store with a key: what was found, the state it proves (null: none) and the scopes seen. */
export type CheckInput = { result: unknown; state: KeyState | null; scopes?: string[] | null }

/** Result of `KeyVault.add`: the saved key's metadata and anything the user should be told. */
export type AddKeyResult = { key: KeyInfo; notices: VaultNotice[] }

/** A keychain entry of the app that no saved key points at (hints only, never the key). */
export type OrphanKey = { id: string; prefix: string; last4: string }

/** How the vault was opened: entries without metadata, why it may not write, and what releases its folder. */
export type VaultState = {
  orphans: OrphanKey[]
  /** Set when the key list must not be written (a newer version's file, an unreadable file): the reason. */
  readOnly: KeyVaultError | null
  release: () => Promise<void>
}

/**
 * Saved API keys: secrets only in the OS keychain (account name = the key's random id), everything else in a JSON
 * file. Mutations are serialised so concurrent calls cannot lose each other's writes; the in-memory state changes
 * only after the file write succeeded.
 */
export class KeyVault {
  readonly #path: string
  readonly #store: SecretStore
  readonly #now: () => Date
  readonly #state: VaultState
  readonly #orphans: Map<string, OrphanKey>
  #data: VaultFile
  #queue: Promise<unknown> = Promise.resolve()

  constructor(path: string, store: SecretStore, now: () => Date, data: VaultFile, state?: VaultState) {
    this.#path = path
    this.#store = store
    this.#now = now
    this.#data = data
    this.#state = state ?? { orphans: [], readOnly: null, release: async () => undefined }
    this.#orphans = new Map(this.#state.orphans.map((o) => [o.id, o]))
  }

  /** Keychain entries of the app that no saved key points at: adopt them (`adopt`, or add the key again) or drop them. */
  orphans(): OrphanKey[] {
    return [...this.#orphans.values()].map((o) => ({ ...o }))
  }

  /** Gives a keychain entry without metadata its place in the key list again, under `serviceUrl`. */
  adopt(id: string, input: { serviceUrl: string; label?: string }): Promise<AddKeyResult> {
    return this.#exclusive(async () => {
      if (!this.#orphans.has(id))
        throw new KeyVaultError('not_found', 'That keychain entry is not waiting to be adopted.')
      const secret = await this.#keychain(() => this.#store.get(id))
      if (secret === null) {
        this.#orphans.delete(id)
        throw new KeyVaultError('not_found', 'That keychain entry is gone.')
      }
      return this.#insert(
        id,
        secret,
        normalizeServiceUrl(input.serviceUrl),
        cleanLabel(input.label, secret),
        [],
      )
    })
  }

  /**
   * Deletes one keychain entry no saved key points at. One at a time, chosen by the user: an entry may belong to
   * another user-data folder that shares the keychain service name.
   */
  removeOrphan(id: string): Promise<void> {
    return this.#exclusive(async () => {
      if (!this.#orphans.has(id))
        throw new KeyVaultError('not_found', 'That keychain entry is not waiting to be adopted.')
      await this.#keychain(() => this.#store.delete(id))
      this.#orphans.delete(id)
    })
  }

  /** Lets go of the user-data folder (its lock) once pending writes are done. */
  async close(): Promise<void> {
    await this.#queue
    await this.#state.release()
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
      // The same key already in the keychain without metadata is adopted, not stored a second time.
      const id = (await this.#orphanHolding(secret)) ?? `key_${randomUUID()}`
      const adopted = this.#orphans.has(id)
      if (!adopted) {
        this.#writable()
        await this.#keychain(() => this.#store.set(id, secret))
      }
      const warnings = check.warnings.map(({ code, message }) => ({ code, message }))
      return this.#insert(id, secret, serviceUrl, label, warnings, input.check)
    })
  }

  // Metadata for a secret already in the keychain under `id`; a new entry is taken back out if the list fails.
  async #insert(
    id: string,
    secret: string,
    serviceUrl: string,
    label: string,
    notices: VaultNotice[],
    check?: CheckInput,
  ): Promise<AddKeyResult> {
    const record: KeyRecord = {
      id,
      label,
      serviceUrl,
      ...keyHints(secret),
      addedAt: this.#now().toISOString(),
      lastCheck: check === undefined ? null : this.#checkRecord(check.result, secret),
      scopes: check?.scopes ? [...check.scopes] : null,
      state: check?.state ?? 'unknown',
    }
    const keys = [...this.#data.keys, record]
    const checkFailed = check !== undefined && check.state !== 'active'
    const active = activeAfterAdd(this.#data.active, this.#data.keys, record, checkFailed)
    try {
      await this.#commit({ version: 1, keys, active })
    } catch (error) {
      // Without metadata the keychain entry would be unreachable: take it back out (an adopted one stays as it was).
      if (!this.#orphans.has(id)) {
        const deleted = await this.#store.delete(id).then(
          () => true,
          () => false,
        )
        if (!deleted) this.#orphans.set(id, { id, ...keyHints(secret) })
      }
      throw error
    }
    this.#orphans.delete(id)
    const limit = accountLimitNotice(keys, serviceUrl)
    if (limit) notices.push(limit)
    return { key: this.#info(record), notices }
  }

  async #orphanHolding(secret: string): Promise<string | null> {
    const { prefix, last4 } = keyHints(secret)
    for (const orphan of this.#orphans.values()) {
      if (orphan.prefix !== prefix || orphan.last4 !== last4) continue
      if ((await this.#keychain(() => this.#store.get(orphan.id))) === secret) return orphan.id
    }
    return null
  }

  /**
   * Renames a key or moves it to another service URL, in place (same keychain entry). A new URL makes the key's
   * state, scopes and last check unknown again (they were the old service's word), and the key stays or becomes
   * active only where no other key is.
   */
  update(id: string, input: { label?: string; serviceUrl?: string }): Promise<KeyInfo> {
    return this.#exclusive(async () => {
      const record = this.#find(id)
      const secret = (await this.#keychain(() => this.#store.get(id))) ?? ''
      const label = input.label === undefined ? record.label : cleanLabel(input.label, secret)
      const serviceUrl =
        input.serviceUrl === undefined ? record.serviceUrl : normalizeServiceUrl(input.serviceUrl)
      if (secret !== '' && containsKeyFragment(serviceUrl, secret))
        throw new KeyVaultError('invalid_input', 'The service URL contains part of the key.')
      const moved = serviceUrl !== record.serviceUrl
      if (moved && secret !== '') await this.#refuseDuplicate(secret, serviceUrl)
      const updated: KeyRecord = moved
        ? { ...record, label, serviceUrl, state: 'unknown', scopes: null, lastCheck: null }
        : { ...record, label }
      const active = { ...this.#data.active }
      if (moved && active[record.serviceUrl] === id) delete active[record.serviceUrl]
      if (moved) active[serviceUrl] ??= id
      await this.#commit({ ...this.#replace(updated), active })
      return this.#info(updated)
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
   * Saves the list without the key, then deletes its keychain entry: a list that cannot be saved leaves the key
   * working and listed; a keychain that refuses the delete leaves an entry without metadata, which is reported
   * by `orphans()` (and found again at the next start) instead of a listed key whose secret is gone.
   */
  remove(id: string): Promise<{ wasActive: boolean; leftInKeychain: boolean }> {
    return this.#exclusive(async () => {
      const record = this.#find(id)
      // A keychain that cannot be reached fails the removal before anything changes, as the user expects.
      await this.#keychain(() => this.#store.get(id))
      const wasActive = this.#data.active[record.serviceUrl] === id
      const active = { ...this.#data.active }
      if (wasActive) delete active[record.serviceUrl]
      await this.#commit({ version: 1, keys: this.#data.keys.filter((key) => key.id !== id), active })
      const leftInKeychain = await this.#store.delete(id).then(
        () => false,
        () => true,
      )
      if (leftInKeychain) this.#orphans.set(id, { id, prefix: record.prefix, last4: record.last4 })
      return { wasActive, leftInKeychain }
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
      const lastCheck = this.#checkRecord(result, null)
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

  // A check result as stored: JSON only, stamped with the time, and never holding part of `secret`.
  #checkRecord(result: unknown, secret: string | null): NonNullable<KeyRecord['lastCheck']> {
    const text = jsonText(result)
    if (secret !== null && containsKeyFragment(text, secret))
      throw new KeyVaultError(
        'invalid_input',
        'The check result contains part of the key, so it was not saved.',
      )
    return { result: JSON.parse(text) as JsonValue, at: this.#now().toISOString() }
  }

  #info(record: KeyRecord): KeyInfo {
    return { ...structuredClone(record), active: this.#data.active[record.serviceUrl] === record.id }
  }

  #writable(): void {
    if (this.#state.readOnly) throw this.#state.readOnly
  }

  async #commit(next: VaultFile): Promise<void> {
    this.#writable()
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
