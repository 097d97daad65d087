import { useId, type ReactElement } from 'react'
import { WhyUnavailable } from './why-unavailable.tsx'
import './segmented-picker.css'

/** A segmented control (a radio group underneath, so arrow keys and screen readers work natively). */
export function SegmentedPicker<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
  why = null,
  stacked = false,
}: {
  legend: string
  /** `unavailable`: why this option cannot be chosen now (it is shown, not choosable, and the "Why?" says so). */
  options: readonly { id: T; label: string; unavailable?: string | null }[]
  value: T
  onChange: (value: T) => void
  /** Shown but not choosable (its place kept, so nothing moves when it becomes choosable). */
  disabled?: boolean
  /** Why it cannot be chosen, while disabled: a "Why?" beside the legend, and the group's description. */
  why?: string | null
  /** The legend above the options, as a field's label (a toolbar of labelled fields), instead of before them. */
  stacked?: boolean
}): ReactElement {
  const name = useId()
  const legendId = useId()
  const whyId = useId()
  const optionWhy = options.find((o) => typeof o.unavailable === 'string')?.unavailable ?? null
  const whyWords = disabled ? why : optionWhy
  const saysWhy = whyWords !== null
  return (
    <fieldset
      className={`segmented${stacked ? ' segmented-stacked' : ''}`}
      disabled={disabled}
      // The group is named by the legend's word alone: the "Why?" beside it is no part of its name.
      aria-labelledby={legendId}
      aria-describedby={saysWhy ? whyId : undefined}
    >
      {/* The "Why?" stays choosable inside the disabled group only as part of its first legend (HTML: a
          fieldset's disabled state does not reach its first legend's controls). In the label's line, it takes no
          width the options do not already take, so nothing moves when it goes (BENCHMARKS.md "Layout shift"). */}
      <legend className={`segmented-legend${stacked ? ' field-label field-label-row' : ''}`}>
        <span id={legendId}>{legend}</span>
        {saysWhy && <WhyUnavailable id={whyId} words={whyWords} />}
      </legend>
      {/* One piece: when the row is short, the options move below the legend together, never one of them alone. */}
      <span className="segmented-options">
        {options.map((o) => (
          <label key={o.id} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={o.id}
              checked={value === o.id}
              disabled={typeof o.unavailable === 'string'}
              onChange={() => onChange(o.id)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </span>
    </fieldset>
  )
}
