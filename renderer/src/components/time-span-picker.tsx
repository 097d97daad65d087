import type { ReactElement } from 'react'
import type { TimeSpan } from '../../../shared/time/durations.ts'
import { spansUpTo } from '../lib/time-span.ts'
import { useWords } from '../lib/words.tsx'
import { SegmentedPicker } from './segmented-picker.tsx'

/** The time span of a chart: the one picker of the stats history, key health and key usage (shared/time/durations.ts). */
export function TimeSpanPicker({
  value,
  onChange,
  longest = '30d',
}: {
  value: TimeSpan
  onChange: (span: TimeSpan) => void
  /** The longest span offered: the data behind the chart goes back no further. */
  longest?: TimeSpan
}): ReactElement {
  const { t } = useWords()
  const options = spansUpTo(longest).map((span) => ({ id: span.id, label: t(span.label) }))
  return <SegmentedPicker legend={t('spans.legend')} options={options} value={value} onChange={onChange} />
}
