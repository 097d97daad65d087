/**
 * The one point where what a service sent back is scrubbed against the key in use, before anything of it leaves
 * the client: a service or proxy may echo the key (without its prefix, as an error code, in `x-request-id`, in
 * `Deprecation`/`Sunset`, in an HTML error page), and from here it would reach IpcError, the request log and
 * the notices event (docs/security.md, keys, URLs and the preview: the key could come back from the service).
 */
import { scrubKeyEcho, scrubSecrets } from '../../../shared/keys/secret-scan.ts'
import { ApiError, asApiErrorCode } from './api-error.ts'
import type { AttemptOutcome } from './attempt.ts'

/** The outcome of one attempt with every string in it (error, headers, decoded value) scrubbed against `key`. */
export function scrubOutcome<T>(outcome: AttemptOutcome<T>, key: string): AttemptOutcome<T> {
  const headers = outcome.headers === null ? null : scrubHeaders(outcome.headers, key)
  // The raw body is data like the value: scrubbed for the exact key (the request log adds the shape scrub).
  const body = outcome.body === undefined ? {} : { body: scrubKeyEcho(outcome.body, key) }
  if (outcome.ok)
    return { ...outcome, value: scrubValue(outcome.value, key), headers: headers ?? outcome.headers, ...body }
  return { ...outcome, error: scrubError(outcome.error, key), headers, ...body }
}

function scrubHeaders(headers: Headers, key: string): Headers {
  const out = new Headers()
  for (const [name, value] of headers) out.append(name, scrubSecrets(value, key))
  return out
}

/** Every string field of the error, through the exact-key and shape scrub; the cause stays inside main. */
function scrubError(error: ApiError, key: string): ApiError {
  const s = (text: string): string => scrubSecrets(text, key)
  const opt = (text: string | undefined): string | undefined => (text === undefined ? undefined : s(text))
  const scrubbed = new ApiError(s(error.message), {
    kind: error.kind,
    code: asApiErrorCode(s(error.code)),
    status: error.status,
    retryable: error.retryable,
    ...(error.field !== undefined && { field: s(error.field) }),
    ...(error.retryAt !== undefined && { retryAt: error.retryAt }),
    ...(error.requestId !== undefined && { requestId: error.requestId === null ? null : s(error.requestId) }),
    ...(error.missingScope !== undefined && { missingScope: opt(error.missingScope) }),
    ...(error.cause !== undefined && { cause: error.cause }),
  })
  return scrubbed
}

// Data is scrubbed for the exact key only: a shape pattern would also change ordinary words in it. Decoded
// values are plain JSON data; they are rebuilt only in the rare case that the key is in them.
function scrubValue<T>(value: T, key: string): T {
  // JSON escapes a quote or backslash, so the quick look is only trusted for keys without them.
  const text = JSON.stringify(value)
  if (text === undefined) return value
  if (!/["\\]/.test(key) && scrubKeyEcho(text, key) === text) return value
  return rebuild(value, key) as T
}

function rebuild(value: unknown, key: string): unknown {
  if (typeof value === 'string') return scrubKeyEcho(value, key)
  if (Array.isArray(value)) return value.map((item: unknown) => rebuild(item, key))
  if (typeof value === 'object' && value !== null) {
    // fromEntries defines own properties, so a "__proto__" name from the service stays a plain field.
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [scrubKeyEcho(name, key), rebuild(item, key)]),
    )
  }
  return value
}
