/**
 * The closed set of error codes (seed section 7) with their HTTP status and retry policy. Typed
 * against the generated ErrorCode, and checked against openapi.yaml by openapi-agreement.test.ts.
 */
import type { ErrorCode } from './types.ts'

/** Every error code, in the order of the seed's table. */
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
 * - `retry-after`: wait `Retry-After` (plus small jitter), then retry (seed 7 rule 1, 8 rule 5);
 * - `backoff`: retry with backoff, never sooner than `Retry-After` when sent (seed 7 rule 2);
 * - `pause`: the caller's IP is locked out; send nothing until `Retry-After` has passed, and do not
 *   replay the request automatically (retrying is what caused the lockout);
 * - `never`: retrying cannot help (a 401 must never be retried, seed 5 rule 8).
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
  // The seed gives no retry rule for 500; a deterministic server bug would fail again.
  internal_error: 'never',
}

/** True when a request that failed with `code` may be sent again automatically; unknown codes: false. */
export function isRetryable(code: string): boolean {
  if (!isErrorCode(code)) return false
  const policy = RETRY_POLICY[code]
  return policy === 'retry-after' || policy === 'backoff'
}
