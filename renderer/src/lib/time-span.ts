/**
 * The words of the time spans the charts offer (the stats history, key health and key usage pick from one set;
 * the spans and their lengths are shared/time/durations.ts's). Pure.
 */
import type { TimeSpan } from '../../../shared/time/durations.ts'

/** Every span, shortest first, with its label. */
export const TIME_SPANS: readonly { id: TimeSpan; label: string }[] = [
  { id: '1h', label: 'Last hour' },
  { id: '24h', label: '24 hours' },
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
]

/** The spans up to `longest`, shortest first: what a chart offers whose data goes back no further. */
export function spansUpTo(longest: TimeSpan): readonly { id: TimeSpan; label: string }[] {
  return TIME_SPANS.slice(0, TIME_SPANS.findIndex((s) => s.id === longest) + 1)
}
