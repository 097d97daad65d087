import type { ReactElement } from 'react'
import { recordedAsOf } from '../lib/clock.ts'
import { formatDate, relativeTime, toEpochMs } from '../lib/format.ts'
import { Dash } from './dash.tsx'
import { useNow } from './use-now.ts'
import { useWords } from '../lib/words.tsx'

/** A date in the user's locale with a relative hint: "12 Mar 2026 (3 days ago)"; a dash when absent. */
export function RelativeTime({
  at,
  withTime = false,
  compact = false,
  recorded = false,
}: {
  at: number | string | null | undefined
  withTime?: boolean
  /** Only the date, with the relative hint as a tooltip: for tight rows. */
  compact?: boolean
  /** A time the app recorded by this computer's clock: never shown as in the future (lib/clock.ts). */
  recorded?: boolean
}): ReactElement {
  const { rich } = useWords()
  const now = useNow()
  const read = toEpochMs(at)
  if (read === null) return <Dash />
  const ms = recorded ? recordedAsOf(read, now) : read
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
      {rich('components.relative', {
        date: formatDate(ms, withTime),
        ago: <span className="muted">{relativeTime(ms, now)}</span>,
      })}
    </time>
  )
}
