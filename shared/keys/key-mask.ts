/**
 * The one rule for showing a key: its public prefix and, when the key is long enough, its last four characters.
 * The vault stores these hints, the request log shows them and the key list formats them: all through here.
 */

/** The fixed prefix the service puts on its keys (docs/api-assumptions.md row 11). */
export const KEY_PREFIX = 'bxk_'

/** Length of a well-formed key: the prefix plus 32 characters. */
export const KEY_LENGTH = KEY_PREFIX.length + 32

/**
 * The secret part (after the public prefix) must have at least this many characters before its last four are
 * shown, so the hint never gives away more than a quarter of what is secret.
 */
export const MIN_SECRET_LENGTH_TO_REVEAL = 16

/** The parts of a key that may be shown and stored: the public prefix and the last four characters. */
export function keyHints(key: string): { prefix: string; last4: string } {
  const prefix = key.startsWith(KEY_PREFIX) ? KEY_PREFIX : ''
  const last4 = key.length - prefix.length >= MIN_SECRET_LENGTH_TO_REVEAL ? key.slice(-4) : ''
  return { prefix, last4 }
}

/** Display form built from stored hints, e.g. `bxk_…a1B2`; the ellipsis keeps the parts from reading as one run. */
export function formatKeyHint(prefix: string, last4: string): string {
  return `${prefix}…${last4}`
}

/** Display form of a key, e.g. `bxk_…a1B2`. */
export function maskKey(key: string): string {
  const { prefix, last4 } = keyHints(key)
  return formatKeyHint(prefix, last4)
}
