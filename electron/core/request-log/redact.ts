/** What every redacted secret is replaced with. */
export const REDACTED = '[redacted]'

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
