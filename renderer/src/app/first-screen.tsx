import type { ReactElement } from 'react'
import { ViewLoading } from '../components/view-loading.tsx'
import { ListSkeleton } from '../features/bridges/index.ts'
import { parseLocation } from '../lib/route.ts'

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
