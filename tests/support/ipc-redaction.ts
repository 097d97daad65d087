/**
 * The one place that says which IPC request fields carry a secret the user typed, and takes them out of what the
 * e2e harness records (test-results/.../ipc.jsonl): the API key being checked or saved, the proxy's password.
 * The app needs them in the request; a test's record does not, and a record is a file anyone may open or upload.
 */
import { REDACTED } from '../../shared/keys/secret-scan.ts'

/** Per channel, the fields of its request (shared/ipc/keys.ts, shared/ipc/network.ts) that hold a secret. */
export const SECRET_REQUEST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'keys:test': ['key'],
  'keys:add': ['key'],
  'keys:add-session-only': ['key'],
  'keys:restore-secret': ['key'],
  'keys:rotate': ['newKey'],
  'network:answer-sign-in': ['password'],
}

/**
 * The JSON request body of `channel` as the record keeps it: each secret field's value replaced by `[redacted]`
 * (shared/keys/secret-scan.ts), everything else as sent, so the key-leak scan still reads every other byte. A body
 * of such a channel that cannot be read as a JSON object is kept as `[redacted]` whole.
 */
export function redactRequestBody(channel: string, body: string | null): string | null {
  const fields = SECRET_REQUEST_FIELDS[channel]
  if (fields === undefined || body === null) return body
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return REDACTED
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return REDACTED
  const kept: Record<string, unknown> = { ...payload }
  for (const field of fields) if (field in kept) kept[field] = REDACTED
  return JSON.stringify(kept)
}
