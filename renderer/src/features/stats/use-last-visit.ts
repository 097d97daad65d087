import { useEffect, useMemo, useState } from 'react'
import {
  computeChanges,
  readSnapshot,
  writeSnapshot,
  type CounterChange,
  type Counters,
  type Snapshot,
} from './last-visit.ts'
import { sessionBaseline } from './stats-ui-store.ts'

/** The change of each counter since the user's last visit; records this visit for the next one. */
export function useLastVisitChanges(
  current: Counters | null,
  seenAt: number,
): Record<keyof Counters, CounterChange | null> | null {
  const [baseline] = useState<Snapshot | null>(() => sessionBaseline(() => readSnapshot(window.localStorage)))
  useEffect(() => {
    if (current !== null) writeSnapshot(window.localStorage, { at: seenAt, values: current })
  }, [current, seenAt])
  return useMemo(
    () => (current === null ? null : computeChanges(baseline, current, seenAt)),
    [baseline, current, seenAt],
  )
}
