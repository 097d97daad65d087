/** The default number of points a range query returns: about one per pixel column of a small chart. */
export const DEFAULT_MAX_POINTS = 500

/**
 * Indexes of `count` ordered items to keep so that at most `maxPoints` remain, spread evenly and always
 * including the first and the last (a chart must show where a range starts and ends).
 */
export function evenIndexes(count: number, maxPoints: number): number[] {
  if (!Number.isInteger(maxPoints) || maxPoints < 1) {
    throw new RangeError(`maxPoints must be a positive integer, got ${maxPoints}`)
  }
  if (count <= maxPoints) return Array.from({ length: count }, (_, i) => i)
  // one point cannot be both ends; the newest reading is the one a chart's label needs
  if (maxPoints === 1) return [count - 1]
  const step = (count - 1) / (maxPoints - 1)
  // step > 1 here, so rounding never yields the same index twice
  return Array.from({ length: maxPoints }, (_, k) => Math.round(k * step))
}

/** Keeps the items of an ordered sequence of known length at the indexes chosen by evenIndexes. */
export function downsample<T>(items: Iterable<T>, count: number, maxPoints: number): T[] {
  const keep = evenIndexes(count, maxPoints)
  const out: T[] = []
  let next = 0
  let index = 0
  for (const item of items) {
    if (next >= keep.length) break
    if (index === keep[next]) {
      out.push(item)
      next++
    }
    index++
  }
  return out
}
