/** The one error type the API client lets out: every failure is mapped to a kind the UI can switch on. */
import { isErrorCode } from '../../../shared/api/error-codes.ts'
import type { ErrorCode } from '../../../shared/api/types.ts'
import type { CoreErrorCode, ErrorKind, UnknownServerCode } from '../../../shared/ipc/error-kinds.ts'

/** What went wrong, coarse enough for a UI to choose a message and an action (the client's part of ErrorKind). */
export type ApiErrorKind = Extract<
  ErrorKind,
  | 'api'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'parse'
  | 'shape'
  | 'key_blocked'
  | 'key_unreadable'
  | 'wait_too_long'
  | 'locked_out'
  | 'not_api'
  | 'certificate'
  | 'proxy'
>

/** The client's own codes as a list, so the type and the lookup set come from one declaration. */
const CLIENT_CODE_LIST = [
  'cancelled',
  'client_error',
  'timeout',
  'network_error',
  'parse_error',
  'shape_error',
  'not_api',
  'certificate_untrusted',
  'certificate_invalid',
  'proxy_refused',
  'proxy_auth_required',
  'proxy_auth_refused',
  // The key vault's codes for a key the keychain would not give (kind 'key_unreadable').
  'keychain_unavailable',
  'keychain_locked',
  'secret_missing',
] as const satisfies readonly CoreErrorCode[]

/** The client's own codes, for failures that are not an answer from the service. */
export type ClientErrorCode = (typeof CLIENT_CODE_LIST)[number]

/** Every code an ApiError can carry: the closed set, the client's own, or a server's unknown one. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | UnknownServerCode

/** Types a code read from outside (a body, a stored block): known when it is, else explicitly unknown. */
export function asApiErrorCode(code: string): ApiErrorCode {
  if (isErrorCode(code) || CLIENT_CODES.has(code)) return code as ErrorCode | ClientErrorCode
  return code as UnknownServerCode
}

const CLIENT_CODES: ReadonlySet<string> = new Set(CLIENT_CODE_LIST)

/** Fields of an ApiError besides its message. */
export interface ApiErrorInit {
  kind: ApiErrorKind
  code: ApiErrorCode
  status?: number | null
  retryable?: boolean
  field?: string
  retryAt?: number
  requestId?: string | null
  missingScope?: string
  cause?: unknown
}

/** A failed API call; `code` is the server's code for kind 'api' (unknown codes kept verbatim). */
export class ApiError extends Error {
  kind: ApiErrorKind
  code: ApiErrorCode
  status: number | null
  retryable: boolean
  field?: string
  retryAt?: number
  requestId?: string | null
  missingScope?: string

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.code = init.code
    this.status = init.status ?? null
    this.retryable = init.retryable ?? false
    if (init.field !== undefined) this.field = init.field
    if (init.retryAt !== undefined) this.retryAt = init.retryAt
    if (init.requestId !== undefined) this.requestId = init.requestId
    if (init.missingScope !== undefined) this.missingScope = init.missingScope
  }
}

/** A caller-initiated cancellation (never retried). */
export function cancelledError(): ApiError {
  return new ApiError('request cancelled', { kind: 'cancelled', code: 'cancelled' })
}

/** Wraps anything thrown inside the client so that only ApiError escapes it. */
export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e)
  return new ApiError(`unexpected client failure (${what.slice(0, 120)})`, {
    kind: 'network',
    code: 'client_error',
    cause: e,
  })
}

/**
 * A call the client did not send: the key is known to lack `scope` (its check or an answer of the service proved it,
 * keys/scope-holders.ts), so the service would refuse it; it goes out again once the key is checked again or replaced.
 */
export function scopeNotSentError(scope: string): ApiError {
  return new ApiError(`not sent: this key lacks ${scope}`, {
    kind: 'api',
    code: 'insufficient_scope',
    status: null,
    missingScope: scope,
  })
}

/**
 * An attempt the service gate would not let go (service-gate.ts): the same resource already failed `attempts` times
 * within the window the service asked for, so nothing was sent; `retryAt` is when it may be asked again.
 */
export function resourceFailingError(attempts: number, until: number, now: number): ApiError {
  const seconds = `${Math.ceil(Math.max(0, until - now) / 1000)} s`
  return new ApiError(
    `this request failed ${attempts} times in a row, so nothing more is sent for it for ${seconds}`,
    { kind: 'wait_too_long', code: 'service_unavailable', status: null, retryable: true, retryAt: until },
  )
}

/**
 * A wait the caller would not accept: surfaced with its end so the UI can offer "retry at". `refused.sent` false:
 * the scheduler chose not to wait `refused.waitMs` for the rate window before sending, so no request went out and
 * no answer exists (status null); true: an attempt was sent and its outcome (`status`, a 429 or 503 with
 * Retry-After) asked for the wait.
 */
export function waitTooLongError(
  lockout: boolean,
  retryAt: number,
  refused: { waitMs: number; sent: false } | { waitMs: number; sent: true; status: number | null },
): ApiError {
  if (lockout)
    return new ApiError('requests to this service are locked out after too many invalid key attempts', {
      kind: 'locked_out',
      code: 'too_many_invalid_attempts',
      status: 429,
      retryable: true,
      retryAt,
    })
  const seconds = `${Math.ceil(Math.max(0, refused.waitMs) / 1000)} s`
  const message = !refused.sent
    ? `the app chose not to wait ${seconds} for the rate window, so nothing was sent`
    : refused.status === null
      ? `the next try would have waited ${seconds}, longer than the app waits by itself`
      : `the service asked for a wait of ${seconds} (${refused.status}), longer than the app waits by itself`
  return new ApiError(message, {
    kind: 'wait_too_long',
    code: 'rate_limited',
    status: refused.sent ? refused.status : null,
    retryable: true,
    retryAt,
  })
}
