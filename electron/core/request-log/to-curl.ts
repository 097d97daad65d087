import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'

/** Name of the shell variable the copied command reads the key from; the key itself is never in it. */
export const CURL_KEY_VARIABLE = 'BRIDGE_API_KEY'

// What the shell says when the variable is not set; none of its characters is special inside `${…:?…}`.
const KEY_UNSET_WORDS = `export ${CURL_KEY_VARIABLE}=<your API key> first`

/**
 * Quotes a string as one POSIX shell word. Inside single quotes nothing is special, so `$(...)`, backticks
 * and `!` stay text; an embedded quote closes the string, adds an escaped quote, and reopens it.
 */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

// Control characters are harmless inside single quotes but break a pasted one-liner, and a shell word cannot hold
// NUL at all. A URL may not carry them raw anyway, so they are percent-encoded.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

function encodeControls(text: string): string {
  return text.replace(
    CONTROL_CHARACTERS,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
}

/** Joins the base URL (which ends in `/v1/api`) and an entry's path, as the client did. */
export function entryUrl(entry: Pick<RequestLogEntry, 'path'>, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '')
  const path = entry.path.startsWith('/') ? entry.path : `/${entry.path}`
  return encodeControls(base + path)
}

/**
 * A copy-pasteable curl command repeating a logged request. The key is read from `$BRIDGE_API_KEY`
 * when the command runs, so the clipboard never holds it.
 */
export function toCurl(entry: { method: string; path: string }, baseUrl: string): string {
  const parts = ['curl', '-sS']
  const method = entry.method.toUpperCase()
  // curl's -X HEAD waits for a body that never comes; -I is its way to send HEAD
  if (method === 'HEAD') parts.push('-I')
  else if (method !== 'GET') parts.push('-X', shellQuote(method))
  // Double quotes on purpose: the variable must expand. Unset, the shell stops before curl runs and names the
  // variable to export (`${VAR:?words}`), instead of sending "Bearer " and earning a 401.
  parts.push('-H', `"Authorization: Bearer \${${CURL_KEY_VARIABLE}:?${KEY_UNSET_WORDS}}"`)
  // The app's own requests ask for JSON (api/attempt.ts): the repeated one asks the same.
  parts.push('-H', shellQuote('Accept: application/json'))
  parts.push(shellQuote(entryUrl(entry, baseUrl)))
  return parts.join(' ')
}
