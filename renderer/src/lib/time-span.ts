/**
 * The time spans the charts offer (the stats history, key health and key usage pick from one set; the spans and
 * their lengths are shared/time/durations.ts's), each with the id of its words. Pure.
 */
import type { MessageId } from '../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../shared/i18n/translate.ts'
import type { TimeSpan } from '../../../shared/time/durations.ts'

/** Every span, shortest first, with the id of its label. */
export const TIME_SPANS: readonly { id: TimeSpan; label: MessageId }[] = [
  { id: '1h', label: msg('spans.1h') },
  { id: '24h', label: msg('spans.24h') },
  { id: '7d', label: msg('spans.7d') },
  { id: '30d', label: msg('spans.30d') },
]

/** The spans up to `longest`, shortest first: what a chart offers whose data goes back no further. */
export function spansUpTo(longest: TimeSpan): readonly { id: TimeSpan; label: MessageId }[] {
  return TIME_SPANS.slice(0, TIME_SPANS.findIndex((s) => s.id === longest) + 1)
}
