/**
 * Which rows of the table are selected, as file managers and spreadsheets do it: a click selects one row,
 * Ctrl/Cmd+click adds or removes one, Shift+click selects from the anchor to the row, arrows move the active
 * row (Shift extends). Rows are named by id, so a sort or a new page keeps the selection. Pure.
 */

/** The selection: the selected ids, the row ranges start from, and the row the keyboard and the panel follow. */
export interface RowSelection {
  selected: ReadonlySet<string>
  anchor: string | null
  active: string | null
}

/** Nothing selected. */
export const NO_SELECTION: RowSelection = { selected: new Set(), anchor: null, active: null }

/** How a click was made. */
export interface ClickKeys {
  shiftKey: boolean
  ctrlKey: boolean
  metaKey: boolean
}

function range(ids: readonly string[], from: string | null, to: string): Set<string> {
  const a = from === null ? -1 : ids.indexOf(from)
  const b = ids.indexOf(to)
  if (a === -1 || b === -1) return new Set([to])
  return new Set(ids.slice(Math.min(a, b), Math.max(a, b) + 1))
}

/** The selection after a click on row `id`; `ids` are the rows in the order shown. */
export function clicked(s: RowSelection, ids: readonly string[], id: string, keys: ClickKeys): RowSelection {
  if (keys.shiftKey)
    return { selected: range(ids, s.anchor ?? s.active, id), anchor: s.anchor ?? id, active: id }
  if (keys.ctrlKey || keys.metaKey) {
    const selected = new Set(s.selected)
    if (selected.has(id)) selected.delete(id)
    else selected.add(id)
    return { selected, anchor: id, active: id }
  }
  return { selected: new Set([id]), anchor: id, active: id }
}

/**
 * The selection after moving the active row by `step` (clamped to the rows); `extend` (Shift) selects from the
 * anchor. With no active row, a move starts at the first row.
 */
export function moved(s: RowSelection, ids: readonly string[], step: number, extend: boolean): RowSelection {
  if (ids.length === 0) return s
  const at = s.active === null ? -1 : ids.indexOf(s.active)
  const next = at === -1 ? 0 : Math.max(0, Math.min(ids.length - 1, at + step))
  const id = ids[next] as string
  if (extend)
    return { selected: range(ids, s.anchor ?? s.active ?? id, id), anchor: s.anchor ?? id, active: id }
  return { selected: new Set([id]), anchor: id, active: id }
}

/** Every row selected, the active one kept (Ctrl/Cmd+A). */
export function allSelected(s: RowSelection, ids: readonly string[]): RowSelection {
  return { selected: new Set(ids), anchor: s.anchor ?? ids[0] ?? null, active: s.active ?? ids[0] ?? null }
}

/** The selected rows in the order shown (what "copy rows" writes). */
export function selectedInOrder<T extends { id: string }>(rows: readonly T[], s: RowSelection): T[] {
  return rows.filter((r) => s.selected.has(r.id))
}
