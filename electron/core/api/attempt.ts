/** One HTTP attempt: send, read, and turn whatever arrived into a value or an ApiError. */
import type { DecodeResult } from '../../../shared/api/decode.ts'
import { decodeErrorEnvelope } from '../../../shared/api/decode.ts'
import { isRetryable } from '../../../shared/api/error-codes.ts'
import { netFailureOf } from '../net/net-failure.ts'
import { netFailureKind } from '../../../shared/net/transport-failure.ts'
import { ApiError, asApiErrorCode, cancelledError } from './api-error.ts'
import { BodyTooLargeError, readBodyText, sanitizeSnippet } from './response-body.ts'

/** Everything one attempt needs; the key is used for the header and nothing else. */
export interface AttemptInput<T> {
  url: string
  /** The path exists on every API base (EndpointCall.fixed): a 404 there says the base address is wrong. */
  fixedPath: boolean
  key: string
  /** The caller's signal combined with the cancel map; a timeout is added per attempt. */
  signal: AbortSignal
  timeoutMs: number
  fetchImpl: typeof fetch
  maxBodyBytes: number
  decode: (json: unknown) => DecodeResult<T>
  now: () => number
  /** Called once, as soon as the status line and headers arrived (or the request failed without them). */
  onHeaders: (headers: Headers | null, status: number | null, receivedAt: number) => void
}

/** The result of one attempt, with what is needed to decide on a retry. */
export type AttemptOutcome<T> =
  | { ok: true; value: T; status: number; headers: Headers; receivedAt: number; body?: string }
  | {
      ok: false
      error: ApiError
      status: number | null
      headers: Headers | null
      receivedAt: number | null
      /** The body as read (for the request inspector), when one was read. */
      body?: string
    }

/** The headers every attempt sends; the request inspector shows them with the key masked. */
export function attemptHeaders(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}`, Accept: 'application/json' }
}

/** Sends one GET and interprets the answer; never throws. */
export async function sendAttempt<T>(a: AttemptInput<T>): Promise<AttemptOutcome<T>> {
  const timeout = AbortSignal.timeout(a.timeoutMs)
  const signal = AbortSignal.any([a.signal, timeout])
  let res: Response
  try {
    res = await a.fetchImpl(a.url, {
      method: 'GET',
      headers: attemptHeaders(a.key),
      signal,
      // A redirect would carry the bearer key to wherever it points; the API never redirects.
      redirect: 'manual',
    })
  } catch (e) {
    a.onHeaders(null, null, a.now())
    return {
      ok: false,
      error: transportError(e, a, timeout, null),
      status: null,
      headers: null,
      receivedAt: null,
    }
  }
  const receivedAt = a.now()
  a.onHeaders(res.headers, res.status, receivedAt)
  let text: string | undefined
  const fail = (error: ApiError): AttemptOutcome<T> => ({
    ok: false,
    error,
    status: res.status,
    headers: res.headers,
    receivedAt,
    ...(text !== undefined && { body: text }),
  })
  try {
    text = await readBodyText(res, a.maxBodyBytes)
  } catch (e) {
    if (e instanceof BodyTooLargeError) return fail(parseError(e.message, res, ''))
    return fail(transportError(e, a, timeout, res.status))
  }
  if (looksLikeAnotherSite(res, text, a.fixedPath)) return fail(notApiError(res, text))
  let json: unknown
  try {
    if (text.trim() === '') return fail(parseError('empty body', res, text))
    json = JSON.parse(text)
  } catch {
    return fail(parseError('body is not valid JSON', res, text))
  }
  const requestId = res.headers.get('x-request-id')
  if (res.status === 200) {
    const decoded = a.decode(json)
    if (decoded.ok)
      return { ok: true, value: decoded.value, status: 200, headers: res.headers, receivedAt, body: text }
    const { path, expected, got } = decoded.error
    return fail(
      new ApiError(`unexpected response shape at ${path}: expected ${expected}, got ${got}`, {
        kind: 'shape',
        code: 'shape_error',
        status: 200,
        field: path,
        requestId,
      }),
    )
  }
  const env = decodeErrorEnvelope(json)
  if (!env.ok) return fail(parseError(`status ${res.status} without an error envelope`, res, text))
  const { code, message } = env.value
  const said = message === undefined || message.trim() === '' ? statusMeaning(res.status) : message
  return fail(
    new ApiError(`${code}: ${sanitizeSnippet(said, 200)}`, {
      kind: 'api',
      code: asApiErrorCode(code),
      status: res.status,
      retryable: isRetryable(code, res.status),
      requestId: env.value.request_id || requestId,
      // The parameter a validation_failed names (e.g. `cursor`), so callers can tell a dead cursor apart.
      ...(env.value.param !== undefined ? { field: env.value.param } : {}),
    }),
  )
}

/** What a status means on its own, for an error answer whose body says nothing usable. */
export function statusMeaning(status: number): string {
  if (status === 401) return 'the service refused the API key'
  if (status === 403) return 'the key may not see this'
  if (status === 404) return 'the service has nothing at this address'
  if (status === 429) return 'too many requests; the service asks to wait'
  if (status === 503) return 'the service is temporarily unavailable'
  if (status >= 500) return 'the service failed to answer'
  return `the service answered with status ${status}`
}

/**
 * True when the answer shows that the address is not an API base (no `/v1/api`, or another site) although it
 * answers: any 404 on a path every API base has, or a web page with status 200 (the API description: every answer is
 * JSON). The body decides, not the Content-Type: JSON labelled text/html is still read as JSON. A 404 on a resource
 * path (a slug, a username) stays "not found", whatever its body.
 */
function looksLikeAnotherSite(res: Response, text: string, fixedPath: boolean): boolean {
  if (res.status === 404) return fixedPath
  return res.status === 200 && /^[\s\uFEFF]*<(!doctype\s+html|html|head|body)\b/i.test(text)
}

/** The address answered, but not the way the API does: no retry, and the user is told to check the address. */
function notApiError(res: Response, text: string): ApiError {
  const type = res.headers.get('content-type') ?? 'none'
  const snippet = text === '' ? '' : `: "${sanitizeSnippet(text)}"`
  return new ApiError(
    `this address answers, but not as the API does (status ${res.status}, content-type ${type})${snippet}`,
    {
      kind: 'not_api',
      code: 'not_api',
      status: res.status,
      retryable: false,
      requestId: res.headers.get('x-request-id'),
    },
  )
}

function parseError(what: string, res: Response, text: string): ApiError {
  const type = res.headers.get('content-type') ?? 'none'
  const snippet = text === '' ? '' : `: "${sanitizeSnippet(text)}"`
  const meaning = res.status === 200 ? '' : `${statusMeaning(res.status)}; `
  return new ApiError(`${meaning}${what} (status ${res.status}, content-type ${type})${snippet}`, {
    kind: 'parse',
    code: 'parse_error',
    status: res.status,
    // The status decides what a body-less error means (the one policy table in error-codes.ts).
    retryable: isRetryable(null, res.status),
    requestId: res.headers.get('x-request-id'),
  })
}

function transportError(
  e: unknown,
  a: { signal: AbortSignal; timeoutMs: number },
  timeout: AbortSignal,
  status: number | null,
): ApiError {
  if (a.signal.aborted) return cancelledError()
  if (timeout.aborted)
    return new ApiError(`no response within ${a.timeoutMs} ms`, {
      kind: 'timeout',
      code: 'timeout',
      status,
      retryable: true,
    })
  // A certificate or a proxy: reached something, and it has a fix of its own; retrying changes nothing.
  const way = netFailureOf(e)
  if (way !== null)
    return new ApiError(
      `${way.code} ${status === null ? 'before a response' : 'while reading'} (${way.detail})`,
      {
        kind: netFailureKind(way.code),
        code: way.code,
        status,
        retryable: false,
        cause: e,
      },
    )
  // Only the error's code goes into the message: undici errors never hold the request headers, but stay safe.
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : null
  const detail =
    (cause as { code?: unknown } | null)?.code ?? cause?.name ?? (e instanceof Error ? e.name : 'unknown')
  const where = status === null ? 'before a response' : `while reading a ${status} response`
  return new ApiError(`network error ${where} (${String(detail)})`, {
    kind: 'network',
    code: 'network_error',
    status,
    retryable: true,
    cause: e,
  })
}
