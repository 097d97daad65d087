/** Summaries of memory samples for the soak report (pure, unit tested). */

/** One sample: seconds since the start and a value. */
export interface Point {
  t: number
  v: number
}

/** Least-squares slope of v over t (units of v per second); null with fewer than two distinct times. */
export function slope(points: readonly Point[]): number | null {
  const n = points.length
  if (n < 2) return null
  const mt = points.reduce((s, p) => s + p.t, 0) / n
  const mv = points.reduce((s, p) => s + p.v, 0) / n
  let num = 0
  let den = 0
  for (const p of points) {
    num += (p.t - mt) * (p.v - mv)
    den += (p.t - mt) ** 2
  }
  return den === 0 ? null : num / den
}

/** Start, end, max and growth per hour, the growth fitted over the second half of the run (warm-up excluded). */
export function summarize(
  points: readonly Point[],
): { start: number; end: number; max: number; perHour: number | null } | null {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const half = first.t + (last.t - first.t) / 2
  const s = slope(points.filter((p) => p.t >= half))
  return {
    start: first.v,
    end: last.v,
    max: Math.max(...points.map((p) => p.v)),
    perHour: s === null ? null : s * 3600,
  }
}
