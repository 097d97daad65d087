import { randomUUID } from 'node:crypto'
import { said } from '../../../shared/i18n/said.ts'
import { KeychainUnavailableError, KeyVaultError } from './errors.ts'
import { checkKeyInput } from './check-key-input.ts'
import { holderOf, PROBE_ACCOUNT, scanKeychain, type KeychainScan } from './out-of-sync.ts'
import { rotateKey, type RotateOptions, type RotateResult } from './rotate-key.ts'
import { sessionRecord } from './session-keys.ts'
import {
  KEY_STATES,
  type AddKeyInput,
  type AddKeyResult,
  type CheckInput,
  type KeyInfo,
  type KeyRecord,
  type KeyState,
  type OrphanKey,
  type SecretStore,
  type VaultFile,
  type VaultNotice,
  type VaultState,
} from './types.ts'
import {
  accountLimitNotice,
  activeAfterAdd,
  checkRecord,
  checkScopes,
  cleanLabel,
  newRecord,
  normalizeServiceUrl,
  refuseKeyInUrl,
  sameKey,
  withExpiry,
} from './vault-inputs.ts'
import { VaultBook } from './vault-book.ts'

export type { AddKeyInput, AddKeyResult, CheckInput, OrphanKey, VaultState }

/** The form of a key's id: the keychain account name of its secret. */
const KEY_ID = /^key_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A new key's id, given before its check so the check's requests carry it (AddKeyInput.id). */
export function newKeyId(): string {
  return `key_${randomUUID()}`
}

/**
 * Saved API keys: secrets only in the OS keychain (account name = the key's random id), everything else in a JSON
 * file. Mutations are serialised so concurrent calls cannot lose each other's writes; the in-memory state changes
 * only after the file write succeeded.
 */
export class KeyVault {
  readonly #book: VaultBook
  readonly #now: () => Date
  readonly #state: VaultState
  #orphans: Map<string, OrphanKey>

  constructor(path: string, store: SecretStore, now: () => Date, data: VaultFile, state?: VaultState) {
    this.#state = state ?? { orphans: [], readOnly: null, release: async () => undefined }
    this.#book = new VaultBook(path, store, data, this.#state.readOnly, this.#state.lockTimers)
    this.#now = now
    this.#orphans = new Map(this.#state.orphans.map((o) => [o.id, o]))
  }

  /** Keychain entries of the app that no saved key points at: adopt them (`adopt`, or add the key again) or drop them. */
  orphans(): OrphanKey[] {
    return [...this.#orphans.values()].map((o) => ({ ...o }))
  }

  /** Gives a keychain entry without metadata its place in the key list again, under `serviceUrl`. */
  adopt(id: string, input: { serviceUrl: string; label?: string }): Promise<AddKeyResult> {
    return this.#book.exclusive(async () => {
      this.#orphan(id)
      const secret = await this.#book.secretOf(id)
      if (secret === null) {
        this.#orphans.delete(id)
        throw new KeyVaultError('not_found', said('errors.vault.entry-gone'))
      }
      const serviceUrl = normalizeServiceUrl(input.serviceUrl)
      // The same rules as a key typed in: no part of it in the address, and not saved twice for one service.
      refuseKeyInUrl(serviceUrl, secret)
      await this.#book.refuseDuplicate(secret, serviceUrl)
      const label = cleanLabel(input.label, secret)
      return this.#insert(newRecord({ id, label, serviceUrl }, secret, this.#now), [])
    })
  }

  /**
   * Deletes one keychain entry no saved key points at. One at a time, chosen by the user: an entry may belong to
   * another user-data folder that shares the keychain service name.
   */
  removeOrphan(id: string): Promise<void> {
    return this.#book.exclusive(async () => {
      this.#orphan(id)
      await this.#book.keychain(() => this.#book.store.delete(id))
      this.#orphans.delete(id)
    })
  }

  /** Lets go of the user-data folder (its lock) once pending writes are done; session-only keys are forgotten. */
  async close(): Promise<void> {
    await this.#book.close()
    await this.#state.release()
  }

  /**
   * Looks at the keychain now: entries without metadata (kept for `adopt`/`removeOrphan`) and saved keys whose
   * secret is gone (repair with `restoreSecret`, or `remove`). Throws a keychain error when it cannot be read.
   * Not queued behind writes: a keychain that hangs (an unlock prompt) must not hold up the key list.
   */
  async rescan(): Promise<KeychainScan> {
    const scan = await this.#book.keychain(() => scanKeychain(this.#book.store, () => this.#book.fileIds()))
    this.#orphans = new Map(scan.orphans.map((o) => [o.id, o]))
    return { orphans: this.orphans(), missing: scan.missing }
  }

  /**
   * Saves a test entry in the keychain and deletes it again: reading can work where saving fails (a Secret Service
   * without a default collection lists entries but has nowhere to put one). Throws a keychain error when either
   * step fails. Never queued behind writes, like `rescan`; the caller runs it on an explicit check only, since a
   * write to a locked keyring opens an unlock prompt.
   */
  async probeWrite(): Promise<void> {
    await this.#book.keychain(async () => {
      await this.#book.store.set(PROBE_ACCOUNT, 'bridge-explorer keychain check')
      await this.#book.store.delete(PROBE_ACCOUNT)
    })
  }

  /** Puts a saved key's secret back in the keychain (its entry was lost); it must be the same key (same hints). */
  restoreSecret(id: string, key: string): Promise<KeyInfo> {
    const check = checkKeyInput(key)
    if (check.error) return Promise.reject(new KeyVaultError('invalid_input', check.error.message))
    return this.#book.exclusive(async () => {
      const record = sameKey(this.#book.find(id), check.key)
      if ((await this.#book.secretOf(id)) === null)
        await this.#book.keychain(() => this.#book.store.set(id, check.key))
      // "Not found in the keychain" no longer holds; what the service says of the key is for its next answer.
      if (record.state !== 'missing') return this.#book.info(record)
      const back: KeyRecord = { ...record, state: 'unknown' }
      await this.#book.commit(this.#book.replace(back))
      return this.#book.info(back)
    })
  }

  /**
   * Saves a session-only key for good once the keychain works again: its secret goes to the keychain and its
   * metadata to the file, under the same id, and it stays the key in use. On any failure it stays session-only.
   */
  saveSessionKey(id: string): Promise<KeyInfo> {
    return this.#book.exclusive(async () => {
      const record = this.#book.find(id)
      if (!this.#book.session.holds(id)) return this.#book.info(record)
      this.#book.writable()
      const secret = await this.#book.store.get(id)
      if (secret === null) throw new KeyVaultError('not_found', said('errors.vault.session-secret-gone'))
      await this.#book.refuseDuplicate(secret, record.serviceUrl, false, id)
      const { sessionOnly: _mark, ...saved } = record
      await this.#book.saveForGood(saved, secret)
      return this.#book.info(saved)
    })
  }

  /** Path of the metadata file. */
  get metadataPath(): string {
    return this.#book.path
  }

  /** Asks the keychain whether it is locked, so the next `list` says so of every key it holds (`keychainLocked`). */
  learnKeychainLock(): Promise<void> {
    return this.#book.learnLock()
  }

  /**
   * Calls `listener` when the keychain's locked state as `list` shows it changes (an unlock outside the app is
   * learned by itself, vault-book.ts); returns the way to stop.
   */
  onKeychainLockChange(listener: () => void): () => void {
    return this.#book.onLockChange(listener)
  }

  /** Metadata of every saved key, oldest first. */
  list(): KeyInfo[] {
    return this.#book.data.keys.map((record) => this.#book.info(record))
  }

  /** Metadata of one key; `not_found` if the id is unknown. */
  get(id: string): KeyInfo {
    return this.#book.info(this.#book.find(id))
  }

  /** Metadata of the active key for a service URL, or null when none is active. */
  getActive(serviceUrl: string): KeyInfo | null {
    const id = this.#book.data.active[normalizeServiceUrl(serviceUrl)]
    const record = this.#book.data.keys.find((key) => key.id === id)
    return record ? this.#book.info(record) : null
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
      refuseKeyInUrl(serviceUrl, secret)
      label = cleanLabel(input.label, secret)
    } catch (error) {
      return Promise.reject(error)
    }
    const sessionOnly = input.sessionOnly === true
    return this.#book.exclusive(async () => {
      // A session-only key is made because the keychain fails: saved keys' secrets cannot be compared with it.
      await this.#book.refuseDuplicate(secret, serviceUrl, sessionOnly)
      // The same key already in the keychain without metadata is adopted, not stored a second time.
      const id = (sessionOnly ? null : await this.#orphanHolding(secret)) ?? this.#freshId(input.id)
      // Made (and its check result refused, if it must be) before anything is stored: a refusal leaves nothing.
      const fields = newRecord({ id, label, serviceUrl }, secret, this.#now, input.check)
      const adopted = this.#orphans.has(id)
      if (sessionOnly) this.#book.session.hold(id)
      else if (!adopted) this.#book.writable()
      if (!adopted) await this.#book.keychain(() => this.#book.store.set(id, secret))
      const warnings = check.warnings.map(({ code, message, said }) => ({ code, message, said }))
      const checkFailed = input.check !== undefined && input.check.state !== 'active'
      return this.#insert(fields, warnings, checkFailed)
    })
  }

  // Metadata for a secret already in the keychain under `id`; a new entry is taken back out if the list fails.
  async #insert(fields: KeyRecord, notices: VaultNotice[], checkFailed = false): Promise<AddKeyResult> {
    const { id, serviceUrl } = fields
    const sessionOnly = this.#book.session.holds(id)
    const record = sessionOnly ? sessionRecord(fields) : fields
    const keys = [...this.#book.data.keys, record]
    const active = sessionOnly
      ? { ...this.#book.data.active, [serviceUrl]: id }
      : activeAfterAdd(this.#book.data.active, this.#book.data.keys, record, checkFailed)
    try {
      await this.#book.commit({ version: 1, keys, active })
    } catch (error) {
      // Without metadata the keychain entry would be unreachable: take it back out (an adopted one stays as it was).
      if (!this.#orphans.has(id)) {
        const deleted = await this.#book.store.delete(id).then(
          () => true,
          () => false,
        )
        if (!deleted) this.#orphans.set(id, { id, prefix: record.prefix, last4: record.last4 })
      }
      throw error
    }
    this.#orphans.delete(id)
    const limit = accountLimitNotice(keys, serviceUrl)
    if (limit) notices.push(limit)
    return { key: this.#book.info(record), notices }
  }

  // The id a check before saving was given, when it is one of ours and no key holds it; a new one otherwise.
  #freshId(given: string | undefined): string {
    if (given === undefined) return newKeyId()
    if (!KEY_ID.test(given) || this.#book.data.keys.some((k) => k.id === given) || this.#orphans.has(given))
      throw new KeyVaultError('invalid_input', said('errors.vault.unknown-id'))
    return given
  }

  async #orphanHolding(secret: string): Promise<string | null> {
    return (await holderOf(secret, this.#orphans.values(), (id) => this.#book.secretOf(id)))?.id ?? null
  }

  /**
   * Renames a key or moves it to another service URL, in place (same keychain entry). A new URL makes the key's
   * state, scopes and last check unknown again (they were the old service's word), and the key stays or becomes
   * active only where no other key is.
   */
  update(id: string, input: { label?: string; serviceUrl?: string; expiresOn?: string }): Promise<KeyInfo> {
    return this.#book.exclusive(async () => {
      const record = this.#book.find(id)
      const secret = (await this.#book.secretOf(id)) ?? ''
      const label = input.label === undefined ? record.label : cleanLabel(input.label, secret)
      const serviceUrl =
        input.serviceUrl === undefined ? record.serviceUrl : normalizeServiceUrl(input.serviceUrl)
      refuseKeyInUrl(serviceUrl, secret)
      const moved = serviceUrl !== record.serviceUrl
      if (moved && secret !== '') await this.#book.refuseDuplicate(secret, serviceUrl)
      const updated = withExpiry(
        moved
          ? { ...record, label, serviceUrl, state: 'unknown', scopes: null, lastCheck: null }
          : { ...record, label },
        input.expiresOn,
      )
      const active = { ...this.#book.data.active }
      if (moved && active[record.serviceUrl] === id) delete active[record.serviceUrl]
      if (moved) active[serviceUrl] ??= id
      await this.#book.commit({ ...this.#book.replace(updated), active })
      return this.#book.info(updated)
    })
  }

  /**
   * Makes a key the active one for its service URL. A key the keychain will not give (locked, not answering, or
   * gone from it) is refused before anything changes, with the keychain's reason: switching to it would drop the
   * key that works for one nothing can be sent with (README, Keys).
   */
  setActive(id: string): Promise<KeyInfo> {
    return this.#book.exclusive(async () => {
      const record = this.#book.find(id)
      if (!this.#book.session.holds(id)) await this.readSecret(id)
      const active = { ...this.#book.data.active, [record.serviceUrl]: id }
      await this.#book.commit({ ...this.#book.data, active })
      return this.#book.info(record)
    })
  }

  /**
   * Saves the list without the key, then deletes its keychain entry: a list that cannot be saved leaves the key
   * working and listed; a keychain that refuses the delete leaves an entry without metadata, which is reported
   * by `orphans()` (and found again at the next start) instead of a listed key whose secret is gone.
   */
  remove(id: string): Promise<{ wasActive: boolean; leftInKeychain: boolean }> {
    return this.#book.exclusive(async () => {
      const record = this.#book.find(id)
      // A keychain that cannot be reached fails the removal before anything changes, as the user expects.
      await this.#book.secretOf(id)
      const wasActive = this.#book.data.active[record.serviceUrl] === id
      const active = { ...this.#book.data.active }
      if (wasActive) delete active[record.serviceUrl]
      const keys = this.#book.data.keys.filter((key) => key.id !== id)
      await this.#book.commit({ version: 1, keys, active })
      const leftInKeychain = await this.#book.store.delete(id).then(
        () => false,
        () => true,
      )
      if (leftInKeychain) this.#orphans.set(id, { id, prefix: record.prefix, last4: record.last4 })
      return { wasActive, leftInKeychain }
    })
  }

  /** The key itself, for the API client in the main process only; never send it to the renderer. */
  async readSecret(id: string): Promise<string> {
    const record = this.#book.find(id)
    const secret = await this.#book.secretOf(id)
    if (secret === null) {
      throw new KeyVaultError(
        'secret_missing',
        said('errors.vault.secret-missing', { label: { ltr: record.label } }),
      )
    }
    return secret
  }

  /** Stores the latest check result (any JSON value) with the current time, and the key's scopes when known. */
  recordCheck(id: string, result: unknown, scopes?: string[] | null): Promise<KeyInfo> {
    return this.#book.exclusive(async () => {
      const record = this.#book.find(id)
      checkScopes(scopes)
      // A keychain that will not give the key (locked, not answering) leaves nothing to compare the result with;
      // it is stored all the same, since the check's finding is most often that very failure and the list must
      // show it (a locked keyring read as "no key" here before the store told the two apart).
      const secret = await this.#book.secretOf(id).catch((error: unknown) => {
        if (error instanceof KeychainUnavailableError) return null
        throw error
      })
      const lastCheck = checkRecord({ result, scopes }, secret, this.#now())
      const updated: KeyRecord = {
        ...record,
        lastCheck,
        scopes: scopes === undefined ? record.scopes : scopes && [...scopes],
      }
      await this.#book.commit(this.#book.replace(updated))
      return this.#book.info(updated)
    })
  }

  /** Records what the service said about the key. */
  markState(id: string, state: KeyState): Promise<KeyInfo> {
    return this.#book.exclusive(async () => {
      const record = this.#book.find(id)
      if (!KEY_STATES.includes(state))
        throw new KeyVaultError('invalid_input', said('errors.vault.unknown-state'))
      const updated: KeyRecord = { ...record, state }
      await this.#book.commit(this.#book.replace(updated))
      return this.#book.info(updated)
    })
  }

  /** Replaces a key by a new one after `verify` accepts it; on any failure the old key stays as it was. */
  rotate(options: RotateOptions): Promise<RotateResult> {
    return rotateKey(this, options)
  }

  #orphan(id: string): OrphanKey {
    const orphan = this.#orphans.get(id)
    if (!orphan) throw new KeyVaultError('not_found', said('errors.vault.not-orphan'))
    return orphan
  }
}
