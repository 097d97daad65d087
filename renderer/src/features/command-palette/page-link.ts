/**
 * The link "Copy link to this page" copies. For the bridge list it is the list's one query (shared/views/
 * list-query.ts) as a `bridge-explorer://bridges?…` link, with the layout shown, so it opens the same rows, order
 * and columns anywhere; for another page, the address itself. Pure.
 */
import type { ViewLayout } from '../../../../shared/views/bridge-view.ts'
import { layoutShownFor } from '../../../../shared/views/list-query.ts'
import { viewDeepLink, viewOfQuery } from '../../../../shared/views/saved-view.ts'
import type { Route } from '../../lib/route.ts'

/** The link of `route` (shown at `href`), the list's in the layout it shows with `remembered` the look last shown. */
export function pageLink(route: Route, remembered: ViewLayout | null, href: string): string {
  if (route.name !== 'bridges') return href
  const { name: _, ...query } = route
  return viewDeepLink(viewOfQuery({ ...query, layout: layoutShownFor(query, remembered) }))
}
