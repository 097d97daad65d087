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

/** Every reading of the lists, oldest first; one taken at the same time with the same figures is kept once. */
export function readingsInOrder(lists: readonly (readonly Reading[])[]): Reading[] {
  const seen = new Set<string>()
  return lists
    .flat()
    .filter((r) => Number.isFinite(r.at))
    .sort((x, y) => x.at - y.at)
    .filter((r) => {
      const key = `${r.at}|${r.passes}|${r.score}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
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
