import type { ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { listEndNotice, MAX_EMPTY_PAGES, type ListEnd } from '../../entities/bridge/list-end.ts'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { useWords } from '../../lib/words.tsx'

/**
 * The list with no bridge: what was looked for, a category of the same name as the search words when there is one
 * (a search for "transport" most likely meant the category), where the catalogue looked, and how to find more.
 */
export function EmptyList({
  q,
  category,
  title: chosenTitle,
  asCategory,
  onCategory,
  looked,
}: {
  q: string
  category: string
  /** The title when the list is narrowed by more than words and a category (one suggestor's bridges). */
  title?: string | undefined
  /** The category the search words name, when they name one. */
  asCategory: string | undefined
  onCategory: (category: string) => void
  /** Where the catalogue looked (catalogueEmptyWords), null when the service answered. */
  looked: string | null
}): ReactElement {
  const { t } = useWords()
  const name = categoryLabel(category)
  const title =
    chosenTitle ??
    (q !== ''
      ? category === ''
        ? t('list.no-match', { q })
        : t('list.no-match-in', { q, category: name })
      : category !== ''
        ? t('list.none-in', { category: name })
        : t('list.none'))
  return (
    <EmptyState title={title}>
      {asCategory !== undefined && (
        <p>
          {t('list.also-category', { q })}{' '}
          <button type="button" className="button button-small" onClick={() => onCategory(asCategory)}>
            {t('list.show-category', { category: categoryLabel(asCategory) })}
          </button>
        </p>
      )}
      {looked !== null && <p>{isolatedNodes(looked)}</p>}
      <p>{t('list.empty-hint')}</p>
    </EmptyState>
  )
}

/** The line under a list with no more rows: all of them, or why the list stopped early (list-end.ts). */
export function ListEndLine({ end, rows }: { end: ListEnd; rows: number }): ReactElement {
  const { t } = useWords()
  const stopped = listEndNotice(end)
  return stopped === null ? (
    <p className="list-end muted small">{t('list.end', { n: rows })}</p>
  ) : (
    <p className="list-end small" role="note">
      {t(stopped, { n: MAX_EMPTY_PAGES })}
    </p>
  )
}
