import type { ReactElement } from 'react'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import { arcPath, formatCountdown, gaugeReading, gaugeWords } from '../../entities/rate-limit/rate-format.ts'

const CX = 100
const CY = 100
const R = 80

/** The request budget as a half-circle gauge, with every number also written out in text. */
export function RateGauge({ state, now }: { state: SchedulerState | null; now: number }): ReactElement {
  const reading = gaugeReading(state?.remaining ?? null, state?.limit ?? null)
  const resetAt = state?.resetAt ?? null
  const known = reading.level !== 'unknown' && state !== null
  const { headline, label } = gaugeWords(state)

  return (
    <div className={`rate-gauge is-${reading.level}`}>
      <svg viewBox="0 0 200 112" role="img" aria-label={`${headline}. ${label}.`}>
        <path className="rate-gauge-track" d={arcPath(1, CX, CY, R)} />
        {reading.fraction > 0 && (
          <path className="rate-gauge-fill" d={arcPath(reading.fraction, CX, CY, R)} />
        )}
        <text x={CX} y={CY - 12} textAnchor="middle" className="rate-gauge-number" aria-hidden="true">
          {known ? state.remaining : '—'}
        </text>
      </svg>
      <p className="rate-gauge-headline">{headline}</p>
      <p className="muted">
        {label}
        {resetAt !== null && resetAt > now ? ` · resets in ${formatCountdown(resetAt - now)}` : ''}
      </p>
    </div>
  )
}
