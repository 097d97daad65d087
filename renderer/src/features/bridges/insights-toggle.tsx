import { Suspense, useId, useState, type ReactElement, type ReactNode } from 'react'
import type { CatalogueFilter } from '../../../../shared/ipc/catalogue.ts'
import type { ListQuery } from '../../../../shared/views/list-query.ts'
import { useWords } from '../../lib/words.tsx'

/** What Insights is scoped to: a filter, its bridges in words ("these 397 bridges"), and the list's query. */
export interface InsightsScopeOf {
  filter: CatalogueFilter
  words: string
  /** The list's one query, which a bar of Insights narrows (the same value the list applies). */
  query: ListQuery
}

/**
 * "Insights for these 397 bridges": a disclosure under the count line that shows the Insights charts over the
 * list's query (catalogue:query-insights). Insights is the stats feature's, passed in by app/ as `render`
 * (features never import one another).
 */
export function InsightsToggle({
  total,
  filter,
  query,
  render,
}: {
  total: number
  filter: CatalogueFilter
  query: ListQuery
  render: (scope: InsightsScopeOf) => ReactNode
}): ReactElement {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { t } = useWords()
  const these = t('list.insights-these', { n: total })
  return (
    <div className="insights-toggle">
      <button
        type="button"
        className="button button-quiet button-small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('stats.insights-for', { words: these })} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={id} hidden={!open}>
        {open && <Suspense fallback={null}>{render({ filter, words: these, query })}</Suspense>}
      </div>
    </div>
  )
}
