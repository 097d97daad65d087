import { useId, type ReactElement } from 'react'
import type { SortRule } from '../../../../shared/views/bridge-view.ts'
import type { CatalogueSort } from '../../../../shared/ipc/catalogue.ts'
import { WhyUnavailable } from '../../components/why-unavailable.tsx'
import { useWords } from '../../lib/words.tsx'

/** Each catalogue order as the table's sort rule (the first rule sorts first). */
const RULES: Record<CatalogueSort, SortRule> = {
  newest: { column: 'published_at', desc: true },
  passes: { column: 'passes', desc: true },
  score: { column: 'score', desc: true },
  title: { column: 'title', desc: false },
}

/** The catalogue's orders, in the order the Sort offers them. */
const SORTS: readonly CatalogueSort[] = ['newest', 'passes', 'score', 'title']

/**
 * The one rule for where a sort is done: the catalogue order a sort means, for the list and the table alike, so
 * either sorts the whole set the same way; null with no sort, a sort by several columns, or one the catalogue does
 * not keep (then the table sorts the rows it has loaded, and says so).
 */
export function catalogueSortOf(sort: readonly SortRule[]): CatalogueSort | null {
  const first = sort[0]
  if (first === undefined || sort.length > 1) return null
  for (const [name, rule] of Object.entries(RULES) as [CatalogueSort, SortRule][]) {
    if (rule.column === first.column && rule.desc === first.desc) return name
  }
  return null
}

/** The list's sort control: the service's own order, or one of the catalogue's orders (written as the table's sort). */
export function ListSort({
  sort,
  onSort,
  unavailable,
}: {
  sort: readonly SortRule[]
  onSort: (sort: SortRule[]) => void
  /**
   * Why it cannot be chosen (catalogue-words.ts), null when it can: shown (its place kept from the first frame),
   * with the reason a press away.
   */
  unavailable: string | null
}): ReactElement {
  const { t } = useWords()
  const current = catalogueSortOf(sort)
  const value = current ?? (sort.length > 0 ? 'table' : '')
  const disabled = unavailable !== null
  const selectId = useId()
  const whyId = useId()
  return (
    <div className="field">
      <span className="field-label-row">
        <label className="field-label" htmlFor={selectId}>
          {t('list.sort')}
        </label>
        {disabled && <WhyUnavailable id={whyId} words={unavailable} />}
      </span>
      <select
        id={selectId}
        className="input"
        value={disabled ? '' : value}
        disabled={disabled}
        aria-describedby={disabled ? whyId : undefined}
        onChange={(e) => {
          const next = e.target.value as CatalogueSort | ''
          onSort(next === '' ? [] : [RULES[next]])
        }}
      >
        <option value="">{t('list.sort-service')}</option>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t('list.sort-option', { sort: s })}
          </option>
        ))}
        {value === 'table' && (
          <option value="table" disabled>
            {t('list.sort-table')}
          </option>
        )}
      </select>
    </div>
  )
}
