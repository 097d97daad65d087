import type { ReactElement } from 'react'
import { explainError } from '../lib/error-text.ts'
import { useWords } from '../lib/words.tsx'
import { relativeTime } from '../lib/format.ts'
import { useNow } from './use-now.ts'
import { recordedAsOf } from '../lib/clock.ts'

/**
 * Says that the data shown is from an earlier answer, how old it is, and the real cause of the failure that
 * stopped it from being refreshed (a missing scope, a revoked key, a rate limit, an outage…), with the next step.
 *
 * `floating`: over the window's bottom edge instead of in the page's flow, for a page whose content is on screen
 * before the refresh fails (the list drawn from kept answers): arriving in the flow, the notice would push that
 * content down seconds after it was shown (README.md, Architecture: the first screen, no layout shift).
 */
export function StaleNotice({
  updatedAt,
  error,
  onRetry,
  floating = false,
}: {
  updatedAt: number
  error: unknown
  onRetry?: () => void
  floating?: boolean
}): ReactElement {
  const { t, rich } = useWords()
  const now = useNow(15_000)
  const age = relativeTime(recordedAsOf(updatedAt, now), now)
  const why = explainError(error, t)
  const title = <strong>{t('components.failure-title', { title: why.title })}</strong>
  return (
    <div className={`notice notice-warning${floating ? ' notice-floating' : ''}`} role="status">
      <span>
        {age === null
          ? rich('components.stale.earlier', { title, next: why.nextStep })
          : rich('components.stale', { age, title, next: why.nextStep })}
      </span>
      {onRetry !== undefined && (
        <button type="button" className="button button-small" onClick={onRetry}>
          {t('components.try-again')}
        </button>
      )}
    </div>
  )
}
