/**
 * Saved views in words and by identity: which saved view the screen shows, a name to suggest, a one-line
 * description, what an import did, and which saved views an endpoint notice concerns. Pure.
 */
import { DEFAULT_VIEW_LAYOUT, type ViewLayout } from '../../../../shared/views/bridge-view.ts'
import { layoutShownFor, listFiltersOf } from '../../../../shared/views/list-query.ts'
import { viewOfQuery, viewToParams, type BridgeView } from '../../../../shared/views/saved-view.ts'
import type { SavedView, ViewsImportSummary } from '../../../../shared/ipc/views.ts'
import type { Route } from '../../lib/route.ts'

/**
 * The view on screen: the location's list query (its words and category normalised as the list applies them), in
 * the layout the list shows for it (shared/views/list-query.ts, layoutShownFor: the look last shown, no sort, when
 * the address carries no layout).
 */
export function viewOnScreen(route: Route, remembered: ViewLayout | null): BridgeView {
  if (route.name !== 'bridges') return { q: '', category: '', ...DEFAULT_VIEW_LAYOUT }
  const { name: _, ...query } = route
  return viewOfQuery({ ...query, ...listFiltersOf(query), layout: layoutShownFor(query, remembered) })
}

/** The saved view that shows exactly `view` (same filters and layout), if any. */
export function savedViewShowing(views: readonly SavedView[], view: BridgeView): SavedView | undefined {
  const key = viewToParams(view).toString()
  return views.find((v) => viewToParams(v.view).toString() === key)
}

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
const columnWords = (id: string): string => id.replaceAll('_', ' ')

/** A name to start from: the category and search words, e.g. “Energy: solar”, or “All bridges”. */
export function suggestedViewName(view: BridgeView): string {
  const parts = [view.category === '' ? '' : capitalized(view.category), view.q.trim()].filter(
    (p) => p !== '',
  )
  const name = parts.length === 0 ? 'All bridges' : parts.join(': ')
  return `${name}${view.display === 'table' ? ' (table)' : ''}`.slice(0, 80)
}

/** “Table · Energy · search “solar” · by passes, high to low”: what the view shows, in one line. */
export function describeView(view: BridgeView): string {
  const parts = [view.display === 'table' ? 'Table' : 'List']
  parts.push(view.category === '' ? 'all categories' : capitalized(view.category))
  if (view.q !== '') parts.push(`search “${view.q}”${view.place === 'local' ? ' on this computer' : ''}`)
  if (view.suggestors !== undefined && view.suggestors !== '') parts.push(`${view.suggestors} suggestors`)
  // The list is sorted by the same rules as the table (features/bridges/list-sort.tsx), so either says its sort.
  const sort = view.table.sort[0]
  if (sort !== undefined)
    parts.push(`by ${columnWords(sort.column)}, ${sort.desc ? 'high to low' : 'low to high'}`)
  const hidden = view.display === 'table' ? view.table.hidden.length : 0
  if (hidden > 0) parts.push(`${hidden} ${hidden === 1 ? 'column' : 'columns'} hidden`)
  return parts.join(' · ')
}

const quoted = (names: readonly string[]): string => names.map((n) => `“${n}”`).join(', ')

/** What an import did, in sentences: added, renamed, already there, skipped and why. */
export function importSummaryText(summary: ViewsImportSummary): string[] {
  const lines: string[] = []
  const { added, renamed, duplicates, skipped } = summary
  if (added.length === 0) lines.push('No views were added.')
  else lines.push(`Added ${added.length === 1 ? '1 view' : `${added.length} views`}: ${quoted(added)}.`)
  for (const r of renamed) {
    lines.push(`“${r.from}” is the name of another saved view, so it was added as “${r.to}”.`)
  }
  if (duplicates.length > 0) {
    lines.push(
      `${duplicates.length === 1 ? '1 view was' : `${duplicates.length} views were`} already saved with the same name, filters and columns, so not added again: ${quoted(duplicates)}.`,
    )
  }
  for (const s of skipped)
    lines.push(`Skipped ${s.name === null || s.name === '' ? 'an entry' : `“${s.name}”`}: ${s.reason}.`)
  return lines
}

/** The saved views that read `path` (every saved view lists bridges, so all of them depend on /bridges). */
export function savedViewsUsing(path: string, views: readonly SavedView[]): string[] {
  return path === '/bridges' ? views.map((v) => v.name) : []
}
