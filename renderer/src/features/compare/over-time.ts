/**
 * One bridge over time: its readings (each time the app read it) in order, and the change between two of them in
 * words ("Passes 12 → 15 (+3) since 1 Dec 2026"). Pure; the readings come from history-source.ts.
 */
import type { Wording } from './compare-text.ts'

/** Where a reading came from: the watch list's refreshes, the catalogue's row, or the service's answer now. */
export type ReadingSource = 'watch' | 'catalogue' | 'service'

/** The bridge as read at one time; a source that keeps no score (the watch list) leaves it null. */
export interface Reading {
  at: number
  passes: number | null
  score: number | null
  from: ReadingSource
}

/**
 * Readings this close in time with the same figures are one read of the service that two sources kept: a pinned
 * bridge's refresh is kept by the watch list (passes) and, as the bridge's page read, by the catalogue (passes and
 * score), each stamped by its own clock read a moment apart.
 */
export const SAME_READ_MS = 60_000

/** True when `a` and `b` are one read: close in time, the same passes, and no score that differs. */
function sameRead(a: Reading, b: Reading): boolean {
  return (
    Math.abs(a.at - b.at) <= SAME_READ_MS &&
    a.passes === b.passes &&
    (a.score === null || b.score === null || a.score === b.score)
  )
}

/** Of two readings of one read, the one that knows more (a score), else the earlier. */
const richer = (a: Reading, b: Reading): Reading => (a.score === null && b.score !== null ? b : a)

/**
 * Every reading of the lists, oldest first; one read kept by two sources (or twice by one) is shown once, as the
 * source that knows more figures has it.
 */
export function readingsInOrder(lists: readonly (readonly Reading[])[]): Reading[] {
  const out: Reading[] = []
  const sorted = lists
    .flat()
    .filter((r) => Number.isFinite(r.at))
    .sort((x, y) => x.at - y.at || (x.score === null ? 1 : 0) - (y.score === null ? 1 : 0))
  for (const r of sorted) {
    // Only the readings of the last SAME_READ_MS can be the same read (they are in order): a pinned bridge's years
    // of refreshes are merged in one pass.
    let i = out.length - 1
    while (i >= 0 && !sameRead(out[i] as Reading, r) && r.at - (out[i] as Reading).at <= SAME_READ_MS) i--
    const same = i >= 0 && sameRead(out[i] as Reading, r)
    if (same) out[i] = richer(out[i] as Reading, r)
    else out.push(r)
  }
  return out
}

/** The change from the earlier of two readings to the later, in words; the date is the earlier one's. */
export function changeWords(one: Reading, other: Reading, w: Wording): string {
  const [from, to] = one.at <= other.at ? [one, other] : [other, one]
  const date = w.date(new Date(from.at).toISOString())
  if (from.passes === null || to.passes === null) return w.t('compare.change.unknown')
  const passes = { from: w.number(from.passes), to: w.number(to.passes), date }
  const delta = w.signed(to.passes - from.passes)
  if (from.score !== null && to.score !== null && from.score !== to.score)
    return w.t('compare.change.both', {
      ...passes,
      delta,
      scoreFrom: w.number(from.score),
      scoreTo: w.number(to.score),
      scoreDelta: w.signed(to.score - from.score),
    })
  if (from.passes === to.passes) return w.t('compare.change.none', { passes: passes.to, date })
  return w.t('compare.change.passes', { ...passes, delta })
}
