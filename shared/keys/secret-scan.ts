/**
 * The one place that finds secrets in text: by shape (anything that looks like a key or a bearer credential)
 * and by identity (the exact key in use, with or without its prefix, wherever a service echoes it back).
 */
import { KEY_PREFIX } from './key-mask.ts'

/** What every redacted secret is replaced with. */
export const REDACTED = '[redacted]'

/** Size of the fragments `containsKeyFragment` looks for: long enough to be unlikely by chance. */
export const FRAGMENT_LENGTH = 8

// A key (the prefix possibly percent-encoded, as it would be inside a query string), and any bearer
// credential with whatever token follows it. Eight characters is short of a real key on purpose:
// a truncated key is still a secret.
const SECRET_PATTERNS: readonly RegExp[] = [/bxk(?:_|%5f)[A-Za-z0-9]{8,}/gi, /bearer(?:\s|%20|\+)+[^\s&]+/gi]

/** Replaces anything that looks like an API key or a bearer credential with `[redacted]`. */
export function redactSecrets(text: string): string {
  let out = text
  for (const pattern of SECRET_PATTERNS) out = out.replace(pattern, REDACTED)
  return out
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

/** The forms in which a key can come back: whole, without its prefix, and percent-encoded; longest first. */
function echoForms(key: string): string[] {
  if (key.length === 0) return []
  const forms = new Set<string>([key, encodeURIComponent(key)])
  // The bare part is scrubbed only when long enough not to match ordinary words by chance.
  const bare = key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : ''
  if (bare.length >= FRAGMENT_LENGTH) forms.add(bare)
  return [...forms].sort((a, b) => b.length - a.length)
}

/**
 * Redacts the exact key in use from `text` (whole, prefix-less or percent-encoded) and nothing else: for data,
 * where a pattern would also hit ordinary words ("Bearer of news").
 */
export function scrubKeyEcho(text: string, key: string | null | undefined): string {
  if (typeof key !== 'string') return text
  let out = text
  for (const form of echoForms(key)) if (out.includes(form)) out = out.split(form).join(REDACTED)
  return out
}

/**
 * Redacts `text` against the exact key in use (whole, prefix-less or percent-encoded) and then by shape: for
 * messages, codes and header values, which are never data.
 */
export function scrubSecrets(text: string, key: string | null | undefined): string {
  return redactSecrets(scrubKeyEcho(text, key))
}
