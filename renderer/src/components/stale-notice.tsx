import type { ReactElement } from 'react'
import { relativeTime } from '../lib/format.ts'
import { useNow } from './use-now.ts'

/** Says that the data shown is old because the service is not answering, and how old. */
export function StaleNotice({
  updatedAt,
  onRetry,
}: {
  updatedAt: number
  onRetry?: () => void
}): ReactElement {
  const now = useNow(15_000)
  const age = relativeTime(updatedAt, now) ?? 'earlier'
  return (
    <div className="notice notice-warning" role="status">
      <span>Showing data from {age} — the service is not answering.</span>
      {onRetry !== undefined && (
        <button type="button" className="button button-small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
