import { useId, type ReactElement } from 'react'
import { STATS_RANGES, type StatsRange } from './stats-ranges.ts'

/** A segmented control (a radio group underneath, so arrow keys and screen readers work natively). */
export function RangePicker({
  value,
  onChange,
}: {
  value: StatsRange
  onChange: (range: StatsRange) => void
}): ReactElement {
  const name = useId()
  return (
    <fieldset className="segmented">
      <legend className="segmented-legend">Time range</legend>
      {STATS_RANGES.map((r) => (
        <label key={r.id} className="segmented-option">
          <input
            type="radio"
            name={name}
            value={r.id}
            checked={value === r.id}
            onChange={() => onChange(r.id)}
          />
          <span>{r.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
