/** Errors of the reference service: the contract's closed set of codes and statuses, messages, and the envelope. */
import { ERROR_STATUS } from '../../shared/api/error-codes.ts'
import type { ErrorCode } from '../../shared/api/types.ts'

export type { ErrorCode }

const DEFAULT_MESSAGE: Readonly<Record<ErrorCode, string>> = {
  missing_api_key: 'No API key was sent. Send it as "Authorization: Bearer <key>".',
  invalid_api_key: 'The API key was not found.',
  key_revoked: 'The API key was revoked.',
  key_expired: 'The API key has expired.',
  insufficient_scope: 'The API key lacks the scope this endpoint requires.',
  api_access_revoked: 'API access for the account of this key is not approved.',
  api_access_required: 'API access must be approved before keys can be created.',
  rate_limited: 'Too many requests for this key. Retry after the time in Retry-After.',
  too_many_invalid_attempts:
    'Too many invalid key attempts from this address. Retry after the time in Retry-After.',
  not_found: 'The resource does not exist.',
  validation_failed: 'A request parameter is invalid.',
  service_unavailable: 'The service is temporarily unavailable. Retry with backoff.',
  internal_error: 'An unexpected error occurred.',
}

/** An error carrying a closed-set code (and, for validation_failed, the parameter). */
export class ServiceError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly param: string | undefined

  constructor(code: ErrorCode, message?: string, param?: string) {
    super(message ?? DEFAULT_MESSAGE[code])
    this.name = 'ServiceError'
    this.code = code
    this.status = ERROR_STATUS[code]
    this.param = param
  }
}

/** Shorthand for a validation_failed error naming its parameter. */
export function invalidParam(param: string, message: string): ServiceError {
  return new ServiceError('validation_failed', message, param)
}

/** The JSON body of an error response (assumptions row 1). */
export function errorBody(err: ServiceError, requestId: string): string {
  const error: Record<string, string> = { code: err.code, message: err.message, request_id: requestId }
  if (err.code === 'validation_failed') error['param'] = err.param ?? 'request'
  return JSON.stringify({ error })
}
