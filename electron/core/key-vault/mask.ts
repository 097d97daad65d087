/** The fixed prefix the service puts on its keys (docs/api-assumptions.md row 11). */
export const KEY_PREFIX = 'bxk_'

/** Length of a well-formed key: the prefix plus 32 characters. */
export const KEY_LENGTH = KEY_PREFIX.length + 32

// Below this length, prefix + last four would give away half of the key or more, so nothing is revealed.
const MIN_LENGTH_TO_REVEAL = 16

/** Size of the fragments `containsKeyFragment` looks for: long enough to be unlikely by chance. */
export const FRAGMENT_LENGTH = 8

/** The parts of a key that may be shown and stored: the public prefix and the last four characters. */
export function keyHints(key: string): { prefix: string; last4: string } {
  const prefix = key.startsWith(KEY_PREFIX) ? KEY_PREFIX : ''
  const last4 = key.length >= MIN_LENGTH_TO_REVEAL ? key.slice(-4) : ''
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

/** True when `text` contains the key or any run of `FRAGMENT_LENGTH` consecutive characters of it. */
export function containsKeyFragment(text: string, key: string): boolean {
  if (key.length === 0) return false
  if (key.length <= FRAGMENT_LENGTH) return text.includes(key)
  for (let start = 0; start + FRAGMENT_LENGTH <= key.length; start++) {
    if (text.includes(key.slice(start, start + FRAGMENT_LENGTH))) return true
  }
  return false
}
