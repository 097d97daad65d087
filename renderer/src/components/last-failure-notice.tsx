import type { ReactElement } from 'react'
import type { RequestLogEntry } from '../../../shared/ipc/dto.ts'
import { explainError } from '../lib/error-text.ts'

/** The failure an entry of the request log records, in the form explainError reads; null for a success. */
function failureOf(entry: RequestLogEntry): object | null {
  const { status, code } = entry
  // "Not found" and a refused value concern one request, not the key or the service: they are not a state.
  if (status === 404 || status === 400) return null
  if (status === null) return { kind: 'network', code: code ?? '' }
  if (status < 400) return null
  return code !== null ? { kind: 'api', code, status } : { kind: 'parse', status }
}

/**
 * Over views that make no request of their own (Rate limit, Developer): when the newest request failed because
 * of the key or the service (revoked, lockout, rate limit, outage…), says so with the next step.
 */
export function LastFailureNotice({
  log,
}: {
  log: readonly RequestLogEntry[] | undefined
}): ReactElement | null {
  const newest = log?.[0]
  const failure = newest === undefined ? null : failureOf(newest)
  if (newest === undefined || failure === null) return null
  const why = explainError(failure)
  const answer = newest.status === null ? 'no answer' : String(newest.status)
  return (
    <div className="notice notice-warning" role="status">
      <span>
        The last request ({newest.path}, {answer}) failed. <strong>{why.title}.</strong> {why.nextStep}
      </span>
    </div>
  )
}
