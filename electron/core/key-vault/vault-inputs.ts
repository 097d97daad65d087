import { checkServiceUrl } from '../../../shared/net/url-safety.ts'
import { KeyVaultError } from './errors.ts'
import { formatKeyHint, keyHints } from '../../../shared/keys/key-mask.ts'
import { containsKeyFragment } from '../../../shared/keys/secret-scan.ts'
import type { CheckInput, JsonValue, KeyRecord, KeyState, VaultNotice } from './types.ts'
import { said } from '../../../shared/i18n/said.ts'
import { saidNotice } from '../words/english-words.ts'

/** The service allows this many active keys per account (docs/api-assumptions.md row 24). */
export const ACCOUNT_KEY_LIMIT = 5

const MAX_LABEL_LENGTH = 100

/** The canonical form of a service base URL (shared/net/url-safety.ts), or a KeyVaultError naming the problem. */
export function normalizeServiceUrl(raw: string): string {
  const checked = checkServiceUrl(raw)
  if (!checked.ok) throw new KeyVaultError('invalid_input', checked.message)
  return checked.url
}

/** Refuses a service URL that would carry part of the key into the metadata file. */
export function refuseKeyInUrl(serviceUrl: string, key: string): void {
  if (containsKeyFragment(serviceUrl, key))
    throw new KeyVaultError('invalid_input', said('errors.vault.url-has-key'))
}

/** Trims the label, fills in a default, and refuses one that would carry the key into the metadata file. */
export function cleanLabel(raw: string | undefined, key: string): string {
  const label = typeof raw === 'string' ? raw.trim() : ''
  if (containsKeyFragment(label, key)) {
    throw new KeyVaultError('invalid_input', said('errors.vault.label-has-key'))
  }
  if (label.length > MAX_LABEL_LENGTH) {
    throw new KeyVaultError('invalid_input', said('errors.vault.label-too-long', { max: MAX_LABEL_LENGTH }))
  }
  if (label !== '') return label
  const { prefix, last4 } = keyHints(key)
  return `Key ${formatKeyHint(prefix, last4)}`
}

/**
 * The account-limit notice when more than `ACCOUNT_KEY_LIMIT` keys known to work are saved for one service URL.
 * Only keys a check or an answer proved active count: an unchecked key may belong to another account.
 */
export function accountLimitNotice(keys: readonly KeyRecord[], serviceUrl: string): VaultNotice | null {
  const live = keys.filter((key) => key.serviceUrl === serviceUrl && key.state === 'active').length
  if (live <= ACCOUNT_KEY_LIMIT) return null
  return saidNotice(
    'account_key_limit',
    said('keys.notice.account-limit', { live, limit: ACCOUNT_KEY_LIMIT }),
  )
}

/** States a check or an answer proved: the service refuses the key. */
const REFUSED: readonly KeyState[] = ['missing', 'invalid', 'revoked', 'expired', 'access_revoked']

/**
 * Which key each service URL uses once `added` joins `keys`: a key whose check found it not working never takes
 * the slot; a key proved to work takes it from a key proved not to (the user adds a new key to replace a revoked
 * one); otherwise the first key of a URL takes a free slot.
 */
export function activeAfterAdd(
  active: Readonly<Record<string, string>>,
  keys: readonly KeyRecord[],
  added: KeyRecord,
  checkFailed: boolean,
): Record<string, string> {
  const next = { ...active }
  if (checkFailed) return next
  const current = keys.find((key) => key.id === next[added.serviceUrl])
  if (added.state === 'active' && current !== undefined && REFUSED.includes(current.state))
    next[added.serviceUrl] = added.id
  else next[added.serviceUrl] ??= added.id
  return next
}

/** A check result as JSON text, or a KeyVaultError when it is not plain JSON data. */
export function jsonText(value: unknown): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    text = undefined
  }
  if (text === undefined) throw new KeyVaultError('invalid_input', said('errors.vault.check-not-json'))
  return text
}

/** Refuses scopes that are not a list of names (null and undefined mean "unknown" and "unchanged"). */
export function checkScopes(scopes: unknown): void {
  if (scopes === undefined || scopes === null) return
  if (!(Array.isArray(scopes) && scopes.every((s) => typeof s === 'string')))
    throw new KeyVaultError('invalid_input', said('errors.vault.scopes-not-list'))
}

/** A check result as stored: JSON only, stamped with `at`, and never holding part of `secret` (nor its scopes). */
export function checkRecord(
  check: { result: unknown; scopes?: readonly string[] | null | undefined },
  secret: string | null,
  at: Date,
): NonNullable<KeyRecord['lastCheck']> {
  const text = jsonText(check.result)
  if (secret !== null && containsKeyFragment(`${text}${JSON.stringify(check.scopes ?? null)}`, secret))
    throw new KeyVaultError('invalid_input', said('errors.vault.check-has-key'))
  return { result: JSON.parse(text) as JsonValue, at: at.toISOString() }
}

/** A new key's record: the key's hints, when it was added and, with `check`, what the check found. */
export function newRecord(
  key: { id: string; label: string; serviceUrl: string },
  secret: string,
  now: () => Date,
  check?: CheckInput,
): KeyRecord {
  return {
    id: key.id,
    label: key.label,
    serviceUrl: key.serviceUrl,
    ...keyHints(secret),
    addedAt: now().toISOString(),
    lastCheck: check === undefined ? null : checkRecord({ result: check.result }, secret, now()),
    scopes: check?.scopes ? [...check.scopes] : null,
    state: check?.state ?? 'unknown',
  }
}

/** `record` when `secret` has its hints (prefix and last four), else an error saying which key was expected. */
export function sameKey(record: KeyRecord, secret: string): KeyRecord {
  const { prefix, last4 } = keyHints(secret)
  if (prefix === record.prefix && last4 === record.last4) return record
  throw new KeyVaultError(
    'invalid_input',
    said('errors.vault.not-that-key', { label: { ltr: record.label }, last4: { ltr: record.last4 } }),
  )
}

/** The record with the expiry date the user recorded (not a secret): `undefined` keeps it, '' forgets it. */
export function withExpiry(record: KeyRecord, expiresOn: string | undefined): KeyRecord {
  if (expiresOn === undefined) return record
  const { expiresOn: _old, ...rest } = record
  return expiresOn === '' ? rest : { ...rest, expiresOn }
}
