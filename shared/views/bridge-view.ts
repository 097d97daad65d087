/**
 * A way of looking at bridges (filters, display, table layout): what a saved view stores, what a deep link
 * carries and what the table restores after a reload. Pure and bounded: every input is parsed, never trusted.
 */

/** How the bridges are shown. */
export type BridgeDisplay = 'list' | 'table'

/** One sort rule of the table: a column id, ascending unless `desc`. */
export type SortRule = { readonly column: string; readonly desc: boolean }

/** The table's columns: order, hidden ones, widths in CSS pixels, and sort (the first rule sorts first). */
export type TableLayout = {
  /** column ids in display order; ids the table does not know are ignored, columns not named keep their place */
  readonly order: readonly string[]
  readonly hidden: readonly string[]
  readonly widths: Readonly<Record<string, number>>
  readonly sort: readonly SortRule[]
}

/** Display and layout: the part of a view that is not a filter. */
export type ViewLayout = { readonly display: BridgeDisplay; readonly table: TableLayout }

/** The table as it first appears: the table's own column order, nothing hidden, no sort. */
export const DEFAULT_TABLE_LAYOUT: TableLayout = Object.freeze({
  order: Object.freeze([]),
  hidden: Object.freeze([]),
  widths: Object.freeze({}),
  sort: Object.freeze([]),
})

/** The list display with the default table layout. */
export const DEFAULT_VIEW_LAYOUT: ViewLayout = Object.freeze({ display: 'list', table: DEFAULT_TABLE_LAYOUT })

// Columns are short ids, widths what a screen can show.
const MAX_COLUMNS = 40
const MAX_SORT_RULES = 3
/** Narrowest and widest column width kept, in CSS pixels. */
export const COLUMN_WIDTH_BOUNDS = Object.freeze({ min: 40, max: 2000 })
const COLUMN_ID = /^[a-z][a-z0-9_]{0,39}$/

/** True for a string usable as a column id (lower-case letters, digits and `_`, at most 40). */
export function isColumnId(x: unknown): x is string {
  return typeof x === 'string' && COLUMN_ID.test(x)
}

function uniqueIds(items: Iterable<unknown>): string[] {
  const out: string[] = []
  for (const item of items) {
    if (out.length >= MAX_COLUMNS) break
    if (isColumnId(item) && !out.includes(item)) out.push(item)
  }
  return out
}

function width(x: unknown): number | null {
  const n = typeof x === 'string' && /^\d{1,5}$/.test(x) ? Number(x) : x
  if (typeof n !== 'number' || !Number.isFinite(n)) return null
  return Math.min(COLUMN_WIDTH_BOUNDS.max, Math.max(COLUMN_WIDTH_BOUNDS.min, Math.round(n)))
}

function sortRules(rules: Iterable<SortRule>): SortRule[] {
  const out: SortRule[] = []
  for (const rule of rules) {
    if (out.length >= MAX_SORT_RULES) break
    if (isColumnId(rule.column) && !out.some((r) => r.column === rule.column)) {
      out.push({ column: rule.column, desc: rule.desc === true })
    }
  }
  return out
}

const list = (raw: string | null): string[] => (raw === null || raw === '' ? [] : raw.split(','))

/** Any value (a stored view, an imported file, a persisted store) as a well-formed layout; unusable parts dropped. */
export function sanitizeLayout(x: unknown): ViewLayout {
  const o = (typeof x === 'object' && x !== null ? x : {}) as Record<string, unknown>
  const t = (typeof o['table'] === 'object' && o['table'] !== null ? o['table'] : {}) as Record<
    string,
    unknown
  >
  const widths: Record<string, number> = {}
  if (typeof t['widths'] === 'object' && t['widths'] !== null) {
    for (const [id, w] of Object.entries(t['widths']).slice(0, MAX_COLUMNS)) {
      const px = width(w)
      if (isColumnId(id) && px !== null) widths[id] = px
    }
  }
  const rawSort = Array.isArray(t['sort']) ? (t['sort'] as unknown[]) : []
  return {
    display: o['display'] === 'table' ? 'table' : 'list',
    table: {
      order: uniqueIds(Array.isArray(t['order']) ? t['order'] : []),
      hidden: uniqueIds(Array.isArray(t['hidden']) ? t['hidden'] : []),
      widths,
      sort: sortRules(
        rawSort.map((r) => {
          const rule = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>
          return { column: String(rule['column'] ?? ''), desc: rule['desc'] === true }
        }),
      ),
    },
  }
}

/** The layout keys a URL carries; a URL with none of them carries no layout. */
const LAYOUT_PARAMS = ['display', 'order', 'hidden', 'widths', 'sort'] as const

/** Writes a layout into URL params: `display=table&order=title,passes&hidden=score&widths=title:240&sort=-passes`. */
export function layoutToParams(
  layout: ViewLayout,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const { display, table } = sanitizeLayout(layout)
  params.set('display', display)
  if (table.order.length > 0) params.set('order', table.order.join(','))
  if (table.hidden.length > 0) params.set('hidden', table.hidden.join(','))
  const widths = Object.entries(table.widths)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, w]) => `${id}:${w}`)
  if (widths.length > 0) params.set('widths', widths.join(','))
  if (table.sort.length > 0)
    params.set('sort', table.sort.map((r) => (r.desc ? `-${r.column}` : r.column)).join(','))
  return params
}

/** Reads a layout from URL params, or null when they carry none; never throws, unusable parts dropped. */
export function layoutFromParams(params: URLSearchParams): ViewLayout | null {
  if (!LAYOUT_PARAMS.some((name) => params.has(name))) return null
  const widths: Record<string, string> = {}
  for (const pair of list(params.get('widths'))) {
    const [id, w] = pair.split(':')
    if (id !== undefined && w !== undefined) widths[id] = w
  }
  return sanitizeLayout({
    display: params.get('display'),
    table: {
      order: list(params.get('order')),
      hidden: list(params.get('hidden')),
      widths,
      sort: list(params.get('sort')).map((s) => ({ column: s.replace(/^-/, ''), desc: s.startsWith('-') })),
    },
  })
}

/** True when two layouts show the same thing (used to tell a changed view from its saved form). */
export function sameLayout(a: ViewLayout, b: ViewLayout): boolean {
  return layoutToParams(a).toString() === layoutToParams(b).toString()
}
