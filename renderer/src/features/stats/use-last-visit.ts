import { useEffect, useMemo, useState } from 'react'
import type { Counters, Snapshot } from '../../store/stats-slice.ts'
import { useStatsBaselineTaken } from '../../store/ui-store.ts'
import { computeChanges, readSnapshot, writeSnapshot, type CounterChange } from './last-visit.ts'

/** The change of each counter since the user's last visit; records this visit for the next one. */
export function useLastVisitChanges(
  current: Counters | null,
  seenAt: number,
): Record<keyof Counters, CounterChange | null> | null {
  const baselineTaken = useStatsBaselineTaken()
  const [baseline] = useState<Snapshot | null>(() => baselineTaken(() => readSnapshot(window.localStorage)))
  useEffect(() => {
    if (current !== null) writeSnapshot(window.localStorage, { at: seenAt, values: current })
  }, [current, seenAt])
  return useMemo(
    () => (current === null ? null : computeChanges(baseline, current, seenAt)),
    [baseline, current, seenAt],
  )
}
