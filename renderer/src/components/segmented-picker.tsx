import { useId, type ReactElement } from 'react'
import './segmented-picker.css'

/** A segmented control (a radio group underneath, so arrow keys and screen readers work natively). */
export function SegmentedPicker<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
}: {
  legend: string
  options: readonly { id: T; label: string }[]
  value: T
  onChange: (value: T) => void
  /** Shown but not choosable (its place kept, so nothing moves when it becomes choosable). */
  disabled?: boolean
}): ReactElement {
  const name = useId()
  return (
    <fieldset className="segmented" disabled={disabled}>
      <legend className="segmented-legend">{legend}</legend>
      {/* One piece: when the row is short, the options move below the legend together, never one of them alone. */}
      <span className="segmented-options">
        {options.map((o) => (
          <label key={o.id} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={o.id}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </span>
    </fieldset>
  )
}
