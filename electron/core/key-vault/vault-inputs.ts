import { checkServiceUrl } from '../../../shared/net/url-safety.ts'
import { KeyVaultError } from './errors.ts'
import { formatKeyHint, keyHints } from '../../../shared/keys/key-mask.ts'
import { containsKeyFragment } from '../../../shared/keys/secret-scan.ts'
import type { KeyRecord, KeyState, VaultNotice } from './types.ts'

/** The service allows this many active keys per account (seed section 5 rule 4, section 8). */
export const ACCOUNT_KEY_LIMIT = 5

const MAX_LABEL_LENGTH = 100

/** The canonical form of a service base URL (shared/net/url-safety.ts), or a KeyVaultError naming the problem. */
export function normalizeServiceUrl(raw: string): string {
  const checked = checkServiceUrl(raw)
  if (!checked.ok) throw new KeyVaultError('invalid_input', checked.message)
  return checked.url
}

/** Trims the label, fills in a default, and refuses one that would carry the key into the metadata file. */
export function cleanLabel(raw: string | undefined, key: string): string {
  const label = typeof raw === 'string' ? raw.trim() : ''
  if (containsKeyFragment(label, key)) {
    throw new KeyVaultError(
      'invalid_input',
      'The label contains part of the key. Choose a label without the key in it.',
    )
  }
  if (label.length > MAX_LABEL_LENGTH) {
    throw new KeyVaultError(
      'invalid_input',
      `The label is too long; use at most ${MAX_LABEL_LENGTH} characters.`,
    )
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
  return {
    code: 'account_key_limit',
    message:
      `The key was saved. You now have ${live} keys for this service, but the service allows only ${ACCOUNT_KEY_LIMIT} active keys per account. ` +
      'If these keys belong to the same account, some of them will not work: revoke an old key in the dashboard, then remove it here.',
  }
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
  if (text === undefined) throw new KeyVaultError('invalid_input', 'A check result must be plain JSON data.')
  return text
}
