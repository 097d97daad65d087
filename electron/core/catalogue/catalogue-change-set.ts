/**
 * Reads of the change history (catalogue-changes.ts): the catalogue between two dates, and one bridge over time.
 * Between two dates a bridge counts once, by what it was at each date: not live then and live now is added, live
 * then and not now removed, live at both with a field that differs changed (one added and removed inside the
 * range is neither). Its category and title are the ones it had at the second date.
 */
import type { StatementSync } from 'node:sqlite'
import type {
  BridgeHistoryPoint,
  ChangeCounts,
  ChangedBridge,
  ChangeField,
  ChangeKind,
  ChangeSummary,
} from '../../../shared/ipc/changes.ts'
import { FIELDS, KEEP_DAYS, KIND } from './catalogue-changes.ts'

type St = (sql: string) => StatementSync
type Row = Record<string, unknown>

/** The rows of a range asked for: all, or those of a category, a kind, or both. */
export interface ChangeQuery {
  from: number
  to: number
  category?: string | undefined
  kind?: ChangeKind | undefined
}

const value = (v: unknown): string | number => (typeof v === 'number' ? v : String(v))

/** What one bridge's rows from `from` on say of it between `from` and `to`; null when nothing differs. */
function netChange(events: readonly Row[], q: ChangeQuery): ChangedBridge | null {
  const inRange = events.filter((e) => Number(e['at']) <= q.to)
  const first = inRange[0]
  const last = inRange.at(-1)
  if (first === undefined || last === undefined) return null
  const liveBefore = Number(first['kind']) !== KIND.added
  const liveAfter = Number(last['kind']) !== KIND.gone
  const fields: { field: ChangeField; old: string | number; new: string | number }[] = []
  for (const f of FIELDS) {
    const changed = inRange.filter((e) => e[`${f}_new`] !== null)
    const [a, b] = [changed[0], changed.at(-1)]
    if (a && b && a[`${f}_old`] !== b[`${f}_new`])
      fields.push({ field: f, old: value(a[`${f}_old`]), new: value(b[`${f}_new`]) })
  }
  const kind: ChangeKind | null =
    !liveBefore && liveAfter
      ? 'added'
      : liveBefore && !liveAfter
        ? 'removed'
        : liveBefore && fields.length > 0
          ? 'changed'
          : null
  if (kind === null) return null
  // The bridge as it was at `to`: the row as it is now, with each field a later change replaced put back.
  const later = events.filter((e) => Number(e['at']) > q.to)
  const at = (f: 'title' | 'category'): string => {
    const next = later.find((e) => e[`${f}_old`] !== null)
    return String(next ? next[`${f}_old`] : (first[f] ?? first['bridge']))
  }
  return {
    id: String(first['bridge']),
    slug: first['slug'] === null ? null : String(first['slug']),
    title: at('title'),
    category: at('category'),
    kind,
    at: Number(last['at']),
    fields: kind === 'changed' ? fields : [],
  }
}

/**
 * Every bridge that differs between `from` and `to` in one service, newest change first. Reads the history's rows
 * from `from` on through its time index (those after `to` put each bridge back as it was at `to`).
 */
export function changeSet(st: St, service: number, q: ChangeQuery): ChangedBridge[] {
  const rows = st(
    `SELECT c.bridge AS bridge, c.at AS at, c.kind AS kind, ${FIELDS.map((f) => `c.${f}_old AS ${f}_old, c.${f}_new AS ${f}_new`).join(', ')},
       b.slug AS slug, b.title AS title, b.category AS category
     FROM bridge_changes c LEFT JOIN bridges b ON b.service = c.service AND b.id = c.bridge
     WHERE c.service = ? AND c.at >= ? AND c.kind < ${KIND.moving} ORDER BY c.bridge, c.n`,
  ).all(service, q.from)
  const out: ChangedBridge[] = []
  let start = 0
  for (let i = 1; i <= rows.length; i++) {
    if (i < rows.length && rows[i]?.['bridge'] === rows[start]?.['bridge']) continue
    const change = netChange(rows.slice(start, i), q)
    if (change && (q.kind === undefined || change.kind === q.kind))
      if (q.category === undefined || change.category === q.category) out.push(change)
    start = i
  }
  return out.sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : 1))
}

/** The counts per category and in all of the bridges that differ between `from` and `to`. */
export function changeSummary(st: St, service: number, q: { from: number; to: number }): ChangeSummary {
  const byCategory = new Map<string, ChangeCounts>()
  const totals = { added: 0, removed: 0, changed: 0 }
  for (const c of changeSet(st, service, q)) {
    const counts = byCategory.get(c.category) ?? { category: c.category, added: 0, removed: 0, changed: 0 }
    counts[c.kind]++
    totals[c.kind]++
    byCategory.set(c.category, counts)
  }
  const sum = (c: ChangeCounts): number => c.added + c.removed + c.changed
  const oldest = st(
    `SELECT min(at) AS at FROM bridge_changes WHERE service = ? AND kind < ${KIND.moving}`,
  ).get(service)?.['at']
  return {
    ...q,
    keptSince: oldest === null || oldest === undefined ? null : Number(oldest),
    keepDays: KEEP_DAYS,
    totals,
    categories: [...byCategory.values()].sort(
      (a, b) => sum(b) - sum(a) || a.category.localeCompare(b.category),
    ),
  }
}

const KIND_NAMES = { [KIND.added]: 'added', [KIND.gone]: 'gone', [KIND.changed]: 'changed' } as const

/**
 * One bridge over time, oldest first: its passes, score, category and title after each change the history holds
 * (at the walk's pace, and only as far back as the history is kept). Rebuilt back from the row as it is now, each
 * change putting back the old values it recorded. Empty when the catalogue holds no row of the bridge.
 */
export function readBridgeHistory(st: St, service: number, id: string): BridgeHistoryPoint[] {
  const row = st('SELECT passes, score, category, title FROM bridges WHERE service = ? AND id = ?').get(
    service,
    id,
  )
  if (row === undefined) return []
  const events = st(
    `SELECT at, kind, ${FIELDS.map((f) => `${f}_old`).join(', ')} FROM bridge_changes
     WHERE service = ? AND bridge = ? AND kind < ${KIND.moving} ORDER BY n DESC`,
  ).all(service, id)
  const state = {
    passes: Number(row['passes']),
    score: Number(row['score']),
    category: String(row['category']),
    title: String(row['title']),
  }
  const points: BridgeHistoryPoint[] = []
  for (const e of events) {
    const kind = KIND_NAMES[Number(e['kind']) as keyof typeof KIND_NAMES]
    points.push({ at: Number(e['at']), kind, ...state })
    if (e['passes_old'] !== null) state.passes = Number(e['passes_old'])
    if (e['score_old'] !== null) state.score = Number(e['score_old'])
    if (e['category_old'] !== null) state.category = String(e['category_old'])
    if (e['title_old'] !== null) state.title = String(e['title_old'])
  }
  return points.reverse()
}
