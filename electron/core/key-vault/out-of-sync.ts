/** Finding where the key list and the keychain disagree: entries without metadata, metadata without an entry. */
import { keyHints } from '../../../shared/keys/key-mask.ts'
import type { OrphanKey, SecretStore } from './types.ts'

/**
 * The account the keychain doctor saves and deletes to learn whether saving works; never a key, so never an
 * entry out of sync (even when its delete failed).
 */
export const PROBE_ACCOUNT = 'doctor-probe'

/** What one look at the keychain found. */
export interface KeychainScan {
  /** Entries of the app's service name that the key list does not hold. */
  orphans: OrphanKey[]
  /** Ids of the key list whose secret the keychain does not have. */
  missing: string[]
}

/**
 * Lists the app's keychain entries and compares them with the saved ids. Throws what the store throws (a keychain
 * that cannot be reached or is locked): the caller decides whether that matters. Without `accounts` (a binding
 * that cannot list) no orphan can be found, and each id is looked up on its own. `ids` is read again at the end,
 * so a key added or removed while the scan ran is judged by the list as it is then.
 */
export async function scanKeychain(store: SecretStore, ids: () => readonly string[]): Promise<KeychainScan> {
  const known = new Set(ids())
  const listed = store.accounts ? new Set(await store.accounts()) : null
  const orphans: OrphanKey[] = []
  for (const id of listed ?? []) {
    if (known.has(id) || id === PROBE_ACCOUNT) continue
    const secret = await store.get(id)
    if (secret !== null) orphans.push({ id, ...keyHints(secret) })
  }
  const missing: string[] = []
  // A listed id has its secret; one not listed is asked for once more, so a listing that races a write is not a loss.
  for (const id of known) if (!listed?.has(id) && (await store.get(id)) === null) missing.push(id)
  const now = new Set(ids())
  return { orphans: orphans.filter((o) => !now.has(o.id)), missing: missing.filter((id) => now.has(id)) }
}

/** The first of `candidates` (same hints first, then the same secret in the keychain) that holds `secret`. */
export async function holderOf<T extends OrphanKey>(
  secret: string,
  candidates: Iterable<T>,
  get: (id: string) => Promise<string | null>,
): Promise<T | null> {
  const { prefix, last4 } = keyHints(secret)
  for (const candidate of candidates) {
    if (candidate.prefix !== prefix || candidate.last4 !== last4) continue
    if ((await get(candidate.id)) === secret) return candidate
  }
  return null
}
