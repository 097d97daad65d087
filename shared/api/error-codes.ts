/**
 * The closed set of error codes (schemas/ErrorCode in openapi.yaml) with their HTTP status and retry policy. Typed
 * against the generated ErrorCode, and checked against openapi.yaml by openapi.agreement.test.ts.
 */
import type { RefusedKeyState } from './key-state.ts'
import type { ErrorCode } from './types.ts'

/** Every error code, in the order of schemas/ErrorCode. */
export const ERROR_CODES = [
  'missing_api_key',
  'invalid_api_key',
  'key_revoked',
  'key_expired',
  'insufficient_scope',
  'api_access_revoked',
  'api_access_required',
  'rate_limited',
  'too_many_invalid_attempts',
  'not_found',
  'validation_failed',
  'service_unavailable',
  'internal_error',
] as const satisfies readonly ErrorCode[]

// Fails to compile when the document gains a code that the list above lacks.
type MissingCodes = Exclude<ErrorCode, (typeof ERROR_CODES)[number]>
const _allCodesListed: [MissingCodes] extends [never] ? true : MissingCodes = true

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES)

/** True when `x` is one of the closed set (a server may still send a newer code). */
export function isErrorCode(x: unknown): x is ErrorCode {
  return typeof x === 'string' && KNOWN.has(x)
}

/** The HTTP statuses that carry an error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 429 | 500 | 503

/** The status each code is sent with (a Record, so a code added to the document must be added here). */
export const ERROR_STATUS: Readonly<Record<ErrorCode, ErrorStatus>> = {
  missing_api_key: 401,
  invalid_api_key: 401,
  key_revoked: 401,
  key_expired: 401,
  insufficient_scope: 403,
  api_access_revoked: 401,
  api_access_required: 403,
  rate_limited: 429,
  too_many_invalid_attempts: 429,
  not_found: 404,
  validation_failed: 400,
  service_unavailable: 503,
  internal_error: 500,
}

/**
 * How a client reacts to a code:
 * - `retry-after`: wait `Retry-After` (plus small jitter), then retry (responses/TooManyRequests);
 * - `backoff`: retry with backoff, never sooner than `Retry-After` when sent (responses/ServiceUnavailable);
 * - `pause`: the caller's IP is locked out; send nothing until `Retry-After` has passed, and do not
 *   replay the request automatically (retrying is what caused the lockout);
 * - `never`: retrying cannot help (a 401 must never be retried, responses/Unauthorized).
 */
export type RetryPolicy = 'retry-after' | 'backoff' | 'pause' | 'never'

/** The retry policy of each code. */
export const RETRY_POLICY: Readonly<Record<ErrorCode, RetryPolicy>> = {
  missing_api_key: 'never',
  invalid_api_key: 'never',
  key_revoked: 'never',
  key_expired: 'never',
  insufficient_scope: 'never',
  api_access_revoked: 'never',
  api_access_required: 'never',
  rate_limited: 'retry-after',
  too_many_invalid_attempts: 'pause',
  not_found: 'never',
  validation_failed: 'never',
  service_unavailable: 'backoff',
  // The API description gives no retry rule for 500 (responses/InternalError: no Retry-After); a deterministic server
  // bug would fail again.
  internal_error: 'never',
}

/** The key state each code proves about the key as a whole (null: the code says nothing about the key). */
export const KEY_STATE_OF_CODE = {
  missing_api_key: 'missing',
  invalid_api_key: 'invalid',
  key_revoked: 'revoked',
  key_expired: 'expired',
  insufficient_scope: null,
  api_access_revoked: 'access_revoked',
  api_access_required: null,
  rate_limited: null,
  too_many_invalid_attempts: null,
  not_found: null,
  validation_failed: null,
  service_unavailable: null,
  internal_error: null,
} as const satisfies Record<ErrorCode, RefusedKeyState | null>

/**
 * What the status alone means when the body names no code of the closed set (an HTML page, an empty or
 * garbled body, a newer code): 401 refuses the key, 429 asks for a wait, 503 is transient (the error responses of
 * openapi.yaml).
 */
export function policyOfStatus(status: number | null): RetryPolicy {
  if (status === 429) return 'retry-after'
  if (status === 503) return 'backoff'
  return 'never'
}

/**
 * The one retry policy of a failed answer: the code's when it is in the closed set, else its status's.
 * A transport failure (no status) is transient and backs off.
 */
export function retryPolicyOf(code: string | null, status: number | null): RetryPolicy {
  if (code !== null && isErrorCode(code)) return RETRY_POLICY[code]
  return policyOfStatus(status)
}

/** True when a request that failed with `code` at `status` may be sent again automatically. */
export function isRetryable(code: string | null, status: number | null = null): boolean {
  const policy = retryPolicyOf(code, status)
  return policy === 'retry-after' || policy === 'backoff'
}

/**
 * The state a 401 puts the key in: the code's when it names one, else `invalid` (a 401 whose body is
 * unusable or names a newer code still refuses the key, responses/Unauthorized).
 */
export function refusedKeyState(code: string | null): RefusedKeyState {
  return (code !== null && isErrorCode(code) ? KEY_STATE_OF_CODE[code] : null) ?? 'invalid'
}

/** The key-wide state `code` proves, or null (unknown codes prove nothing; never looked up on a prototype). */
export function keyStateOfCode(code: string | null | undefined): RefusedKeyState | null {
  return typeof code === 'string' && isErrorCode(code) ? KEY_STATE_OF_CODE[code] : null
}
