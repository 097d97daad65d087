import { said, type Said } from '../../../shared/i18n/said.ts'
import { KEY_LENGTH, KEY_PREFIX } from '../../../shared/keys/key-mask.ts'
import { saidNotice } from '../words/english-words.ts'

/** A problem that makes the input unusable as a key. */
export type KeyInputError = {
  code: 'empty' | 'whitespace' | 'not_printable'
  message: string
}

/** Something unusual about the input that does not stop it from being saved. */
export type KeyInputWarning = {
  code: 'unexpected_prefix' | 'unexpected_length' | 'unexpected_characters'
  /** In English, for logs and tests; `said` is what a person reads (docs/i18n.md). */
  message: string
  said: Said
}

/** Result of `checkKeyInput`: the trimmed key, warnings to show, and an error when it cannot be used. */
export type KeyInputCheck = {
  ok: boolean
  key: string
  warnings: KeyInputWarning[]
  error?: KeyInputError
}

const BODY_CHARSET = /^[A-Za-z0-9]*$/

/**
 * Checks a pasted key before it is saved. Emptiness, inner white space and any character that is not printable
 * ASCII refuse the input (the message names the character and its position, never the key); the key format
 * is our assumption (docs/api-assumptions.md row 11), so a key of another shape is saved with a warning.
 * No message quotes the input.
 */
export function checkKeyInput(raw: string): KeyInputCheck {
  const key = typeof raw === 'string' ? raw.trim() : ''
  if (key === '') {
    return {
      ok: false,
      key,
      warnings: [],
      error: { code: 'empty', message: 'Paste your API key. The field is empty.' },
    }
  }
  if (/^bearer\s/i.test(key)) {
    const message = 'Paste only the key itself, without the word "Bearer" in front of it.'
    return { ok: false, key, warnings: [], error: { code: 'whitespace', message } }
  }
  if (/\s/.test(key)) {
    const message =
      'The key contains a space or line break. Copy it again from the dashboard as one piece, without spaces.'
    return { ok: false, key, warnings: [], error: { code: 'whitespace', message } }
  }
  const odd = firstUnprintable(key)
  if (odd !== null) {
    const message =
      `The key contains ${odd.name} at position ${odd.position}. A key has only printable ASCII characters ` +
      '(what an HTTP header can carry), so this one was changed on the way. Copy it again from the dashboard.'
    return { ok: false, key, warnings: [], error: { code: 'not_printable', message } }
  }
  return { ok: true, key, warnings: formatWarnings(key) }
}

// Names for the characters a copy and paste most often brings along unseen.
const CHARACTER_NAMES: ReadonlyMap<number, string> = new Map([
  [0x00, 'a NUL character'],
  [0x7f, 'a DEL character'],
  [0xad, 'a soft hyphen'],
  [0x200b, 'a zero-width space'],
  [0x200c, 'a zero-width non-joiner'],
  [0x200d, 'a zero-width joiner'],
  [0x2060, 'a word joiner'],
  [0xfeff, 'a byte order mark (zero-width no-break space)'],
])

const hex = (n: number): string => n.toString(16).toUpperCase().padStart(4, '0')

/**
 * The first character that is not printable ASCII (U+0021 to U+007E), named, with its 1-based position.
 * A NUL would otherwise cut the key short in the keychain (`a\0b` is stored as `a`), and a zero-width or
 * non-ASCII character cannot be sent in the Authorization header the way it was pasted.
 */
function firstUnprintable(key: string): { name: string; position: number } | null {
  let position = 0
  for (const char of key) {
    position++
    const n = char.codePointAt(0) ?? 0
    if (n >= 0x21 && n <= 0x7e) continue
    const known = CHARACTER_NAMES.get(n)
    const kind = n < 0x20 || (n >= 0x80 && n <= 0x9f) ? 'a control character' : `the character “${char}”`
    return { name: `${known ?? kind} (U+${hex(n)})`, position }
  }
  return null
}

function formatWarnings(key: string): KeyInputWarning[] {
  const warnings: KeyInputWarning[] = []
  const hasPrefix = key.startsWith(KEY_PREFIX)
  if (!hasPrefix) {
    warnings.push(
      saidNotice('unexpected_prefix', said('keys.warning.prefix', { prefix: { ltr: KEY_PREFIX } })),
    )
  }
  if (key.length !== KEY_LENGTH) {
    warnings.push(
      saidNotice(
        'unexpected_length',
        said('keys.warning.length', { length: KEY_LENGTH, actual: key.length }),
      ),
    )
  }
  const body = hasPrefix ? key.slice(KEY_PREFIX.length) : key
  if (!BODY_CHARSET.test(body)) {
    warnings.push(saidNotice('unexpected_characters', said('keys.warning.characters')))
  }
  return warnings
}
