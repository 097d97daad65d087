import type { ReactElement } from 'react'
import { formatDate, relativeTime, toEpochMs } from '../lib/format.ts'
import { Dash } from './dash.tsx'
import { useNow } from './use-now.ts'

/** A date in the user's locale with a relative hint: "12 Mar 2026 (3 days ago)"; a dash when absent. */
export function RelativeTime({
  at,
  withTime = false,
  compact = false,
}: {
  at: number | string | null | undefined
  withTime?: boolean
  /** Only the date, with the relative hint as a tooltip: for tight rows. */
  compact?: boolean
}): ReactElement {
  const now = useNow()
  const ms = toEpochMs(at)
  if (ms === null) return <Dash />
  if (compact) {
    return (
      <time
        dateTime={new Date(ms).toISOString()}
        title={relativeTime(ms, now) ?? undefined}
        className="nowrap"
      >
        {formatDate(ms, withTime)}
      </time>
    )
  }
  return (
    <time dateTime={new Date(ms).toISOString()}>
      {formatDate(ms, withTime)} <span className="muted">({relativeTime(ms, now)})</span>
    </time>
  )
}
