import { useId, type ReactElement } from 'react'
import { WhyUnavailable } from '../../components/why-unavailable.tsx'
import type { Suggestors } from '../../../../shared/views/list-query.ts'
import { useWords } from '../../lib/words.tsx'

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
  const { t } = useWords()
  const selectId = useId()
  const whyId = useId()
  const disabled = counts === undefined
  return (
    <div className="field suggestors-field">
      <span className="field-label-row">
        <label className="field-label" htmlFor={selectId}>
          {t('list.suggestors')}
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
        <option value="">{t('list.suggestors-everyone')}</option>
        <option value="verified">
          {t('list.suggestors-verified', {
            counted: counts ? 'yes' : 'no',
            n: counts?.verified.bridges ?? 0,
          })}
        </option>
        <option value="unverified">
          {t('list.suggestors-unverified', {
            counted: counts ? 'yes' : 'no',
            n: counts?.unverified.bridges ?? 0,
          })}
        </option>
      </select>
    </div>
  )
}
