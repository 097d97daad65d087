/**
 * The time spans the charts offer, back from now: the stats history, key health and key usage pick from one set,
 * with one id, one label and one length each. Pure.
 */
import { DAY_MS, HOUR_MS } from '../../../shared/time/durations.ts'

/** A span of a chart, ending now. */
export type TimeSpan = '1h' | '24h' | '7d' | '30d'

/** Every span, shortest first, with its label and its length. */
export const TIME_SPANS: readonly { id: TimeSpan; label: string; ms: number }[] = [
  { id: '1h', label: 'Last hour', ms: HOUR_MS },
  { id: '24h', label: '24 hours', ms: DAY_MS },
  { id: '7d', label: '7 days', ms: 7 * DAY_MS },
  { id: '30d', label: '30 days', ms: 30 * DAY_MS },
]

/** The length of a span in ms. */
export function spanMs(span: TimeSpan): number {
  return TIME_SPANS.find((s) => s.id === span)?.ms ?? HOUR_MS
}

/** The spans up to `longest`, shortest first: what a chart offers whose data goes back no further. */
export function spansUpTo(longest: TimeSpan): readonly { id: TimeSpan; label: string }[] {
  return TIME_SPANS.slice(0, TIME_SPANS.findIndex((s) => s.id === longest) + 1)
}
