import { KEY_LENGTH, KEY_PREFIX } from '../../../shared/keys/key-mask.ts'

/** A problem that makes the input unusable as a key. */
export type KeyInputError = {
  code: 'empty' | 'whitespace'
  message: string
}

/** Something unusual about the input that does not stop it from being saved. */
export type KeyInputWarning = {
  code: 'unexpected_prefix' | 'unexpected_length' | 'unexpected_characters'
  message: string
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
 * Checks a pasted key before it is saved. Only emptiness and inner white space refuse the input: the key format
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
  return { ok: true, key, warnings: formatWarnings(key) }
}

function formatWarnings(key: string): KeyInputWarning[] {
  const warnings: KeyInputWarning[] = []
  const hasPrefix = key.startsWith(KEY_PREFIX)
  if (!hasPrefix) {
    warnings.push({
      code: 'unexpected_prefix',
      message: `Keys for this service start with "${KEY_PREFIX}". This one does not, so it may belong to another service or be incomplete. It will be saved anyway.`,
    })
  }
  if (key.length !== KEY_LENGTH) {
    warnings.push({
      code: 'unexpected_length',
      message: `Keys for this service are ${KEY_LENGTH} characters long; this one has ${key.length}. Part of it may be missing or extra. It will be saved anyway.`,
    })
  }
  const body = hasPrefix ? key.slice(KEY_PREFIX.length) : key
  if (!BODY_CHARSET.test(body)) {
    warnings.push({
      code: 'unexpected_characters',
      message:
        'Keys for this service contain only letters and digits after the prefix; this one has other characters. It will be saved anyway.',
    })
  }
  return warnings
}
