import type { QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { drawsKeptList } from '../../../shared/cache/first-screen-answers.ts'
import { ViewLoading } from '../components/view-loading.tsx'
import { catalogueGeneration, catalogueQueries } from '../entities/catalogue/catalogue.queries.ts'
import { ListSkeleton, preloadTable } from '../features/bridges/index.ts'
import type { FirstScreenData } from '../lib/first-screen.ts'
import { parseLocation } from '../lib/route.ts'
import { FIRST_VIEW_LAYOUT } from '../store/bridges-layout-slice.ts'

/**
 * What main draws in place of the page before any script, and what the hydration adopts: the list's placeholder
 * rows for the list, the views' "Opening…" for another page (never the list for a deep link), nothing where the
 * page is not known (a reload in the preview). The views themselves read the window as they render, so they
 * render in the renderer only, right after the hydration.
 */
export function FirstScreenFrame({ page }: { page: string }): ReactElement | null {
  if (page === '') return null
  return parseLocation(page).name === 'bridges' ? <ListSkeleton /> : <ViewLoading />
}

/**
 * Loads the code of the views `drawn` shows that are loaded lazily (the table), before the drawing is rendered on
 * the server and before it is hydrated, so both render it in one pass and alike.
 */
export async function loadDrawnViews(drawn: FirstScreenData): Promise<void> {
  if (drawn.list === null || !drawsKeptList(drawn.page) || drawn.page === null) return
  const route = parseLocation(drawn.page)
  if (route.name !== 'bridges') return
  const layout = route.layout ?? drawn.preferences?.bridgesLayout ?? FIRST_VIEW_LAYOUT
  if (layout.display === 'table') await preloadTable()
}

/**
 * Puts the catalogue's answers the list was drawn with (its status line, the count line's "of 2,000", Sort) in
 * `client`, where the page reads them: the drawing and its hydration then show the same words, and none arrives
 * after the first paint to move the list down. Marked stale (as a restored answer is), so the page asks main
 * again once it runs: a change since the drawing is shown then.
 */
export function seedDrawnCatalogue(client: QueryClient, drawn: FirstScreenData): void {
  if (drawn.catalogue === null) return
  const { status, facets } = drawn.catalogue
  const statusKey = catalogueQueries.status().queryKey
  client.setQueryData(statusKey, status, { updatedAt: drawn.now })
  client.invalidateQueries({ queryKey: statusKey, exact: true, refetchType: 'none' }).catch(() => undefined)
  if (facets === null) return
  const facetsKey = catalogueQueries.facets(catalogueGeneration(status)).queryKey
  client.setQueryData(facetsKey, facets, { updatedAt: drawn.now })
  client.invalidateQueries({ queryKey: facetsKey, exact: true, refetchType: 'none' }).catch(() => undefined)
}
