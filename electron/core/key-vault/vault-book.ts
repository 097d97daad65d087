import { KeyVaultError, toVaultError } from './errors.ts'
import { KEYCHAIN_RECHECK_MS, SYSTEM_LOCK_TIMERS, type LockTimers } from './lock-watch.ts'
import { writeVaultFile } from './metadata-file.ts'
import { holderOf } from './out-of-sync.ts'
import { toKeychainError } from './secret-store.ts'
import { dirname } from 'node:path'
import { createSessionSecrets, fileView, mergedView, type SessionSecrets } from './session-keys.ts'
import { tracesOf, writeSessionTrace } from './session-trace.ts'
import type { KeyInfo, KeyRecord, SecretStore, VaultFile } from './types.ts'
import { said } from '../../../shared/i18n/said.ts'

/**
 * The key list a `KeyVault` keeps: what the file holds and what the vault shows (the file plus the session-only
 * keys), changed one task at a time, and in memory only once the file is written.
 */
export class VaultBook {
  /** The vault's store: session-only accounts in memory, every other in the keychain. */
  readonly store: SecretStore
  /** Which accounts are session-only, and their secrets. */
  readonly session: SessionSecrets
  /** Path of the metadata file. */
  readonly path: string
  readonly #readOnly: KeyVaultError | null
  /** What the file holds; `#data` adds the session-only keys to it. */
  #file: VaultFile
  #data: VaultFile
  #queue: Promise<unknown> = Promise.resolve()
  /**
   * Whether the keychain was locked when last learned (null: not known). Every saved key is shown with it: a
   * locked keyring gives no key (docs/security.md, the keychain and what breaks on Linux), whatever state the
   * key had when it was last used.
   */
  #locked: boolean | null = null
  /** Who is told when `#locked` changes, the timers of its re-read, and the one armed (null: none). */
  readonly #lockListeners = new Set<(locked: boolean | null) => void>()
  readonly #timers: LockTimers
  #recheck: unknown = null
  #closed = false

  constructor(
    path: string,
    keychain: SecretStore,
    data: VaultFile,
    readOnly: KeyVaultError | null,
    timers: LockTimers = SYSTEM_LOCK_TIMERS,
  ) {
    this.path = path
    this.#timers = timers
    this.session = createSessionSecrets(keychain)
    this.store = this.session.store
    this.#file = data
    this.#data = data
    this.#readOnly = readOnly
  }

  /** The key list as the vault shows it: the file's keys and the session-only ones. */
  get data(): VaultFile {
    return this.#data
  }

  /** Ids of the keys the file holds (not the session-only ones). */
  fileIds(): string[] {
    return this.#file.keys.map((key) => key.id)
  }

  /** The saved key `id`; `not_found` if the list does not hold it. */
  find(id: string): KeyRecord {
    const record = this.#data.keys.find((key) => key.id === id)
    if (!record) throw new KeyVaultError('not_found', said('errors.vault.key-gone'))
    return record
  }

  /** The key list with `updated` in place of the record with its id. */
  replace(updated: KeyRecord): VaultFile {
    return { ...this.#data, keys: this.#data.keys.map((key) => (key.id === updated.id ? updated : key)) }
  }

  /** A copy of `record` as callers see it, with whether it is its service URL's active key. */
  info(record: KeyRecord): KeyInfo {
    const info = { ...structuredClone(record), active: this.#data.active[record.serviceUrl] === record.id }
    // A session-only key is in memory, not in the keychain: a locked keychain does not keep it from being read.
    return this.#locked === true && record.sessionOnly !== true ? { ...info, keychainLocked: true } : info
  }

  /** Asks the keychain whether it is locked now (never throws: a failed question leaves it not known). */
  async learnLock(): Promise<void> {
    this.#learned((await this.store.locked?.().catch(() => null)) ?? null)
  }

  /**
   * Calls `listener` each time the keychain's locked state as the key list shows it changes; returns the way to
   * stop. While it is locked the keychain is asked again every KEYCHAIN_RECHECK_MS, so an unlock made outside the
   * app is said within the minute README promises, with no view asking.
   */
  onLockChange(listener: (locked: boolean | null) => void): () => void {
    this.#lockListeners.add(listener)
    return () => void this.#lockListeners.delete(listener)
  }

  #learned(locked: boolean | null): void {
    const before = this.#locked
    this.#locked = locked
    if (locked === true && this.#recheck === null && !this.#closed) {
      this.#recheck = this.#timers.setTimer(() => {
        this.#recheck = null
        void this.learnLock()
      }, KEYCHAIN_RECHECK_MS)
    }
    if (locked !== true && this.#recheck !== null) {
      this.#timers.clearTimer(this.#recheck)
      this.#recheck = null
    }
    if (before !== locked) for (const listener of this.#lockListeners) listener(locked)
  }

  /** Throws why the file must not be written, if it must not (a newer version's file, an unreadable file). */
  writable(): void {
    if (this.#readOnly) throw this.#readOnly
  }

  /**
   * Throws `duplicate_key` when a key of `serviceUrl` other than `except` holds `secret`; with `sessionOnly`,
   * only session-only keys count.
   */
  async refuseDuplicate(
    secret: string,
    serviceUrl: string,
    sessionOnly = false,
    except?: string,
  ): Promise<void> {
    const same = this.#data.keys.filter(
      (key) =>
        key.id !== except && key.serviceUrl === serviceUrl && (!sessionOnly || key.sessionOnly === true),
    )
    const key = await holderOf(secret, same, (id) => this.secretOf(id))
    if (key)
      throw new KeyVaultError('duplicate_key', said('errors.vault.duplicate', { label: { ltr: key.label } }))
  }

  /**
   * Makes `next` the key list once the file's part of it is written; a change to session-only keys alone
   * writes nothing (nor needs a writable file).
   */
  async commit(next: VaultFile): Promise<void> {
    const file = fileView(next, this.#file, this.session.holds)
    const sessionChange = next.keys.some((key) => key.sessionOnly === true)
    if (!sessionChange || JSON.stringify(file) !== JSON.stringify(this.#file)) {
      this.writable()
      await writeVaultFile(this.path, file)
      this.#file = file
    }
    const traced = JSON.stringify(tracesOf(this.#data.keys))
    this.#data = mergedView(next, file, this.session.holds)
    const traces = tracesOf(this.#data.keys)
    // The trace follows the session-only keys (session-trace.ts). It is a courtesy for the next start: a trace that
    // cannot be written costs that notice, never the key or the change.
    if (JSON.stringify(traces) !== traced)
      await writeSessionTrace(dirname(this.path), traces).catch(() => undefined)
  }

  /**
   * Moves the session-only key `saved.id` for good: `secret` to the keychain, then `saved` (without the mark) to
   * the file. On any failure it stays session-only, with its secret in memory again.
   */
  async saveForGood(saved: KeyRecord, secret: string): Promise<void> {
    const id = saved.id
    this.session.release(id)
    const backToSession = async (): Promise<void> => {
      this.session.hold(id)
      await this.store.set(id, secret)
    }
    try {
      await this.keychain(() => this.store.set(id, secret))
    } catch (error) {
      await backToSession()
      throw error
    }
    try {
      await this.commit(this.replace(saved))
    } catch (error) {
      await this.store.delete(id).catch(() => false)
      await backToSession()
      throw error
    }
  }

  /** Runs a keychain call; any failure becomes a keychain error with a fix the user can apply. */
  async keychain<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation()
    } catch (error) {
      const failure = toKeychainError(error)
      if (failure.problem === 'locked') this.#learned(true)
      throw failure
    }
  }

  /** The secret the store holds for `id`, or null; a failure is a keychain error. */
  async secretOf(id: string): Promise<string | null> {
    const secret = await this.keychain(() => this.store.get(id))
    // The keychain gave a key: it is open now.
    if (secret !== null && !this.session.holds(id)) this.#learned(false)
    return secret
  }

  /** Runs `task` after every change queued before it; what it throws becomes a `KeyVaultError`. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task).catch(toVaultError)
    this.#queue = run.catch(() => undefined)
    return run
  }

  /** Waits for pending changes, then forgets the session-only keys: the list is the file's again. */
  async close(): Promise<void> {
    this.#closed = true
    if (this.#recheck !== null) this.#timers.clearTimer(this.#recheck)
    this.#recheck = null
    this.#lockListeners.clear()
    await this.#queue
    this.session.forgetAll()
    this.#data = this.#file
  }
}
