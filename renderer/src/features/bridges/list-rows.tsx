import { Suspense, type ReactElement } from 'react'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import type { TableLayout, ViewLayout } from '../../../../shared/views/bridge-view.ts'
import type { ListEnd } from '../../entities/bridge/list-end.ts'
import { lazyComponent } from '../../lib/lazy-component.ts'
import { useWords } from '../../lib/words.tsx'
import { BridgeList } from './bridge-list.tsx'
import { ListEndLine } from './list-empty.tsx'
import type { NextPage } from './list-paging.ts'
import { ListSkeleton } from './list-skeleton.tsx'

/** The table (with TanStack Table) is loaded the first time it is shown: the list does not wait for its code. */
const TableView = lazyComponent(
  () => import('./table/table-view.tsx').then((m) => m.TableView),
  'features/bridges/table/table-view.tsx',
)

/** Loads the table's code ahead, for a table drawn before any script (app/first-screen.tsx). */
export const preloadTable = (): Promise<void> => TableView.preload()

/**
 * The rows of the list as the layout shows them, a virtualized list or the table, and the line under them once no
 * page is left to read (all of them, or why the list stopped early).
 */
export function ListRows({
  rows,
  shown,
  onTable,
  end,
  catalogueOrder,
  describedBy,
  ...paging
}: NextPage & {
  rows: readonly BridgeSummary[]
  shown: ViewLayout
  onTable: (table: TableLayout) => void
  end: ListEnd
  /** Over what the catalogue sorted the rows (catalogueOrderWords), null when it did not. */
  catalogueOrder: string | null
  /** What the rows are described by (a refusal after them: the rows were read before it). */
  describedBy: string | undefined
}): ReactElement {
  const { t } = useWords()
  return (
    <>
      {shown.display === 'table' ? (
        <Suspense fallback={<ListSkeleton />}>
          <TableView
            rows={rows}
            layout={shown.table}
            onLayout={onTable}
            more={paging.hasNextPage || end !== 'complete'}
            catalogueOrder={catalogueOrder}
            {...paging}
          />
        </Suspense>
      ) : (
        <BridgeList rows={rows} {...paging} label={t('page.bridges')} describedBy={describedBy} />
      )}
      {!paging.hasNextPage && <ListEndLine end={end} rows={rows.length} />}
    </>
  )
}
