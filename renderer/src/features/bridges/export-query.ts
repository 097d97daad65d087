/**
 * What Export asks for, read from the list's one query (shared/views/list-query.ts) as the screen applies it: the
 * same words, category, suggestors and order, from the same place, so the file has the rows and order on screen.
 * Pure.
 */
import type { CatalogueSort } from '../../../../shared/ipc/catalogue.ts'
import {
  categoriesOf,
  listFiltersOf,
  type DayRange,
  type ListQuery,
  type NumberRange,
} from '../../../../shared/views/list-query.ts'
import type { TableLayout } from '../../../../shared/views/bridge-view.ts'
import { listColumns, TABLE_COLUMNS, type ListColumn } from '../../../../shared/views/list-columns.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { resolvedOrder } from './table/table-state.ts'

/** The list's part of an export request. */
export interface ExportOfList {
  q: string | undefined
  category: string | undefined
  verified: boolean | undefined
  /** One suggestor's bridges (a username): only the catalogue applies it. */
  by: string | undefined
  /** The catalogue's order of the screen; absent: the service's own order. */
  sort: CatalogueSort | undefined
  /** Several categories (any of them) and ranges: only the catalogue applies them. */
  categories: readonly string[] | undefined
  passes: NumberRange | undefined
  score: NumberRange | undefined
  published: DayRange | undefined
  /**
   * 'catalogue' when the screen lists from the catalogue (a sort or suggestors filter the service does not offer,
   * or words matched on this computer): then only the catalogue gives the same rows. null: either may be chosen.
   */
  only: 'catalogue' | null
}

/** The export of the list `query` shows, listed from the catalogue (`fromCatalogue`) in the order `sort`. */
export function exportOfList(
  query: ListQuery,
  sort: CatalogueSort | null,
  fromCatalogue: boolean,
): ExportOfList {
  const { q, category } = listFiltersOf(query)
  const suggestors = query.suggestors ?? ''
  const categories = categoriesOf(query)
  return {
    q: q === '' ? undefined : q,
    category: category === '' || categories.length > 1 ? undefined : category,
    verified: fromCatalogue && suggestors !== '' ? suggestors === 'verified' : undefined,
    by: fromCatalogue ? query.by : undefined,
    sort: fromCatalogue && sort !== null ? sort : undefined,
    categories: fromCatalogue && categories.length > 1 ? categories : undefined,
    passes: fromCatalogue ? query.passes : undefined,
    score: fromCatalogue ? query.score : undefined,
    published: fromCatalogue ? query.published : undefined,
    only: fromCatalogue ? 'catalogue' : null,
  }
}

/** "Writes 297 bridges, in the order on screen.": said before anything is written, when the count is known. */
export function exportCountSentence(rows: number | null, t: Translate): string {
  return rows === null ? t('list-export.count-unknown') : t('list-export.count', { n: rows })
}

/** The columns the layout shows, in its order (the table's own rule, table-state.ts): what a CSV file has. */
export function columnsShown(table: TableLayout): ListColumn[] {
  return listColumns(resolvedOrder(table.order, TABLE_COLUMNS).filter((id) => !table.hidden.includes(id)))
}
