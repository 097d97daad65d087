import type { ReactElement } from 'react'
import { SegmentedPicker } from '../../components/segmented-picker.tsx'
import { STATS_RANGES, type StatsRange } from './stats-ranges.ts'

/** The stats history's time range. */
export function RangePicker({
  value,
  onChange,
}: {
  value: StatsRange
  onChange: (range: StatsRange) => void
}): ReactElement {
  return <SegmentedPicker legend="Time range" options={STATS_RANGES} value={value} onChange={onChange} />
}
