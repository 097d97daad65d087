import type { ReactElement } from 'react'
import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import { explainError } from '../lib/error-text.ts'
import { useWords } from '../lib/words.tsx'
import { lastOutcome } from './last-failure.ts'

/**
 * Over views that make no request of their own (Rate limit, Developer): when the newest request failed because
 * of the key or the service (revoked, lockout, rate limit, outage…), says so with the next step.
 */
export function LastFailureNotice({
  log,
}: {
  log: readonly RequestLogEntry[] | undefined
}): ReactElement | null {
  const { t, rich } = useWords()
  const last = lastOutcome(log)
  if (last === null || last.failure === null) return null
  const { entry: newest, failure } = last
  const why = explainError(failure, t)
  const answer = newest.status === null ? t('components.no-answer') : String(newest.status)
  return (
    <div className="notice notice-warning" role="status">
      <span>
        {rich('components.last-failure', {
          path: <bdi dir="ltr">{newest.path}</bdi>,
          answer,
          title: <strong>{t('components.failure-title', { title: why.title })}</strong>,
          next: why.nextStep,
        })}
      </span>
    </div>
  )
}
