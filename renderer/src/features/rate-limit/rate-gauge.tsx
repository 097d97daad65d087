import type { ReactElement } from 'react'
import type { SchedulerState } from '../../../../shared/ipc/rate-limit.ts'
import { arcPath, formatCountdown, gaugeReading, gaugeWords } from '../../entities/rate-limit/rate-format.ts'
import { formatNumber } from '../../lib/format.ts'
import { useWords } from '../../lib/words.tsx'

const CX = 100
const CY = 100
const R = 80

/** The request budget as a half-circle gauge, with every number also written out in text. */
export function RateGauge({ state, now }: { state: SchedulerState | null; now: number }): ReactElement {
  const { t } = useWords()
  const reading = gaugeReading(state?.remaining ?? null, state?.limit ?? null)
  const resetAt = state?.resetAt ?? null
  const known = reading.level !== 'unknown' && state !== null
  const { headline, label } = gaugeWords(state, t)

  return (
    <div className={`rate-gauge is-${reading.level}`}>
      <svg viewBox="0 0 200 112" role="img" aria-label={t('rate.gauge.name', { headline, label })}>
        <path className="rate-gauge-track" d={arcPath(1, CX, CY, R)} />
        {reading.fraction > 0 && (
          <path className="rate-gauge-fill" d={arcPath(reading.fraction, CX, CY, R)} />
        )}
        <text x={CX} y={CY - 12} textAnchor="middle" className="rate-gauge-number" aria-hidden="true">
          {known ? (formatNumber(state.remaining) ?? '—') : '—'}
        </text>
      </svg>
      <p className="rate-gauge-headline">{headline}</p>
      <p className="muted">
        {resetAt !== null && resetAt > now
          ? t('rate.gauge.resets', { label, duration: formatCountdown(resetAt - now, t) })
          : label}
      </p>
    </div>
  )
}
