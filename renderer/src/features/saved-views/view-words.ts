/**
 * Saved views in words and by identity: which saved view the screen shows, a name to suggest, a one-line
 * description, what an import did, and which saved views an endpoint notice concerns. Pure.
 */
import { DEFAULT_VIEW_LAYOUT, type ViewLayout } from '../../../../shared/views/bridge-view.ts'
import { layoutShownFor, listFiltersOf } from '../../../../shared/views/list-query.ts'
import { viewOfQuery, viewToParams, type BridgeView } from '../../../../shared/views/saved-view.ts'
import type { SavedView, ViewsImportSummary } from '../../../../shared/ipc/views.ts'
import type { Route } from '../../lib/route.ts'
import { formatList } from '../../../../shared/i18n/format.ts'
import { isolate, type Translate } from '../../../../shared/i18n/translate.ts'

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

// A category is the service's word for it (an id), shown as the list shows it: capitalised, in no language.
const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** A name to start from: the category and search words, e.g. “Energy: solar”, or “All bridges”. */
export function suggestedViewName(view: BridgeView, t: Translate): string {
  const parts = [view.category === '' ? '' : capitalized(view.category), view.q.trim()].filter(
    (p) => p !== '',
  )
  // A name is stored as typed, so the suggestor's name goes in bare (cleanViewName refuses isolation marks).
  if (view.by !== undefined) parts.push(t('by-suggestor.chip', { name: view.by }))
  const name = parts.length === 0 ? t('views.name-all') : parts.join(': ')
  return (view.display === 'table' ? t('views.name-table', { name }) : name).slice(0, 80)
}

/**
 * “Table · Energy · search “solar” · bridges by li_berg · by passes, high to low”: what the view shows, in one line
 * (a username isolated, docs/i18n.md).
 */
export function describeView(view: BridgeView, t: Translate): string {
  const parts = [view.display === 'table' ? t('views.describe.table') : t('views.describe.list')]
  parts.push(view.category === '' ? t('views.describe.all-categories') : capitalized(view.category))
  if (view.q !== '')
    parts.push(
      view.place === 'local'
        ? t('views.describe.search-local', { q: view.q })
        : t('views.describe.search', { q: view.q }),
    )
  if (view.suggestors !== undefined && view.suggestors !== '')
    parts.push(t('views.describe.suggestors', { kind: view.suggestors }))
  if (view.by !== undefined) parts.push(t('by-suggestor.describe', { name: isolate(view.by) }))
  // The list is sorted by the same rules as the table (features/bridges/list-sort.tsx), so either says its sort.
  const sort = view.table.sort[0]
  if (sort !== undefined) parts.push(t('views.describe.sort', { column: sort.column, desc: sort.desc }))
  const hidden = view.display === 'table' ? view.table.hidden.length : 0
  if (hidden > 0) parts.push(t('views.describe.hidden', { n: hidden }))
  return parts.join(' · ')
}

/** Names in the language's quotation marks, as a list in the region's way (“A”, “B”; “A” and “B”). */
export function quotedNames(
  names: readonly string[],
  t: Translate,
  type: Intl.ListFormatType = 'unit',
): string {
  return formatList(
    names.map((name) => t('views.quoted', { name })),
    type,
  )
}

/** What an import did, in sentences: added, renamed, already there, skipped and why. */
export function importSummaryText(summary: ViewsImportSummary, t: Translate): string[] {
  const lines: string[] = []
  const { added, renamed, duplicates, skipped } = summary
  if (added.length === 0) lines.push(t('views.import.none-added'))
  else lines.push(t('views.import.added', { n: added.length, names: quotedNames(added, t) }))
  for (const r of renamed) lines.push(t('views.import.renamed', { from: r.from, to: r.to }))
  if (duplicates.length > 0)
    lines.push(t('views.import.duplicates', { n: duplicates.length, names: quotedNames(duplicates, t) }))
  for (const s of skipped)
    lines.push(
      s.name === null || s.name === ''
        ? t('views.import.skipped-entry', { reason: s.reason })
        : t('views.import.skipped', { name: s.name, reason: s.reason }),
    )
  return lines
}

/** The saved views that read `path` (every saved view lists bridges, so all of them depend on /bridges). */
export function savedViewsUsing(path: string, views: readonly SavedView[]): string[] {
  return path === '/bridges' ? views.map((v) => v.name) : []
}
