/** The time ranges the charts offer. Pure. */

/** A range of the history charts. */
export type StatsRange = '1h' | '24h' | '7d' | '30d'

/** The ranges in the order the selector shows them, with their labels. */
export const STATS_RANGES: readonly { id: StatsRange; label: string }[] = [
  { id: '1h', label: 'Last hour' },
  { id: '24h', label: '24 hours' },
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
]

const HOUR = 3_600_000
const SPANS: Readonly<Record<StatsRange, number>> = {
  '1h': HOUR,
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '30d': 30 * 24 * HOUR,
}

/** The length of a range in ms. */
export function rangeSpan(range: StatsRange): number {
  return SPANS[range]
}

/** True for a string naming a range (e.g. one read back from storage). */
export function isStatsRange(x: unknown): x is StatsRange {
  return typeof x === 'string' && Object.hasOwn(SPANS, x)
}
