/**
 * The table's layout (shared/views/bridge-view.ts, what links and saved views carry) as TanStack Table's state,
 * and back. Pure, so the mapping is tested without a DOM.
 */
import type {
  ColumnOrderState,
  ColumnSizingState,
  SortingState,
  VisibilityState,
} from '@tanstack/react-table'
import type { TableLayout } from '../../../../../shared/views/bridge-view.ts'

/** What useReactTable is given as controlled state. */
export interface TableColumnState {
  columnOrder: ColumnOrderState
  columnVisibility: VisibilityState
  columnSizing: ColumnSizingState
  sorting: SortingState
}

/**
 * The full column order: the layout's known ids first, in its order, then the columns it does not name in the
 * table's own order. Unknown ids (a link from a newer version) are dropped.
 */
export function resolvedOrder(order: readonly string[], columns: readonly string[]): string[] {
  const named = order.filter((id, i) => columns.includes(id) && order.indexOf(id) === i)
  return [...named, ...columns.filter((id) => !named.includes(id))]
}

/** The TanStack state for `layout` over the table's `columns` (ids in their own order). */
export function tableStateOf(layout: TableLayout, columns: readonly string[]): TableColumnState {
  const known = (id: string): boolean => columns.includes(id)
  const columnVisibility: VisibilityState = {}
  for (const id of layout.hidden) if (known(id)) columnVisibility[id] = false
  const columnSizing: ColumnSizingState = {}
  for (const [id, w] of Object.entries(layout.widths)) if (known(id)) columnSizing[id] = w
  return {
    columnOrder: resolvedOrder(layout.order, columns),
    columnVisibility,
    columnSizing,
    sorting: layout.sort.filter((r) => known(r.column)).map((r) => ({ id: r.column, desc: r.desc })),
  }
}

/** The layout for TanStack's state; the table's own order is written as no order, so links stay short. */
export function layoutOfState(state: TableColumnState, columns: readonly string[]): TableLayout {
  const order = resolvedOrder(state.columnOrder, columns)
  return {
    order: order.every((id, i) => id === columns[i]) ? [] : order,
    hidden: columns.filter((id) => state.columnVisibility[id] === false),
    widths: Object.fromEntries(
      Object.entries(state.columnSizing)
        .filter(([id]) => columns.includes(id))
        .map(([id, w]) => [id, Math.round(w)]),
    ),
    sort: state.sorting.map((s) => ({ column: s.id, desc: s.desc })),
  }
}

/** The order after moving column `id` by `step` places among the visible columns (hidden ones keep theirs). */
export function movedColumn(
  order: readonly string[],
  id: string,
  step: -1 | 1,
  hidden: readonly string[],
): string[] {
  const visible = order.filter((c) => !hidden.includes(c))
  const at = visible.indexOf(id)
  const swapWith = visible[at + step]
  if (at === -1 || swapWith === undefined) return [...order]
  const out = [...order]
  const i = out.indexOf(id)
  const j = out.indexOf(swapWith)
  out[i] = swapWith
  out[j] = id
  return out
}

/** The order after dropping column `id` onto column `target`'s place (drag and drop). */
export function droppedColumn(order: readonly string[], id: string, target: string): string[] {
  if (id === target || !order.includes(id) || !order.includes(target)) return [...order]
  const out = order.filter((c) => c !== id)
  const at = out.indexOf(target)
  // Dragged rightwards it lands after the target, leftwards before it: where the pointer let go.
  out.splice(order.indexOf(id) < order.indexOf(target) ? at + 1 : at, 0, id)
  return out
}

/** The narrowest the title column gets when it shares the width with the panel (before the user sizes it). */
export const TITLE_MIN_PX = 176
