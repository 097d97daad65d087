import { numberFormat } from '../../../../shared/i18n/format.ts'
import { useId, type ReactElement } from 'react'
import { WhyUnavailable } from '../../components/why-unavailable.tsx'
import type { Suggestors } from '../../../../shared/views/list-query.ts'

/** The catalogue's counts of bridges by verified and not verified suggestors. */
interface VerifiedCounts {
  verified: { bridges: number }
  unverified: { bridges: number }
}

/**
 * The list's Suggestors filter: everyone, verified or not, with the catalogue's counts. Drawn from the first frame
 * like the sort, at a width of its own (features.css) rather than its words', so neither its arrival nor the counts
 * its options gain move the buttons after it (layout shift, BENCHMARKS.md "Layout shift"); until the counts come,
 * `unavailable` says why.
 */
export function SuggestorsFilter({
  verified,
  onVerified,
  counts,
  unavailable,
}: {
  verified: Suggestors
  onVerified: (verified: Suggestors) => void
  counts: VerifiedCounts | undefined
  unavailable: string
}): ReactElement {
  const selectId = useId()
  const whyId = useId()
  const disabled = counts === undefined
  return (
    <div className="field suggestors-field">
      <span className="field-label-row">
        <label className="field-label" htmlFor={selectId}>
          Suggestors
        </label>
        {disabled && <WhyUnavailable id={whyId} words={unavailable} />}
      </span>
      <select
        id={selectId}
        className="input suggestors-select"
        value={disabled ? '' : verified}
        disabled={disabled}
        aria-describedby={disabled ? whyId : undefined}
        onChange={(e) => onVerified(e.target.value as Suggestors)}
      >
        <option value="">Everyone</option>
        <option value="verified">
          Verified
          {counts ? ` (${numberFormat().format(counts.verified.bridges)} bridges)` : ''}
        </option>
        <option value="unverified">
          Not verified
          {counts ? ` (${numberFormat().format(counts.unverified.bridges)} bridges)` : ''}
        </option>
      </select>
    </div>
  )
}
