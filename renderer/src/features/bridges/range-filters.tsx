import { useId, useState, type ReactElement, type ReactNode } from 'react'
import type { DayRange, NumberRange } from '../../../../shared/views/list-query.ts'
import { WhyUnavailable } from '../../components/why-unavailable.tsx'
import { useWords } from '../../lib/words.tsx'

/** The ranges the list applies (from the location). */
export interface Ranges {
  passes?: NumberRange | undefined
  score?: NumberRange | undefined
  published?: DayRange | undefined
}

type Kind = 'passes' | 'score' | 'published'
const KINDS: readonly Kind[] = ['passes', 'score', 'published']

/** A field's text as a bound: undefined for empty, null when it is not one. */
function boundOf(kind: Kind, text: string): number | string | undefined | null {
  const t = text.trim()
  if (t === '') return undefined
  if (kind === 'published') return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : null
  return /^-?\d{1,10}$/.test(t) ? Number(t) : null
}

/** One range: two fields that apply together when either is left or Enter is pressed, and say what is wrong. */
function RangeField({
  kind,
  lo,
  hi,
  onRange,
  disabled,
  describedBy,
  why,
}: {
  kind: Kind
  lo: number | string | undefined
  hi: number | string | undefined
  onRange: (lo: number | string | undefined, hi: number | string | undefined) => void
  disabled: boolean
  describedBy: string | undefined
  /** The "Why?" of the disabled ranges, beside this one's name. */
  why?: ReactNode
}): ReactElement {
  const { t } = useWords()
  const id = useId()
  const [draft, setDraft] = useState<[string, string]>([String(lo ?? ''), String(hi ?? '')])
  const [seen, setSeen] = useState([lo, hi])
  const [error, setError] = useState<string | null>(null)
  // The location changed under us (back/forward, a link): show its range.
  if (seen[0] !== lo || seen[1] !== hi) {
    setSeen([lo, hi])
    setDraft([String(lo ?? ''), String(hi ?? '')])
    setError(null)
  }
  const name = t('list.range-name', { kind })
  const apply = (): void => {
    const a = boundOf(kind, draft[0])
    const b = boundOf(kind, draft[1])
    if (a === null || b === null) return setError(t('list.range-not-whole', { name }))
    if (a !== undefined && b !== undefined && a > b) return setError(t('list.range-upside-down', { name }))
    setError(null)
    if (a !== lo || b !== hi) onRange(a, b)
  }
  const input = (i: 0 | 1): ReactElement => (
    <input
      className="input range-input"
      type={kind === 'published' ? 'date' : 'number'}
      inputMode={kind === 'published' ? undefined : 'numeric'}
      step={kind === 'published' ? undefined : 1}
      aria-label={i === 0 ? t('list.range-from', { name }) : t('list.range-to', { name })}
      aria-invalid={error !== null}
      aria-describedby={
        [error === null ? null : `${id}-error`, describedBy].filter(Boolean).join(' ') || undefined
      }
      value={draft[i]}
      disabled={disabled}
      onChange={(e) => setDraft(i === 0 ? [e.target.value, draft[1]] : [draft[0], e.target.value])}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return
        e.preventDefault()
        apply()
      }}
    />
  )
  return (
    <fieldset className="field range-field">
      <legend className="field-label-row">
        <span className="field-label">{name}</span>
        {why}
      </legend>
      <span className="range-inputs">
        {input(0)}
        <span aria-hidden="true">–</span>
        {input(1)}
      </span>
      {error !== null && (
        <span id={`${id}-error`} className="small field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  )
}

/**
 * Ranges of passes, score and publication day (both bounds included; days in UTC), applied by the catalogue.
 * Until it holds bridges the fields are disabled and `unavailable` says why, by a "Why?" beside the first range's
 * name as the sort has it (list-sort.tsx): the fields do not move when it goes (BENCHMARKS.md, "Layout shift").
 */
export function RangeFilters({
  ranges,
  onRanges,
  unavailable,
}: {
  ranges: Ranges
  onRanges: (next: Ranges) => void
  unavailable: string | null
}): ReactElement {
  const whyId = useId()
  const disabled = unavailable !== null
  const set = (kind: Kind, lo: number | string | undefined, hi: number | string | undefined): void => {
    const empty = lo === undefined && hi === undefined
    const value =
      kind === 'published'
        ? { from: lo as string | undefined, to: hi as string | undefined }
        : { min: lo as number | undefined, max: hi as number | undefined }
    onRanges({ ...ranges, [kind]: empty ? undefined : value })
  }
  return (
    <div className="range-filters">
      {KINDS.map((kind) => {
        const [lo, hi] =
          kind === 'published'
            ? [ranges.published?.from, ranges.published?.to]
            : [ranges[kind]?.min, ranges[kind]?.max]
        return (
          <RangeField
            key={kind}
            kind={kind}
            lo={lo}
            hi={hi}
            onRange={(a, b) => set(kind, a, b)}
            disabled={disabled}
            describedBy={disabled ? whyId : undefined}
            why={
              unavailable !== null && kind === KINDS[0] ? (
                <WhyUnavailable id={whyId} words={unavailable} />
              ) : undefined
            }
          />
        )
      })}
    </div>
  )
}
