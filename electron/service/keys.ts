/** Accounts and API keys: lookup by key string, state changes, creation (dashboard stand-in). */
import { createHash, randomBytes } from 'node:crypto'
import { ServiceError, invalidParam } from './errors.ts'
import { isIsoDate } from './keys-file.ts'
import type { ApiAccess, KeysFile, Scope } from './types.ts'

/** A key as the service holds it. */
export interface KeyEntry {
  readonly id: string
  readonly key: string
  readonly owner: string
  readonly scopes: ReadonlySet<Scope>
  status: 'active' | 'revoked'
  expiresMs: number | null
  readonly label: string | undefined
}

/** Result of authenticating a bearer token (the 401 codes in the order of docs/api-assumptions.md row 13). */
export type AuthResult =
  | { ok: true; entry: KeyEntry }
  | { ok: false; code: 'invalid_api_key' | 'key_revoked' | 'key_expired' | 'api_access_revoked' }

/** Most active keys an account may hold (docs/api-assumptions.md row 24). */
export const MAX_ACTIVE_KEYS = 5
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const SCOPES: readonly Scope[] = ['read:public', 'read:me']

/** A new key: `bxk_` + 32 characters [A-Za-z0-9] (assumptions row 11). `nextByte` defaults to crypto. */
export function makeKey(nextByte: () => number = cryptoBytes()): string {
  let out = 'bxk_'
  while (out.length < 36) {
    const b = nextByte()
    // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
    if (b < 248) out += ALNUM[b % 62]
  }
  return out
}

function cryptoBytes(): () => number {
  let buf = randomBytes(64)
  let i = 0
  return () => {
    if (i === buf.length) {
      buf = randomBytes(64)
      i = 0
    }
    return buf[i++] as number
  }
}

/** A stable key id derived from the key, so revoking by id works across restarts. */
export function keyId(key: string): string {
  return `key_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
}

/** Holds accounts and keys; the Map keyed by key string makes lookup constant work. */
export class KeyStore {
  readonly #accounts = new Map<
    string,
    { username: string; display_name: string | null; api_access: ApiAccess }
  >()
  readonly #byKey = new Map<string, KeyEntry>()
  readonly #byId = new Map<string, KeyEntry>()

  constructor(file: KeysFile) {
    for (const a of file.accounts)
      this.#accounts.set(a.username, {
        username: a.username,
        display_name: a.display_name ?? null,
        api_access: a.api_access,
      })
    for (const k of file.keys) {
      this.#add({
        id: keyId(k.key),
        key: k.key,
        owner: k.owner,
        scopes: new Set(k.scopes),
        status: k.status,
        expiresMs: k.expires_at ? Date.parse(k.expires_at) : null,
        label: k.label,
      })
    }
  }

  /** Accounts, for making them known to the data set. */
  accounts(): { username: string; display_name: string | null }[] {
    return [...this.#accounts.values()]
  }

  /** Checks a bearer token: not found → revoked → expired → account not approved. */
  authenticate(token: string, nowMs: number): AuthResult {
    const entry = this.#byKey.get(token)
    if (!entry) return { ok: false, code: 'invalid_api_key' }
    if (entry.status === 'revoked') return { ok: false, code: 'key_revoked' }
    if (entry.expiresMs !== null && nowMs >= entry.expiresMs) return { ok: false, code: 'key_expired' }
    if (this.#accounts.get(entry.owner)?.api_access !== 'approved')
      return { ok: false, code: 'api_access_revoked' }
    return { ok: true, entry }
  }

  /** Revokes a key by its string. */
  revokeKey(key: string): void {
    this.#entry(key).status = 'revoked'
  }

  /** Revokes a key by its id; returns false when no key has that id. */
  revokeById(id: string): boolean {
    const e = this.#byId.get(id)
    if (e) e.status = 'revoked'
    return e !== undefined
  }

  /** Makes a key expired from `nowMs` on. */
  expireKey(key: string, nowMs: number): void {
    this.#entry(key).expiresMs = nowMs
  }

  /** Approves or revokes API access of an account. */
  setAccountAccess(username: string, access: ApiAccess): void {
    const a = this.#accounts.get(username)
    if (!a) throw new ServiceError('not_found', `No account "${username}".`)
    a.api_access = access
  }

  /** Creates a key (assumptions row 24); throws api_access_required or validation_failed. */
  createKey(
    input: { owner: string; scopes?: unknown; label?: unknown; expiresAt?: unknown },
    nowMs: number,
  ): KeyEntry {
    const account = typeof input.owner === 'string' ? this.#accounts.get(input.owner) : undefined
    if (!account) throw invalidParam('owner', `No account "${String(input.owner)}".`)
    if (account.api_access !== 'approved') throw new ServiceError('api_access_required')
    const scopes = input.scopes ?? ['read:public']
    if (!Array.isArray(scopes) || scopes.length === 0 || !scopes.every((s) => SCOPES.includes(s as Scope))) {
      throw invalidParam('scopes', 'scopes must be a non-empty array of "read:public" and "read:me".')
    }
    if (input.label !== undefined && (typeof input.label !== 'string' || input.label.length > 100)) {
      throw invalidParam('label', 'label must be a string of at most 100 characters.')
    }
    const exp = input.expiresAt ?? null
    if (exp !== null && (typeof exp !== 'string' || !isIsoDate(exp)))
      throw invalidParam('expires_at', 'expires_at must be an ISO 8601 timestamp or null.')
    let active = 0
    for (const e of this.#byKey.values()) {
      if (
        e.owner === account.username &&
        e.status === 'active' &&
        (e.expiresMs === null || e.expiresMs > nowMs)
      )
        active++
    }
    if (active >= MAX_ACTIVE_KEYS)
      throw invalidParam(
        'owner',
        `The account already holds ${MAX_ACTIVE_KEYS} active keys; revoke one first.`,
      )
    const key = makeKey()
    const entry: KeyEntry = {
      id: keyId(key),
      key,
      owner: account.username,
      scopes: new Set(scopes as Scope[]),
      status: 'active',
      expiresMs: exp === null ? null : Date.parse(exp),
      label: input.label as string | undefined,
    }
    this.#add(entry)
    return entry
  }

  #entry(key: string): KeyEntry {
    const e = this.#byKey.get(key)
    if (!e) throw new ServiceError('not_found', 'No such key.')
    return e
  }

  #add(entry: KeyEntry): void {
    this.#byKey.set(entry.key, entry)
    this.#byId.set(entry.id, entry)
  }
}
