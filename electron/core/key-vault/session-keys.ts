/**
 * Session-only keys (docs/security.md, the keychain doctor): where no keychain works, a key the user chose to keep in
 * this process's memory only. Neither the key nor its metadata is written anywhere, so it is gone when the app quits;
 * the vault lists it marked `sessionOnly`. Never a silent fallback: only an explicit request makes one.
 */
import type { KeyRecord, SecretStore, VaultFile } from './types.ts'

/** The secrets of session-only keys, and a store that keeps their accounts in memory and the rest in the keychain. */
export interface SessionSecrets {
  /** The vault's store: accounts marked with `hold` live in memory, every other goes to `keychain`. */
  store: SecretStore
  /** Marks an account as session-only before its secret is set. */
  hold(id: string): void
  /** True for an account marked session-only. */
  holds(id: string): boolean
  /** Takes an account out of memory (it is about to be saved for good); returns its secret, null if none was held. */
  release(id: string): string | null
  /** Drops every session-only secret (the vault is closing). */
  forgetAll(): void
}

/** Wraps the keychain binding; session-only accounts never reach it. */
export function createSessionSecrets(keychain: SecretStore): SessionSecrets {
  const held = new Set<string>()
  const secrets = new Map<string, string>()
  const store: SecretStore = {
    get: async (id) => (held.has(id) ? (secrets.get(id) ?? null) : keychain.get(id)),
    set: async (id, secret) => {
      if (held.has(id)) secrets.set(id, secret)
      else await keychain.set(id, secret)
    },
    delete: async (id) => {
      if (!held.has(id)) return keychain.delete(id)
      held.delete(id)
      return secrets.delete(id)
    },
  }
  const accounts = keychain.accounts?.bind(keychain)
  if (accounts) store.accounts = accounts
  const locked = keychain.locked?.bind(keychain)
  if (locked) store.locked = locked
  return {
    store,
    hold: (id) => void held.add(id),
    holds: (id) => held.has(id),
    release: (id) => {
      const secret = held.has(id) ? (secrets.get(id) ?? null) : null
      held.delete(id)
      secrets.delete(id)
      return secret
    },
    forgetAll: () => {
      secrets.clear()
      held.clear()
    },
  }
}

/**
 * The part of the key list that goes to the file: every key but the session-only ones, and for each service the
 * active key among those. Where a session-only key is active, the file keeps the saved key that was active before,
 * so after a restart that key is in use again.
 */
export function fileView(next: VaultFile, before: VaultFile, isSession: (id: string) => boolean): VaultFile {
  const keys = next.keys.filter((key) => !isSession(key.id))
  const byId = new Map(keys.map((key) => [key.id, key]))
  const active: Record<string, string> = {}
  for (const url of new Set([...Object.keys(next.active), ...Object.keys(before.active)])) {
    const id = next.active[url]
    const kept = before.active[url]
    if (id !== undefined && byId.has(id)) active[url] = id
    else if (kept !== undefined && byId.get(kept)?.serviceUrl === url) active[url] = kept
  }
  return { version: 1, keys, active }
}

/** The list the vault shows: the file's keys and the session-only ones, a session-only active key winning. */
export function mergedView(next: VaultFile, file: VaultFile, isSession: (id: string) => boolean): VaultFile {
  const session: Record<string, string> = {}
  for (const [url, id] of Object.entries(next.active)) if (isSession(id)) session[url] = id
  return { version: 1, keys: next.keys, active: { ...file.active, ...session } }
}

/** A session-only key's record carries the mark the Keys list and top bar show. */
export function sessionRecord(record: KeyRecord): KeyRecord {
  return { ...record, sessionOnly: true }
}
